import { z } from 'zod';
import { USER_SORTABLE, userCreate, userFilters, userUpdate } from '../system.js';
import { defineResource } from './define.js';
import { rowId, rowStatus, rowTime } from './rowFields.js';

/** A user as `/system/user/list` answers it; `roles` are role keys, `roleIds` their ids. */
export const userRow = z.strictObject({
  userId: rowId,
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  status: rowStatus,
  roleIds: z.array(rowId),
  roles: z.array(z.string()),
  /** The user's department, and its name for the list; both null when they belong to none. */
  deptId: rowId.nullable(),
  deptName: z.string().nullable(),
  /** The posts the user holds, by id. */
  postIds: z.array(rowId),
  createTime: rowTime,
  loginDate: rowTime.nullable(),
  /** Until when sign-in is refused after too many failed attempts. */
  lockedUntil: rowTime.nullable(),
});

/** Users (`system:user:*`); password resets have their own route. */
export const users = defineResource({
  key: 'user',
  path: '/system/user',
  perm: 'system:user',
  idField: 'userId',
  row: userRow,
  create: userCreate,
  update: userUpdate,
  filters: userFilters,
  sortable: USER_SORTABLE,
  menu: { title: 'admin.menu.users', parent: 'system', icon: 'user' },
});
