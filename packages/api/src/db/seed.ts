import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { makeExeStub, makePdf, makeZip, writeFileAtomic } from '../lib/files.js';
import { searchKey } from '../lib/http.js';
import { sha256 } from '../lib/security.js';
import { BRANDS, MODELS, chartFactsFor } from './catalog-data.js';
import {
  DEFAULT_CONFIGS,
  MENU_TREE,
  SEED_UPGRADES,
  dictSeeds,
  editorPermissionCodes,
  ensurePermissions,
  insertMenus,
  type Tx,
} from './seed-presets.js';
import type { DB } from './types.js';
import { seedContent } from './seed-content.js';
import { placeDemoUsers, seedOrg } from './seed-org.js';
import { createUser } from '../lib/users.js';

export const SEED_VERSION = '1';

// The presets are what tests and upgrades compare against; re-exported so `seed.js` stays the one import.
export {
  DEFAULT_CONFIGS,
  EDITOR_WITHOUT,
  LEGACY_MENU_NAMES,
  MENU_TREE,
  SEED_UPGRADES,
  allPermissionCodes,
  editorPermissionCodes,
} from './seed-presets.js';

async function registerFile(trx: Tx, filesDir: string, rel: string, data: Buffer, mime: string, category: string) {
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

async function seedSystem(trx: Tx) {
  await ensurePermissions(trx);
  const roleRows = [
    { role_key: 'admin', role_name: 'Administrator', sort: 1, remark: 'passes every permission check' },
    {
      role_key: 'editor',
      role_name: 'Content editor',
      sort: 2,
      remark: 'site content; adds drivers, cannot edit or delete them',
    },
  ];
  for (const r of roleRows) {
    await trx
      .insertInto('roles')
      .values(r)
      .onConflict((oc) => oc.column('role_key').doNothing())
      .execute();
  }
  const editor = await trx.selectFrom('roles').select('id').where('role_key', '=', 'editor').executeTakeFirstOrThrow();
  const perms = await trx.selectFrom('permissions').select(['id', 'code']).execute();
  const editorCodes = new Set(editorPermissionCodes());
  for (const p of perms.filter((p) => editorCodes.has(p.code))) {
    await trx
      .insertInto('role_permissions')
      .values({ role_id: editor.id, permission_id: p.id })
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  }

  await insertMenus(trx, MENU_TREE, 0);

  for (const d of dictSeeds()) {
    await trx.insertInto('dict_types').values({ dict_name: d.name, dict_type: d.type }).execute();
    let i = 1;
    for (const [label, value, listClass] of d.data) {
      await trx
        .insertInto('dict_data')
        .values({
          dict_type: d.type,
          dict_label: label!,
          dict_value: value!,
          list_class: listClass!,
          dict_sort: i,
          is_default: i === 1 ? 'Y' : 'N',
        })
        .execute();
      i++;
    }
  }
  for (const c of DEFAULT_CONFIGS) {
    await trx
      .insertInto('configs')
      .values({ ...c, config_type: 'Y' })
      .execute();
  }
}

async function seedCatalog(trx: Tx, filesDir: string, productName: string) {
  const brandIds = new Map<string, number>();
  for (const b of BRANDS) {
    const row = await trx
      .insertInto('brands')
      .values({ ...b })
      .returning('id')
      .executeTakeFirstOrThrow();
    brandIds.set(b.slug, row.id);
  }
  let sort = 1;
  let day = 0;
  for (const m of MODELS) {
    const model = await trx
      .insertInto('printer_models')
      .values({
        brand_id: brandIds.get(m.brand)!,
        name: m.name,
        search_key: searchKey(m.name),
        guide_path: `/${m.guide}`,
        connections: m.connections,
        bt_serial_prefixes: (m.pairing ?? []).map((p) => p.prefix),
        pairing: JSON.stringify(m.pairing ?? []),
        description: `${m.name} thermal label printer (${m.connections.join(', ')})`,
        sort: sort++,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slug = searchKey(m.name);
    const oses: Array<'windows' | 'macos' | 'linux'> = ['windows'];
    if (m.mac !== false) oses.push('macos');
    if (m.linux) oses.push('linux');
    for (const os of oses) {
      const version = `1.${(slug.length % 5) + 1}.${os === 'windows' ? 2 : os === 'macos' ? 1 : 0}`;
      const releaseDate = new Date(Date.UTC(2024, 0, 10 + day++)).toISOString().slice(0, 10);
      const rel = `resources/drivers/${slug}-${os}-${version}.zip`;
      const readme = Buffer.from(
        `${m.name} driver for ${os}, version ${version} (${releaseDate}).\nDemo package generated by the Labelwise seed.\n` +
          (os === 'macos' ? 'Requires macOS 10.14 (Mojave) or later.\n' : ''),
      );
      const file = await registerFile(
        trx,
        filesDir,
        rel,
        makeZip([{ name: 'README.txt', data: readme }]),
        'application/zip',
        'driver',
      );
      await trx
        .insertInto('drivers')
        .values({
          model_id: model.id,
          title: `${m.name} ${os === 'windows' ? 'Windows' : os === 'macos' ? 'macOS' : 'Linux'} driver`,
          os,
          version,
          release_date: releaseDate,
          file_name: file.file_name,
          file_size: file.size,
          sha256: file.sha256,
        })
        .execute();
    }
    const mrel = `resources/manuals/${slug}-user-manual.pdf`;
    const pdf = makePdf([
      `${m.name} user manual`,
      'Demo manual generated by the Labelwise seed.',
      `Connections: ${m.connections.join(', ')}`,
    ]);
    const mf = await registerFile(trx, filesDir, mrel, pdf, 'application/pdf', 'manual');
    await trx
      .insertInto('manuals')
      .values({
        model_id: model.id,
        title: `${m.name} user manual`,
        description: `Setup, loading labels and ${m.connections.includes('bluetooth') ? 'Bluetooth pairing' : 'USB connection'}`,
        version: '1.0',
        release_date: '2024-02-01',
        file_name: mf.file_name,
        file_size: mf.size,
        sha256: mf.sha256,
      })
      .execute();
    const facts = chartFactsFor(m);
    await trx
      .insertInto('chart_rows')
      .values({
        model_id: model.id,
        printer_model: m.name,
        driver_windows: facts.driverWindows,
        driver_mac: facts.driverMac,
        driver_linux: facts.driverLinux,
        software_support: facts.softwareSupport,
        firmware_version: facts.firmwareVersion,
        label_printer: facts.labelPrinter,
        sort: sort,
      })
      .execute();
  }
  await seedDownloadLinks(trx, filesDir, productName);
}

/** The default download link set (Windows installers 3.10.0) and the external links, with the files they point at. */
async function seedDownloadLinks(trx: Tx, filesDir: string, productName: string) {
  const software = [
    {
      key: `${productName}Setup_Win32`,
      rel: `resources/software/${productName}Setup_Win32_3.10.0.exe`,
      label: 'Windows 32-bit',
      version: '3.10.0',
    },
    {
      key: `${productName}Setup_Win64`,
      rel: `resources/software/${productName}Setup_Win64_3.10.0.exe`,
      label: 'Windows 64-bit',
      version: '3.10.0',
    },
    {
      key: `${productName}Setup_Mac`,
      rel: `resources/software/${productName}Setup_Mac_3.10.0.pkg`,
      label: 'macOS 10.14+',
      version: '3.10.0',
    },
  ];
  let s = 1;
  for (const sw of software) {
    const data = sw.rel.endsWith('.pkg')
      ? Buffer.concat([Buffer.from('xar!', 'latin1'), makeExeStub(sw.label).subarray(2)])
      : makeExeStub(`${sw.key} ${sw.version}`);
    const f = await registerFile(trx, filesDir, sw.rel, data, 'application/octet-stream', 'software');
    const url = `/api-v1.0/common/download/resource?resource=${encodeURIComponent(f.file_name)}`;
    await trx
      .insertInto('download_links')
      .values({ link_key: sw.key, url, label: sw.label, version: sw.version, sha256: f.sha256, sort: s++ })
      .execute();
    {
      // The spec's {hash} keys (`{key}_sha256`): integrity hashes of every installer we serve, the Mac one included.
      await trx
        .insertInto('download_links')
        .values({
          link_key: `${sw.key}_sha256`,
          url: f.sha256,
          label: `${sw.label} SHA-256`,
          version: sw.version,
          sort: s++,
        })
        .execute();
    }
  }
  const external = [
    {
      link_key: `${productName}Setup_Android`,
      url: 'https://play.google.com/store/apps/details?id=com.labelwise.app',
      label: 'Android',
    },
    { link_key: `${productName}Setup_IOS`, url: 'https://apps.apple.com/app/labelwise/id0000000000', label: 'iOS' },
    {
      link_key: `${productName}Setup_chrome`,
      url: 'https://chromewebstore.google.com/detail/labelwise',
      label: 'Chrome extension',
    },
  ];
  for (const e of external)
    await trx
      .insertInto('download_links')
      .values({ ...e, sort: s++ })
      .execute();
}

export interface SeedResult {
  seeded: boolean;
  /** Ids of `SEED_UPGRADES` applied by this call. */
  upgraded: string[];
  demoUsers: boolean;
  adminFromEnv: boolean;
  adminMissing: boolean;
}

/**
 * Loads base data (permissions, roles, menus, dictionaries, config) and the demo catalog once.
 * Demo accounts admin/admin123 and editor/editor123 only outside production.
 */
export async function seed(
  db: Kysely<DB>,
  opts: {
    filesDir: string;
    env: string;
    productName: string;
    adminPassword?: string | undefined;
    adminUsername?: string | undefined;
    log?: FastifyBaseLogger;
  },
): Promise<SeedResult> {
  const result: SeedResult = {
    seeded: false,
    upgraded: [],
    demoUsers: false,
    adminFromEnv: false,
    adminMissing: false,
  };
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':labelwise-seed'))`.execute(trx);
    const done = await trx.selectFrom('app_meta').select('value').where('key', '=', 'seed.version').executeTakeFirst();
    if (!done) {
      await seedSystem(trx);
      await seedCatalog(trx, opts.filesDir, opts.productName);
      await seedContent(trx);
      await seedOrg(trx);
      await trx.insertInto('app_meta').values({ key: 'seed.version', value: SEED_VERSION }).execute();
      result.seeded = true;
    }
    for (const upgrade of SEED_UPGRADES) {
      const key = `seed.upgrade.${upgrade.id}`;
      const applied = await trx.selectFrom('app_meta').select('key').where('key', '=', key).executeTakeFirst();
      if (applied) continue;
      // On a database seeded just now this finds everything in place; on an older one it adds what is missing.
      await upgrade.run(trx);
      await trx.insertInto('app_meta').values({ key, value: SEED_VERSION }).execute();
      result.upgraded.push(upgrade.id);
    }
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!anyUser) {
      if (opts.adminPassword) {
        await createUser(trx, opts.adminUsername ?? 'admin', opts.adminPassword, 'Administrator', ['admin']);
        result.adminFromEnv = true;
      } else if (opts.env !== 'production') {
        await createUser(trx, 'admin', 'admin123', 'Demo admin', ['admin']);
        await createUser(trx, 'editor', 'editor123', 'Demo editor', ['editor']);
        await placeDemoUsers(trx);
        result.demoUsers = true;
      } else {
        result.adminMissing = true;
      }
    }
  });
  return result;
}
