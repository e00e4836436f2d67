import type { Transaction } from 'kysely';
import { CATALOG_UPGRADES } from './seedCatalogUpgrades.js';
import { CONTACT_OS, CONTACT_OS_LABELS, CONTACT_ROLE_LABELS, CONTACT_ROLES } from '@labelwise/contract/catalog-seed';
import {
  brands,
  chart,
  configs,
  contactMessages,
  dictTypes,
  drivers,
  links,
  manuals,
  models,
  PASSWORD_MAX,
  PASSWORD_MIN,
  roles,
  users,
  vitalsMonitor,
} from '@labelwise/contract';
import { UNREFERENCED_FILE_PERMISSIONS } from '../lib/fileAudience.js';
import { PASSWORD_POLICY_DEFAULTS } from '../lib/passwordPolicy.js';
import type { DB } from './types.js';
import { BUTTON_TITLES, MENUS_ENTRY, MONITOR_ENTRY, insertMenus } from './seedMenus.js';
import {
  addedMenusUpgrade,
  contentSeedUpgrade,
  doctorMenuUpgrade,
  onlineMenuUpgrade,
  apiDocsUpgrade,
  serverMonitorUpgrade,
  helpContentUpgrade,
  doctorStepsUpgrade,
  resourcePageUpgrades,
  editorSiteUpgrade,
  EDITOR_WITHOUT,
  inEditorPreset,
} from './seedUpgradeModules.js';
import { addedPermissionCodes } from './seedMenusModules.js';
import { menuCodes, pageCodes, resourcePermissionCodes } from './seedMenuParts.js';

/**
 * What the seed writes and what later releases add to databases seeded before them: the permission codes and role
 * presets, the admin menu tree, default config and dictionary entries, and the recorded upgrades.
 */

export type Tx = Transaction<DB>;

// The menu tree lives in seedMenus.ts; re-exported so the seed has one place to import presets from.
export { MENU_TREE, insertMenus } from './seedMenus.js';

/** What an operator may do with visitors' contact messages: they are sent, never added or edited here. */
const CONTACT_ACTIONS = ['list', 'query', 'edit', 'remove'] as const;

/** Every permission a fresh seed stores, in the order of their ids: the first release's, then those added since. */
export function allPermissionCodes(): string[] {
  return [
    ...new Set([
      ...pageCodes(brands, models, drivers, manuals, chart, links),
      ...CONTACT_ACTIONS.map((action) => `${contactMessages.perm}:${action}`),
      ...pageCodes(users, roles),
      ...menuCodes([MENUS_ENTRY]),
      ...pageCodes(dictTypes, configs),
      `${users.perm}:resetPwd`,
      ...UNREFERENCED_FILE_PERMISSIONS,
      `${vitalsMonitor.perm}:list`,
      ...addedPermissionCodes(),
      // A resource added since has its codes from its manifest, after all of the above.
      ...resourcePermissionCodes(),
    ]),
  ];
}

export { EDITOR_WITHOUT };

/** The editor role's preset: the codes of every permission it is seeded with (see `inEditorPreset`). */
export function editorPermissionCodes(): string[] {
  return allPermissionCodes().filter(inEditorPreset);
}

/** The password policy (lib/passwordPolicy.ts), for every new or changed password. */
export const PASSWORD_CONFIGS = [
  {
    config_name: 'Password: minimum length',
    config_key: 'sys.password.minLength',
    config_value: String(PASSWORD_POLICY_DEFAULTS.minLength),
    remark: `characters, ${PASSWORD_MIN} to ${PASSWORD_MAX}`,
  },
  {
    config_name: 'Password: minimum strength',
    config_key: 'sys.password.minStrength',
    config_value: String(PASSWORD_POLICY_DEFAULTS.minStrength),
    remark: 'zxcvbn score 0-4; common passwords and ones built from the user name score low; 0 turns the check off',
  },
  {
    config_name: 'Password: history',
    config_key: 'sys.password.history',
    config_value: String(PASSWORD_POLICY_DEFAULTS.history),
    remark: 'how many recent passwords (the current one included) may not be chosen again; 0 allows any',
  },
];

/** What users added by an import sign in with once; they must change it first (it must pass the password policy). */
export const INIT_PASSWORD_CONFIG = {
  config_name: 'Users: initial password',
  config_key: 'sys.user.initPassword',
  config_value: 'Paper-Roll-Ready-58',
  remark: 'given to imported users, who must change it at first sign-in; must meet the password policy',
};

export const DEFAULT_CONFIGS = [
  {
    config_name: 'Captcha on login',
    config_key: 'sys.account.captchaEnabled',
    config_value: 'true',
    remark: 'true/false',
  },
  {
    config_name: 'Self-registration',
    config_key: 'sys.account.registerUser',
    config_value: 'false',
    remark: 'true enables POST /register',
  },
  {
    config_name: 'Upload size limit (MB)',
    config_key: 'sys.upload.maxSizeMb',
    config_value: '5',
    remark: 'default 5',
  },
  {
    config_name: 'Product name',
    config_key: 'site.product.name',
    config_value: 'Labelwise',
    remark: 'used in download link keys',
  },
  {
    config_name: 'Sidebar theme',
    config_key: 'sys.index.sideTheme',
    config_value: 'theme-dark',
    remark: 'theme-dark or theme-light',
  },
  ...PASSWORD_CONFIGS,
  INIT_PASSWORD_CONFIG,
];

export function dictSeeds() {
  return [
    {
      type: 'sys_normal_disable',
      name: 'Status',
      data: [
        ['Normal', '0', 'primary'],
        ['Disabled', '1', 'danger'],
      ],
    },
    {
      type: 'sys_yes_no',
      name: 'Yes/No',
      data: [
        ['Yes', 'Y', 'primary'],
        ['No', 'N', 'danger'],
      ],
    },
    {
      type: 'site_contact_role',
      name: 'Contact: I am',
      data: CONTACT_ROLES.map((r) => [CONTACT_ROLE_LABELS[r], r, 'default']),
    },
    {
      type: 'site_contact_os',
      name: 'Contact: I am using',
      data: CONTACT_OS.map((o) => [CONTACT_OS_LABELS[o], o, 'default']),
    },
    {
      type: 'site_driver_os',
      name: 'Driver OS',
      data: [
        ['Windows', 'windows', 'primary'],
        ['macOS', 'macos', 'success'],
        ['Linux', 'linux', 'warning'],
      ],
    },
    {
      type: 'site_contact_status',
      name: 'Contact message status',
      data: [
        ['New', 'new', 'danger'],
        ['Read', 'read', 'warning'],
        ['Handled', 'handled', 'success'],
      ],
    },
  ];
}

export async function ensurePermissions(trx: Tx) {
  for (const code of allPermissionCodes()) {
    await trx
      .insertInto('permissions')
      .values({ code, name: code })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
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

/**
 * What an upgrade may need besides the transaction: the file store's directory for files it seeds, and `demo` (the
 * database is not production's, so demo content, marked as such on the site, may be added).
 */
export interface UpgradeOptions {
  filesDir: string;
  demo: boolean;
}

export const SEED_UPGRADES: ReadonlyArray<{ id: string; run: (trx: Tx, opts: UpgradeOptions) => Promise<void> }> = [
  {
    id: 'system-menu',
    run: async (trx) => {
      await ensurePermissions(trx);
      const present = await trx
        .selectFrom('menus')
        .select('id')
        .where('component', '=', MENUS_ENTRY.component!)
        .executeTakeFirst();
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
      const present = await trx
        .selectFrom('menus')
        .select('id')
        .where('component', '=', MONITOR_ENTRY.children![0]!.component!)
        .executeTakeFirst();
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
        await trx
          .updateTable('menus')
          .set({ menu_name: id })
          .where('menu_name', '=', legacy)
          .where('menu_type', 'in', ['M', 'C'])
          .execute();
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
      const without = await trx
        .selectFrom('permissions')
        .select('id')
        .where('code', 'in', [...EDITOR_WITHOUT])
        .execute();
      if (without.length === 0) return;
      await trx
        .deleteFrom('role_permissions')
        .where('role_id', '=', editor.id)
        .where(
          'permission_id',
          'in',
          without.map((p) => p.id),
        )
        .execute();
    },
  },
  addedMenusUpgrade,
  contentSeedUpgrade,
  ...CATALOG_UPGRADES,
  doctorMenuUpgrade,
  onlineMenuUpgrade,
  apiDocsUpgrade,
  serverMonitorUpgrade,
  {
    // The password policy's settings, shown in System → Config of databases seeded before them.
    id: 'password-policy-configs',
    run: async (trx) => {
      for (const c of PASSWORD_CONFIGS)
        await trx
          .insertInto('configs')
          .values({ ...c, config_type: 'Y' })
          .onConflict((oc) => oc.column('config_key').doNothing())
          .execute();
    },
  },
  helpContentUpgrade,
  doctorStepsUpgrade,
  {
    // Imported users' initial password, shown in System → Configuration of databases seeded before the import.
    id: 'user-init-password-config',
    run: async (trx) => {
      await trx
        .insertInto('configs')
        .values({ ...INIT_PASSWORD_CONFIG, config_type: 'Y' })
        .onConflict((oc) => oc.column('config_key').doNothing())
        .execute();
    },
  },
  ...resourcePageUpgrades,
  editorSiteUpgrade,
];
