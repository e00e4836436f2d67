import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../lib/files.js';
import { sha256 } from '../lib/security.js';
import type { Transaction } from 'kysely';
import type { DB } from './types.js';

type Tx = Transaction<DB>;

/** Writes a seeded file into the file store's directory (unless the same bytes are there) and registers it. */
export async function registerFile(
  trx: Tx,
  filesDir: string,
  rel: string,
  data: Buffer,
  mime: string,
  category: string,
) {
  const abs = path.join(filesDir, rel);
  const exists =
    fs.existsSync(abs) && fs.statSync(abs).size === data.length && sha256(fs.readFileSync(abs)) === sha256(data);
  if (!exists) writeFileAtomic(abs, data);
  const row = {
    file_name: rel,
    original_name: path.basename(rel),
    ext: path.extname(rel).slice(1),
    mime,
    size: data.length,
    sha256: sha256(data),
    category,
    uploaded_by: null,
  };
  await trx
    .insertInto('files')
    .values(row)
    .onConflict((oc) => oc.column('file_name').doUpdateSet({ size: row.size, sha256: row.sha256 }))
    .execute();
  return row;
}
