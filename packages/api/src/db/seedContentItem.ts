import type { Transaction } from 'kysely';
import { CONTENT_LOCALES, type ContentLocale } from '@labelwise/contract';
import type { DB } from './types.js';
import './typesContent.js';

/** One seeded content item: its place, its shared body and its text in each locale, all already checked. */
export interface PublishedSeedItem {
  kind: string;
  key: string;
  sort: number;
  shared: unknown;
  text: (locale: ContentLocale) => unknown;
}

/**
 * Stores a seeded item as published by the seed, with no draft. An item already present (same kind and key) stays as
 * it is, so an upgrade can seed a database seeded before; answers whether the item was added.
 */
export async function insertPublishedItem(trx: Transaction<DB>, item: PublishedSeedItem, now: Date): Promise<boolean> {
  const row = await trx
    .insertInto('content_items')
    .values({
      kind: item.kind,
      key: item.key,
      sort: item.sort,
      status: '0',
      has_draft: false,
      shared_draft: null,
      shared_published: JSON.stringify(item.shared),
      published_at: now,
      published_by: 'seed',
      created_at: now,
      updated_at: now,
      updated_by: 'seed',
    })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await trx
    .insertInto('content_texts')
    .values(
      CONTENT_LOCALES.map((locale) => ({
        item_id: row.id,
        locale,
        draft: null,
        published: JSON.stringify(item.text(locale)),
      })),
    )
    .execute();
  return true;
}
