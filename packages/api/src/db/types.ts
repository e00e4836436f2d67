import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns are parsed as 'YYYY-MM-DD' strings on both engines (see db/index.ts). */
type DateString = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface PairingRule {
  prefix: string;
  platforms: string[];
  note: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  website: Generated<string>;
  logo: Generated<string>;
  description: Generated<string>;
  sort: Generated<number>;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PrinterModelsTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  search_key: string;
  guide_path: Generated<string>;
  connections: ColumnType<string[], string[] | undefined, string[]>;
  bt_serial_prefixes: ColumnType<string[], string[] | undefined, string[]>;
  pairing: Json<PairingRule[]>;
  description: Generated<string>;
  sort: Generated<number>;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FilesTable {
  id: Generated<number>;
  file_name: string;
  original_name: string;
  ext: string;
  mime: string;
  size: number;
  sha256: string;
  category: Generated<string>;
  uploaded_by: number | null;
  created_at: Timestamp;
}

/** A published file of a model: what drivers and manuals both hold. */
interface DownloadColumns {
  id: Generated<number>;
  model_id: number;
  title: string;
  version: string;
  release_date: DateString;
  file_name: string;
  file_size: number;
  sha256: string;
  sort: Generated<number>;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DriversTable extends DownloadColumns {
  os: 'windows' | 'macos' | 'linux';
}

export interface ManualsTable extends DownloadColumns {
  description: Generated<string>;
}

export interface ChartRowsTable {
  id: Generated<number>;
  model_id: number | null;
  printer_model: string;
  driver_windows: Generated<boolean>;
  driver_linux: Generated<boolean>;
  driver_mac: Generated<boolean>;
  software_support: Generated<boolean>;
  firmware_version: Generated<string>;
  label_printer: Generated<string>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DownloadLinksTable {
  id: Generated<number>;
  link_key: string;
  url: string;
  label: Generated<string>;
  version: Generated<string>;
  sha256: Generated<string>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: Generated<string>;
  message: string;
  role: string;
  os: string;
  status: Generated<'new' | 'read' | 'handled'>;
  ip: Generated<string>;
  /** The address a flood is counted by: the IPv4 address, or the IPv6 /64 (lib/contactInbox.ts). */
  sender: Generated<string>;
  user_agent: Generated<string>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  handled_at: NullableTimestamp;
  handled_by: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  nick_name: string;
  email: Generated<string>;
  phone: Generated<string>;
  avatar: Generated<string>;
  password_hash: string;
  status: Generated<string>;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  last_login_at: NullableTimestamp;
  /** The user's department (depts.id, see typesOrg.ts); null when they belong to none. */
  dept_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  role_key: string;
  role_name: string;
  sort: Generated<number>;
  status: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PermissionsTable {
  id: Generated<number>;
  code: string;
  name: Generated<string>;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: Generated<number>;
  menu_name: string;
  path: Generated<string>;
  component: string | null;
  route_name: Generated<string>;
  query: Generated<string>;
  is_frame: Generated<boolean>;
  menu_type: 'M' | 'C' | 'F';
  visible: Generated<boolean>;
  perms: string | null;
  icon: Generated<string>;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface DictTypesTable {
  id: Generated<number>;
  dict_name: string;
  dict_type: string;
  status: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DictDataTable {
  id: Generated<number>;
  dict_sort: Generated<number>;
  dict_label: string;
  dict_value: string;
  dict_type: string;
  css_class: Generated<string>;
  list_class: Generated<string>;
  is_default: Generated<string>;
  status: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConfigsTable {
  id: Generated<number>;
  config_name: string;
  config_key: string;
  config_value: string;
  config_type: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface CaptchasTable {
  uuid: string;
  code: string;
  expires_at: Timestamp;
  strength: Generated<string>;
}

/** Sign-in attempts per key (account, address, account at address), counted atomically. */
export interface LoginAttemptsTable {
  key: string;
  attempts: number;
  window_ends: Timestamp;
  allowed_at: Timestamp;
  admitted: Generated<boolean>;
}

export interface DB {
  app_meta: AppMetaTable;
  brands: BrandsTable;
  printer_models: PrinterModelsTable;
  files: FilesTable;
  drivers: DriversTable;
  manuals: ManualsTable;
  chart_rows: ChartRowsTable;
  download_links: DownloadLinksTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  dict_types: DictTypesTable;
  dict_data: DictDataTable;
  configs: ConfigsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  login_attempts: LoginAttemptsTable;
}

export type Brand = Selectable<BrandsTable>;
export type PrinterModel = Selectable<PrinterModelsTable>;
export type Driver = Selectable<DriversTable>;
export type Manual = Selectable<ManualsTable>;
export type NewFile = Insertable<FilesTable>;
export type UserUpdate = Updateable<UsersTable>;

/** Real-user Core Web Vitals from the public site (sampled beacons; nothing personal: no address, no user agent). */
export interface WebVitalsTable {
  id: Generated<string>;
  metric: string;
  value: number;
  rating: string;
  path: string;
  locale: string;
  navigation_type: string;
  device: string;
  /** A daily-rotating keyed hash of the sender's address (lib/anonymousWrites.ts); null for rows from before. */
  contributor: string | null;
  created_at: Timestamp;
}

// Declaration merging keeps this addition append-only.
export interface DB {
  web_vitals: WebVitalsTable;
}
import './typesCatalog.js';
