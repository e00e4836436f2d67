/*
 * The public catalog's list queries, shaped so their cost follows the page, not the catalog (figures:
 * scripts/bench-catalog.ts; the plans are checked by test/catalog-plans.test.ts, which runs these same builders):
 * - each order has an index that yields it (migrationsPerf.ts), so a page reads its rows and stops;
 * - model search filters by the trigram index, so only matching models are read and ordered;
 * - the total is not a window count over every matching row on every page: a short page gives it for free, and a
 *   full one counts once, kept beside the cached answers (cleared by the same writes, gone after the same TTL).
 */
import { driverSystemKey } from '@labelwise/contract';
import { sql, type Kysely } from 'kysely';
import type { Ctx } from '../context.js';
import type { DB } from '../db/types.js';
import { countOf } from './crud.js';
import { MODEL_COLUMNS } from './dto.js';
import { offsetOf } from './http.js';

type Db = Kysely<DB>;
export type DriverOs = 'windows' | 'macos' | 'linux';

/** Active models of active brands: by `key` (a search key, '' for all), brand and having a driver for `os`. */
export function modelSearch(db: Db, f: { key: string; brandId?: number | undefined; os?: DriverOs | undefined }) {
  let base = db
    .selectFrom('printer_models as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .where('m.status', '=', '0')
    .where('b.status', '=', '0');
  // A search key holds letters and digits only (searchKey in @labelwise/contract/rules), so it needs no LIKE escaping. A key of one or two
  // characters has no trigram: the index would be read whole (12 ms on PGlite at 10k models), so such a key is
  // matched by strpos, which the planner answers from the table.
  if (f.key.length >= 3) base = base.where('m.search_key', 'like', `%${f.key}%`);
  else if (f.key) base = base.where(sql<number>`strpos(m.search_key, ${f.key})`, '>', 0);
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
  const selected = base.select(MODEL_COLUMNS);
  // Exact and prefix matches first. Without a key every model ranks alike, so the rank is left out and the
  // (status, sort, id) index gives the order. With one, every match is ranked: a broad key ("pro") costs what its
  // matches cost, a specific one ("pm241bt") what its few do, as the trigram index finds them without a scan.
  const ranked = f.key
    ? selected.orderBy(
        sql`case when m.search_key = ${f.key} then 0 when m.search_key like ${`${f.key}%`} then 1 else 2 end`,
      )
    : selected;
  return { base, ordered: ranked.orderBy('m.sort').orderBy('m.id') };
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
