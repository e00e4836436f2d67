/**
 * The public catalog's list queries read by index on a grown catalog (2,000 models, 10,000 drivers), so their cost
 * follows the page, not the catalog. PostgreSQL only: its planner is the one whose choice matters in production and
 * whose choice is reproducible after ANALYZE. The queries are the routes' own builders (lib/catalogQueries.ts).
 */
import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growCatalog } from '../scripts/catalog-growth.js';
import { brandModels, modelDrivers, modelManuals, modelSearch } from '../src/lib/catalogQueries.js';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe.skipIf(!ENGINES.includes('postgres'))('catalog query plans on a grown catalog (PostgreSQL)', () => {
  let t: TestApp;
  let modelId = 0;

  beforeAll(async () => {
    t = await makeApp('postgres');
    await growCatalog(t.app.ctx.db, 2000, 5);
    const m = await t.app.ctx.db
      .selectFrom('printer_models')
      .select('id')
      .where('name', 'like', '% Pro')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    modelId = m.id;
  }, 120_000);
  afterAll(async () => t?.close());

  /** The plan's scans: `Index Scan printer_models_public_idx`, `Seq Scan printer_models`, ... */
  async function scans(query: Compilable<unknown>): Promise<string[]> {
    const { sql: text, parameters } = query.compile();
    const r = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>`explain (format json) ${sql.raw(
      text.replace(/\$(\d+)/g, (_, n: string) => {
        const v = parameters[Number(n) - 1];
        return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
      }),
    )}`.execute(t.app.ctx.db);
    return nodes(r.rows[0]!['QUERY PLAN'][0]!.Plan)
      .filter((n) => n['Relation Name'] || n['Index Name'])
      .map((n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`);
  }
  const page = (list: { ordered: { limit(n: number): { offset(n: number): Compilable<unknown> } } }) =>
    list.ordered.limit(20).offset(0);

  it('a model-name search finds its few models through the trigram index, without reading every model', async () => {
    const plan = await scans(page(modelSearch(t.app.ctx.db, { key: 'pm241bt' })));
    expect(plan).toContain('Bitmap Index Scan printer_models_search_trgm_idx');
    expect(plan).not.toContain('Seq Scan printer_models');
  });

  it.each(['bt', 'pro'])(
    'a broad word (%s) reads names starting with it by index and the rest in list order, not every model',
    async (key) => {
      const plan = await scans(page(modelSearch(t.app.ctx.db, { key })));
      expect(plan).toContain('Index Scan printer_models_search_prefix_idx');
      expect(plan).not.toContain('Seq Scan printer_models');
    },
  );

  it('the model list and a brand list read their order from an index and stop at the page', async () => {
    const list = await scans(page(modelSearch(t.app.ctx.db, { key: '' })));
    expect(list).toContain('Index Scan printer_models_public_idx');
    expect(list).not.toContain('Seq Scan printer_models');
    const brand = await scans(page(brandModels(t.app.ctx.db, 1)));
    // A brand with many models walks the list's order and skips the others; one with few reads its own index.
    expect(
      brand.some((s) => /^Index Scan printer_models_(brand_)?public_idx$/.test(s)),
      brand.join(', '),
    ).toBe(true);
    expect(brand).not.toContain('Seq Scan printer_models');
  });

  it("one model's drivers and manuals come from the (model, status, release date) indexes", async () => {
    const drivers = await scans(page(modelDrivers(t.app.ctx.db, modelId)));
    expect(drivers.some((s) => s.endsWith('drivers_public_idx'))).toBe(true);
    expect(drivers).not.toContain('Seq Scan drivers');
    const manuals = await scans(page(modelManuals(t.app.ctx.db, modelId)));
    expect(manuals.some((s) => s.endsWith('manuals_public_idx'))).toBe(true);
  });
});
