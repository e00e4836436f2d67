import {
  type CONTACT_SORTABLE,
  contactBulkDeleteBody,
  contactHandledBody,
  contactListQuery,
  contactMessages,
  contactRow,
} from '@labelwise/contract';
import { sql, type UpdateObject } from 'kysely';
import type { DB } from '../../db/types.js';
import type { App, Ctx } from '../../context.js';
import { applySort, containing, responsesOf, type SortableOf } from '../../lib/crud.js';
import { contactDto } from '../../lib/dto.js';
import { ApiError, idParam, idsParam, notFound, offsetOf, page } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';

/** Contact messages (site:contact:*): list, read (marks it read), mark handled, delete. */
export default async function contactMessageRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  /** Updates one message and answers with it; 404 when it does not exist. */
  const setMessage = async (id: number, values: UpdateObject<DB, 'contact_messages'>) => {
    const row = await db
      .updateTable('contact_messages')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('contact message');
    return { code: 200, msg: 'Operation successful', data: contactDto(row) };
  };
  const security = [{ bearer: [] }];
  const ctags = ['admin: contact messages'];
  const contactSortable = {
    createdAt: 'created_at',
    status: 'status',
    name: 'name',
    email: 'email',
    role: 'role',
    os: 'os',
  } satisfies SortableOf<typeof CONTACT_SORTABLE>;
  app.get(
    `${contactMessages.path}/list`,
    {
      onRequest: app.requirePerm(`${contactMessages.perm}:list`),
      schema: {
        tags: ctags,
        security,
        querystring: contactListQuery,
        response: { 200: responsesOf(contactRow).list },
      },
    },
    async (req) => {
      const q = req.query;
      let base = db.selectFrom('contact_messages');
      if (q.status) base = base.where('status', '=', q.status);
      if (q.role) base = base.where('role', '=', q.role);
      if (q.os) base = base.where('os', '=', q.os);
      if (q.email) base = base.where('email', 'ilike', containing(q.email));
      if (q.unhandledOnly === 'true') base = base.where('status', '!=', 'handled');
      const [rows, count] = await Promise.all([
        applySort(base.selectAll(), contactSortable, q, 'id', (qb) =>
          qb.orderBy('created_at', 'desc').orderBy('id', 'desc'),
        )
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(rows.map(contactDto), count.n);
    },
  );
  app.get(
    `${contactMessages.path}/:id`,
    {
      onRequest: app.requirePerm(`${contactMessages.perm}:query`),
      schema: {
        tags: ctags,
        security,
        summary: 'Read a message (marks it read)',
        params: idParam,
        response: { 200: responsesOf(contactRow).get },
      },
    },
    async (req) => {
      return setMessage(req.params.id, {
        status: sql<'read'>`case when status = 'new' then 'read' else status end`,
        read_at: sql<Date>`coalesce(read_at, now())`,
      });
    },
  );
  app.put(
    `${contactMessages.path}/:id/handled`,
    {
      onRequest: app.requirePerm(`${contactMessages.perm}:edit`),
      schema: {
        tags: ctags,
        security,
        summary: 'Mark handled (or back to read with handled=false)',
        params: idParam,
        body: contactHandledBody,
      },
    },
    async (req) => {
      const handled = req.body?.handled ?? true;
      const before = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      const answer = await setMessage(
        req.params.id,
        handled
          ? {
              status: 'handled',
              handled_at: new Date(),
              handled_by: req.auth!.userId,
              read_at: sql<Date>`coalesce(read_at, now())`,
            }
          : { status: 'read', handled_at: null, handled_by: null },
      );
      const after = answer.data;
      await recordOperation(ctx, req, {
        module: contactMessages.perm,
        action: 'edit',
        targetId: req.params.id,
        targetName: after.email,
        ...(before ? { before: contactDto(before) } : {}),
        after,
      });
      return answer;
    },
  );
  contactDeleteRoute(app, ctx);
}

/** Deletes messages, one operation-log line per message. */
function contactDeleteRoute(app: App, ctx: Ctx) {
  const db = ctx.db;
  const security = [{ bearer: [] }];
  const ctags = ['admin: contact messages'];
  app.delete(
    `${contactMessages.path}/:ids`,
    {
      onRequest: app.requirePerm(`${contactMessages.perm}:remove`),
      schema: { tags: ctags, security, params: idsParam },
    },
    async (req) => {
      const gone = await db.deleteFrom('contact_messages').where('id', 'in', req.params.ids).returningAll().execute();
      if (gone.length === 0) throw new ApiError(404, undefined, { data: { reason: 'notFound', params: {} } });
      for (const row of gone) {
        const before = contactDto(row);
        await recordOperation(ctx, req, {
          module: contactMessages.perm,
          action: 'remove',
          targetId: row.id,
          targetName: before.email,
          before,
        });
      }
      return { code: 200, msg: 'Operation successful' };
    },
  );

  // A flood (hundreds of messages from many addresses) is removed in one request, recorded as one log line.
  app.post(
    `${contactMessages.path}/bulkDelete`,
    {
      onRequest: app.requirePerm(`${contactMessages.perm}:remove`),
      schema: {
        tags: ctags,
        security,
        summary: 'Delete every message received in a time range that matches the filters (site:contact:remove)',
        body: contactBulkDeleteBody,
      },
    },
    async (req) => {
      const b = req.body;
      let q = db
        .deleteFrom('contact_messages')
        .where('created_at', '>=', new Date(b.receivedFrom))
        .where('created_at', '<=', new Date(b.receivedTo));
      if (b.status) q = q.where('status', '=', b.status);
      if (b.role) q = q.where('role', '=', b.role);
      if (b.os) q = q.where('os', '=', b.os);
      if (b.email) q = q.where('email', 'ilike', containing(b.email));
      const gone = await q.returning('id').execute();
      await recordOperation(ctx, req, {
        module: contactMessages.perm,
        action: 'remove',
        targetName: `${gone.length} messages`,
        after: { removed: gone.length, ...b },
      });
      return { code: 200, msg: 'Operation successful', data: { removed: gone.length } };
    },
  );
}
