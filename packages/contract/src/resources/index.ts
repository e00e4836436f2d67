import { brands } from './brands.js';
import { chart } from './chart.js';
import { compat } from './compat.js';
import { configs } from './config.js';
import { dictData, dictTypes } from './dict.js';
import { drivers, manuals } from './downloads.js';
import { files } from './files.js';
import { forwarders } from './forwarders.js';
import { links } from './links.js';
import { loginLogs, operLogs } from './logs.js';
import { models } from './models.js';
import { parcels } from './parcels.js';
import { posts } from './posts.js';
import { releases } from './releases.js';
import { roles } from './roles.js';
import { users } from './users.js';

export * from './define.js';
export * from './rowFields.js';
export * from './brands.js';
export * from './chart.js';
export * from './compat.js';
export * from './config.js';
export * from './dict.js';
export * from './downloads.js';
export * from './files.js';
export * from './forwarders.js';
export * from './links.js';
export * from './logs.js';
export * from './models.js';
export * from './parcels.js';
export * from './posts.js';
export * from './releases.js';
export * from './roles.js';
export * from './users.js';
export * from './modules.js';

/** Every back-office resource, for what iterates them (seed menus, operation-log modules, the permission matrix). */
export const RESOURCES = [
  brands,
  models,
  drivers,
  manuals,
  releases,
  chart,
  compat,
  links,
  dictTypes,
  dictData,
  configs,
  posts,
  users,
  roles,
  forwarders,
  parcels,
  operLogs,
  loginLogs,
  files,
] as const;
export type Resource = (typeof RESOURCES)[number];
export type ResourceKey = Resource['key'];
