import { z } from 'zod';
import {
  boolField,
  emailAddress,
  freeText,
  id,
  keyText,
  maxMessage,
  safeText,
  sortInt,
  statusEnum,
  yesNo,
} from './fields.js';
import { updateOf, withOptional } from './bodies.js';
import { rowId, rowTime } from './resources/rowFields.js';
import {
  EMAIL_MAX,
  LIST_CLASSES,
  MENU_TYPES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERMISSION_CODE,
  PHONE_MAX,
  PHONE_PATTERN,
  USER_NAME_MAX,
  USER_NAME_MIN,
  USER_NAME_PATTERN,
  type MenuType,
  type Status,
} from './rules.js';

/** Users, roles, permissions, menus, the dictionary and config keys. */

// ---------- users ----------
export const userName = z
  .string()
  .trim()
  .min(USER_NAME_MIN, { error: `must be at least ${USER_NAME_MIN} characters` })
  .max(USER_NAME_MAX)
  .regex(USER_NAME_PATTERN, { error: 'may contain only letters, digits and _ . @ -' });
export const newPassword = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: maxMessage(PASSWORD_MAX) });
const optionalEmail = z.union([z.literal(''), emailAddress().max(EMAIL_MAX)]);
const userPhone = z
  .string()
  .trim()
  .max(PHONE_MAX)
  .regex(PHONE_PATTERN, { error: 'may contain only digits, spaces and + ( ) - .' });
const roleIds = z.array(id, { error: 'must be an array of role ids' }).max(20);
/** How many posts one user may hold: RuoYi sets no limit, but a person holds a few, never dozens. */
export const USER_POSTS_MAX = 10;
/** The user's department (RuoYi's sys_user.dept_id); null when they belong to none. */
const userDeptId = id.nullable();
const postIds = z
  .array(id, { error: 'must be an array of post ids' })
  .max(USER_POSTS_MAX, { error: `must hold at most ${USER_POSTS_MAX} posts` });
export const userShape = {
  userName,
  nickName: safeText(30, 1),
  password: newPassword,
  email: optionalEmail,
  phone: userPhone,
  status: statusEnum,
  roleIds,
  deptId: userDeptId,
  postIds,
};
export const userCreate = withOptional(userShape, ['email', 'phone', 'status', 'roleIds', 'deptId', 'postIds']);
const { userName: _fixedName, password: _separatePassword, ...editableUser } = userShape;
/** PUT: the user name is fixed and the password has its own route. */
export const userUpdate = updateOf(editableUser, 'userId');
export const userResetPassword = z.object({ userId: id, password: newPassword });
/**
 * `deptId` lists the department's users and those of every department below it, as RuoYi's user list does;
 * `roleId` the users holding that role and `withoutRoleId` those who do not (a role's "assign users" dialog).
 */
export const userFilters = {
  userName: safeText(USER_NAME_MAX).optional(),
  status: statusEnum.optional(),
  deptId: id.optional(),
  roleId: id.optional(),
  withoutRoleId: id.optional(),
};
export const USER_SORTABLE = ['userName', 'nickName', 'status', 'createTime', 'loginDate'] as const;
export type UserCreate = z.input<typeof userCreate>;
export type UserUpdate = z.input<typeof userUpdate>;
export interface User {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  phone: string;
  avatar: string;
  status: Status;
  roleIds: number[];
  roles: string[];
  /** The user's department, and its name for the list; both null when they belong to none. */
  deptId: number | null;
  deptName: string | null;
  /** The posts the user holds, by id. */
  postIds: number[];
  createTime: string;
  loginDate: string | null;
  lockedUntil: string | null;
}

// ---------- roles and permissions ----------
export const permissionCode = z.string().regex(PERMISSION_CODE, { error: 'must look like site:driver:edit' });
const permissions = z.array(permissionCode, { error: 'must be an array of permission codes' }).max(500);
export const roleShape = {
  roleKey: keyText(60),
  roleName: safeText(60, 1),
  roleSort: sortInt,
  status: statusEnum,
  remark: freeText(500),
  permissions,
};
export const roleCreate = withOptional(roleShape, ['roleSort', 'status', 'remark', 'permissions']);
export const roleUpdate = updateOf(roleShape, 'roleId');
export const roleFilters = {
  roleName: safeText(60).optional(),
  roleKey: keyText(60).optional(),
  status: statusEnum.optional(),
};
export const ROLE_SORTABLE = ['roleName', 'roleKey', 'roleSort', 'status', 'createTime'] as const;
export type RoleCreate = z.input<typeof roleCreate>;
export type RoleUpdate = z.input<typeof roleUpdate>;
export interface Role {
  roleId: number;
  roleKey: string;
  roleName: string;
  roleSort: number;
  status: Status;
  remark: string;
  createTime: string;
  permissions: string[];
}
/** A permission code as `/system/permission/list` sends it, for the role dialog's picker. */
export const permissionRow = z.strictObject({ id: rowId, code: z.string(), name: z.string() });
export type Permission = z.output<typeof permissionRow>;
/**
 * One menu of `GET /system/role/menuTree`: what the role dialog needs to draw the permission picker as the sidebar's
 * tree (directories, pages, buttons), for operators who manage roles without managing menus.
 */
export interface RoleMenuNode {
  menuId: number;
  parentId: number;
  /** The stored name: a message id for seeded menus (translated as the sidebar does), else plain text. */
  menuName: string;
  menuType: MenuType;
  /** The permission code the menu stands for; empty for directories. */
  perms: string;
  sort: number;
}

// ---------- menus ----------
const str = { error: 'must be a string' };
export const menuParentId = z
  .number({ error: 'must be 0 (top level) or a menu id' })
  .int({ error: 'must be 0 (top level) or a menu id' })
  .min(0, { error: 'must be 0 (top level) or a menu id' })
  .max(2_147_483_647, { error: 'is too large' });
/** A route path ('user', 'dict-data/index/:dictId(\\d+)', '/api-v1.0/docs') or an http(s) link. */
const menuPath = z
  .string(str)
  .trim()
  .max(200, { error: maxMessage(200) })
  .refine((s) => /^https?:\/\/[^\s"'<>]+$/.test(s) || /^[A-Za-z0-9_.:/()\\+*-]*$/.test(s), {
    error: 'may contain only letters, digits and _ . : / ( ) \\ + * -, or be an http(s) URL',
  });
/** A page key ('system/user/index') or a layout kind (Layout, ParentView, InnerLink). */
const component = z
  .string(str)
  .trim()
  .max(200, { error: maxMessage(200) })
  .regex(/^[A-Za-z0-9_/-]*$/, { error: 'may contain only letters, digits and _ / -' })
  .refine((s) => !s.split('/').includes('..'), { error: 'must not contain ..' });
const perms = z
  .string(str)
  .trim()
  .max(100, { error: maxMessage(100) })
  .regex(/^([a-z*]+:[a-zA-Z*]+:[a-zA-Z*]+)?$/, { error: 'must look like site:driver:edit (or be empty)' });
const icon = z
  .string(str)
  .trim()
  .max(100, { error: maxMessage(100) })
  .regex(/^[A-Za-z0-9_#-]*$/, { error: 'may contain only letters, digits and _ # -' });
const routeName = z
  .string(str)
  .trim()
  .max(60, { error: maxMessage(60) })
  .regex(/^([A-Za-z][A-Za-z0-9]*)?$/, { error: 'must start with a letter and contain only letters and digits' });
export const menuShape = {
  parentId: menuParentId,
  menuName: safeText(50, 1),
  menuType: z.enum(MENU_TYPES, { error: 'must be one of M (directory), C (page), F (button)' }),
  path: menuPath,
  component,
  routeName,
  perms,
  icon,
  visible: boolField,
  isFrame: boolField,
  sort: sortInt,
};
export const menuCreate = withOptional(menuShape, [
  'path',
  'component',
  'routeName',
  'perms',
  'icon',
  'visible',
  'isFrame',
  'sort',
]);
export const menuUpdate = updateOf(menuShape, 'menuId');
export const menuIdParam = z.object({ menuId: id });
export const menuListQuery = z.object({
  menuName: safeText(50).optional(),
  visible: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});
export type MenuCreate = z.input<typeof menuCreate>;
export type MenuUpdate = z.input<typeof menuUpdate>;
/**
 * A menu as `/system/menu/list` (flat; `parentId` 0 is the top level) and `/system/menu/:menuId` send it. A
 * directory or a button has no page (`component` null) and a directory no permission (`perms` null).
 */
export const menuRow = z.strictObject({
  menuId: rowId,
  parentId: z.number().int(),
  menuName: z.string(),
  menuType: z.enum(MENU_TYPES),
  path: z.string(),
  component: z.string().nullable(),
  routeName: z.string(),
  perms: z.string().nullable(),
  icon: z.string(),
  visible: z.boolean(),
  isFrame: z.boolean(),
  sort: z.number().int(),
  createTime: rowTime,
});
export type Menu = z.output<typeof menuRow>;

// ---------- dictionary ----------
const cssClass = z
  .string()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9_ -]*$/, { error: 'may contain only letters, digits, _ - and spaces' });
const listClass = z.enum(LIST_CLASSES, { error: 'must be one of default, primary, success, info, warning, danger' });
export const dictDataShape = {
  dictType: keyText(100),
  dictLabel: freeText(100, 1),
  dictValue: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'may contain only letters, digits and _ . : -' }),
  dictSort: sortInt,
  cssClass,
  listClass,
  isDefault: yesNo(),
  status: statusEnum,
  remark: freeText(500),
};
export const dictDataCreate = withOptional(dictDataShape, [
  'dictSort',
  'cssClass',
  'listClass',
  'isDefault',
  'status',
  'remark',
]);
export const dictDataUpdate = updateOf(dictDataShape, 'dictCode');
export const dictDataFilters = {
  dictType: keyText(100).optional(),
  dictLabel: safeText(100).optional(),
  status: statusEnum.optional(),
};
export const DICT_DATA_SORTABLE = ['dictSort', 'dictLabel', 'dictValue', 'dictType', 'status', 'createTime'] as const;
export const dictTypeParam = z.object({ type: keyText(100) });
export interface DictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string;
  listClass: string;
  isDefault: 'Y' | 'N';
  status: Status;
  remark: string;
  createTime: string;
}

export const dictTypeShape = {
  dictName: safeText(100, 1),
  dictType: keyText(100),
  status: statusEnum,
  remark: freeText(500),
};
export const dictTypeCreate = withOptional(dictTypeShape, ['status', 'remark']);
export const dictTypeUpdate = updateOf(dictTypeShape, 'dictId');
export const dictTypeFilters = {
  dictName: safeText(100).optional(),
  dictType: keyText(100).optional(),
  status: statusEnum.optional(),
};
export const DICT_TYPE_SORTABLE = ['dictName', 'dictType', 'status', 'createTime'] as const;
export interface DictType {
  dictId: number;
  dictName: string;
  dictType: string;
  status: Status;
  remark: string;
  createTime: string;
}

// ---------- config ----------
export const configShape = {
  configName: safeText(100, 1),
  configKey: keyText(100),
  configValue: freeText(2000),
  configType: yesNo("must be 'Y' (built-in) or 'N'"),
  remark: freeText(500),
};
export const configCreate = withOptional(configShape, ['configType', 'remark']);
export const configUpdate = updateOf(configShape, 'configId');
export const configFilters = {
  configName: safeText(100).optional(),
  configKey: keyText(100).optional(),
  configType: configShape.configType.optional(),
};
export const CONFIG_SORTABLE = ['configName', 'configKey', 'configType', 'createTime'] as const;
export const configKeyParam = z.object({ key: keyText(100) });
export interface Config {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  remark: string;
  createTime: string;
}
