/** Departments, posts, forwarders and tracked parcels. Append; never edit an applied migration. */
export const orgMigrations: Array<{ id: string; sql: string }> = [
  {
    id: '006_org',
    sql: `
create table depts (
  id serial primary key,
  parent_id integer not null default 0,
  ancestors text not null default '0',
  dept_name text not null,
  order_num integer not null default 0,
  leader text not null default '',
  phone text not null default '',
  email text not null default '',
  status text not null default '0' check (status in ('0', '1')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_id >= 0 and parent_id <> id)
);
create unique index depts_sibling_name_idx on depts(parent_id, dept_name);

create table posts (
  id serial primary key,
  post_code text not null unique,
  post_name text not null unique,
  post_sort integer not null default 0,
  status text not null default '0' check (status in ('0', '1')),
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
`,
  },
  {
    id: '006_logistics',
    sql: `
create table forwarders (
  id serial primary key,
  name text not null unique,
  code text not null unique,
  tracking_url text not null,
  website text not null default '',
  sort integer not null default 0,
  status text not null default '0' check (status in ('0', '1')),
  remark text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table parcels (
  id serial primary key,
  forwarder_id integer not null references forwarders(id),
  tracking_number text not null,
  reference text not null default '',
  recipient text not null default '',
  destination text not null default '',
  shipped_at date,
  remark text not null default '',
  status text not null default 'pending'
    check (status in ('pending', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned')),
  last_event_at timestamptz,
  last_location text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (forwarder_id, tracking_number)
);
create index parcels_number_idx on parcels(tracking_number);
create index parcels_shipped_idx on parcels(shipped_at);

create table parcel_events (
  id serial primary key,
  parcel_id integer not null references parcels(id) on delete cascade,
  status text not null
    check (status in ('pending', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned')),
  occurred_at timestamptz not null,
  location text not null default '',
  note text not null default '',
  created_by text not null default '',
  created_at timestamptz not null default now()
);
create index parcel_events_parcel_idx on parcel_events(parcel_id, occurred_at);
`,
  },
  {
    // Users join the org chart as in RuoYi: one department each (or none) and any number of posts. Existing users
    // keep working with no department and no posts. Deleting a department or post that users still hold is refused
    // by the API with a clear message; the foreign keys are the backstop for a race.
    id: '007_user_org',
    sql: `
alter table users add column dept_id integer references depts(id);
create index users_dept_idx on users(dept_id);

create table user_posts (
  user_id integer not null references users(id) on delete cascade,
  post_id integer not null references posts(id),
  primary key (user_id, post_id)
);
create index user_posts_post_idx on user_posts(post_id);
`,
  },
];
