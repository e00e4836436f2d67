import {
  CONTENT_ACTIONS,
  CONTENT_KINDS,
  cacheMonitor,
  contentModule,
  contentPermission,
  deptModule,
  doctorOutcomes,
  forwarders,
  loginLogs,
  onlineSessions,
  operLogs,
  parcels,
  posts,
  serverMonitor,
  type ContentKind,
} from '@labelwise/contract';
import {
  actionButton,
  crudButtons,
  menuCodes,
  pageCodes,
  pagesUnder,
  resourcePage,
  type MenuSeed,
} from './seedMenuParts.js';

/*
 * Menus of the site content (published live), departments and posts, the operation and login logs, and logistics.
 * A fresh seed has them in `MENU_TREE`; `SEED_UPGRADES` adds each to databases seeded without them. Names are
 * admin-kit message ids (menu/menuTitles.messages.ts).
 */

/** Content items are drafted, then published: a publish button beside the usual four. */
const contentButtons = (prefix: string): MenuSeed[] => [
  ...crudButtons(prefix),
  { name: 'admin.menu.buttonPublish', path: '', type: 'F', perms: `${prefix}:publish` },
];

/** A kind's page; its path and folder are the kind in lower case (`doctorStep` → `site/content/doctorstep`). */
const contentPage = (kind: ContentKind, name: string, icon: string): MenuSeed => ({
  name,
  path: kind.toLowerCase(),
  type: 'C',
  component: `site/content/${kind.toLowerCase()}/index`,
  perms: `${contentModule(kind).perm}:list`,
  icon,
  children: contentButtons(contentModule(kind).perm),
});

/**
 * Site → Content → the printer doctor's symptoms and shared steps, the shipping set-ups and what they share (added
 * to older databases by upgrades).
 */
export const HELP_CONTENT_PAGES: MenuSeed[] = [
  contentPage('doctor', 'admin.menu.doctorTrees', 'guide'),
  contentPage('doctorStep', 'admin.menu.doctorSteps', 'tree-table'),
  contentPage('shipping', 'admin.menu.shippingSetups', 'truck'),
  contentPage('shippingCommon', 'admin.menu.shippingCommon', 'print'),
];

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
    ...HELP_CONTENT_PAGES,
  ],
};

/** System → Departments (a tree) and Posts, as RuoYi has them. */
export const ORG_ENTRIES: MenuSeed[] = [
  {
    name: 'admin.menu.depts',
    path: 'dept',
    type: 'C',
    component: 'system/dept/index',
    perms: `${deptModule.perm}:list`,
    icon: 'building',
    children: crudButtons(deptModule.perm),
  },
  resourcePage(posts),
];

/** Monitor → Operation log and Login log (RuoYi's operlog and logininfor), as their manifests declare them. */
export const LOG_ENTRIES: MenuSeed[] = [resourcePage(operLogs), resourcePage(loginLogs)];

/** The login log's unlock: forgets the failed sign-ins of a name at an address. */
export const LOGIN_UNLOCK_BUTTON: MenuSeed = LOG_ENTRIES[1]!.children!.find(
  (button) => button.perms === `${loginLogs.perm}:unlock`,
)!;

/** Monitor → Online users: the sessions signed in now, each of which can be ended. */
export const ONLINE_ENTRY: MenuSeed = {
  name: 'admin.menu.online',
  path: 'online',
  type: 'C',
  component: 'monitor/online/index',
  perms: `${onlineSessions.perm}:list`,
  icon: 'user',
  children: [actionButton('admin.menu.buttonForceLogout', `${onlineSessions.perm}:forceLogout`)],
};

/** Monitor → Printer doctor: the public troubleshooter's anonymous outcomes, read-only. */
export const DOCTOR_MONITOR_ENTRY: MenuSeed = {
  name: 'admin.pages.doctorTitle',
  path: 'doctor',
  type: 'C',
  component: 'monitor/doctor/index',
  perms: `${doctorOutcomes.perm}:list`,
  icon: 'chart',
};

/** Logistics: the carriers a label shipper uses (forwarders) and the parcels tracked with them. */
export const LOGISTICS_ENTRY: MenuSeed = {
  name: 'admin.menu.logistics',
  path: 'logistics',
  type: 'M',
  component: 'Layout',
  icon: 'truck',
  children: pagesUnder('logistics', forwarders, parcels),
};

/** Monitor → Server and cache: the process, its services and caches; clearing the caches is a button. */
export const SERVER_MONITOR_ENTRY: MenuSeed = {
  name: 'admin.menu.server',
  path: 'server',
  type: 'C',
  component: 'monitor/server/index',
  perms: `${serverMonitor.perm}:list`,
  icon: 'server',
  children: [
    actionButton('admin.menu.buttonCacheList', `${cacheMonitor.perm}:list`),
    actionButton('admin.menu.buttonCacheClear', `${cacheMonitor.perm}:remove`),
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

/**
 * Permission codes of the added menus, for the permissions table and role presets: each content kind's actions,
 * then what the menus above name, from their manifests.
 */
export function addedPermissionCodes(): string[] {
  return [
    ...CONTENT_KINDS.flatMap((kind) => CONTENT_ACTIONS.map((action) => contentPermission(kind, action))),
    ...menuCodes(ORG_ENTRIES),
    ...pageCodes(operLogs, loginLogs, forwarders, parcels),
    ...menuCodes([DOCTOR_MONITOR_ENTRY, ONLINE_ENTRY, API_DOCS_ENTRY, SERVER_MONITOR_ENTRY]),
  ];
}
