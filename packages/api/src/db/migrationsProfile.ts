/** The operator's own account: avatars, earlier passwords. Append; never edit an applied migration. */
export const profileMigrations: Array<{ id: string; sql: string }> = [
  {
    // In the database rather than the file store: a few kilobytes each, and every process serves them at once. The
    // hash is not unique: two operators may choose the same picture, and then share its address.
    id: '023_user_avatars',
    sql: `
create table user_avatars (
  user_id integer primary key references users(id) on delete cascade,
  hash text not null,
  data bytea not null,
  updated_at timestamptz not null default now()
);
create index user_avatars_hash_idx on user_avatars(hash);
`,
  },
  {
    // Hashes only, as the users table keeps them: what the password policy compares a new password with.
    id: '033_password_history',
    sql: `
create table password_history (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create index password_history_user_idx on password_history(user_id, id);
`,
  },
  {
    // One row per operator and list: which columns they hid. Small, read once per list page.
    id: '036_user_list_views',
    sql: `
create table user_list_views (
  user_id integer not null references users(id) on delete cascade,
  list_key text not null,
  hidden jsonb not null default '[]',
  updated_at timestamptz not null default now(),
  primary key (user_id, list_key)
);
`,
  },
  {
    // Set for accounts whose password someone else chose (an import with the initial password); cleared when the
    // operator picks their own.
    id: '039_user_password_change',
    sql: `alter table users add column password_change_required boolean not null default false;`,
  },
];
