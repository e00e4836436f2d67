import type { Transaction } from 'kysely';
import type { DB } from './types.js';
import { crudButtons, type MenuSeed } from './seed-menu-parts.js';
import {
  CONTENT_ENTRY,
  DOCTOR_MONITOR_ENTRY,
  LOG_ENTRIES,
  API_DOCS_ENTRY,
  LOGISTICS_ENTRY,
  ONLINE_ENTRY,
  ORG_ENTRIES,
  SERVER_MONITOR_ENTRY,
} from './seed-menus-modules.js';

type Tx = Transaction<DB>;

/** The admin menu tree the seed writes (titles are admin-kit message ids), and how it is inserted. */

export { BUTTON_TITLES, type MenuSeed } from './seed-menu-parts.js';

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
  perms: 'system:menu:list',
  icon: 'tree-table',
  children: crudButtons('system:menu'),
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
      perms: 'monitor:vitals:list',
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
        perms: 'system:user:list',
        icon: 'user',
        children: crudButtons('system:user'),
      },
      {
        name: 'admin.menu.roles',
        path: 'role',
        type: 'C',
        component: 'system/role/index',
        perms: 'system:role:list',
        icon: 'peoples',
        children: crudButtons('system:role'),
      },
      MENUS_ENTRY,
      {
        name: 'admin.menu.dictionary',
        path: 'dict',
        type: 'C',
        component: 'system/dict/index',
        perms: 'system:dict:list',
        icon: 'dict',
        children: crudButtons('system:dict'),
      },
      {
        name: 'admin.menu.dictionaryData',
        path: 'dict-data/index/:dictId(\\d+)',
        type: 'C',
        component: 'system/dict/data',
        perms: 'system:dict:list',
        visible: false,
        routeName: 'Data',
      },
      {
        name: 'admin.menu.config',
        path: 'config',
        type: 'C',
        component: 'system/config/index',
        perms: 'system:config:list',
        icon: 'edit',
        children: crudButtons('system:config'),
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
            perms: 'site:brand:list',
            icon: 'star',
            children: crudButtons('site:brand'),
          },
          {
            name: 'admin.menu.printerModels',
            path: 'model',
            type: 'C',
            component: 'site/model/index',
            perms: 'site:model:list',
            icon: 'print',
            children: crudButtons('site:model'),
          },
          {
            name: 'admin.menu.drivers',
            path: 'driver',
            type: 'C',
            component: 'site/driver/index',
            perms: 'site:driver:list',
            icon: 'download',
            children: crudButtons('site:driver'),
          },
          {
            name: 'admin.menu.manuals',
            path: 'manual',
            type: 'C',
            component: 'site/manual/index',
            perms: 'site:manual:list',
            icon: 'documentation',
            children: crudButtons('site:manual'),
          },
        ],
      },
      {
        name: 'admin.menu.chart',
        path: 'chart',
        type: 'C',
        component: 'site/chart/index',
        perms: 'site:chart:list',
        icon: 'table',
        children: crudButtons('site:chart'),
      },
      {
        name: 'admin.menu.links',
        path: 'link',
        type: 'C',
        component: 'site/link/index',
        perms: 'site:link:list',
        icon: 'link',
        children: crudButtons('site:link'),
      },
      {
        name: 'admin.menu.contact',
        path: 'contact',
        type: 'C',
        component: 'site/contact/index',
        perms: 'site:contact:list',
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
