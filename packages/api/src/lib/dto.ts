import {
  CONNECTIONS,
  DRIVER_OS,
  STATUS_VALUES,
  type Connection,
  type ContactInput,
  type ContactMessage,
  type configs,
  type dictData,
  type dictTypes,
  type DriverOs,
  type links,
  type Menu,
  type RowInput,
  type Status,
} from '@labelwise/contract';
import type { Selectable } from 'kysely';
import type { MenusTable } from '../db/types.js';
import { ADMIN_ROLE } from './auth.js';

/**
 * Row → wire shape, in one place: database rows use snake_case columns, the wire uses the camelCase names of
 * @labelwise/contract's DTO types. Optional columns (a joined name, `status` on public lists) appear only when selected.
 */

/** A stored coded value, narrowed to the codes the table's check allows (any other is a broken database). */
function stored<T extends string>(codes: readonly T[], value: string): T {
  const code = codes.find((known) => known === value);
  if (code === undefined) throw new Error(`stored value ${JSON.stringify(value)} is not one of ${codes.join(', ')}`);
  return code;
}

/** A stored status: '0' normal, '1' disabled. */
export const asStatus = (s: string): Status => stored(STATUS_VALUES, s);

/** A stored operating system of a driver. */
export const asDriverOs = (os: string): DriverOs => stored(DRIVER_OS, os);

/** A stored connection a model's row may send; any other (a retired kind) is left out of the row. */
export const isConnection = (c: string): c is Connection => (CONNECTIONS as readonly string[]).includes(c);

/** A stored moment as rows send it (ISO 8601, UTC). */
export const isoTime = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

export const downloadUrl = (fileName: string) =>
  `/api-v1.0/common/download/resource?resource=${encodeURIComponent(fileName)}`;
/** A PDF opens in the browser's own viewer from here; other files have no such address. */
export const viewUrl = (fileName: string) =>
  /\.pdf$/i.test(fileName) ? `${downloadUrl(fileName)}&disposition=inline` : '';

export function linkDto(l: {
  id: number;
  link_key: string;
  url: string;
  label: string;
  version: string;
  sha256: string;
  sort: number;
  updated_at: Date;
}): RowInput<typeof links> {
  return {
    linkId: l.id,
    key: l.link_key,
    url: l.url,
    label: l.label,
    version: l.version,
    sha256: l.sha256,
    sort: l.sort,
    updatedAt: isoTime(l.updated_at),
  };
}

/** A `contact_messages` row: the visitor's fields as sent, then what the API and the admin record. */
export function contactDto(
  c: ContactInput & {
    id: number;
    role: string;
    os: string;
    status: string;
    created_at: Date;
    read_at: Date | null;
    handled_at: Date | null;
    handled_by: number | null;
    ip: string;
  },
): ContactMessage {
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  return {
    contactId: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    message: c.message,
    role: c.role,
    os: c.os,
    status: c.status as ContactMessage['status'],
    createdAt: new Date(c.created_at).toISOString(),
    readAt: iso(c.read_at),
    handledAt: iso(c.handled_at),
    handledBy: c.handled_by,
    ip: c.ip,
  };
}

export function userDto(u: {
  id: number;
  user_name: string;
  nick_name: string;
  email: string;
  phone: string;
  avatar: string;
  status: string;
  created_at: Date;
  last_login_at: Date | null;
  locked_until: Date | null;
  role_ids: number[] | null;
  role_keys: string[] | null;
}) {
  return {
    userId: u.id,
    userName: u.user_name,
    nickName: u.nick_name,
    email: u.email,
    phone: u.phone,
    avatar: u.avatar,
    status: asStatus(u.status),
    roleIds: u.role_ids ?? [],
    roles: u.role_keys ?? [],
    createTime: isoTime(u.created_at),
    loginDate: u.last_login_at && isoTime(u.last_login_at),
    lockedUntil: u.locked_until && isoTime(u.locked_until),
  };
}

export function roleDto(r: {
  id: number;
  role_key: string;
  role_name: string;
  sort: number;
  status: string;
  remark: string;
  created_at: Date;
  permission_codes: string[] | null;
}) {
  return {
    roleId: r.id,
    roleKey: r.role_key,
    roleName: r.role_name,
    roleSort: r.sort,
    status: asStatus(r.status),
    remark: r.remark,
    createTime: isoTime(r.created_at),
    permissions: r.role_key === ADMIN_ROLE ? ['*:*:*'] : [...(r.permission_codes ?? [])].sort(),
  };
}

export function menuDto(m: Selectable<MenusTable>): Menu {
  return {
    menuId: m.id,
    parentId: m.parent_id,
    menuName: m.menu_name,
    menuType: m.menu_type,
    path: m.path,
    component: m.component,
    routeName: m.route_name,
    perms: m.perms,
    icon: m.icon,
    visible: m.visible,
    isFrame: m.is_frame,
    sort: m.sort,
    createTime: isoTime(m.created_at),
  };
}

export function dictDataDto(d: {
  id: number;
  dict_sort: number;
  dict_label: string;
  dict_value: string;
  dict_type: string;
  css_class: string;
  list_class: string;
  is_default: string;
  status: string;
  remark: string;
  created_at: Date;
}): RowInput<typeof dictData> {
  return {
    dictCode: d.id,
    dictSort: d.dict_sort,
    dictLabel: d.dict_label,
    dictValue: d.dict_value,
    dictType: d.dict_type,
    cssClass: d.css_class,
    listClass: d.list_class,
    isDefault: d.is_default === 'Y' ? 'Y' : 'N',
    status: asStatus(d.status),
    remark: d.remark,
    createTime: isoTime(d.created_at),
  };
}

export function dictTypeDto(t: {
  id: number;
  dict_name: string;
  dict_type: string;
  status: string;
  remark: string;
  created_at: Date;
}): RowInput<typeof dictTypes> {
  return {
    dictId: t.id,
    dictName: t.dict_name,
    dictType: t.dict_type,
    status: asStatus(t.status),
    remark: t.remark,
    createTime: isoTime(t.created_at),
  };
}

export function configDto(c: {
  id: number;
  config_name: string;
  config_key: string;
  config_value: string;
  config_type: string;
  remark: string;
  created_at: Date;
}): RowInput<typeof configs> {
  return {
    configId: c.id,
    configName: c.config_name,
    configKey: c.config_key,
    configValue: c.config_value,
    configType: c.config_type === 'Y' ? 'Y' : 'N',
    remark: c.remark,
    createTime: isoTime(c.created_at),
  };
}
