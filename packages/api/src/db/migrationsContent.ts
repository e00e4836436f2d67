/** Site content (guides, videos, FAQ, home, partners, notices): drafts and published versions. Append; never edit an applied migration. */
export const contentMigrations: Array<{ id: string; sql: string }> = [
  {
    id: '004_content',
    // Bodies are JSON text (as the operation log keeps them): both engines hand text back unchanged, and the API
    // validates every body with the contract's schema before it is stored. `has_draft` is the item's state, so a
    // draft that drops a locale (its `draft` null) is told apart from "no draft".
    sql: `
create table content_items (
  id serial primary key,
  kind text not null check (kind in ('guide', 'video', 'faq', 'home', 'partner', 'notice')),
  key text not null,
  sort integer not null default 0,
  status text not null default '0' check (status in ('0', '1')),
  has_draft boolean not null default true,
  shared_draft text,
  shared_published text,
  published_at timestamptz,
  published_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text not null default '',
  unique (kind, key)
);
create index content_items_kind_idx on content_items(kind, sort, id);

create table content_texts (
  item_id integer not null references content_items(id) on delete cascade,
  locale text not null check (locale in ('en-us', 'zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es')),
  draft text,
  published text,
  primary key (item_id, locale)
);

insert into app_meta (key, value) values ('content.version', '1') on conflict (key) do nothing;
`,
  },
  {
    // The printer doctor's trees and the shipping set-ups became content kinds (contract content.ts CONTENT_KINDS).
    id: '034_content_doctor_shipping',
    sql: `
alter table content_items drop constraint content_items_kind_check;
alter table content_items add constraint content_items_kind_check check (kind in (
  'guide', 'video', 'faq', 'home', 'partner', 'notice', 'doctor', 'shipping'
));
`,
  },
  {
    // A step's words became one item referenced by every tree naming it (`doctorStep`), and what every shipping
    // set-up shares one item of its own (`shippingCommon`).
    id: '035_content_doctor_steps',
    sql: `
alter table content_items drop constraint content_items_kind_check;
alter table content_items add constraint content_items_kind_check check (kind in (
  'guide', 'video', 'faq', 'home', 'partner', 'notice', 'doctor', 'doctorStep', 'shipping', 'shippingCommon'
));
`,
  },
];
