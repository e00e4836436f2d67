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
import { crudButtons, resourcePerms, type MenuSeed } from './seedMenuParts.js';
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
  children: [
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
  ],
};

export const MENU_TREE: MenuSeed[] = [
  {
    name: 'admin.menu.system',
    path: 'system',
    type: 'M',
    component: 'Layout',
    icon: 'system',
    children: [
      {
        name: 'admin.menu.users',
        path: 'user',
        type: 'C',
        component: 'system/user/index',
        ...resourcePerms(users),
        icon: 'user',
      },
      {
        name: 'admin.menu.roles',
        path: 'role',
        type: 'C',
        component: 'system/role/index',
        ...resourcePerms(roles),
        icon: 'peoples',
      },
      MENUS_ENTRY,
      {
        name: 'admin.menu.dictionary',
        path: 'dict',
        type: 'C',
        component: 'system/dict/index',
        ...resourcePerms(dictTypes),
        icon: 'dict',
      },
      {
        name: 'admin.menu.dictionaryData',
        path: 'dict-data/index/:dictId(\\d+)',
        type: 'C',
        component: 'system/dict/data',
        perms: `${dictData.perm}:list`,
        visible: false,
        routeName: 'Data',
      },
      {
        name: 'admin.menu.config',
        path: 'config',
        type: 'C',
        component: 'system/config/index',
        ...resourcePerms(configs),
        icon: 'edit',
      },
      ...ORG_ENTRIES,
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
          {
            name: 'admin.menu.brands',
            path: 'brand',
            type: 'C',
            component: 'site/brand/index',
            ...resourcePerms(brands),
            icon: 'star',
          },
          {
            name: 'admin.menu.printerModels',
            path: 'model',
            type: 'C',
            component: 'site/model/index',
            ...resourcePerms(models),
            icon: 'print',
          },
          {
            name: 'admin.menu.drivers',
            path: 'driver',
            type: 'C',
            component: 'site/driver/index',
            ...resourcePerms(drivers),
            icon: 'download',
          },
          {
            name: 'admin.menu.manuals',
            path: 'manual',
            type: 'C',
            component: 'site/manual/index',
            ...resourcePerms(manuals),
            icon: 'documentation',
          },
        ],
      },
      {
        name: 'admin.menu.chart',
        path: 'chart',
        type: 'C',
        component: 'site/chart/index',
        ...resourcePerms(chart),
        icon: 'table',
      },
      {
        name: 'admin.menu.links',
        path: 'link',
        type: 'C',
        component: 'site/link/index',
        ...resourcePerms(links),
        icon: 'link',
      },
      {
        name: 'admin.menu.contact',
        path: 'contact',
        type: 'C',
        component: 'site/contact/index',
        perms: `${contactMessages.perm}:list`,
        icon: 'message',
      },
      CONTENT_ENTRY,
    ],
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
