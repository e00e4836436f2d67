/**
 * Public catalog reads at seed size and grown 100× (10,031 models, about 100,000 drivers), side by side, on PGlite
 * and (when reachable) PostgreSQL in a temporary schema: model search, the model list and one model's driver list,
 * each request made unique with a throwaway query parameter so the response cache never answers (the totals kept
 * beside it still do: that is the design, lib/catalogQueries.ts). Requests go through the whole app (Fastify
 * inject), one at a time, so the figures are per-request latency without the network.
 *
 * Usage: pnpm bench:catalog   Env: BENCH_REQUESTS (300 per row), BENCH_ENGINES (pglite,postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import type { App } from '../src/context.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { growCatalog } from './catalog-growth.js';
import { dropSchema, newSchema, pgUrl } from './lib.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const GROWN_MODELS = 10_000;
const DRIVERS_PER_MODEL = 10;
const P = '/api-v1.0/public';
/** Broad words match a share of the catalog, so 100× the models at 100×; model names match the same few. */
const BROAD = ['pro', 'bt', 'wf', 'air'];
const SPECIFIC = ['pm241bt', 'd550pro', 'pl70', '6xl', 'am243', 'p780bt'];

type Scenario = { name: string; url: (i: number, modelIds: number[]) => string };
const SCENARIOS: Scenario[] = [
  { name: 'model search, a model name', url: (i) => `${P}/models?keyword=${SPECIFIC[i % SPECIFIC.length]}` },
  { name: 'model search, a broad word', url: (i) => `${P}/models?keyword=${BROAD[i % BROAD.length]}` },
  { name: 'model list (pages 1–3)', url: (i) => `${P}/models?pageNum=${1 + (i % 3)}&pageSize=10` },
  { name: "one model's drivers", url: (i, ids) => `${P}/models/${ids[i % ids.length]}/drivers?pageSize=10` },
];

let unique = 0;
const quantile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

async function measure(app: App, s: Scenario, modelIds: number[]): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = -30; i < REQUESTS; i++) {
    const url = `${s.url(i + 30, modelIds)}&_b=${++unique}`;
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

async function openApp(database: Database, filesDir: string): Promise<App> {
  return createApp({ env: 'test', database, closeDatabase: false, filesDir, captchaDisabled: true, logger: false });
}

/** Published models with a published driver: the driver lists a visitor opens. */
async function modelsWithDrivers(database: Database): Promise<number[]> {
  const rows = await database.db
    .selectFrom('printer_models as m')
    .select('m.id')
    .where('m.status', '=', '0')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('drivers as d').select('d.id').whereRef('d.model_id', '=', 'm.id').where('d.status', '=', '0')),
    )
    .orderBy('m.id')
    .execute();
  return rows.map((r) => r.id);
}

const countOf = async (database: Database, table: 'printer_models' | 'drivers') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function benchEngine(engine: string): Promise<string[]> {
  const schema = engine === 'postgres' ? await newSchema('bench_catalog') : undefined;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-catalog-'));
  const database = await openDatabase(
    schema ? { databaseUrl: await pgUrl(), schema, poolMax: 4 } : { dataDir: 'memory://' },
  );
  const lines: string[] = [];
  try {
    const figures: Array<Array<{ p50: number; p99: number }>> = [];
    let counts = '';
    for (const grown of [false, true]) {
      if (grown) await growCatalog(database.db, GROWN_MODELS, DRIVERS_PER_MODEL);
      // A new app per size: the catalog grew behind the first one's caches.
      const app = await openApp(database, filesDir);
      try {
        const ids = await modelsWithDrivers(database);
        // About 270 models either way, so the grown run does not favour a few rows kept in memory.
        const sample = ids.filter((_, i) => i % Math.max(1, Math.floor(ids.length / 270)) === 0);
        const row: Array<{ p50: number; p99: number }> = [];
        for (const s of SCENARIOS) row.push(await measure(app, s, sample));
        figures.push(row);
        const [m, d] = [await countOf(database, 'printer_models'), await countOf(database, 'drivers')];
        counts += `${grown ? ' → ' : ''}${m} models / ${d} drivers`;
      } finally {
        await app.close();
      }
    }
    lines.push(`\n### ${engine} (${counts})\n`);
    lines.push('| query | 1× p50 ms | 100× p50 ms | 100× / 1× | 1× p99 ms | 100× p99 ms |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
    SCENARIOS.forEach((s, i) => {
      const [a, b] = [figures[0]![i]!, figures[1]![i]!];
      lines.push(
        `| ${s.name} | ${a.p50.toFixed(2)} | ${b.p50.toFixed(2)} | ${(b.p50 / a.p50).toFixed(2)}× | ${a.p99.toFixed(2)} | ${b.p99.toFixed(2)} |`,
      );
    });
  } finally {
    await database.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
    if (schema) await dropSchema(schema);
  }
  return lines;
}

console.log(
  `labelwise bench:catalog — node ${process.version}, ${os.cpus().length} cpus, load ${os.loadavg()[0]!.toFixed(1)}, ${REQUESTS} requests per cell`,
);
for (const engine of ENGINES) {
  if (engine === 'postgres') {
    try {
      await pgUrl();
    } catch (err) {
      console.log(`\n### postgres: skipped (${(err as Error).message})`);
      continue;
    }
  }
  for (const line of await benchEngine(engine)) console.log(line);
}
console.log(`\nload after: ${os.loadavg()[0]!.toFixed(1)}`);
process.exit(0);
