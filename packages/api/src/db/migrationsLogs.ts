/** The operation log and the login log. Append; never edit an applied migration. */
export const logMigrations: Array<{ id: string; sql: string }> = [
  {
    id: '005_logs',
    sql: `
create table operation_logs (
  id bigserial primary key,
  module text not null,
  action text not null check (action in ('add', 'edit', 'remove', 'publish', 'import', 'other')),
  target_id text not null default '',
  target_name text not null default '',
  before_json text,
  after_json text,
  user_id integer,
  user_name text not null default '',
  ip text not null default '',
  method text not null default '',
  path text not null default '',
  status text not null default '0' check (status in ('0', '1')),
  error_msg text not null default '',
  created_at timestamptz not null default now()
);
create index operation_logs_created_idx on operation_logs(created_at);
create index operation_logs_module_idx on operation_logs(module, created_at);

create table login_logs (
  id bigserial primary key,
  user_name text not null default '',
  ip text not null default '',
  user_agent text not null default '',
  status text not null check (status in ('0', '1')),
  msg text not null default '',
  created_at timestamptz not null default now()
);
create index login_logs_created_idx on login_logs(created_at);
`,
  },
];
