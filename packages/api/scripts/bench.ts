/**
 * Loopback benchmark: model search, driver list and contact submission on PGlite and PostgreSQL.
 * Usage: pnpm bench [pglite|postgres] (default both). Prints req/s, p50, p99 and the contact check.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { PG_URL, allContactIds, dropSchema, loginAdmin, newSchema, startServer, tmpDir, type Server } from './lib.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  engine: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  note: string;
}

async function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const inst = autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
    void inst;
  });
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<Row[]> {
  const schema = newSchema('bench');
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    FILES_DIR: tmpDir('lw-bench-files-'),
    CONTACT_RATE_MAX: '1000000',
    LOGIN_RATE_MAX: '1000',
    ...(engine === 'postgres' ? { DATABASE_URL: PG_URL, DB_SCHEMA: schema, PG_POOL_MAX: '20' } : { DATA_DIR: tmpDir('lw-bench-pglite-') }),
  };
  const server: Server = await startServer(env);
  const rows: Row[] = [];
  try {
    const base = server.base;
    const search = await (await fetch(`${base}/api-v1.0/public/models?keyword=pm241`)).json() as { rows: Array<{ modelId: number }> };
    const modelId = search.rows[0]!.modelId;
    // warm-up
    await run({ url: `${base}/api-v1.0/public/models?keyword=pm241`, connections: 10, duration: 2 });
    for (const [scenario, path] of [
      ['model search', '/api-v1.0/public/models?keyword=pm241'],
      ['driver list', `/api-v1.0/public/models/${modelId}/drivers`],
    ] as const) {
      const r = await run({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION });
      rows.push({ engine, scenario, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, note: `${CONNECTIONS} conns, ${DURATION}s` });
    }
    // uncached: distinct keywords defeat the response cache (shows the database path)
    let n = 0;
    const kws = ['pm', 'd5', 'am', 'pm24', 'd4', 'bt', '6', 'wf', 'pm2', 'a6'];
    const unc = await run({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api-v1.0/public/models?keyword=${kws[n++ % kws.length]}${n}` }) }],
    });
    rows.push({ engine, scenario: 'model search (uncached, unique keywords)', rps: Math.round(unc.requests.average), p50: unc.latency.p50, p99: unc.latency.p99, non2xx: unc.non2xx, errors: unc.errors, note: `${CONNECTIONS} conns, ${DURATION}s` });

    // contact: 2,000 submissions from 100 concurrent clients
    const accepted: number[] = [];
    let i = 0;
    let fiveXX = 0;
    const c = await run({
      url: base,
      connections: 100,
      amount: 2000,
      requests: [
        {
          method: 'POST',
          path: '/api-v1.0/contact',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: `${JSON.stringify({ name: `Load ${i}`, email: `load${i}@example.com`, message: `message ${i++}`, role: 'software_user', os: 'linux' })}` }),
          onResponse: (status, body) => {
            if (status >= 500) fiveXX++;
            if (status === 200) {
              const id = (JSON.parse(body) as { data?: { id?: number } }).data?.id;
              if (typeof id === 'number') accepted.push(id);
            }
          },
        },
      ],
    });
    const token = await loginAdmin(base);
    const stored = await allContactIds(base, token);
    const missing = accepted.filter((id) => !stored.has(id)).length;
    rows.push({
      engine,
      scenario: 'contact submit (2,000 from 100 clients)',
      rps: Math.round(c.requests.average),
      p50: c.latency.p50,
      p99: c.latency.p99,
      non2xx: c.non2xx,
      errors: c.errors,
      note: `accepted ${accepted.length}, stored ${stored.size}, missing ${missing}, 5xx ${fiveXX}`,
    });
  } finally {
    await server.stop();
    if (engine === 'postgres') await dropSchema(schema);
  }
  return rows;
}

const which = process.argv[2];
const engines: Array<'pglite' | 'postgres'> = which === 'pglite' || which === 'postgres' ? [which] : ['pglite', 'postgres'];
console.log(`labelwise api bench — node ${process.version}, ${os.cpus().length} cpus, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
const all: Row[] = [];
for (const e of engines) all.push(...(await benchEngine(e)));
console.log('\n| engine | scenario | req/s | p50 ms | p99 ms | non-2xx | errors | note |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of all) console.log(`| ${r.engine} | ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.note} |`);
console.log(`\nload after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
