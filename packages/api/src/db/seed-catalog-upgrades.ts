import type { Transaction } from 'kysely';
import type { DB } from './types.js';

type Tx = Transaction<DB>;

/**
 * Every installer served from this site publishes its SHA-256 as `{key}_sha256`. Databases seeded when only the
 * Windows installers had one gain the others here, taken from the registered file the link points at.
 */
async function installerChecksums(trx: Tx) {
  const links = await trx
    .selectFrom('download_links')
    .select(['link_key', 'url', 'version', 'label', 'sort'])
    .execute();
  const keys = new Set(links.map((l) => l.link_key));
  for (const link of links) {
    if (!/Setup_(Win32|Win64|Mac)$/.test(link.link_key) || keys.has(`${link.link_key}_sha256`)) continue;
    const resource = new URL(link.url, 'http://localhost').searchParams.get('resource');
    if (!resource) continue;
    const file = await trx.selectFrom('files').select('sha256').where('file_name', '=', resource).executeTakeFirst();
    if (!file) continue;
    await trx
      .insertInto('download_links')
      .values({
        link_key: `${link.link_key}_sha256`,
        url: file.sha256,
        label: `${link.label} SHA-256`,
        version: link.version,
        sort: link.sort,
      })
      .execute();
  }
}

/** Catalog upgrades, each idempotent: on a database seeded just now they find everything in place. */
export const CATALOG_UPGRADES: ReadonlyArray<{ id: string; run: (trx: Tx) => Promise<void> }> = [
  { id: 'installer-checksums', run: installerChecksums },
];
