import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFileInfo } from './types.js';

/** Written parts live here until promoted; a name starting with a dot can never be a valid file key. */
const TEMP_DIR = '.incoming';
/** Longer than any upload may take (UPLOAD_BODY_TIMEOUT_MS defaults to 5 minutes). */
const STALE_PART_MS = 24 * 3600_000;

/** Files in a directory on this machine (the default; one process, or several sharing one file system). */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {
    const incoming = path.join(root, TEMP_DIR);
    fs.mkdirSync(incoming, { recursive: true });
    // Parts left by a process killed mid-upload. Only old ones: another process on this disk may be writing the rest.
    const stale = Date.now() - STALE_PART_MS;
    for (const name of fs.readdirSync(incoming)) {
      const abs = path.join(incoming, name);
      try {
        if (name.endsWith('.part') && fs.statSync(abs).mtimeMs < stale) fs.rmSync(abs, { force: true });
      } catch {
        /* removed meanwhile by another process */
      }
    }
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
    const file = fs.createWriteStream(tmp, { flags: 'wx' });
    try {
      await pipeline(body, file);
      await fs.promises.mkdir(path.dirname(final), { recursive: true });
      await fs.promises.rename(tmp, final);
    } catch (err) {
      // A body that fails at once can reject the pipeline before the file is even open; removing it before the
      // stream has closed would let the late open create it again.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const s = await fs.promises.stat(this.abs(key));
      return s.isFile() ? { size: s.size, version: `${s.size}:${s.mtimeMs}:${s.ino}` } : null;
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
