import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import { sortQuery as contractSortQuery, type SortQuery } from '@labelwise/contract';
import { ApiError, idParam, idsParam, notFound, offsetOf, pagination } from './http.js';
import type { EffectScope } from './effects.js';
import { recordOperation } from './oplog.js';
import { registerImport, type ImportSpec } from './crud-import.js';

// One spec serves every table, and Kysely types a query by its table: rows and builders are loosely typed here only;
// each resource module types its own rows in toDto/toInsert/guard.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place the table-generic helpers opt out
type Loose = any;
type AnyDb = Kysely<Loose>;
type AnyQb = SelectQueryBuilder<Loose, Loose, Loose>;

export interface CrudSpec<L extends z.ZodRawShape, C extends z.ZodType, U extends z.ZodType> {
  /** Route base, e.g. '/site/brand'. */
  path: string;
  /** Permission prefix, e.g. 'site:brand' -> site:brand:list / query / add / edit / remove. */
  perm: string;
  table: string;
  /** Name of the id field in PUT bodies and DTOs, e.g. 'brandId'. */
  idField: string;
  tag: string;
  /** Extra list filters (query string). */
  listFilters: L;
  /** Base select (joins) for list and get. Rows must include `id`. */
  select: (db: AnyDb) => AnyQb;
  /** Table alias used in `select`, e.g. 'm' (for filtering by id). */
  alias: string;
  /** The list filters that only compare one column: query field → [qualified column, how it matches]. */
  filters?: ListFilterColumns<z.infer<z.ZodObject<L>>>;
  /** The other list filters (ranges, searches over several columns), applied after `filters`. */
  applyFilters?: (qb: AnyQb, q: z.infer<z.ZodObject<L>>) => AnyQb;
  /** The default order, used when the request names no `orderByColumn`. */
  orderBy: (qb: AnyQb) => AnyQb;
  /**
   * The fields a list may be sorted by (`?orderByColumn=<DTO field>&isAsc=ascending|descending`): DTO field name →
   * qualified column (`'b.name'`). Only these names pass validation; the column is never taken from the request.
   */
  sortable: SortFields;
  toDto: (row: Loose) => unknown;
  create: C;
  update: U;
  /** Maps a validated create body to column values (may check references, throw ApiError). */
  toInsert: (body: z.infer<C>, req: FastifyRequest) => Promise<Record<string, unknown>>;
  toUpdate: (body: z.infer<U>, req: FastifyRequest, existing: Loose) => Promise<Record<string, unknown>>;
  /** Per-object checks before update/delete (e.g. protect the admin user). */
  guard?: (action: 'edit' | 'remove', row: Loose, req: FastifyRequest) => Promise<void> | void;
  afterWrite?: (id: number, body: unknown, req: FastifyRequest) => Promise<void>;
  afterDelete?: (id: number, req: FastifyRequest) => Promise<void> | void;
  hasUpdatedAt?: boolean;
  /** Writes that change what visitors see or download are checked by effect (lib/effects.ts). */
  effects?: EffectScope;
  /**
   * Rows added from an .xlsx template (`<path>/import-template`, `<path>/import`), all or none. Only for resources
   * whose whole write is `toInsert` (no `afterWrite`), so one transaction holds every row.
   */
  importer?: ImportSpec;
}

export function registerCrud<L extends z.ZodRawShape, C extends z.ZodType, U extends z.ZodType>(
  app: App,
  ctx: Ctx,
  spec: CrudSpec<L, C, U>,
) {
  const db = ctx.db as unknown as AnyDb;
  const tags = [spec.tag];
  const security = [{ bearer: [] }];
  const write = { invalidatesCache: true, ...(spec.effects ? { effects: spec.effects } : {}) };
  const listQuery = z.object({ ...pagination, ...sortQuery(spec.sortable), ...spec.listFilters });

  const getRow = async (id: number) => {
    const row = await spec.select(db).where(`${spec.alias}.id`, '=', id).executeTakeFirst();
    if (!row) throw notFound(spec.idField.replace(/Id$/, ''));
    return row;
  };

  app.get(
    `${spec.path}/list`,
    {
      onRequest: app.requirePerm(`${spec.perm}:list`),
      schema: { tags, security, summary: `List (${spec.perm}:list)`, querystring: listQuery },
    },
    async (req) => {
      const q = req.query as unknown as { pageNum: number; pageSize: number } & SortQuery;
      const filtered = filterColumns(spec.select(db), spec.filters ?? {}, q as Loose);
      const base = spec.applyFilters ? spec.applyFilters(filtered, q as Loose) : filtered;
      const [rows, count] = await Promise.all([
        applySort(base, spec.sortable, q, `${spec.alias}.id`, spec.orderBy)
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        db
          .selectFrom(base.as('x'))
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { code: 200, msg: 'Operation successful', rows: rows.map(spec.toDto), total: (count as { n: number }).n };
    },
  );

  app.get(
    `${spec.path}/:id`,
    {
      onRequest: app.requirePerm(`${spec.perm}:query`),
      schema: { tags, security, summary: `Get one (${spec.perm}:query)`, params: idParam },
    },
    async (req) => ({ code: 200, msg: 'Operation successful', data: spec.toDto(await getRow(req.params.id)) }),
  );

  app.post(
    spec.path,
    {
      onRequest: app.requirePerm(`${spec.perm}:add`),
      config: write,
      schema: { tags, security, summary: `Create (${spec.perm}:add)`, body: spec.create },
    },
    async (req) => {
      const values = await spec.toInsert(req.body as z.infer<C>, req);
      const row = await db.insertInto(spec.table).values(values).returning('id').executeTakeFirstOrThrow();
      await spec.afterWrite?.(row.id as number, req.body, req);
      const after = spec.toDto(await getRow(row.id as number));
      await recordOperation(ctx, req, { module: spec.perm, action: 'add', targetId: row.id as number, after });
      return { code: 200, msg: 'Operation successful', data: { [spec.idField]: row.id } };
    },
  );

  app.put(
    spec.path,
    {
      onRequest: app.requirePerm(`${spec.perm}:edit`),
      config: write,
      schema: { tags, security, summary: `Update (${spec.perm}:edit)`, body: spec.update },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      const id = body[spec.idField] as number;
      const existing = await getRow(id);
      await spec.guard?.('edit', existing, req);
      const values = await spec.toUpdate(req.body as z.infer<U>, req, existing);
      if (spec.hasUpdatedAt !== false) values.updated_at = new Date();
      if (Object.keys(values).length > 0) await db.updateTable(spec.table).set(values).where('id', '=', id).execute();
      await spec.afterWrite?.(id, req.body, req);
      const [before, after] = [spec.toDto(existing), spec.toDto(await getRow(id))];
      await recordOperation(ctx, req, { module: spec.perm, action: 'edit', targetId: id, before, after });
      return { code: 200, msg: 'Operation successful' };
    },
  );

  app.delete(
    `${spec.path}/:ids`,
    {
      onRequest: app.requirePerm(`${spec.perm}:remove`),
      config: write,
      schema: { tags, security, summary: `Delete (${spec.perm}:remove), ids comma-separated`, params: idsParam },
    },
    async (req) => {
      const ids = req.params.ids;
      const rows = new Map<number, unknown>();
      for (const id of ids) {
        const row = await getRow(id);
        await spec.guard?.('remove', row, req);
        rows.set(id, row);
      }
      const res = await db.deleteFrom(spec.table).where('id', 'in', ids).returning('id').execute();
      if (res.length === 0) throw new ApiError(404, undefined, { data: { reason: 'notFound', params: {} } });
      for (const id of ids) await spec.afterDelete?.(id, req);
      // One line per row deleted, so a bulk delete can be read (and searched) row by row.
      for (const { id } of res as { id: number | string }[]) {
        const before = spec.toDto(rows.get(Number(id)));
        await recordOperation(ctx, req, { module: spec.perm, action: 'remove', targetId: id, before });
      }
      return { code: 200, msg: 'Operation successful' };
    },
  );

  if (spec.importer) registerImport(app, ctx, spec, spec.importer);
}

/**
 * How a list filter matches its column: `contains` is a case-insensitive substring (wildcards in the request match
 * literally), `equals` the value itself.
 */
export type FilterMatch = 'contains' | 'equals';
/** Query field → [qualified column, match], e.g. `{ name: ['b.name', 'contains'], status: ['b.status', 'equals'] }`. */
export type ListFilterColumns<Q> = { readonly [K in keyof Q]?: readonly [column: string, match: FilterMatch] };

/** Narrows `qb` by each filter the request fills in (an empty or absent field does not filter). */
function filterColumns(qb: AnyQb, columns: ListFilterColumns<Record<string, unknown>>, q: Record<string, unknown>) {
  let x = qb;
  for (const [field, [column, match]] of Object.entries(columns) as [string, [string, FilterMatch]][]) {
    const value = q[field];
    if (!value) continue;
    x = match === 'contains' ? x.where(column, 'ilike', containing(String(value))) : x.where(column, '=', value);
  }
  return x;
}

/** DTO field name → qualified SQL column, e.g. `{ name: 'b.name', updatedAt: 'b.updated_at' }`. */
export type SortFields = Readonly<Record<string, string>>;

export { SORT_DIRECTIONS, type SortQuery } from '@labelwise/contract';

/**
 * The `orderByColumn`/`isAsc` query fields for a list whose sortable fields are `fields`: any other column name is
 * a 400 naming `orderByColumn` (so no request text ever reaches the ORDER BY clause).
 */
export function sortQuery(fields: SortFields) {
  return contractSortQuery(Object.keys(fields));
}

/**
 * Orders `qb` by the requested whitelisted field (then by `idColumn` in the same direction, so pages are stable), or
 * by `fallback` when no field is requested. `isAsc` alone (without a column) is ignored, as in RuoYi.
 */
export function applySort<Q extends SelectQueryBuilder<Loose, Loose, Loose>>(
  qb: Q,
  fields: SortFields,
  q: SortQuery,
  idColumn: string,
  fallback: (qb: Q) => Q,
): Q {
  const column =
    q.orderByColumn !== undefined && Object.hasOwn(fields, q.orderByColumn) ? fields[q.orderByColumn] : undefined;
  if (column === undefined) return fallback(qb);
  const direction = q.isAsc === 'descending' || q.isAsc === 'desc' ? 'desc' : 'asc';
  return qb.orderBy(sql.ref(column), direction).orderBy(sql.ref(idColumn), direction) as Q;
}

export { updateOf } from '@labelwise/contract';

/** Drops undefined values (PUT is a partial update). */
export function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** Escapes LIKE wildcards so a search fragment matches literally (`ilike '%' || fragment || '%'`). */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The ILIKE pattern for "contains `s`". */
export const containing = (s: string) => `%${likeEscape(s)}%`;
/** A sortable-field map whose keys are exactly the contract's sortable names for the resource. */
export type SortableOf<T extends readonly string[]> = Readonly<Record<T[number], string>>;

/** The page's rows carry the total as a window count, so a page costs one round trip. */
export const windowTotal = () => sql<number>`(count(*) over())::int`.as('total_count');

interface Pageable<R> {
  limit(n: number): { offset(n: number): { execute(): Promise<R[]> } };
}

/**
 * One page of an ordered query that selects `windowTotal()`. The total rides along with the rows; only a page past
 * the end (no rows to carry it) runs a separate count of `base`.
 */
export async function windowPage<R extends { total_count: number }>(
  ordered: Pageable<R>,
  base: AnyQb,
  q: { pageNum: number; pageSize: number },
) {
  const rows = await ordered.limit(q.pageSize).offset(offsetOf(q)).execute();
  const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : await countOf(base);
  return { rows, total };
}

/** How many rows `base` (without its selections) has. */
export async function countOf(base: AnyQb): Promise<number> {
  const r = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return (r as { n: number }).n;
}
