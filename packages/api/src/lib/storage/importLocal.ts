import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { FileStorage } from './types.js';

/**
 * Copies registered files that exist under `filesDir` but not in the object store (the demo seed writes its
 * drivers and manuals to disk; a deployment moving from local disk to S3 has its uploads there). Runs once per
 * store, recorded in `app_meta`; processes starting together may both copy, which only writes equal bytes twice.
 */
export async function importLocalFiles(
  db: Kysely<DB>,
  storage: FileStorage & { bucket?: string },
  filesDir: string,
): Promise<number> {
  const marker = `files.imported.${storage.kind}.${storage.bucket ?? ''}`;
  const done = await db.selectFrom('app_meta').select('key').where('key', '=', marker).executeTakeFirst();
  if (done) return 0;
  const rows = await db.selectFrom('files').select(['file_name', 'mime']).execute();
  let copied = 0;
  for (const row of rows) {
    const abs = path.join(filesDir, row.file_name);
    if (!fs.existsSync(abs) || (await storage.stat(row.file_name))) continue;
    await storage.write(row.file_name, fs.createReadStream(abs), row.mime);
    copied++;
  }
  await db
    .insertInto('app_meta')
    .values({ key: marker, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return copied;
}
