import type { Transaction } from 'kysely';
import { insertMenus, type MenuSeed } from './seedMenus.js';
import {
  addedPermissionCodes,
  API_DOCS_ENTRY,
  CONTENT_ENTRY,
  DOCTOR_MONITOR_ENTRY,
  HELP_CONTENT_PAGES,
  LOG_ENTRIES,
  LOGIN_UNLOCK_BUTTON,
  LOGISTICS_ENTRY,
  ONLINE_ENTRY,
  ORG_ENTRIES,
  SERVER_MONITOR_ENTRY,
} from './seedMenusModules.js';
import {
  CONTENT_ACTIONS,
  CONTENT_KINDS,
  contentPermission,
  menuPageOf,
  RESOURCES,
  type ContentKind,
} from '@labelwise/contract';
import { resourcePage } from './seedMenuParts.js';
import type { DB } from './types.js';
import { seedGuideContent } from './seedContent.js';
import { seedMediaContent } from './seedContentMedia.js';
import { seedHelpContent } from './seedContentHelp.js';
import { moveTreeWordsToSteps } from './seedDoctorSteps.js';

type Tx = Transaction<DB>;

/** The directory at `path` from the top (`site/catalog`), unless an operator removed it or one above it. */
async function directoryAt(trx: Tx, path: string): Promise<number | undefined> {
  const parts = path.split('/');
  return directory(trx, parts.at(-1)!, parts.length > 1 ? parts.slice(0, -1).join('/') : undefined);
}

/** The directory a seeded top-level or second-level menu lives in, unless an operator removed it. */
async function directory(trx: Tx, path: string, parentPath?: string): Promise<number | undefined> {
  let parentId = 0;
  if (parentPath) {
    const parent = await directoryAt(trx, parentPath);
    if (parent === undefined) return undefined;
    parentId = parent;
  }
  const row = await trx
    .selectFrom('menus')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('path', '=', path)
    .where('menu_type', '=', 'M')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The editor role: site content, read-only dictionaries. Drivers are what visitors install, so an editor may list
 * them and add one (where the model has none for that system, or hidden), but neither edit nor delete them: a role
 * edits and deletes what it may add, or does neither (admin-kit README, "Role presets").
 */
export const EDITOR_WITHOUT = ['site:driver:edit', 'site:driver:remove'] as const;

/** Whether the editor role is seeded with the permission `code`. */
export const inEditorPreset = (code: string): boolean =>
  (code.startsWith('site:') && !(EDITOR_WITHOUT as readonly string[]).includes(code)) ||
  code === 'common:file:upload' ||
  code === 'system:dict:list' ||
  code === 'system:dict:query';

/**
 * Gives the editor role those of `codes` its preset holds, as a fresh seed gives them (each kept as it is when
 * already held). A database whose operators deleted the editor role has no one to give them to.
 */
async function grantEditor(trx: Tx, codes: readonly string[]) {
  const editor = await trx.selectFrom('roles').select('id').where('role_key', '=', 'editor').executeTakeFirst();
  const granted = codes.filter(inEditorPreset);
  if (!editor || granted.length === 0) return;
  const perms = await trx.selectFrom('permissions').select('id').where('code', 'in', granted).execute();
  for (const p of perms)
    await trx
      .insertInto('role_permissions')
      .values({ role_id: editor.id, permission_id: p.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Adds permission codes an upgrade's menus name (each kept as it is when already there). */
async function addPermissions(trx: Tx, codes: readonly string[]) {
  for (const code of codes)
    await trx
      .insertInto('permissions')
      .values({ code, name: code })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
}

async function appendMissing(trx: Tx, parentId: number, entries: MenuSeed[]) {
  const missing: MenuSeed[] = [];
  for (const entry of entries) {
    const probe = entry.component === 'ParentView' || entry.component === 'Layout' ? entry.children![0]! : entry;
    const present = await trx
      .selectFrom('menus')
      .select('id')
      .where('component', '=', probe.component!)
      .executeTakeFirst();
    if (!present) missing.push(entry);
  }
  if (missing.length === 0) return;
  const last = await trx
    .selectFrom('menus')
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  await insertMenus(trx, missing, parentId, Number(last?.max ?? 0) + 1);
}

/**
 * Content, departments and posts, the logs and logistics, for databases seeded before them. Directories an operator
 * removed stay removed; the editor role gains the new site-content permissions, as a fresh seed gives it.
 */
export const addedMenusUpgrade = {
  id: 'content-org-logs-logistics',
  run: async (trx: Tx) => {
    await addPermissions(trx, addedPermissionCodes());
    const system = await directory(trx, 'system');
    if (system !== undefined) await appendMissing(trx, system, ORG_ENTRIES);
    const site = await directory(trx, 'site');
    if (site !== undefined) await appendMissing(trx, site, [CONTENT_ENTRY]);
    const monitor = await directory(trx, 'monitor');
    if (monitor !== undefined) await appendMissing(trx, monitor, LOG_ENTRIES);
    await appendMissing(trx, 0, [LOGISTICS_ENTRY]);
    await grantEditor(
      trx,
      CONTENT_KINDS.flatMap((k) => CONTENT_ACTIONS.map((a) => contentPermission(k, a))),
    );
  },
};

/**
 * Site content as data, for databases seeded before it: the guides, videos, FAQ, home, partner pages and notices the
 * site showed are published as the first version. Items that already exist stay as they are.
 */
export const contentSeedUpgrade = {
  id: 'content-as-data',
  run: async (trx: Tx, { demo }: { demo: boolean }) => {
    await seedGuideContent(trx, demo);
    await seedMediaContent(trx, demo);
  },
};

/** Monitor → Printer doctor, for databases seeded before it (unless an operator removed the Monitor directory). */
export const doctorMenuUpgrade = {
  id: 'monitor-doctor',
  run: async (trx: Tx) => {
    await addPermissions(trx, ['monitor:doctor:list']);
    const monitor = await directory(trx, 'monitor');
    if (monitor !== undefined) await appendMissing(trx, monitor, [DOCTOR_MONITOR_ENTRY]);
  },
};

/**
 * Monitor → Online users and the login log's unlock button, for databases seeded before them (each only where its
 * parent is still there: an operator may have removed the Monitor directory or the login log page).
 */
export const onlineMenuUpgrade = {
  id: 'monitor-online',
  run: async (trx: Tx) => {
    await addPermissions(trx, ['monitor:logininfor:unlock', 'monitor:online:list', 'monitor:online:forceLogout']);
    const monitor = await directory(trx, 'monitor');
    if (monitor !== undefined) await appendMissing(trx, monitor, [ONLINE_ENTRY]);
    const loginLog = await trx
      .selectFrom('menus')
      .select('id')
      .where('component', '=', 'monitor/logininfor/index')
      .orderBy('id')
      .executeTakeFirst();
    const unlock = await trx
      .selectFrom('menus')
      .select('id')
      .where('perms', '=', LOGIN_UNLOCK_BUTTON.perms!)
      .executeTakeFirst();
    if (loginLog && !unlock) {
      const last = await trx
        .selectFrom('menus')
        .select((eb) => eb.fn.max('sort').as('max'))
        .where('parent_id', '=', loginLog.id)
        .executeTakeFirst();
      await insertMenus(trx, [LOGIN_UNLOCK_BUTTON], loginLog.id, Number(last?.max ?? 0) + 1);
    }
  },
};

/**
 * The API docs menu entry becomes the back office's reference page, behind `tool:swagger:list`: it opened the raw
 * OpenAPI JSON in a frame, for every role. Only the entry as seeded is changed; one an operator re-pointed stays.
 */
export const apiDocsUpgrade = {
  id: 'api-docs-viewer',
  run: async (trx: Tx) => {
    await addPermissions(trx, [API_DOCS_ENTRY.perms!]);
    await trx
      .updateTable('menus')
      .set({ path: API_DOCS_ENTRY.path, component: API_DOCS_ENTRY.component!, perms: API_DOCS_ENTRY.perms! })
      .where('component', '=', 'InnerLink')
      .where('path', '=', '/api-v1.0/docs')
      .execute();
  },
};

/** Monitor → Server and cache, for databases seeded before it (unless an operator removed the Monitor directory). */
export const serverMonitorUpgrade = {
  id: 'monitor-server',
  run: async (trx: Tx) => {
    await addPermissions(trx, ['monitor:server:list', 'monitor:cache:list', 'monitor:cache:remove']);
    const monitor = await directory(trx, 'monitor');
    if (monitor !== undefined) await appendMissing(trx, monitor, [SERVER_MONITOR_ENTRY]);
  },
};

/**
 * The printer doctor's steps and the shipping set-ups as content, for databases seeded before: their permissions
 * (the editor role gains them, as a fresh seed gives them), their pages under Site → Content (unless an operator
 * removed that directory) and the trees and set-ups the site showed, published. Items already there stay.
 */
export const helpContentUpgrade = {
  id: 'content-doctor-shipping',
  run: async (trx: Tx) => {
    await addContentPages(trx, ['doctor', 'shipping']);
    await seedHelpContent(trx);
  },
};

/** A kind's permissions (the editor role gains them, as a fresh seed gives them) and the Site → Content pages. */
async function addContentPages(trx: Tx, kinds: readonly ContentKind[]) {
  const codes = kinds.flatMap((k) => CONTENT_ACTIONS.map((a) => contentPermission(k, a)));
  await addPermissions(trx, codes);
  const content = await directory(trx, 'content', 'site');
  if (content !== undefined) await appendMissing(trx, content, HELP_CONTENT_PAGES);
  await grantEditor(trx, codes);
}

/**
 * The doctor's steps as items every tree shares, the symptoms' names and leads, and what every shipping set-up
 * shares, for databases seeded before: their permissions and pages, each step's words moved out of the trees (an
 * operator's edits kept), and the rest published as the site showed it.
 */
export const doctorStepsUpgrade = {
  id: 'doctor-shared-steps',
  run: async (trx: Tx) => {
    await addContentPages(trx, ['doctorStep', 'shippingCommon']);
    await moveTreeWordsToSteps(trx);
    await seedHelpContent(trx);
  },
};

/**
 * The page of each resource whose manifest declares one, for databases seeded before the resource: its permissions
 * (the editor role gains those its preset holds, as a fresh seed gives them) and its page at the end of its
 * directory. A database that has the resource's list permission knew it already, so a page an operator removed stays
 * removed; so does a directory.
 */
export const resourcePageUpgrades = RESOURCES.filter((resource) => resource.menu).map((resource) => ({
  id: `resource-page-${resource.key}`,
  run: async (trx: Tx) => {
    const page = menuPageOf(resource)!;
    const known = await trx
      .selectFrom('permissions')
      .select('id')
      .where('code', '=', `${resource.perm}:list`)
      .executeTakeFirst();
    if (known) return;
    await addPermissions(trx, page.permissions);
    await grantEditor(trx, page.permissions);
    const parent = await directoryAt(trx, page.parent);
    if (parent !== undefined) await appendMissing(trx, parent, [resourcePage(resource)]);
  },
}));

/**
 * The editor's `site:` permissions, for databases whose resource pages were added before those upgrades granted them:
 * of each `site:` resource (`site:link`) the editor holds none of, it gains what its preset holds. A resource the
 * editor holds some of was granted and then trimmed by an operator, and stays as they left it.
 */
export const editorSiteUpgrade = {
  id: 'editor-site-permissions',
  run: async (trx: Tx) => {
    const editor = await trx.selectFrom('roles').select('id').where('role_key', '=', 'editor').executeTakeFirst();
    if (!editor) return;
    const stored = await trx.selectFrom('permissions').select('code').where('code', 'like', 'site:%').execute();
    const held = await trx
      .selectFrom('role_permissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select('p.code')
      .where('rp.role_id', '=', editor.id)
      .execute();
    const resourceOf = (code: string) => code.slice(0, code.lastIndexOf(':'));
    const holding = new Set(held.map((p) => resourceOf(p.code)));
    await grantEditor(
      trx,
      stored.map((p) => p.code).filter((code) => !holding.has(resourceOf(code))),
    );
  },
};
