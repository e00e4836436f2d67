import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import {
  CONTENT_LOCALES,
  type ContentItem,
  type ContentKind,
  type OperationAction,
  type Status,
} from '@labelwise/contract';
import type { Ctx } from '../context.js';
import type { DB } from '../db/types.js';
import '../db/typesContent.js';
import { checkBody, itemDto, labelOf } from './contentItems.js';
import { withServerFacts } from './contentMedia.js';
import { bumpContentVersion } from './contentStore.js';
import { checkStepsUnused, checkTreePublishable, checkTreeSteps } from './doctorStepRefs.js';
import { refuse } from './http.js';
import { recordOperation } from './oplog.js';

type Tx = Transaction<DB>;
type Texts = Partial<Record<string, Record<string, unknown>>>;

export interface DraftInput {
  shared: Record<string, unknown>;
  texts: Texts;
  sort?: number | undefined;
  status?: Status | undefined;
}

const userOf = (req: FastifyRequest) => req.auth?.userName ?? '';

/** The item as it is in `trx`, locked for the rest of the transaction so two writers of one item go one at a time. */
async function lockedItem(trx: Tx, kind: ContentKind, id: number): Promise<ContentItem> {
  const row = await trx
    .selectFrom('content_items')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw refuse(404, 'id', `${kind} not found`, 'notFound');
  const texts = await trx.selectFrom('content_texts').selectAll().where('item_id', '=', id).execute();
  return itemDto(row, texts);
}

async function reload(trx: Tx, kind: ContentKind, id: number) {
  return lockedItem(trx, kind, id);
}

/** Writes each locale's draft (null for a locale the draft leaves out) and drops rows left with nothing. */
async function writeDraftTexts(trx: Tx, id: number, texts: Texts) {
  for (const locale of CONTENT_LOCALES) {
    const text = texts[locale];
    const draft = text === undefined ? null : JSON.stringify(text);
    await trx
      .insertInto('content_texts')
      .values({ item_id: id, locale, draft, published: null })
      .onConflict((oc) => oc.columns(['item_id', 'locale']).doUpdateSet({ draft }))
      .execute();
  }
  await trx
    .deleteFrom('content_texts')
    .where('item_id', '=', id)
    .where('draft', 'is', null)
    .where('published', 'is', null)
    .execute();
}

/**
 * Logs one change to an item under its kind's permission prefix, named as the item is after the change (as it was,
 * for a removal).
 */
function log(
  ctx: Ctx,
  req: FastifyRequest,
  trx: Tx,
  kind: ContentKind,
  action: OperationAction,
  change: { before?: ContentItem; after?: ContentItem },
) {
  const item = (change.after ?? change.before)!;
  const entry = { module: `site:${kind}`, action, targetId: item.itemId, targetName: labelOf(item), ...change };
  return recordOperation(ctx, req, entry, trx);
}

export async function addItem(ctx: Ctx, req: FastifyRequest, kind: ContentKind, key: string, input: DraftInput) {
  const body = checkBody(kind, { ...input, shared: await withServerFacts(ctx, kind, input.shared) });
  return ctx.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('content_items')
      .select('id')
      .where('kind', '=', kind)
      .where('key', '=', key)
      .executeTakeFirst();
    if (taken) throw refuse(409, 'key', 'already exists', 'alreadyExists');
    if (kind === 'doctor') await checkTreeSteps(trx, body.shared);
    const { id } = await trx
      .insertInto('content_items')
      .values({
        kind,
        key,
        sort: input.sort ?? 0,
        status: input.status ?? '0',
        has_draft: true,
        shared_draft: JSON.stringify(body.shared),
        updated_by: userOf(req),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeDraftTexts(trx, id, body.texts);
    const after = await reload(trx, kind, id);
    await log(ctx, req, trx, kind, 'add', { after });
    return after;
  });
}

export async function saveDraft(ctx: Ctx, req: FastifyRequest, kind: ContentKind, id: number, input: DraftInput) {
  const body = checkBody(kind, { ...input, shared: await withServerFacts(ctx, kind, input.shared) });
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedItem(trx, kind, id);
    if (kind === 'doctor') await checkTreeSteps(trx, body.shared);
    const sort = input.sort ?? before.sort;
    const status = input.status ?? before.status;
    await trx
      .updateTable('content_items')
      .set({
        has_draft: true,
        shared_draft: JSON.stringify(body.shared),
        sort,
        status,
        updated_at: new Date(),
        updated_by: userOf(req),
      })
      .where('id', '=', id)
      .execute();
    await writeDraftTexts(trx, id, body.texts);
    // Order and visibility are not drafted: a published item moves or hides at once, so visitors' pages change.
    if (before.shared.published !== null && (sort !== before.sort || status !== before.status))
      await bumpContentVersion(trx);
    const after = await reload(trx, kind, id);
    await log(ctx, req, trx, kind, 'edit', { before, after });
    return after;
  });
}

export async function publishItem(ctx: Ctx, req: FastifyRequest, kind: ContentKind, id: number, seen?: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedItem(trx, kind, id);
    if (!before.hasDraft) throw refuse(409, 'draft', 'there is no draft to publish', 'noDraft');
    if (seen !== undefined && seen !== before.updatedAt)
      throw refuse(
        409,
        'updatedAt',
        'the draft changed since it was loaded; reload it before publishing',
        'draftChanged',
      );
    if (kind === 'doctor') await checkTreePublishable(trx, before.shared.draft);
    await trx
      .updateTable('content_items')
      .set({
        has_draft: false,
        shared_published: sql<string>`shared_draft`,
        shared_draft: null,
        published_at: new Date(),
        published_by: userOf(req),
        updated_at: new Date(),
        updated_by: userOf(req),
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('content_texts')
      .set({ published: sql<string | null>`draft`, draft: null })
      .where('item_id', '=', id)
      .execute();
    await trx.deleteFrom('content_texts').where('item_id', '=', id).where('published', 'is', null).execute();
    const version = await bumpContentVersion(trx);
    const after = await reload(trx, kind, id);
    await log(ctx, req, trx, kind, 'publish', { before, after });
    return { item: after, version };
  });
}

export async function discardDraft(ctx: Ctx, req: FastifyRequest, kind: ContentKind, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedItem(trx, kind, id);
    if (!before.hasDraft) throw refuse(409, 'draft', 'there is no draft to discard', 'noDraft');
    if (before.shared.published === null)
      throw refuse(409, 'draft', 'the item was never published; delete it instead', 'neverPublished');
    await trx
      .updateTable('content_items')
      .set({ has_draft: false, shared_draft: null, updated_at: new Date(), updated_by: userOf(req) })
      .where('id', '=', id)
      .execute();
    await trx.updateTable('content_texts').set({ draft: null }).where('item_id', '=', id).execute();
    await trx.deleteFrom('content_texts').where('item_id', '=', id).where('published', 'is', null).execute();
    const after = await reload(trx, kind, id);
    await log(ctx, req, trx, kind, 'other', { before, after });
    return after;
  });
}

export async function removeItems(ctx: Ctx, req: FastifyRequest, kind: ContentKind, ids: number[]) {
  return ctx.db.transaction().execute(async (trx) => {
    const items: ContentItem[] = [];
    for (const id of ids) items.push(await lockedItem(trx, kind, id));
    if (kind === 'doctorStep')
      await checkStepsUnused(
        trx,
        items.map((i) => i.key),
      );
    await trx.deleteFrom('content_items').where('kind', '=', kind).where('id', 'in', ids).execute();
    if (items.some((i) => i.shared.published !== null)) await bumpContentVersion(trx);
    for (const before of items) await log(ctx, req, trx, kind, 'remove', { before });
  });
}
