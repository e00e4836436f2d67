/**
 * A migrated and seeded PGlite snapshot, made once per test run (in global setup) so each test app on
 * PGlite starts from it instead of running initdb, the migrations and the seed again (several seconds
 * each on this machine). The seeded demo files are kept next to it and copied into each app's file store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrations.js';
import { seed } from '../src/db/seed.js';

export const templateDir = (run: string) => path.join(os.tmpdir(), `lw-pglite-template-${run}`);

export async function buildTemplate(run: string): Promise<void> {
  const dir = templateDir(run);
  const filesDir = path.join(dir, 'files');
  fs.mkdirSync(filesDir, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db);
    await seed(database.db, { filesDir, env: 'test', productName: 'Labelwise' });
    const dump = await database.pglite!.dumpDataDir('none');
    const tmp = path.join(dir, `db.tar.${process.pid}.tmp`);
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, path.join(dir, 'db.tar'));
  } finally {
    await database.close();
  }
}

/** The snapshot and its files, or null when global setup did not make one. */
export function loadTemplate(run: string): { blob: Blob; filesDir: string } | null {
  const dir = templateDir(run);
  const tar = path.join(dir, 'db.tar');
  if (!fs.existsSync(tar)) return null;
  return { blob: new Blob([fs.readFileSync(tar)]), filesDir: path.join(dir, 'files') };
}

/** Removes snapshots of runs that were killed before their teardown (older than `maxAgeMs`). */
export function removeStaleTemplates(maxAgeMs: number): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('lw-pglite-template-')) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs > maxAgeMs) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      /* raced with another run */
    }
  }
}

export function removeTemplate(run: string): void {
  fs.rmSync(templateDir(run), { recursive: true, force: true });
}
