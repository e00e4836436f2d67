import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { makeExeStub, makePdf, makeZip, writeFileAtomic } from '../lib/files.js';
import { searchKey } from '../lib/http.js';
import { sha256 } from '../lib/security.js';
import { BRANDS, chartFactsFor, CONTACT_OS, CONTACT_OS_LABELS, CONTACT_ROLE_LABELS, CONTACT_ROLES, MODELS } from './catalog-data.js';
import type { DB } from './types.js';
import { createUser } from '../lib/users.js';

export const SEED_VERSION = '1';

const ENTITIES = ['brand', 'model', 'driver', 'manual', 'chart', 'link'] as const;
const CRUD = ['list', 'query', 'add', 'edit', 'remove'] as const;

export function allPermissionCodes(): string[] {
  const codes: string[] = [];
  for (const e of ENTITIES) for (const a of CRUD) codes.push(`site:${e}:${a}`);
  codes.push('site:contact:list', 'site:contact:query', 'site:contact:edit', 'site:contact:remove');
  for (const e of ['user', 'role', 'menu', 'dict', 'config'] as const) for (const a of CRUD) codes.push(`system:${e}:${a}`);
  codes.push('system:user:resetPwd', 'common:file:upload', 'common:file:remove');
  codes.push('monitor:vitals:list');
  return codes;
}

/**
 * The editor role: site content, read-only dictionaries. Drivers are what visitors install, so an editor may list
 * them and add one (where the model has none for that system, or hidden), but neither edit nor delete them: a role
 * edits and deletes what it may add, or does neither (admin-kit README, "Role presets").
 */
export const EDITOR_WITHOUT = ['site:driver:edit', 'site:driver:remove'] as const;

export function editorPermissionCodes(): string[] {
  return allPermissionCodes().filter(
    (c) =>
      (c.startsWith('site:') && !(EDITOR_WITHOUT as readonly string[]).includes(c)) ||
      c === 'common:file:upload' ||
      c === 'system:dict:list' ||
      c === 'system:dict:query',
  );
}

interface MenuSeed {
  name: string;
  path: string;
  type: 'M' | 'C' | 'F';
  component?: string;
  perms?: string;
  icon?: string;
  visible?: boolean;
  isFrame?: boolean;
  routeName?: string;
  children?: MenuSeed[];
}

/** admin-kit message ids of the buttons: the tree shows which resource a button belongs to. */
const BUTTON_TITLES = { query: 'admin.menu.buttonQuery', add: 'admin.menu.buttonAdd', edit: 'admin.menu.buttonEdit', remove: 'admin.menu.buttonRemove' } as const;

// `_label` named the button in the first release ("Driver add"); `SEED_UPGRADES` renames those rows.
const crudButtons = (prefix: string, _label: string): MenuSeed[] =>
  (['query', 'add', 'edit', 'remove'] as const).map((a) => ({
    name: BUTTON_TITLES[a],
    path: '',
    type: 'F',
    perms: `${prefix}:${a}`,
  }));

/*
 * Menu names are admin-kit message ids (`admin.menu.drivers`): the admin shows them in the operator's language in the
 * sidebar, tags, breadcrumbs and the Menus page. Menus an operator adds keep the plain text typed in.
 */

/** System → Menus (added after the first release; `SEED_UPGRADES` adds it to databases seeded before). */
const MENUS_ENTRY: MenuSeed = {
  name: 'admin.menu.menus',
  path: 'menu',
  type: 'C',
  component: 'system/menu/index',
  perms: 'system:menu:list',
  icon: 'tree-table',
  children: crudButtons('system:menu', 'Menu'),
};

/**
 * Monitor → Web vitals (added later; `SEED_UPGRADES` adds it to databases seeded before). The names are admin-kit
 * message ids, so the sidebar, tags and breadcrumbs show them in the operator's language.
 */
const MONITOR_ENTRY: MenuSeed = {
  name: 'admin.pages.vitalsMonitor',
  path: 'monitor',
  type: 'M',
  component: 'Layout',
  icon: 'monitor',
  children: [{ name: 'admin.pages.vitalsTitle', path: 'vitals', type: 'C', component: 'monitor/vitals/index', perms: 'monitor:vitals:list', icon: 'chart' }],
};

export const MENU_TREE: MenuSeed[] = [
  {
    name: 'admin.menu.system',
    path: 'system',
    type: 'M',
    component: 'Layout',
    icon: 'system',
    children: [
      { name: 'admin.menu.users', path: 'user', type: 'C', component: 'system/user/index', perms: 'system:user:list', icon: 'user', children: crudButtons('system:user', 'User') },
      { name: 'admin.menu.roles', path: 'role', type: 'C', component: 'system/role/index', perms: 'system:role:list', icon: 'peoples', children: crudButtons('system:role', 'Role') },
      MENUS_ENTRY,
      { name: 'admin.menu.dictionary', path: 'dict', type: 'C', component: 'system/dict/index', perms: 'system:dict:list', icon: 'dict', children: crudButtons('system:dict', 'Dict') },
      { name: 'admin.menu.dictionaryData', path: 'dict-data/index/:dictId(\\d+)', type: 'C', component: 'system/dict/data', perms: 'system:dict:list', visible: false, routeName: 'Data' },
      { name: 'admin.menu.config', path: 'config', type: 'C', component: 'system/config/index', perms: 'system:config:list', icon: 'edit', children: crudButtons('system:config', 'Config') },
    ],
  },
  {
    name: 'admin.menu.site',
    path: 'site',
    type: 'M',
    component: 'Layout',
    icon: 'guide',
    children: [
      {
        name: 'admin.menu.catalog',
        path: 'catalog',
        type: 'M',
        component: 'ParentView',
        icon: 'tree',
        children: [
          { name: 'admin.menu.brands', path: 'brand', type: 'C', component: 'site/brand/index', perms: 'site:brand:list', icon: 'star', children: crudButtons('site:brand', 'Brand') },
          { name: 'admin.menu.printerModels', path: 'model', type: 'C', component: 'site/model/index', perms: 'site:model:list', icon: 'print', children: crudButtons('site:model', 'Model') },
          { name: 'admin.menu.drivers', path: 'driver', type: 'C', component: 'site/driver/index', perms: 'site:driver:list', icon: 'download', children: crudButtons('site:driver', 'Driver') },
          { name: 'admin.menu.manuals', path: 'manual', type: 'C', component: 'site/manual/index', perms: 'site:manual:list', icon: 'documentation', children: crudButtons('site:manual', 'Manual') },
        ],
      },
      { name: 'admin.menu.chart', path: 'chart', type: 'C', component: 'site/chart/index', perms: 'site:chart:list', icon: 'table', children: crudButtons('site:chart', 'Chart') },
      { name: 'admin.menu.links', path: 'link', type: 'C', component: 'site/link/index', perms: 'site:link:list', icon: 'link', children: crudButtons('site:link', 'Link') },
      { name: 'admin.menu.contact', path: 'contact', type: 'C', component: 'site/contact/index', perms: 'site:contact:list', icon: 'message' },
    ],
  },
  MONITOR_ENTRY,
  { name: 'admin.menu.apiDocs', path: '/api-v1.0/docs', type: 'C', component: 'InnerLink', icon: 'swagger', routeName: 'ApiDocs' },
];

export const DEFAULT_CONFIGS = [
  { config_name: 'Captcha on login', config_key: 'sys.account.captchaEnabled', config_value: 'true', remark: 'true/false' },
  { config_name: 'Self-registration', config_key: 'sys.account.registerUser', config_value: 'false', remark: 'true enables POST /register' },
  { config_name: 'Upload size limit (MB)', config_key: 'sys.upload.maxSizeMb', config_value: '5', remark: 'spec §9 default 5' },
  { config_name: 'Product name', config_key: 'site.product.name', config_value: 'Labelwise', remark: 'used in download link keys' },
  { config_name: 'Sidebar theme', config_key: 'sys.index.sideTheme', config_value: 'theme-dark', remark: 'theme-dark or theme-light' },
];

function dictSeeds() {
  return [
    { type: 'sys_normal_disable', name: 'Status', data: [['Normal', '0', 'primary'], ['Disabled', '1', 'danger']] },
    { type: 'sys_yes_no', name: 'Yes/No', data: [['Yes', 'Y', 'primary'], ['No', 'N', 'danger']] },
    { type: 'site_contact_role', name: 'Contact: I am', data: CONTACT_ROLES.map((r) => [CONTACT_ROLE_LABELS[r], r, 'default']) },
    { type: 'site_contact_os', name: 'Contact: I am using', data: CONTACT_OS.map((o) => [CONTACT_OS_LABELS[o], o, 'default']) },
    { type: 'site_driver_os', name: 'Driver OS', data: [['Windows', 'windows', 'primary'], ['macOS', 'macos', 'success'], ['Linux', 'linux', 'warning']] },
    { type: 'site_contact_status', name: 'Contact message status', data: [['New', 'new', 'danger'], ['Read', 'read', 'warning'], ['Handled', 'handled', 'success']] },
  ];
}

type Tx = Transaction<DB>;

async function registerFile(trx: Tx, filesDir: string, rel: string, data: Buffer, mime: string, category: string) {
  const abs = path.join(filesDir, rel);
  const exists = fs.existsSync(abs) && fs.statSync(abs).size === data.length && sha256(fs.readFileSync(abs)) === sha256(data);
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

async function insertMenus(trx: Tx, items: MenuSeed[], parentId: number, firstSort = 1) {
  let sort = firstSort;
  for (const m of items) {
    const row = await trx
      .insertInto('menus')
      .values({
        parent_id: parentId,
        menu_name: m.name,
        path: m.path,
        component: m.component ?? null,
        route_name: m.routeName ?? '',
        menu_type: m.type,
        visible: m.visible ?? true,
        is_frame: m.isFrame ?? false,
        perms: m.perms ?? null,
        icon: m.icon ?? '#',
        sort: sort++,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (m.children) await insertMenus(trx, m.children, row.id);
  }
}

async function ensurePermissions(trx: Tx) {
  for (const code of allPermissionCodes()) {
    await trx.insertInto('permissions').values({ code, name: code }).onConflict((oc) => oc.column('code').doNothing()).execute();
  }
}

/**
 * Additions to the base data after the first release. The seed above runs once per database, so each upgrade runs
 * once more on databases seeded before it (recorded in `app_meta` as `seed.upgrade.<id>`). Each is idempotent: on a
 * fresh database, where the seed already holds the addition, it changes nothing. An upgrade never re-creates what an
 * admin deleted later, because it runs only once.
 */
/** The first release's English menu names and the message ids that replaced them (see `menu-titles` upgrade). */
export const LEGACY_MENU_NAMES: Readonly<Record<string, string>> = {
  System: 'admin.menu.system',
  Users: 'admin.menu.users',
  Roles: 'admin.menu.roles',
  Menus: 'admin.menu.menus',
  Dictionary: 'admin.menu.dictionary',
  'Dictionary data': 'admin.menu.dictionaryData',
  Config: 'admin.menu.config',
  Site: 'admin.menu.site',
  Catalog: 'admin.menu.catalog',
  Brands: 'admin.menu.brands',
  'Printer models': 'admin.menu.printerModels',
  Drivers: 'admin.menu.drivers',
  Manuals: 'admin.menu.manuals',
  'Compatibility chart': 'admin.menu.chart',
  'Download links': 'admin.menu.links',
  'Contact messages': 'admin.menu.contact',
  'API docs': 'admin.menu.apiDocs',
};

export const SEED_UPGRADES: ReadonlyArray<{ id: string; run: (trx: Tx) => Promise<void> }> = [
  {
    id: 'system-menu',
    run: async (trx) => {
      await ensurePermissions(trx);
      const present = await trx.selectFrom('menus').select('id').where('component', '=', MENUS_ENTRY.component!).executeTakeFirst();
      if (present) return;
      const system = await trx
        .selectFrom('menus')
        .select('id')
        .where('parent_id', '=', 0)
        .where('path', '=', 'system')
        .where('menu_type', '=', 'M')
        .orderBy('id')
        .executeTakeFirst();
      if (!system) return; // the System directory was removed on purpose: leave the tree alone
      const last = await trx
        .selectFrom('menus')
        .select((eb) => eb.fn.max('sort').as('max'))
        .where('parent_id', '=', system.id)
        .executeTakeFirst();
      await insertMenus(trx, [MENUS_ENTRY], system.id, Number(last?.max ?? 0) + 1);
    },
  },
  {
    id: 'monitor-vitals',
    run: async (trx) => {
      await ensurePermissions(trx);
      const present = await trx.selectFrom('menus').select('id').where('component', '=', MONITOR_ENTRY.children![0]!.component!).executeTakeFirst();
      if (present) return;
      const last = await trx
        .selectFrom('menus')
        .select((eb) => eb.fn.max('sort').as('max'))
        .where('parent_id', '=', 0)
        .executeTakeFirst();
      await insertMenus(trx, [MONITOR_ENTRY], 0, Number(last?.max ?? 0) + 1);
    },
  },
  {
    // Seeded menus get message ids for names. Only rows still named exactly as seeded are renamed: a menu an
    // operator renamed keeps the operator's name.
    id: 'menu-titles',
    run: async (trx) => {
      for (const [legacy, id] of Object.entries(LEGACY_MENU_NAMES)) {
        await trx.updateTable('menus').set({ menu_name: id }).where('menu_name', '=', legacy).where('menu_type', 'in', ['M', 'C']).execute();
      }
      for (const [action, id] of Object.entries(BUTTON_TITLES)) {
        await trx
          .updateTable('menus')
          .set({ menu_name: id })
          .where('menu_type', '=', 'F')
          .where('menu_name', 'like', `% ${action}`)
          .where('perms', 'like', `%:${action}`)
          .execute();
      }
    },
  },
  {
    // The editor may add drivers but neither edit nor delete them (see editorPermissionCodes).
    id: 'role-presets',
    run: async (trx) => {
      const editor = await trx.selectFrom('roles').select('id').where('role_key', '=', 'editor').executeTakeFirst();
      if (!editor) return;
      const without = await trx.selectFrom('permissions').select('id').where('code', 'in', [...EDITOR_WITHOUT]).execute();
      if (without.length === 0) return;
      await trx
        .deleteFrom('role_permissions')
        .where('role_id', '=', editor.id)
        .where('permission_id', 'in', without.map((p) => p.id))
        .execute();
    },
  },
];

async function seedSystem(trx: Tx) {
  await ensurePermissions(trx);
  const roleRows = [
    { role_key: 'admin', role_name: 'Administrator', sort: 1, remark: 'passes every permission check' },
    { role_key: 'editor', role_name: 'Content editor', sort: 2, remark: 'site content; adds drivers, cannot edit or delete them' },
  ];
  for (const r of roleRows) {
    await trx.insertInto('roles').values(r).onConflict((oc) => oc.column('role_key').doNothing()).execute();
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
        .values({ dict_type: d.type, dict_label: label!, dict_value: value!, list_class: listClass!, dict_sort: i, is_default: i === 1 ? 'Y' : 'N' })
        .execute();
      i++;
    }
  }
  for (const c of DEFAULT_CONFIGS) {
    await trx.insertInto('configs').values({ ...c, config_type: 'Y' }).execute();
  }
}

async function seedCatalog(trx: Tx, filesDir: string, productName: string) {
  const brandIds = new Map<string, number>();
  for (const b of BRANDS) {
    const row = await trx.insertInto('brands').values({ ...b }).returning('id').executeTakeFirstOrThrow();
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
      const file = await registerFile(trx, filesDir, rel, makeZip([{ name: 'README.txt', data: readme }]), 'application/zip', 'driver');
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
    const pdf = makePdf([`${m.name} user manual`, 'Demo manual generated by the Labelwise seed.', `Connections: ${m.connections.join(', ')}`]);
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

  // Default download link set (spec §3, §9: Windows installers 3.10.0).
  const software = [
    { key: `${productName}Setup_Win32`, rel: `resources/software/${productName}Setup_Win32_3.10.0.exe`, label: 'Windows 32-bit', version: '3.10.0' },
    { key: `${productName}Setup_Win64`, rel: `resources/software/${productName}Setup_Win64_3.10.0.exe`, label: 'Windows 64-bit', version: '3.10.0' },
    { key: `${productName}Setup_Mac`, rel: `resources/software/${productName}Setup_Mac_3.10.0.pkg`, label: 'macOS 10.14+', version: '3.10.0' },
  ];
  let s = 1;
  for (const sw of software) {
    const data = sw.rel.endsWith('.pkg')
      ? Buffer.concat([Buffer.from('xar!', 'latin1'), makeExeStub(sw.label).subarray(2)])
      : makeExeStub(`${sw.key} ${sw.version}`);
    const f = await registerFile(trx, filesDir, sw.rel, data, 'application/octet-stream', 'software');
    const url = `/api-v1.0/common/download/resource?resource=${encodeURIComponent(f.file_name)}`;
    await trx.insertInto('download_links').values({ link_key: sw.key, url, label: sw.label, version: sw.version, sha256: f.sha256, sort: s++ }).execute();
    if (sw.key.endsWith('Win32') || sw.key.endsWith('Win64')) {
      // The spec's two {hash} keys: integrity hashes of the Windows installers.
      await trx.insertInto('download_links').values({ link_key: `${sw.key}_sha256`, url: f.sha256, label: `${sw.label} SHA-256`, version: sw.version, sort: s++ }).execute();
    }
  }
  const external = [
    { link_key: `${productName}Setup_Android`, url: 'https://play.google.com/store/apps/details?id=com.labelwise.app', label: 'Android' },
    { link_key: `${productName}Setup_IOS`, url: 'https://apps.apple.com/app/labelwise/id0000000000', label: 'iOS' },
    { link_key: `${productName}Setup_chrome`, url: 'https://chromewebstore.google.com/detail/labelwise', label: 'Chrome extension' },
  ];
  for (const e of external) await trx.insertInto('download_links').values({ ...e, sort: s++ }).execute();
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
  opts: { filesDir: string; env: string; productName: string; adminPassword?: string | undefined; adminUsername?: string | undefined; log?: FastifyBaseLogger },
): Promise<SeedResult> {
  const result: SeedResult = { seeded: false, upgraded: [], demoUsers: false, adminFromEnv: false, adminMissing: false };
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':labelwise-seed'))`.execute(trx);
    const done = await trx.selectFrom('app_meta').select('value').where('key', '=', 'seed.version').executeTakeFirst();
    if (!done) {
      await seedSystem(trx);
      await seedCatalog(trx, opts.filesDir, opts.productName);
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
        result.demoUsers = true;
      } else {
        result.adminMissing = true;
      }
    }
  });
  return result;
}
