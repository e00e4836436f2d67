/**
 * Driver releases (every version, its notes and known issues per locale), the compatibility matrix by system
 * version, CPU and component, and catalog text in the six locales. Append; never edit an applied migration.
 */
export const catalogMigrations: Array<{ id: string; sql: string }> = [
  {
    id: '009_catalog_releases',
    sql: `
create table driver_releases (
  id serial primary key,
  driver_id integer not null references drivers(id) on delete cascade,
  version text not null,
  release_date date not null,
  notes jsonb not null default '{}',
  known_issues jsonb not null default '{}',
  file_name text not null references files(file_name) on update cascade on delete restrict,
  file_size integer not null,
  sha256 text not null,
  status text not null default '0' check (status in ('0', '1')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (driver_id, version)
);
create index driver_releases_published_idx on driver_releases(status, release_date desc);

create table compat_cells (
  id serial primary key,
  model_id integer not null references printer_models(id) on delete cascade,
  system text not null,
  cpu text not null,
  component text not null check (component in ('driver', 'app', 'extension')),
  support text not null check (support in ('verified', 'expected', 'unsupported')),
  verified_on date,
  note jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (model_id, system, cpu, component),
  check (support <> 'verified' or verified_on is not null)
);

alter table brands add column name_i18n jsonb not null default '{}';
alter table printer_models add column description_i18n jsonb not null default '{}';
alter table drivers add column title_i18n jsonb not null default '{}';
alter table manuals add column title_i18n jsonb not null default '{}';
alter table manuals add column description_i18n jsonb not null default '{}';
alter table chart_rows add column label_printer_i18n jsonb not null default '{}';
`,
  },
  {
    // Null until someone checks the printer (rating label, self-test page): the site then gives both resolutions'
    // settings rather than a guess. The values are the contract's PRINT_RESOLUTIONS.
    id: '040_model_print_resolution',
    sql: `alter table printer_models add column print_resolution smallint check (print_resolution in (203, 300));`,
  },
];
