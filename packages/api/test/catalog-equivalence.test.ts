/**
 * The public catalog lists answer what they answered before they were made to read by index and count once: on a
 * grown catalog, every page of model search (broad words, model names, one- and two-character keys, no key, with
 * brand and system filters), a brand's models and model's drivers and manuals has the same rows in the same order
 * and the same total as a plain reference query that sorts and counts every matching row.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growCatalog } from '../scripts/catalog-growth.js';
import { searchKey } from '@labelwise/contract/rules';
import { ENGINES, P, makeApp, type TestApp } from './helpers.js';

interface Listed {
  rows: Array<{ modelId?: number; driverId?: number; manualId?: number }>;
  total: number;
}

describe.each(ENGINES)('catalog lists on a grown catalog answer as before (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine);
    await growCatalog(t.app.ctx.db, 400, 3);
  }, 120_000);
  afterAll(async () => t?.close());

  const get = async (url: string): Promise<Listed> => {
    const r = await t.app.inject({ method: 'GET', url });
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json() as Listed;
  };

  /** Model ids and total as the window-count query gave them: every match sorted and counted. */
  async function referenceModels(f: { key: string; brandId?: number; os?: string }, pageNum: number, size: number) {
    const r = await sql<{ id: number; total: number }>`
      select m.id, (count(*) over())::int as total
      from printer_models m join brands b on b.id = m.brand_id
      where m.status = '0' and b.status = '0'
        and m.search_key like ${`%${f.key}%`}
        and (${f.brandId ?? 0}::int = 0 or m.brand_id = ${f.brandId ?? 0}::int)
        and (${f.os ?? ''}::text = '' or exists (
          select 1 from drivers d where d.model_id = m.id and d.status = '0' and d.os = ${f.os ?? ''}::text))
      order by case when m.search_key = ${f.key} then 0 when m.search_key like ${`${f.key}%`} then 1 else 2 end,
        m.sort, m.id
      limit ${size} offset ${(pageNum - 1) * size}`.execute(t.app.ctx.db);
    return { ids: r.rows.map((x) => x.id), total: r.rows[0]?.total };
  }

  it('model search and the model list: same rows, order and total on every page', async () => {
    const keywords = ['', 'pro', 'PM-241', 'bt', 'wf', '6', 'd5', 'pl70', 'air', 'nothing-like-this'];
    const filters = [{}, { brandId: 2 }, { os: 'linux' }];
    for (const keyword of keywords)
      for (const f of filters)
        for (const [pageNum, size] of [
          [1, 10],
          [2, 10],
          [3, 50],
          [40, 20],
        ] as const) {
          const qs = new URLSearchParams({ keyword, pageNum: String(pageNum), pageSize: String(size) });
          for (const [k, v] of Object.entries(f)) qs.set(k, String(v));
          const got = await get(`${P}/public/models?${qs}`);
          const want = await referenceModels({ key: searchKey(keyword), ...f }, pageNum, size);
          const label = qs.toString();
          expect(
            got.rows.map((r) => r.modelId),
            label,
          ).toEqual(want.ids);
          if (want.total !== undefined) expect(got.total, label).toBe(want.total);
        }
  });

  it("a brand's models and a model's drivers and manuals: same rows, order and total", async () => {
    const brand = await get(`${P}/public/brands/1/models?pageNum=2&pageSize=50`);
    const brandRef = await sql<{ id: number; total: number }>`
      select m.id, (count(*) over())::int as total from printer_models m
      where m.brand_id = 1 and m.status = '0' order by m.sort, m.id limit 50 offset 50`.execute(t.app.ctx.db);
    expect(brand.rows.map((r) => r.modelId)).toEqual(brandRef.rows.map((r) => r.id));
    expect(brand.total).toBe(brandRef.rows[0]!.total);

    const models = await t.app.ctx.db
      .selectFrom('printer_models')
      .select('id')
      .where('status', '=', '0')
      .orderBy('id')
      .execute();
    for (const { id } of models.filter((_, i) => i % 40 === 0)) {
      for (const [kind, key] of [
        ['drivers', 'driverId'],
        ['manuals', 'manualId'],
      ] as const) {
        const got = await get(`${P}/public/models/${id}/${kind}?pageSize=10`);
        const ref = await sql<{ id: number }>`
          select id from ${sql.table(kind)} where model_id = ${id} and status = '0'
          order by release_date desc, id limit 10`.execute(t.app.ctx.db);
        expect(
          got.rows.map((r) => r[key]),
          `${kind} of ${id}`,
        ).toEqual(ref.rows.map((r) => r.id));
      }
    }
  });
});
