import { CONTENT_KINDS, type ContentKind } from '../content.js';

/**
 * A back-office module that is not one flat list of rows (a tree, a log, a monitor, an inbox): its route base and
 * the permission prefix its actions need, declared once like a resource's, so the API's routes, the admin's page, the
 * seed menus and the operation log name it from here instead of repeating the strings.
 */
export interface ModuleManifest<Key extends string = string> {
  readonly key: Key;
  /** Route base under the API prefix (`/monitor/operlog`). */
  readonly path: `/${string}`;
  /** Permission prefix (`monitor:operlog`): its actions need `:list`, `:query`, `:remove`… */
  readonly perm: string;
}

export function defineModule<const Key extends string>(manifest: ModuleManifest<Key>): ModuleManifest<Key> {
  return Object.freeze(manifest);
}

/** Contact messages visitors send: read, mark handled, export, delete. */
export const contactMessages = defineModule({ key: 'contact', path: '/site/contact', perm: 'site:contact' });
/** The menu tree (directories, pages, buttons) that the sidebar and the permissions are built from. */
export const menuModule = defineModule({ key: 'menu', path: '/system/menu', perm: 'system:menu' });
/** Departments, a tree. */
export const deptModule = defineModule({ key: 'dept', path: '/system/dept', perm: 'system:dept' });
/** The sessions signed in now; another can be ended. */
export const onlineSessions = defineModule({ key: 'online', path: '/monitor/online', perm: 'monitor:online' });
/** The answering process, its host and the services it uses. */
export const serverMonitor = defineModule({ key: 'server', path: '/monitor/server', perm: 'monitor:server' });
/** The public-answer caches of every process: counted and cleared. */
export const cacheMonitor = defineModule({ key: 'cache', path: '/monitor/cache', perm: 'monitor:cache' });
/** Real-user web vitals of the public site, summarised. */
export const vitalsMonitor = defineModule({ key: 'vitals', path: '/monitor/vitals', perm: 'monitor:vitals' });
/** The printer doctor's outcomes per problem and printer, summarised. */
export const doctorOutcomes = defineModule({ key: 'doctor', path: '/monitor/doctor', perm: 'monitor:doctor' });

/** Every module, for what iterates them (the operation log's module names). */
export const MODULES = [
  contactMessages,
  menuModule,
  deptModule,
  onlineSessions,
  serverMonitor,
  cacheMonitor,
  vitalsMonitor,
  doctorOutcomes,
] as const;
export type ModuleKey = (typeof MODULES)[number]['key'];

/** Published site content, one module a kind (`site:guide`), its routes under `/site/content/<kind>`. */
export const contentModule = (kind: ContentKind): ModuleManifest<ContentKind> =>
  Object.freeze({ key: kind, path: `/site/content/${kind}`, perm: `site:${kind}` });
export const CONTENT_MODULES = CONTENT_KINDS.map(contentModule);
