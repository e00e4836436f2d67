import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AnyResource, RowInput } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { ApiError, idsParam, okAnswer, okAnswerWith } from './http.js';
import { recordOperation } from './oplog.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
/** A records list's deletes answer how many rows went. */
const removedAnswer = okAnswerWith(z.strictObject({ removed: z.number().int() }));

/** What the delete routes need of a resource's spec (lib/crud.ts). */
interface Removal<R extends AnyResource, O> {
  table: string;
  tags: string[];
  /** The route config of a write (cache invalidation, effects). */
  write: object;
  getRow: (id: number) => Promise<O>;
  toDto: (row: O) => RowInput<R>;
  guard?: (action: 'edit' | 'remove', row: O, req: FastifyRequest) => Promise<void> | void;
  afterDelete?: (id: number, req: FastifyRequest, row: O) => Promise<void> | void;
}

/**
 * `DELETE <path>/:ids` with `<perm>:remove`: every row is found and guarded before any goes, then all go in one
 * statement, and each is written to the operation log with the row as it was.
 */
export function registerRemove<R extends AnyResource, O>(app: App, ctx: Ctx, resource: R, spec: Removal<R, O>) {
  const { path, perm } = resource;
  const db = ctx.db as unknown as AnyDb;
  app.delete(
    `${path}/:ids`,
    {
      onRequest: app.requirePerm(`${perm}:remove`),
      config: spec.write,
      schema: {
        tags: spec.tags,
        security: [{ bearer: [] }],
        summary: `Delete (${perm}:remove), ids comma-separated`,
        params: idsParam,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const ids = req.params.ids;
      const rows = new Map<number, O>();
      for (const id of ids) {
        const row = await spec.getRow(id);
        await spec.guard?.('remove', row, req);
        rows.set(id, row);
      }
      const res = await db.deleteFrom(spec.table).where('id', 'in', ids).returning('id').execute();
      if (res.length === 0) throw new ApiError(404, undefined, { data: { reason: 'notFound', params: {} } });
      for (const id of ids) await spec.afterDelete?.(id, req, rows.get(id)!);
      // One line per row deleted, so a bulk delete can be read (and searched) row by row.
      for (const { id } of res) {
        const row = rows.get(Number(id));
        const before = row ? spec.toDto(row) : undefined;
        await recordOperation(ctx, req, { module: perm, action: 'remove', targetId: Number(id), before });
      }
      return { code: 200, msg: 'Operation successful' };
    },
  );
}

/**
 * `DELETE <path>/clean` (every row) and `DELETE <path>/:ids`, both with `<perm>:remove`, each written to the
 * operation log as one line that counts the rows, so an emptied log still says who emptied it.
 */
export function registerClean(
  app: App,
  ctx: Ctx,
  resource: AnyResource,
  { table, tags }: { table: string; tags: string[] },
) {
  const { path, perm } = resource;
  const db = ctx.db as unknown as AnyDb;
  const security = [{ bearer: [] }];
  // Static route first: DELETE <path>/clean must not be read as an id list.
  app.delete(
    `${path}/clean`,
    {
      onRequest: app.requirePerm(`${perm}:remove`),
      schema: { tags, security, summary: `Delete every row (${perm}:remove)`, response: { 200: removedAnswer } },
    },
    async (req) => {
      const res = await db.deleteFrom(table).executeTakeFirst();
      const removed = Number(res.numDeletedRows);
      await recordOperation(ctx, req, { module: perm, action: 'remove', targetName: 'clean', before: { removed } });
      return { code: 200, msg: 'Operation successful', data: { removed } };
    },
  );
  app.delete(
    `${path}/:ids`,
    {
      onRequest: app.requirePerm(`${perm}:remove`),
      schema: {
        tags,
        security,
        summary: `Delete rows, ids comma-separated (${perm}:remove)`,
        params: idsParam,
        response: { 200: removedAnswer },
      },
    },
    async (req) => {
      const gone = await db.deleteFrom(table).where('id', 'in', req.params.ids).returning('id').execute();
      if (gone.length === 0) throw new ApiError(404, undefined, { data: { reason: 'notFound', params: {} } });
      await recordOperation(ctx, req, {
        module: perm,
        action: 'remove',
        targetId: gone.map((r) => String(r.id)).join(','),
        before: { removed: gone.length },
      });
      return { code: 200, msg: 'Operation successful', data: { removed: gone.length } };
    },
  );
}
