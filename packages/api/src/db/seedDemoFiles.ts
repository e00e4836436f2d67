import fs from 'node:fs';
import path from 'node:path';
import { DEMO_RESOURCE_PREFIX, isDemoStoreUrl } from '@labelwise/contract/rules';
import type { Transaction } from 'kysely';
import { syncDriverToReleases } from '../lib/releases.js';
import { downloadUrl } from '../lib/dto.js';
import type { DB } from './types.js';

type Tx = Transaction<DB>;

/** Where seeds before the demo prefix stored their stand-ins; the seed never wrote anything else there. */
const LEGACY_STAND_IN_FOLDERS = ['resources/drivers/', 'resources/manuals/', 'resources/software/'] as const;

/**
 * The stand-ins an older seed stored outside the demo prefix: registered by the seed (no uploader) in one of its
 * folders. An operator's upload is stored under `upload/…` with its uploader, so it never matches.
 */
async function legacyStandIns(trx: Tx): Promise<string[]> {
  const rows = await trx
    .selectFrom('files')
    .select('file_name')
    .where('uploaded_by', 'is', null)
    .where((eb) => eb.or(LEGACY_STAND_IN_FOLDERS.map((folder) => eb('file_name', 'like', `${folder}%`))))
    .execute();
  return rows.map((r) => r.file_name);
}

/**
 * Demo: each stand-in moves under the demo prefix, so the site marks it. The name's foreign keys cascade to drivers,
 * releases and manuals; download links name the file in their URL. The bytes are copied (the old copy stays until
 * the transaction has committed for sure), and the object store's one-time import of local files runs again, so a
 * bucket gets the new names too.
 */
async function moveUnderDemoPrefix(trx: Tx, filesDir: string, names: string[]) {
  for (const name of names) {
    const renamed = `${DEMO_RESOURCE_PREFIX}${name.slice('resources/'.length)}`;
    const from = path.join(filesDir, name);
    const to = path.join(filesDir, renamed);
    if (fs.existsSync(from) && !fs.existsSync(to)) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
    await trx.updateTable('files').set({ file_name: renamed }).where('file_name', '=', name).execute();
    await trx
      .updateTable('download_links')
      .set({ url: downloadUrl(renamed) })
      .where('url', '=', downloadUrl(name))
      .execute();
  }
  if (names.length > 0) await trx.deleteFrom('app_meta').where('key', 'like', 'files.imported.%').execute();
}

/**
 * Production: nothing the seed made up stays published. Download links to a stand-in (with their `_sha256` keys)
 * and made-up store links go; so do releases, drivers and manuals whose file is a stand-in. A driver that still has
 * releases of an operator's is only hidden (its file then follows its newest published release, if any), so no
 * operator's work is lost. The stand-ins' registrations go once nothing names them: they can no longer be
 * downloaded. Files an operator uploaded are not touched.
 */
async function unpublish(trx: Tx, names: string[]) {
  const links = await trx.selectFrom('download_links').select(['id', 'link_key', 'url']).execute();
  const standInUrls = new Set(names.map(downloadUrl));
  const gone = links.filter((l) => standInUrls.has(l.url) || isDemoStoreUrl(l.url));
  const goneKeys = new Set(gone.flatMap((l) => [l.link_key, `${l.link_key}_sha256`]));
  const linkIds = links.filter((l) => goneKeys.has(l.link_key)).map((l) => l.id);
  if (linkIds.length > 0) await trx.deleteFrom('download_links').where('id', 'in', linkIds).execute();
  if (names.length === 0) return;

  const touched = await trx
    .selectFrom('driver_releases')
    .select('driver_id')
    .distinct()
    .where('file_name', 'in', names)
    .execute();
  await trx.deleteFrom('driver_releases').where('file_name', 'in', names).execute();
  for (const t of touched) await syncDriverToReleases(trx, t.driver_id);
  const standInDrivers = await trx
    .selectFrom('drivers as d')
    .leftJoin('driver_releases as r', 'r.driver_id', 'd.id')
    .select(['d.id', (eb) => eb.fn.count<string>('r.id').as('releases')])
    .where('d.file_name', 'in', names)
    .groupBy('d.id')
    .execute();
  const keep = standInDrivers.filter((d) => Number(d.releases) > 0).map((d) => d.id);
  const drop = standInDrivers.filter((d) => Number(d.releases) === 0).map((d) => d.id);
  if (keep.length > 0) await trx.updateTable('drivers').set({ status: '1' }).where('id', 'in', keep).execute();
  if (drop.length > 0) await trx.deleteFrom('drivers').where('id', 'in', drop).execute();
  await trx.deleteFrom('manuals').where('file_name', 'in', names).execute();

  const named = new Set(
    (
      await Promise.all([
        trx.selectFrom('drivers').select('file_name').where('file_name', 'in', names).execute(),
        trx.selectFrom('driver_releases').select('file_name').where('file_name', 'in', names).execute(),
      ])
    )
      .flat()
      .map((r) => r.file_name),
  );
  const unreferenced = names.filter((n) => !named.has(n));
  if (unreferenced.length > 0) await trx.deleteFrom('files').where('file_name', 'in', unreferenced).execute();
}

/** The seed's stand-in installers, drivers and manuals of databases seeded before the demo prefix. */
export async function demoStandIns(trx: Tx, opts: { filesDir: string; demo: boolean }) {
  const names = await legacyStandIns(trx);
  if (opts.demo) await moveUnderDemoPrefix(trx, opts.filesDir, names);
  else await unpublish(trx, names);
}
