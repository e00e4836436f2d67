import { sql, type Kysely } from 'kysely';
import type { DB } from './types.js';
import { catalogMigrations } from './migrationsCatalog.js';
import { contactMigrations } from './migrationsContact.js';
import { contentMigrations } from './migrationsContent.js';
import { doctorMigrations } from './migrationsDoctor.js';
import { logMigrations } from './migrationsLogs.js';
import { orgMigrations } from './migrationsOrg.js';
import { perfMigrations } from './migrationsPerf.js';
import { profileMigrations } from './migrationsProfile.js';

/** Drivers and manuals are the same kind of row: a published file of a model, with one column of their own. */
const downloadTable = (table: string, ownColumn: string) => `create table ${table} (
  id serial primary key,
  model_id integer not null references printer_models(id) on delete cascade,
  title text not null,
  ${ownColumn}
  version text not null,
  release_date date not null,
  file_name text not null references files(file_name) on update cascade on delete restrict,
  file_size integer not null,
  sha256 text not null,
  sort integer not null default 0,
  status text not null default '0' check (status in ('0', '1')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ${table}_model_idx on ${table}(model_id);
`;

/**
 * One ordered list of plain-SQL migrations, run on both engines (PGlite and PostgreSQL).
 * Never edit an applied migration: append a new one.
 */
export const migrations: Array<{ id: string; sql: string }> = [
  {
    id: '001_init',
    sql: `
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

create table brands (
  id serial primary key,
  name text not null unique,
  slug text not null unique,
  website text not null default '',
  logo text not null default '',
  description text not null default '',
  sort integer not null default 0,
  status text not null default '0' check (status in ('0', '1')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table printer_models (
  id serial primary key,
  brand_id integer not null references brands(id) on delete restrict,
  name text not null unique,
  search_key text not null,
  guide_path text not null default '',
  connections text[] not null default '{}',
  bt_serial_prefixes text[] not null default '{}',
  pairing jsonb not null default '[]',
  description text not null default '',
  sort integer not null default 0,
  status text not null default '0' check (status in ('0', '1')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index printer_models_brand_idx on printer_models(brand_id);
create index printer_models_search_idx on printer_models(search_key);

create table files (
  id serial primary key,
  file_name text not null unique,
  original_name text not null,
  ext text not null,
  mime text not null,
  size integer not null check (size >= 0),
  sha256 text not null,
  category text not null default 'upload',
  uploaded_by integer,
  created_at timestamptz not null default now()
);

${downloadTable('drivers', "os text not null check (os in ('windows', 'macos', 'linux')),")}
${downloadTable('manuals', "description text not null default '',")}
create table chart_rows (
  id serial primary key,
  model_id integer references printer_models(id) on delete set null,
  printer_model text not null,
  driver_windows boolean not null default false,
  driver_linux boolean not null default false,
  driver_mac boolean not null default false,
  software_support boolean not null default true,
  firmware_version text not null default '',
  label_printer text not null default '',
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table download_links (
  id serial primary key,
  link_key text not null unique,
  url text not null,
  label text not null default '',
  version text not null default '',
  sha256 text not null default '',
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  phone text not null default '',
  message text not null,
  role text not null,
  os text not null,
  status text not null default 'new' check (status in ('new', 'read', 'handled')),
  ip text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  read_at timestamptz,
  handled_at timestamptz,
  handled_by integer
);
create index contact_messages_status_idx on contact_messages(status, created_at desc);

create table users (
  id serial primary key,
  user_name text not null unique,
  nick_name text not null,
  email text not null default '',
  phone text not null default '',
  avatar text not null default '',
  password_hash text not null,
  status text not null default '0' check (status in ('0', '1')),
  failed_logins integer not null default 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table roles (
  id serial primary key,
  role_key text not null unique,
  role_name text not null,
  sort integer not null default 0,
  status text not null default '0' check (status in ('0', '1')),
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table permissions (
  id serial primary key,
  code text not null unique,
  name text not null default ''
);

create table role_permissions (
  role_id integer not null references roles(id) on delete cascade,
  permission_id integer not null references permissions(id) on delete cascade,
  primary key (role_id, permission_id)
);

create table user_roles (
  user_id integer not null references users(id) on delete cascade,
  role_id integer not null references roles(id) on delete cascade,
  primary key (user_id, role_id)
);

create table menus (
  id serial primary key,
  parent_id integer not null default 0,
  menu_name text not null,
  path text not null default '',
  component text,
  route_name text not null default '',
  query text not null default '',
  is_frame boolean not null default false,
  menu_type text not null check (menu_type in ('M', 'C', 'F')),
  visible boolean not null default true,
  perms text,
  icon text not null default '#',
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create table dict_types (
  id serial primary key,
  dict_name text not null,
  dict_type text not null unique,
  status text not null default '0' check (status in ('0', '1')),
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table dict_data (
  id serial primary key,
  dict_sort integer not null default 0,
  dict_label text not null,
  dict_value text not null,
  dict_type text not null references dict_types(dict_type) on update cascade on delete cascade,
  css_class text not null default '',
  list_class text not null default 'default',
  is_default text not null default 'N' check (is_default in ('Y', 'N')),
  status text not null default '0' check (status in ('0', '1')),
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (dict_type, dict_value)
);

create table configs (
  id serial primary key,
  config_name text not null,
  config_key text not null unique,
  config_value text not null,
  config_type text not null default 'N' check (config_type in ('Y', 'N')),
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  ip text not null default '',
  user_agent text not null default ''
);
create index sessions_user_idx on sessions(user_id);

create table captchas (
  uuid text primary key,
  code text not null,
  expires_at timestamptz not null
);
`,
  },
  {
    id: '002_login_throttle',
    sql: `
alter table captchas add column strength text not null default 'normal';

create table login_attempts (
  key text primary key,
  attempts integer not null,
  window_ends timestamptz not null,
  allowed_at timestamptz not null,
  admitted boolean not null default true
);
create index login_attempts_window_idx on login_attempts(window_ends);
`,
  },
  {
    id: '003_web_vitals',
    sql: `
create table web_vitals (
  id bigserial primary key,
  metric text not null check (metric in ('LCP', 'CLS', 'INP')),
  value double precision not null check (value >= 0),
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  path text not null,
  locale text not null,
  navigation_type text not null,
  device text not null,
  created_at timestamptz not null default now()
);
create index web_vitals_created_idx on web_vitals(created_at, metric);
`,
  },
  {
    // Who sent a sample, as a daily-rotating keyed hash (lib/anonymousWrites.ts): aggregates weigh each address once.
    id: '008_vitals_contributor',
    sql: `
alter table web_vitals add column contributor text;
create index web_vitals_contributor_idx on web_vitals(contributor);
`,
  },
  // Later areas keep their migrations beside their code; ids are unique across the groups and never reused.
  ...contentMigrations,
  ...logMigrations,
  ...orgMigrations,
  ...catalogMigrations,
  ...doctorMigrations,
  ...perfMigrations,
  ...profileMigrations,
  ...contactMigrations,
];

/**
 * Applies pending migrations inside one transaction guarded by an advisory lock,
 * so two processes starting together on one PostgreSQL do not race.
 */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':labelwise-migrate'))`.execute(trx);
    await sql`create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`.execute(
      trx,
    );
    const done = await sql<{ id: string }>`select id from schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((r) => r.id));
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      // Statement by statement: PGlite's extended protocol takes one statement per query.
      for (const stmt of m.sql.split(/;\s*\n/)) {
        if (stmt.trim()) await sql.raw(stmt).execute(trx);
      }
      await sql`insert into schema_migrations (id) values (${m.id})`.execute(trx);
      ran.push(m.id);
    }
    return ran;
  });
}
