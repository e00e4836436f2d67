import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFileInfo } from './types.js';

/** Written parts live here until promoted; a name starting with a dot can never be a valid file key. */
const TEMP_DIR = '.incoming';

/** Files in a directory on this machine (the default; one process, or several sharing one file system). */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {
    fs.mkdirSync(path.join(root, TEMP_DIR), { recursive: true });
  }

  private abs(key: string): string {
    const abs = path.resolve(this.root, key);
    if (!abs.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key outside the store: ${key}`);
    return abs;
  }

  async write(key: string, body: Readable): Promise<void> {
    const final = this.abs(key);
    // Same file system as the final name, so the rename that makes the file visible is atomic.
    const tmp = path.join(this.root, TEMP_DIR, `${crypto.randomUUID()}.part`);
    try {
      await pipeline(body, fs.createWriteStream(tmp, { flags: 'wx' }));
      await fs.promises.mkdir(path.dirname(final), { recursive: true });
      await fs.promises.rename(tmp, final);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const s = await fs.promises.stat(this.abs(key));
      return s.isFile() ? { size: s.size } : null;
    } catch {
      return null;
    }
  }

  async read(key: string): Promise<Readable | null> {
    const info = await this.stat(key);
    return info ? fs.createReadStream(this.abs(key)) : null;
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.abs(key), { force: true });
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }

  async check(): Promise<void> {
    await fs.promises.access(path.join(this.root, TEMP_DIR), fs.constants.W_OK);
  }

  async close(): Promise<void> {}
}
