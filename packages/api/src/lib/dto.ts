import {
  CONNECTIONS,
  DRIVER_OS,
  isPrintResolution,
  STATUS_VALUES,
  type Brand,
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

/** A `brands` row: the wire's fields under their own names, but `id`, and `status` only where selected. */
type BrandRow = Omit<Brand, 'brandId' | 'status' | 'nameI18n'> & {
  id: number;
  status?: string;
  name_i18n?: Record<string, string>;
};
/** Text in the other languages (English is the row's own column); `{}` where none was written. */
type I18n = Record<string, string>;

export function brandDto(b: BrandRow) {
  return {
    brandId: b.id,
    name: b.name,
    nameI18n: b.name_i18n ?? {},
    slug: b.slug,
    website: b.website,
    logo: b.logo,
    description: b.description,
    sort: b.sort,
    ...(b.status !== undefined ? { status: b.status } : {}),
  };
}

/** The columns `modelDto` maps, from `printer_models as m` joined with `brands as b`. */
export const MODEL_COLUMNS = [
  'm.id',
  'm.brand_id',
  'b.name as brand_name',
  'm.name',
  'm.guide_path',
  'm.connections',
  'm.bt_serial_prefixes',
  'm.pairing',
  'm.print_resolution',
  'm.description',
  'm.description_i18n',
  'b.name_i18n as brand_name_i18n',
  'm.sort',
] as const;

export function modelDto(m: {
  id: number;
  brand_id: number;
  brand_name?: string;
  name: string;
  guide_path: string;
  connections: string[];
  bt_serial_prefixes: string[];
  pairing: unknown;
  print_resolution: number | null;
  description: string;
  description_i18n?: I18n;
  brand_name_i18n?: I18n;
  sort: number;
  status?: string;
  published_drivers?: boolean;
  published_manuals?: boolean;
}) {
  return {
    modelId: m.id,
    brandId: m.brand_id,
    ...(m.brand_name !== undefined ? { brandName: m.brand_name } : {}),
    ...(m.brand_name_i18n !== undefined ? { brandNameI18n: m.brand_name_i18n } : {}),
    descriptionI18n: m.description_i18n ?? {},
    name: m.name,
    guidePath: m.guide_path,
    connections: m.connections,
    btSerialPrefixes: m.bt_serial_prefixes,
    pairing: typeof m.pairing === 'string' ? JSON.parse(m.pairing) : m.pairing,
    printResolution: isPrintResolution(m.print_resolution) ? m.print_resolution : null,
    description: m.description,
    sort: m.sort,
    ...(m.status !== undefined ? { status: m.status } : {}),
    ...(m.published_drivers !== undefined
      ? { published: { drivers: Boolean(m.published_drivers), manuals: Boolean(m.published_manuals) } }
      : {}),
  };
}

/** A published file of a model (driver or manual): the columns both have. */
interface DownloadRow {
  id: number;
  model_id: number;
  title: string;
  version: string;
  release_date: string;
  file_name: string;
  file_size: number;
  sha256: string;
  sort: number;
  status?: string;
  model_name?: string;
}

function downloadFields(d: DownloadRow & { title_i18n?: I18n }) {
  return {
    modelId: d.model_id,
    ...(d.model_name !== undefined ? { modelName: d.model_name } : {}),
    title: d.title,
    titleI18n: d.title_i18n ?? {},
  };
}

function downloadFileFields(d: DownloadRow) {
  return {
    version: d.version,
    releaseDate: d.release_date,
    fileName: d.file_name,
    fileSize: d.file_size,
    sha256: d.sha256,
    url: downloadUrl(d.file_name),
    sort: d.sort,
    ...(d.status !== undefined ? { status: d.status } : {}),
  };
}

export function driverDto(d: DownloadRow & { os: string; title_i18n?: I18n }) {
  return { driverId: d.id, ...downloadFields(d), os: d.os, ...downloadFileFields(d) };
}

export function manualDto(d: DownloadRow & { description: string; title_i18n?: I18n; description_i18n?: I18n }) {
  return {
    manualId: d.id,
    ...downloadFields(d),
    description: d.description,
    descriptionI18n: d.description_i18n ?? {},
    ...downloadFileFields(d),
    viewUrl: viewUrl(d.file_name),
  };
}

export function chartDto(c: {
  id: number;
  model_id: number | null;
  printer_model: string;
  driver_windows: boolean;
  driver_linux: boolean;
  driver_mac: boolean;
  software_support: boolean;
  firmware_version: string;
  label_printer: string;
  label_printer_i18n?: Record<string, string>;
  sort: number;
}) {
  return {
    labelPrinterI18n: c.label_printer_i18n ?? {},
    chartId: c.id,
    modelId: c.model_id,
    printerModel: c.printer_model,
    driverWindows: c.driver_windows,
    driverLinux: c.driver_linux,
    driverMac: c.driver_mac,
    softwareSupport: c.software_support,
    firmwareVersion: c.firmware_version,
    labelPrinter: c.label_printer,
    sort: c.sort,
  };
}

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
