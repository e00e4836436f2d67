import { sql } from 'kysely';
import { z } from 'zod';
import {
  type CONTENT_SORTABLE,
  contentCreateBody,
  contentDraftBody,
  contentIdParam,
  contentKind,
  contentKindParam,
  contentListQuery,
  contentItemRow,
  contentPublishBody,
  contentPublished,
  contentRemoved,
  contentRow,
} from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import '../../db/typesContent.js';
import { itemDto, loadItem, rowDto } from '../../lib/contentItems.js';
import { requireContentPerm } from '../../lib/contentGuard.js';
import { addItem, discardDraft, publishItem, removeItems, saveDraft } from '../../lib/contentWrites.js';
import { contentVersion } from '../../lib/contentStore.js';
import { applySort, containing, responsesOf, type SortableOf, windowPage, windowTotal } from '../../lib/crud.js';
import { idsParam, ok, page } from '../../lib/http.js';

const tags = ['admin: content'];
const security = [{ bearer: [] }];
const write = { invalidatesCache: true };
/**
 * Writes that can show, hide, move or delete a published item, or publish a link to an installer: checked by effect
 * (lib/effects.ts).
 */
const effectsWrite = { ...write, effects: 'content' as const };
const sortable = {
  key: 'i.key',
  sort: 'i.sort',
  status: 'i.status',
  updatedAt: 'i.updated_at',
  publishedAt: 'i.published_at',
} satisfies SortableOf<typeof CONTENT_SORTABLE>;
const idsOfKind = z.object({ kind: contentKind, ids: idsParam.shape.ids });
/** Adding, saving and discarding answer the item as it now is, in the shape the get route answers. */
const itemAnswer = { 200: responsesOf(contentItemRow).get };

/**
 * Site content of every kind (`/site/content/<kind>/…`): list, get, add, save a draft, publish, discard the draft,
 * delete. Each route checks `site:<kind>:<action>`; every write is logged and clears the public caches.
 */
export default async function contentRoutes(app: App, ctx: Ctx) {
  readRoutes(app, ctx);
  writeRoutes(app, ctx);
}

function readRoutes(app: App, ctx: Ctx) {
  app.get(
    '/site/content/:kind/list',
    {
      onRequest: requireContentPerm(ctx, 'list'),
      schema: {
        tags,
        security,
        summary: 'List items (site:<kind>:list)',
        params: contentKindParam,
        querystring: contentListQuery,
        response: { 200: responsesOf(contentRow).list },
      },
    },
    async (req) => {
      const q = req.query;
      const kind = req.params.kind;
      let base = ctx.db.selectFrom('content_items as i').where('i.kind', '=', kind);
      if (q.key) base = base.where('i.key', 'ilike', containing(q.key));
      if (q.hasDraft) base = base.where('i.has_draft', '=', q.hasDraft === 'true');
      if (q.missingLocale)
        base = base.where(
          sql<boolean>`not exists (select 1 from content_texts t where t.item_id = i.id and t.locale = ${q.missingLocale}
            and (case when i.has_draft then t.draft else t.published end) is not null)`,
        );
      const ordered = applySort(base.selectAll('i').select(windowTotal()), sortable, q, 'i.id', (qb) =>
        qb.orderBy('i.sort').orderBy('i.key'),
      );
      const { rows, total } = await windowPage(ordered, base, q);
      const texts = rows.length
        ? await ctx.db
            .selectFrom('content_texts')
            .selectAll()
            .where(
              'item_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        : [];
      return page(
        rows.map((r) =>
          rowDto(
            itemDto(
              r,
              texts.filter((t) => t.item_id === r.id),
            ),
          ),
        ),
        total,
      );
    },
  );

  app.get(
    '/site/content/:kind/:id',
    {
      onRequest: requireContentPerm(ctx, 'query'),
      schema: {
        tags,
        security,
        summary: 'One item with its draft and published bodies (site:<kind>:query)',
        params: contentIdParam,
        response: { 200: responsesOf(contentItemRow).get },
      },
    },
    async (req) => ok(await loadItem(ctx, req.params.kind, req.params.id)),
  );
}

function writeRoutes(app: App, ctx: Ctx) {
  app.post(
    '/site/content/:kind',
    {
      onRequest: requireContentPerm(ctx, 'add'),
      config: write,
      schema: {
        tags,
        security,
        summary: 'Add an item as a draft (site:<kind>:add)',
        params: contentKindParam,
        body: contentCreateBody,
        response: itemAnswer,
      },
    },
    async (req) => {
      const { key, ...input } = req.body;
      return ok(await addItem(ctx, req, req.params.kind, key, input));
    },
  );

  app.put(
    '/site/content/:kind/:id/draft',
    {
      onRequest: requireContentPerm(ctx, 'edit'),
      config: effectsWrite,
      schema: {
        tags,
        security,
        summary: 'Save the draft (site:<kind>:edit)',
        params: contentIdParam,
        body: contentDraftBody,
        response: itemAnswer,
      },
    },
    async (req) => ok(await saveDraft(ctx, req, req.params.kind, req.params.id, req.body)),
  );

  app.post(
    '/site/content/:kind/:id/publish',
    {
      onRequest: requireContentPerm(ctx, 'publish'),
      config: effectsWrite,
      schema: {
        tags,
        security,
        summary: 'Publish the draft: live at once, the content version grows (site:<kind>:publish)',
        params: contentIdParam,
        body: contentPublishBody.nullish(),
        response: { 200: responsesOf(contentPublished).get },
      },
    },
    async (req) => ok(await publishItem(ctx, req, req.params.kind, req.params.id, req.body?.updatedAt)),
  );

  app.delete(
    '/site/content/:kind/:id/draft',
    {
      onRequest: requireContentPerm(ctx, 'edit'),
      config: write,
      schema: {
        tags,
        security,
        summary: 'Discard the draft (site:<kind>:edit)',
        params: contentIdParam,
        response: itemAnswer,
      },
    },
    async (req) => ok(await discardDraft(ctx, req, req.params.kind, req.params.id)),
  );

  app.delete(
    '/site/content/:kind/:ids',
    {
      onRequest: requireContentPerm(ctx, 'remove'),
      config: effectsWrite,
      schema: {
        tags,
        security,
        summary: 'Delete items, ids comma-separated (site:<kind>:remove)',
        params: idsOfKind,
        response: { 200: responsesOf(contentRemoved).get },
      },
    },
    async (req) => {
      await removeItems(ctx, req, req.params.kind, req.params.ids);
      return ok({ version: await contentVersion(ctx) });
    },
  );
}
