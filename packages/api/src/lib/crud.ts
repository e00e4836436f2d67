import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import type { DB } from '../db/types.js';
import {
  sortQuery as contractSortQuery,
  type AnyResource,
  type DetailInput,
  type ReadOnly,
  type RowInput,
  type RowOf,
  type SortQuery,
} from '@labelwise/contract';
import { idParam, notFound, offsetOf, okAnswer, okAnswerWith, pagination } from './http.js';
import type { EffectScope } from './effects.js';
import { recordOperation } from './oplog.js';
import { registerImport, type ImportSpec } from './crudImport.js';
import { registerClean, registerRemove } from './crudRemove.js';

// One spec serves every table, and Kysely types a query by its table: inside this file a query sees its tables as
// plain records of columns (`Tables`); each resource module types its own rows through `select`, `toDto` and `guard`.
type Tables = Record<string, Record<string, unknown>>;
type AnyDb = Kysely<Tables>;
/** A resource's list query, as this file and the resource's own hooks (filters, order) see it: typed by its row. */
export type RowQuery<O> = SelectQueryBuilder<Tables, string, O>;

/** Every table has a numeric `id` that the routes' `:id` and `:ids` name (a bigint one reads as a string). */
interface HasId {
  id: number | string;
}

/** What a list query that `select` returns can do; the query itself is a Kysely `SelectQueryBuilder`. */
interface Selected<O> {
  execute(): Promise<O[]>;
}

interface StoredAs<R extends AnyResource, O extends HasId> {
  table: string;
  tag: string;
  /** Base select (joins) for list and get. Rows must include `id`. */
  select: (db: Kysely<DB>) => Selected<O>;
  /** Table alias used in `select`, e.g. 'm' (for filtering by id). */
  alias: string;
  /** The list filters that only compare one column: query field → [qualified column, how it matches]. */
  filters?: ListFilterColumns<FiltersOf<R>>;
  /** The other list filters (ranges, searches over several columns), applied after `filters`. */
  applyFilters?: (qb: RowQuery<O>, q: FiltersOf<R>) => RowQuery<O>;
  /** The default order, used when the request names no `orderByColumn`. */
  orderBy: (qb: RowQuery<O>) => RowQuery<O>;
  /**
   * Where each of the manifest's sort fields is stored (`name` → `'b.name'`): only these names pass validation; the
   * column is never taken from the request.
   */
  sortable: SortableOf<R['sortable']>;
  /** A stored row as the manifest's row declares it (the response schema checks it on the way out). */
  toDto: (row: O) => RowInput<R>;
  /** The not-found message's noun (`operation log entry`); the id field without `Id` by default. */
  noun?: string;
  /** Per-object checks before update/delete (e.g. protect the admin user). */
  guard?: (action: 'edit' | 'remove', row: O, req: FastifyRequest) => Promise<void> | void;
  afterWrite?: (id: number, body: z.output<R['create']> | z.output<R['update']>, req: FastifyRequest) => Promise<void>;
  /** After the rows went, with each row as it was (what it stored elsewhere can go too). */
  afterDelete?: (id: number, req: FastifyRequest, row: O) => Promise<void> | void;
  hasUpdatedAt?: boolean;
  /** Writes that change what visitors see or download are checked by effect (lib/effects.ts). */
  effects?: EffectScope;
  /** Its rows show on pages rendered with the published content: a write bumps the content version. */
  changesPages?: boolean;
  /**
   * Rows added from an .xlsx template (`<path>/import-template`, `<path>/import`), all or none. Only for resources
   * whose whole write is `toInsert` (no `afterWrite`), so one transaction holds every row. Each column is a row
   * field (as the export writes it) filling a create-body field.
   */
  importer?: ImportSpec<keyof RowOf<R> & string, keyof z.input<R['create']> & string>;
  /**
   * For lists whose rows are records themselves (the logs): `DELETE <path>/clean` deletes every row, and a delete
   * answers `{ removed }` and writes one operation-log line for all its rows instead of one a row.
   */
  clean?: boolean;
}

interface Writes<R extends AnyResource, O extends HasId> {
  /** Maps a validated create body to column values (may check references, throw ApiError). */
  toInsert: (body: z.output<R['create']>, req: FastifyRequest) => Promise<Record<string, unknown>>;
  toUpdate: (body: z.output<R['update']>, req: FastifyRequest, existing: O) => Promise<Record<string, unknown>>;
}

/** How a created or edited body is stored; a read-only manifest (`READ_ONLY` bodies) has neither. */
type WritesOf<R extends AnyResource, O extends HasId> = R['create'] extends ReadOnly
  ? { toInsert?: never; toUpdate?: never }
  : Writes<R, O>;

/** What get answers when the manifest declares a `detail` beyond the row: the stored row completed. */
interface DetailOfSpec<R extends AnyResource, O extends HasId> {
  toDetail?: (row: O) => Promise<DetailInput<R>>;
}

/**
 * How one resource of the manifest `R` is stored: its table, its list query and how a row of it becomes the row the
 * manifest declares. Paths, permissions, the id field, bodies, filters and sort fields come from the manifest.
 */
export type CrudSpec<R extends AnyResource, O extends HasId> = StoredAs<R, O> & WritesOf<R, O> & DetailOfSpec<R, O>;

type FiltersOf<R extends AnyResource> = z.output<z.ZodObject<R['filters']>>;

/** The list and get answers of a resource, from its row: what the OpenAPI document shows and the serializer checks. */
export function responsesOf<Row extends z.ZodObject>(row: Row) {
  return {
    list: z.strictObject({ code: z.number(), msg: z.string(), rows: z.array(row), total: z.number().int() }),
    get: z.strictObject({ code: z.number(), msg: z.string(), data: row }),
    /** Every row at once, unpaged (a dictionary's entries by type). */
    all: z.strictObject({ code: z.number(), msg: z.string(), data: z.array(row) }),
  };
}

export function registerCrud<R extends AnyResource, O extends HasId>(
  app: App,
  ctx: Ctx,
  resource: R,
  spec: CrudSpec<R, O>,
) {
  const { path, perm, idField } = resource;
  const db = ctx.db as unknown as AnyDb;
  // `select` is declared to return a Kysely query; here it is seen over plain tables, as every hook sees it.
  const select = (d: Kysely<DB>) => spec.select(d) as unknown as RowQuery<O>;
  const tags = [spec.tag];
  const security = [{ bearer: [] }];
  const write = {
    invalidatesCache: true,
    ...(spec.effects ? { effects: spec.effects } : {}),
    ...(spec.changesPages ? { changesPages: true } : {}),
  };
  const getRow = async (id: number): Promise<O> => {
    const row = await select(ctx.db).where(`${spec.alias}.id`, '=', id).executeTakeFirst();
    if (!row) throw notFound(spec.noun ?? idField.replace(/Id$/, ''));
    return row as O;
  };

  registerList(app, ctx, resource, spec, select);

  app.get(
    `${path}/:id`,
    {
      onRequest: app.requirePerm(`${perm}:query`),
      schema: {
        tags,
        security,
        summary: `Get one (${perm}:query)`,
        params: idParam,
        response: { 200: responsesOf(resource.detail ?? resource.row).get },
      },
    },
    async (req) => {
      const row = await getRow(req.params.id);
      return {
        code: 200,
        msg: 'Operation successful',
        data: spec.toDetail ? await spec.toDetail(row) : spec.toDto(row),
      };
    },
  );

  const { toInsert, toUpdate } = spec as Partial<Writes<R, O>>;
  if (toInsert)
    app.post(
      path,
      {
        onRequest: app.requirePerm(`${perm}:add`),
        config: write,
        schema: {
          tags,
          security,
          summary: `Create (${perm}:add)`,
          body: resource.create,
          response: { 200: okAnswerWith(z.strictObject({ [idField]: z.number().int() })) },
        },
      },
      async (req) => {
        const body = req.body as z.output<R['create']>;
        const values = await toInsert(body, req);
        const row = await db.insertInto(spec.table).values(values).returning('id').executeTakeFirstOrThrow();
        const id = Number(row.id);
        await spec.afterWrite?.(id, body, req);
        const after = spec.toDto(await getRow(id));
        await recordOperation(ctx, req, { module: perm, action: 'add', targetId: id, after });
        return { code: 200, msg: 'Operation successful', data: { [idField]: id } };
      },
    );

  if (toUpdate)
    app.put(
      path,
      {
        onRequest: app.requirePerm(`${perm}:edit`),
        config: write,
        schema: {
          tags,
          security,
          summary: `Update (${perm}:edit)`,
          body: resource.update,
          response: { 200: okAnswer },
        },
      },
      async (req) => {
        const body = req.body as z.output<R['update']>;
        const id = Number((body as Record<string, unknown>)[idField]);
        const existing = await getRow(id);
        await spec.guard?.('edit', existing, req);
        const values = await toUpdate(body, req, existing);
        if (spec.hasUpdatedAt !== false) values.updated_at = new Date();
        if (Object.keys(values).length > 0) await db.updateTable(spec.table).set(values).where('id', '=', id).execute();
        await spec.afterWrite?.(id, body, req);
        const [before, after] = [spec.toDto(existing), spec.toDto(await getRow(id))];
        await recordOperation(ctx, req, { module: perm, action: 'edit', targetId: id, before, after });
        return { code: 200, msg: 'Operation successful' };
      },
    );

  if (spec.clean) registerClean(app, ctx, resource, { table: spec.table, tags });
  else registerRemove(app, ctx, resource, { ...spec, tags, write, getRow });

  if (spec.importer && toInsert)
    registerImport<R['create'], O>(
      app,
      ctx,
      { ...spec, path, perm, create: resource.create, select, toInsert, toDto: (row: O) => spec.toDto(row) },
      spec.importer,
    );
}

/** `GET <path>/list`: one page of the filtered, ordered rows and their total. */
function registerList<R extends AnyResource, O extends HasId>(
  app: App,
  ctx: Ctx,
  resource: R,
  spec: CrudSpec<R, O>,
  select: (d: Kysely<DB>) => RowQuery<O>,
) {
  const { path, perm } = resource;
  const db = ctx.db as unknown as AnyDb;
  const check = resource.filtersCheck;
  const fields = z.object({ ...pagination, ...sortQuery(spec.sortable), ...resource.filters });
  const listQuery = check
    ? fields.refine((q) => check.valid(q as unknown as FiltersOf<R>), { error: check.error, path: [check.path] })
    : fields;
  const tags = [spec.tag];
  const security = [{ bearer: [] }];
  const responses = responsesOf(resource.row);
  app.get(
    `${path}/list`,
    {
      onRequest: app.requirePerm(`${perm}:list`),
      schema: {
        tags,
        security,
        summary: `List (${perm}:list)`,
        querystring: listQuery,
        response: { 200: responses.list },
      },
    },
    async (req) => {
      const q = req.query as z.output<typeof listQuery> & FiltersOf<R> & SortQuery;
      const filtered = filterColumns(select(ctx.db), spec.filters ?? {}, q);
      const base = spec.applyFilters ? spec.applyFilters(filtered, q) : filtered;
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
      return { code: 200, msg: 'Operation successful', rows: (rows as O[]).map(spec.toDto), total: count.n };
    },
  );
}

/**
 * How a list filter matches its column: `contains` is a case-insensitive substring (wildcards in the request match
 * literally), `equals` the value itself, `containsAnyLanguage` a substring of the column or of any of its
 * translations (the `<column>_i18n` JSON object beside it), so an operator finds a row by the title they read.
 */
export type FilterMatch = 'contains' | 'equals' | 'containsAnyLanguage';
/** Query field → [qualified column, match], e.g. `{ name: ['b.name', 'contains'], status: ['b.status', 'equals'] }`. */
export type ListFilterColumns<Q> = { readonly [K in keyof Q]?: readonly [column: string, match: FilterMatch] };

/** Narrows `qb` by each filter the request fills in (an empty or absent field does not filter). */
export function filterColumns<O>(qb: RowQuery<O>, columns: ListFilterColumns<object>, q: object): RowQuery<O> {
  const values = q as Record<string, unknown>;
  let x = qb;
  for (const [field, [column, match]] of Object.entries(columns) as [string, [string, FilterMatch]][]) {
    const value = values[field];
    if (!value) continue;
    if (match === 'equals') x = x.where(column, '=', value);
    else if (match === 'contains') x = x.where(column, 'ilike', containing(String(value)));
    else {
      const pattern = containing(String(value));
      x = x.where((eb) =>
        eb.or([
          eb(column, 'ilike', pattern),
          sql<boolean>`exists (select 1 from jsonb_each_text(${sql.ref(`${column}_i18n`)}) as t where t.value ilike ${pattern})`,
        ]),
      );
    }
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
export function applySort<Q extends SomeSelect>(
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
  // The column is a whitelisted reference, so ordering does not depend on which tables `qb` reads.
  const ordered = (qb as unknown as RowQuery<unknown>).orderBy(sql.ref(column), direction);
  return ordered.orderBy(sql.ref(idColumn), direction) as unknown as Q;
}

/** Any Kysely select query, whatever tables it reads (the helpers below only order, count and page it). */
export interface SomeSelect {
  orderBy(...args: never[]): unknown;
  select(...args: never[]): unknown;
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
  base: SomeSelect,
  q: { pageNum: number; pageSize: number },
) {
  const rows = await ordered.limit(q.pageSize).offset(offsetOf(q)).execute();
  const total = rows.length ? rows[0]!.total_count : offsetOf(q) === 0 ? 0 : await countOf(base);
  return { rows, total };
}

/** How many rows `base` (without its selections) has. */
export async function countOf(base: SomeSelect): Promise<number> {
  const r = await (base as unknown as RowQuery<unknown>)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return r.n;
}
