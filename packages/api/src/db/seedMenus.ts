import type { Transaction } from 'kysely';
import type { DB } from './types.js';
import {
  brands,
  chart,
  configs,
  contactMessages,
  dictData,
  dictTypes,
  drivers,
  links,
  manuals,
  menuModule,
  models,
  roles,
  users,
  vitalsMonitor,
} from '@labelwise/contract';
import { crudButtons, pagesUnder, type MenuSeed } from './seedMenuParts.js';
import {
  CONTENT_ENTRY,
  DOCTOR_MONITOR_ENTRY,
  LOG_ENTRIES,
  API_DOCS_ENTRY,
  LOGISTICS_ENTRY,
  ONLINE_ENTRY,
  ORG_ENTRIES,
  SERVER_MONITOR_ENTRY,
} from './seedMenusModules.js';

type Tx = Transaction<DB>;

/** The admin menu tree the seed writes (titles are admin-kit message ids), and how it is inserted. */

export { BUTTON_TITLES, type MenuSeed } from './seedMenuParts.js';

/*
 * Menu names are admin-kit message ids (`admin.menu.drivers`): the admin shows them in the operator's language in the
 * sidebar, tags, breadcrumbs and the Menus page. Menus an operator adds keep the plain text typed in.
 */

/** System → Menus (added after the first release; `SEED_UPGRADES` adds it to databases seeded before). */
export const MENUS_ENTRY: MenuSeed = {
  name: 'admin.menu.menus',
  path: 'menu',
  type: 'C',
  component: 'system/menu/index',
  perms: `${menuModule.perm}:list`,
  icon: 'tree-table',
  children: crudButtons(menuModule.perm),
};

/**
 * Monitor → Web vitals (added later; `SEED_UPGRADES` adds it to databases seeded before). The names are admin-kit
 * message ids, so the sidebar, tags and breadcrumbs show them in the operator's language.
 */
export const MONITOR_ENTRY: MenuSeed = {
  name: 'admin.pages.vitalsMonitor',
  path: 'monitor',
  type: 'M',
  component: 'Layout',
  icon: 'monitor',
  children: pagesUnder(
    'monitor',
    {
      name: 'admin.pages.vitalsTitle',
      path: 'vitals',
      type: 'C',
      component: 'monitor/vitals/index',
      perms: `${vitalsMonitor.perm}:list`,
      icon: 'chart',
    },
    DOCTOR_MONITOR_ENTRY,
    ...LOG_ENTRIES,
    ONLINE_ENTRY,
    SERVER_MONITOR_ENTRY,
  ),
};

/** The dictionary's data of one type: opened from the dictionary page, not listed in the menu. */
const DICT_DATA_ENTRY: MenuSeed = {
  name: 'admin.menu.dictionaryData',
  path: 'dict-data/index/:dictId(\\d+)',
  type: 'C',
  component: 'system/dict/data',
  perms: `${dictData.perm}:list`,
  visible: false,
  routeName: 'Data',
};

/** Site → Contact messages: visitors' messages, read and handled from the page. */
const CONTACT_ENTRY: MenuSeed = {
  name: 'admin.menu.contact',
  path: 'contact',
  type: 'C',
  component: 'site/contact/index',
  perms: `${contactMessages.perm}:list`,
  icon: 'message',
};

/**
 * The tree a fresh database gets. A resource's page comes from its manifest (`menu`); one whose manifest names a
 * directory and that is not placed here explicitly is added at the end of that directory.
 */
export const MENU_TREE: MenuSeed[] = [
  {
    name: 'admin.menu.system',
    path: 'system',
    type: 'M',
    component: 'Layout',
    icon: 'system',
    children: pagesUnder('system', users, roles, MENUS_ENTRY, dictTypes, DICT_DATA_ENTRY, configs, ...ORG_ENTRIES),
  },
  {
    name: 'admin.menu.site',
    path: 'site',
    type: 'M',
    component: 'Layout',
    icon: 'guide',
    children: pagesUnder(
      'site',
      {
        name: 'admin.menu.catalog',
        path: 'catalog',
        type: 'M',
        component: 'ParentView',
        icon: 'tree',
        children: pagesUnder('site/catalog', brands, models, drivers, manuals),
      },
      chart,
      links,
      CONTACT_ENTRY,
      CONTENT_ENTRY,
    ),
  },
  MONITOR_ENTRY,
  LOGISTICS_ENTRY,
  API_DOCS_ENTRY,
];

export async function insertMenus(trx: Tx, items: MenuSeed[], parentId: number, firstSort = 1) {
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
