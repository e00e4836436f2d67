/** The operator's own account: avatars. Append; never edit an applied migration. */
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
];
