/*
 * The public catalog's list queries, shaped so their cost follows the page, not the catalog (figures:
 * scripts/bench-catalog.ts; the plans are checked by test/catalog-plans.test.ts, which runs these same builders):
 * - each order has an index that yields it (migrationsPerf.ts), so a page reads its rows and stops;
 * - model search reads the names that start with the key from the prefix index, and the other matches in the
 *   list's order, stopping at the page (or through the trigram index when they are rare), so a broad key costs a
 *   page, not every match;
 * - the total is not a window count over every matching row on every page: a short page gives it for free, and a
 *   full one counts once, kept beside the cached answers (cleared by the same writes, gone after the same TTL).
 */
import { driverSystemKey } from '@labelwise/contract';
import { sql, type Kysely } from 'kysely';
import type { Ctx } from '../context.js';
import type { DB } from '../db/types.js';
import { countOf } from './crud.js';
import { MODEL_COLUMNS } from './catalogDto.js';
import { offsetOf } from './http.js';

type Db = Kysely<DB>;
export type DriverOs = 'windows' | 'macos' | 'linux';

const activeModels = (db: Db) =>
  db
    .selectFrom('printer_models as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .where('m.status', '=', '0')
    .where('b.status', '=', '0');

/** Active models of active brands: by `key` (a search key, '' for all), brand and having a driver for `os`. */
export function modelSearch(db: Db, f: { key: string; brandId?: number | undefined; os?: DriverOs | undefined }) {
  let base = activeModels(db);
  if (f.brandId) base = base.where('m.brand_id', '=', f.brandId);
  const os = f.os;
  if (os)
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('drivers as d')
          .select('d.id')
          .whereRef('d.model_id', '=', 'm.id')
          .where('d.status', '=', '0')
          .where('d.os', '=', os),
      ),
    );
  if (!f.key) return { base, ordered: base.select(MODEL_COLUMNS).orderBy('m.sort').orderBy('m.id') };
  return { base: base.where(holding(f.key)), ordered: tieredPages(db, base, f.key) };
}

/**
 * Whether a model's search key holds `key`. A search key holds letters and digits only (searchKey in
 * @labelwise/contract/rules), so it needs no LIKE escaping. A key of one or two characters has no trigram: the index
 * would be read whole (12 ms on PGlite at 10k models), so such a key is matched by strpos, which the planner answers
 * from the table.
 */
const holding = (key: string) =>
  key.length >= 3 ? sql<boolean>`m.search_key like ${`%${key}%`}` : sql<boolean>`strpos(m.search_key, ${key}) > 0`;

/**
 * The matches of `key`, exact and prefix matches first, then the rest in the list's order. Ranking every match in
 * one ORDER BY costs what all matches cost, so a broad key ("pro", "bt") grew with the catalog. The two tiers are
 * read apart, each only as far as the page needs: names that start with the key from the prefix index (few), the
 * others from the list's (status, sort, id) index, stopping at the page when matches are dense, or from the trigram
 * index when they are rare; the planner picks.
 */
function tieredPages(db: Db, base: ReturnType<typeof activeModels>, key: string) {
  const prefix = `${key}%`;
  return {
    limit: (pageSize: number) => ({
      offset: (offset: number) => {
        const upto = offset + pageSize;
        const starting = base
          .where('m.search_key', 'like', prefix)
          .select(MODEL_COLUMNS)
          .select(sql<number>`case when m.search_key = ${key} then 0 else 1 end`.as('tier'))
          .orderBy('tier')
          .orderBy('m.sort')
          .orderBy('m.id')
          .limit(upto);
        const inside = base
          .where(holding(key))
          .where('m.search_key', 'not like', prefix)
          .select(MODEL_COLUMNS)
          .select(sql<number>`2`.as('tier'))
          .orderBy('m.sort')
          .orderBy('m.id')
          .limit(upto);
        // Each tier keeps its own order and limit inside the union, so each is wrapped as a subquery.
        const tiers = db
          .selectFrom(starting.as('s'))
          .selectAll()
          .unionAll(db.selectFrom(inside.as('i')).selectAll());
        return db
          .selectFrom(tiers.as('r'))
          .selectAll()
          .orderBy('r.tier')
          .orderBy('r.sort')
          .orderBy('r.id')
          .limit(pageSize)
          .offset(offset);
      },
    }),
  };
}

/** One active brand's active models, in the brand's order. */
export function brandModels(db: Db, brandId: number) {
  const base = db
    .selectFrom('printer_models as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .where('m.brand_id', '=', brandId)
    .where('m.status', '=', '0');
  return { base, ordered: base.select(MODEL_COLUMNS).orderBy('m.sort').orderBy('m.id') };
}

/** One model's published drivers (of one system, with `os`), newest first. */
export function modelDrivers(db: Db, modelId: number, os?: DriverOs) {
  let base = db.selectFrom('drivers').where('model_id', '=', modelId).where('status', '=', '0');
  if (os) base = base.where('os', '=', os);
  return { base, ordered: base.selectAll().orderBy('release_date', 'desc').orderBy('id') };
}

/** One model's published manuals, newest first. */
export function modelManuals(db: Db, modelId: number) {
  const base = db.selectFrom('manuals').where('model_id', '=', modelId).where('status', '=', '0');
  return { base, ordered: base.selectAll().orderBy('release_date', 'desc').orderBy('id') };
}

interface Pageable<R> {
  limit(n: number): { offset(n: number): { execute(): Promise<R[]> } };
}

/**
 * One page of `ordered` and the number of rows `base` has. `totalKey` names the list (its filters, not its page):
 * the count made for a full page is kept under it in the response cache, so the next pages and searches of the same
 * list do not count again, and a page past the known end is answered without a query.
 */
export async function countedPage<R>(
  ctx: Ctx,
  list: { ordered: Pageable<R>; base: Parameters<typeof countOf>[0] },
  q: { pageNum: number; pageSize: number },
  totalKey: string,
): Promise<{ rows: R[]; total: number }> {
  const key = `\u0000total:${totalKey}`;
  const offset = offsetOf(q);
  const known = ctx.cache.get(key);
  if (known && offset >= Number(known.body)) return { rows: [], total: Number(known.body) };
  const rows = await list.ordered.limit(q.pageSize).offset(offset).execute();
  if (known) return { rows, total: Number(known.body) };
  // A page with rows that is not full is the last one, so it tells the total; so does an empty first page.
  const last = rows.length < q.pageSize && (rows.length > 0 || offset === 0);
  const total = last ? offset + rows.length : await countOf(list.base);
  ctx.cache.set(key, String(total));
  return { rows, total };
}

/** Of the models named (all when omitted), each system one of their drivers is published for (`driverSystemKey`). */
export async function publishedDriverSystems(db: Kysely<DB>, modelIds?: readonly number[]): Promise<Set<string>> {
  if (modelIds?.length === 0) return new Set();
  let query = db.selectFrom('drivers').select(['model_id', 'os']).distinct().where('status', '=', '0');
  if (modelIds) query = query.where('model_id', 'in', [...new Set(modelIds)]);
  const rows = await query.execute();
  return new Set(rows.map((r) => driverSystemKey(r.model_id, r.os)));
}
