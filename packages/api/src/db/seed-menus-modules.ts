import { CONTENT_ACTIONS, CONTENT_KINDS, contentPermission } from '@labelwise/contract';
import { actionButton, crudButtons, type MenuSeed } from './seed-menu-parts.js';

/*
 * Menus of the site content (published live), departments and posts, the operation and login logs, and logistics.
 * A fresh seed has them in `MENU_TREE`; `SEED_UPGRADES` adds each to databases seeded without them. Names are
 * admin-kit message ids (layout/menu-titles.messages.ts).
 */

/** Content items are drafted, then published: a publish button beside the usual four. */
const contentButtons = (prefix: string): MenuSeed[] => [
  ...crudButtons(prefix),
  { name: 'admin.menu.buttonPublish', path: '', type: 'F', perms: `${prefix}:publish` },
];

const contentPage = (key: string, name: string, icon: string): MenuSeed => ({
  name,
  path: key,
  type: 'C',
  component: `site/content/${key}/index`,
  perms: `site:${key}:list`,
  icon,
  children: contentButtons(`site:${key}`),
});

/** Site → Content: printer guides, videos, FAQ, home page, partner pages and notices. */
export const CONTENT_ENTRY: MenuSeed = {
  name: 'admin.menu.content',
  path: 'content',
  type: 'M',
  component: 'ParentView',
  icon: 'documentation',
  children: [
    contentPage('guide', 'admin.menu.guides', 'print'),
    contentPage('video', 'admin.menu.videos', 'video'),
    contentPage('faq', 'admin.menu.faq', 'question'),
    contentPage('home', 'admin.menu.homeContent', 'home'),
    contentPage('partner', 'admin.menu.partners', 'briefcase'),
    contentPage('notice', 'admin.menu.notices', 'notice'),
  ],
};

/** System → Departments (a tree) and Posts, as RuoYi has them. */
export const ORG_ENTRIES: MenuSeed[] = [
  {
    name: 'admin.menu.depts',
    path: 'dept',
    type: 'C',
    component: 'system/dept/index',
    perms: 'system:dept:list',
    icon: 'building',
    children: crudButtons('system:dept'),
  },
  {
    name: 'admin.menu.posts',
    path: 'post',
    type: 'C',
    component: 'system/post/index',
    perms: 'system:post:list',
    icon: 'briefcase',
    children: crudButtons('system:post'),
  },
];

/** A Monitor log page (`monitor/<path>`): its lines can be read one by one and deleted, not added or edited. */
const logEntry = (name: string, path: string, icon: string): MenuSeed => ({
  name,
  path,
  type: 'C',
  component: `monitor/${path}/index`,
  perms: `monitor:${path}:list`,
  icon,
  children: crudButtons(`monitor:${path}`, ['query', 'remove']),
});

/** The login log's unlock: forgets the failed sign-ins of a name at an address. */
export const LOGIN_UNLOCK_BUTTON = actionButton('admin.menu.buttonUnlock', 'monitor:logininfor:unlock');

/** Monitor → Operation log and Login log (RuoYi's operlog and logininfor). */
export const LOG_ENTRIES: MenuSeed[] = [
  logEntry('admin.menu.operLog', 'operlog', 'log'),
  (({ children, ...entry }) => ({ ...entry, children: [...(children ?? []), LOGIN_UNLOCK_BUTTON] }))(
    logEntry('admin.menu.loginLog', 'logininfor', 'lock'),
  ),
];

/** Monitor → Online users: the sessions signed in now, each of which can be ended. */
export const ONLINE_ENTRY: MenuSeed = {
  name: 'admin.menu.online',
  path: 'online',
  type: 'C',
  component: 'monitor/online/index',
  perms: 'monitor:online:list',
  icon: 'user',
  children: [actionButton('admin.menu.buttonForceLogout', 'monitor:online:forceLogout')],
};

/** Monitor → Printer doctor: the public troubleshooter's anonymous outcomes, read-only. */
export const DOCTOR_MONITOR_ENTRY: MenuSeed = {
  name: 'admin.pages.doctorTitle',
  path: 'doctor',
  type: 'C',
  component: 'monitor/doctor/index',
  perms: 'monitor:doctor:list',
  icon: 'chart',
};

/** Logistics: the carriers a label shipper uses (forwarders) and the parcels tracked with them. */
export const LOGISTICS_ENTRY: MenuSeed = {
  name: 'admin.menu.logistics',
  path: 'logistics',
  type: 'M',
  component: 'Layout',
  icon: 'truck',
  children: [
    {
      name: 'admin.menu.forwarders',
      path: 'forwarder',
      type: 'C',
      component: 'logistics/forwarder/index',
      perms: 'logistics:forwarder:list',
      icon: 'truck',
      children: crudButtons('logistics:forwarder'),
    },
    {
      name: 'admin.menu.tracking',
      path: 'tracking',
      type: 'C',
      component: 'logistics/tracking/index',
      perms: 'logistics:tracking:list',
      icon: 'package',
      children: crudButtons('logistics:tracking'),
    },
  ],
};

/** Monitor → Server and cache: the process, its services and caches; clearing the caches is a button. */
export const SERVER_MONITOR_ENTRY: MenuSeed = {
  name: 'admin.menu.server',
  path: 'server',
  type: 'C',
  component: 'monitor/server/index',
  perms: 'monitor:server:list',
  icon: 'server',
  children: [
    actionButton('admin.menu.buttonCacheList', 'monitor:cache:list'),
    actionButton('admin.menu.buttonCacheClear', 'monitor:cache:remove'),
  ],
};

/** The API reference in the back office, for roles that hold `tool:swagger:list` (RuoYi's System tools → Swagger). */
export const API_DOCS_ENTRY: MenuSeed = {
  name: 'admin.menu.apiDocs',
  path: 'api-docs',
  type: 'C',
  component: 'tool/swagger/index',
  perms: 'tool:swagger:list',
  icon: 'swagger',
  routeName: 'ApiDocs',
};

/** Permission codes of the added menus, for the permissions table and role presets. */
export function addedPermissionCodes(): string[] {
  const crud = ['list', 'query', 'add', 'edit', 'remove'];
  const codes: string[] = [];
  for (const kind of CONTENT_KINDS) for (const a of CONTENT_ACTIONS) codes.push(contentPermission(kind, a));
  for (const e of ['dept', 'post']) for (const a of crud) codes.push(`system:${e}:${a}`);
  for (const e of ['operlog', 'logininfor'])
    for (const a of ['list', 'query', 'remove']) codes.push(`monitor:${e}:${a}`);
  for (const e of ['forwarder', 'tracking']) for (const a of crud) codes.push(`logistics:${e}:${a}`);
  codes.push('monitor:doctor:list');
  codes.push('monitor:logininfor:unlock', 'monitor:online:list', 'monitor:online:forceLogout');
  codes.push('tool:swagger:list');
  codes.push('monitor:server:list', 'monitor:cache:list', 'monitor:cache:remove');
  return codes;
}
