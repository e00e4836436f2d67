import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One content item of any kind; `shared_*` hold the untranslated part of its body as JSON text. */
export interface ContentItemsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  sort: Generated<number>;
  status: Generated<string>;
  /** The item has a saved draft that the next publish makes public. */
  has_draft: Generated<boolean>;
  shared_draft: string | null;
  shared_published: string | null;
  published_at: NullableTimestamp;
  published_by: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: Generated<string>;
}

/** One locale's text of an item, draft and published, as JSON text. */
export interface ContentTextsTable {
  item_id: number;
  locale: string;
  draft: string | null;
  published: string | null;
}

declare module './types.js' {
  interface DB {
    content_items: ContentItemsTable;
    content_texts: ContentTextsTable;
  }
}
