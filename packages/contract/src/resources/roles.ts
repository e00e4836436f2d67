import { z } from 'zod';
import { ROLE_SORTABLE, roleCreate, roleFilters, roleUpdate } from '../system.js';
import { defineResource } from './define.js';
import { rowId, rowStatus, rowTime } from './rowFields.js';

/** A role as `/system/role/list` answers it; the admin role reports `permissions: ['*:*:*']`. */
export const roleRow = z.strictObject({
  roleId: rowId,
  roleKey: z.string(),
  roleName: z.string(),
  roleSort: z.number().int(),
  status: rowStatus,
  remark: z.string(),
  createTime: rowTime,
  /** The permission codes the role grants, sorted. */
  permissions: z.array(z.string()),
});

/** Roles (`system:role:*`); the admin role is fixed. */
export const roles = defineResource({
  key: 'role',
  path: '/system/role',
  perm: 'system:role',
  idField: 'roleId',
  row: roleRow,
  create: roleCreate,
  update: roleUpdate,
  filters: roleFilters,
  sortable: ROLE_SORTABLE,
  menu: { title: 'admin.menu.roles', parent: 'system', icon: 'peoples' },
});
