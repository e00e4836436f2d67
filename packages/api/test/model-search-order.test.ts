/**
 * The public model search ranks a model whose name is the key first, then names that start with it, then the
 * others in the catalog's order, and pages through them without skipping or repeating a model, however broad the
 * key. Checked against every matching model, ranked here, on a catalog grown so broad keys match hundreds.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growCatalog } from '../scripts/catalog-growth.js';
import { ENGINES, P, makeApp, type TestApp } from './helpers.js';

interface Listed {
  rows: Array<{ modelId: number; name: string }>;
  total: number;
}

describe.each(ENGINES)('model search order on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine);
    await growCatalog(t.app.ctx.db, 400, 1);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Every active model of an active brand whose search key holds `key` (and a published driver for `os`), ranked. */
  async function expected(key: string, os?: string): Promise<number[]> {
    const rows = await sql<{ id: number; search_key: string; sort: number }>`
      select m.id, m.search_key, m.sort from printer_models m join brands b on b.id = m.brand_id
      where m.status = '0' and b.status = '0' and strpos(m.search_key, ${key}) > 0
        and (${os ?? null}::text is null or exists (
          select 1 from drivers d where d.model_id = m.id and d.status = '0' and d.os = ${os ?? null}))`.execute(
      t.app.ctx.db,
    );
    const rank = (k: string) => (k === key ? 0 : k.startsWith(key) ? 1 : 2);
    return rows.rows
      .sort((a, b) => rank(a.search_key) - rank(b.search_key) || a.sort - b.sort || a.id - b.id)
      .map((r) => r.id);
  }

  async function paged(query: string, pageSize: number): Promise<{ ids: number[]; totals: Set<number> }> {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let pageNum = 1; pageNum < 200; pageNum++) {
      const r = await t.app.inject({
        method: 'GET',
        url: `${P}/public/models?${query}&pageSize=${pageSize}&pageNum=${pageNum}`,
      });
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json<Listed>();
      totals.add(body.total);
      ids.push(...body.rows.map((m) => m.modelId));
      if (body.rows.length < pageSize) break;
    }
    return { ids, totals };
  }

  it.each([
    ['bt', ''],
    ['pro', ''],
    ['pm241', ''],
    ['d5', ''],
    ['lx1', ''],
    ['wf', '&os=linux'],
  ])('keyword %s%s: every match once, the name first, then names starting with it, then the rest', async (key, os) => {
    const want = await expected(key, os ? os.slice('&os='.length) : undefined);
    expect(want.length, 'the key matches models').toBeGreaterThan(0);
    for (const pageSize of [10, 50]) {
      const got = await paged(`keyword=${key}${os}`, pageSize);
      expect(got.ids).toEqual(want);
      expect([...got.totals]).toEqual([want.length]);
    }
  });
});
