/**
 * Loopback benchmark (autocannon) of the real server process on PGlite and PostgreSQL:
 *   - model search `?keyword=pm241` and a model's driver list, cached with an ETag, at each connection
 *     count in BENCH_CONNECTIONS (default "10,50"), plus revalidation with If-None-Match (304);
 *   - model search with unique keywords (cache defeated: the database path);
 *   - 2,000 contact submissions from 100 concurrent clients, then the stored rows are counted: every
 *     accepted id must be in the database and there must be no 5xx.
 * Prints req/s, p50 and p99 latency per scenario and whether the targets were met
 * (PostgreSQL, cached search and driver list: >= 5,000 req/s and p99 < 20 ms).
 *
 * Usage: pnpm bench [pglite|postgres]   (default both)
 * Env:   BENCH_SECONDS (10), BENCH_CONNECTIONS ("10,50"), BENCH_WAIT_IDLE=<load> waits (up to 20 min)
 *        until the 1-minute load average is below <load> before each engine.
 * Exit code 1 if the contact check fails (a missing acknowledged row or a 5xx).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import {
  allContactIds,
  describePg,
  dropSchema,
  loginAdmin,
  newSchema,
  pgQuery,
  pgUrl,
  startServer,
  tmpDir,
  type Server,
} from './lib.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNS = (process.env.BENCH_CONNECTIONS ?? '10,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const WAIT_IDLE = process.env.BENCH_WAIT_IDLE ? Number(process.env.BENCH_WAIT_IDLE) : null;

interface Row {
  engine: string;
  scenario: string;
  conns: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  note: string;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function waitIdle() {
  if (WAIT_IDLE === null) return;
  const deadline = Date.now() + 20 * 60_000;
  while (os.loadavg()[0]! > WAIT_IDLE && Date.now() < deadline) {
    console.log(`waiting for load < ${WAIT_IDLE} (now ${load()})`);
    await new Promise((r) => setTimeout(r, 15_000));
  }
}

const row = (
  engine: string,
  scenario: string,
  conns: number,
  r: autocannon.Result,
  note = '',
  fixedAmount = false,
): Row => ({
  engine,
  scenario,
  conns,
  // Per-second average for timed runs. A fixed-amount run (contact) ends on autocannon's 1-second tick,
  // so its wall time is quantised; its throughput is taken from Little's law: connections / mean latency.
  rps: Math.round(fixedAmount ? (1000 * conns) / r.latency.mean : r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  note: note || `${DURATION} s, load ${load()}`,
});

type Engine = 'pglite' | 'postgres';

/** Cached, revalidated and uncached reads of the public endpoints, one row per run. */
async function benchReads(engine: Engine, base: string): Promise<Row[]> {
  const rows: Row[] = [];
  const search = (await (await fetch(`${base}/api-v1.0/public/models?keyword=pm241`)).json()) as {
    rows: Array<{ modelId: number }>;
  };
  const modelId = search.rows[0]!.modelId;
  const searchPath = '/api-v1.0/public/models?keyword=pm241';
  const driverPath = `/api-v1.0/public/models/${modelId}/drivers`;
  await run({ url: `${base}${searchPath}`, connections: 10, duration: 2 }); // warm-up (JIT, cache, pool)
  await run({ url: `${base}${driverPath}`, connections: 10, duration: 1 });

  for (const conns of CONNS) {
    rows.push(
      row(
        engine,
        'model search (cached, ETag)',
        conns,
        await run({ url: `${base}${searchPath}`, connections: conns, duration: DURATION }),
      ),
    );
    rows.push(
      row(
        engine,
        'driver list (cached, ETag)',
        conns,
        await run({ url: `${base}${driverPath}`, connections: conns, duration: DURATION }),
      ),
    );
  }
  const etag = (await fetch(`${base}${searchPath}`)).headers.get('etag') ?? '';
  const maxConns = Math.max(...CONNS);
  const reval = await run({
    url: `${base}${searchPath}`,
    connections: maxConns,
    duration: DURATION,
    headers: { 'if-none-match': etag },
  });
  rows.push(
    row(
      engine,
      'model search, If-None-Match (304)',
      maxConns,
      reval,
      `${reval['3xx'] ?? 0} × 304; ${DURATION} s, load ${load()}`,
    ),
  );

  // Unique keywords defeat the response cache: this is the database path.
  let n = 0;
  const kws = ['pm', 'd5', 'am', 'pm24', 'd4', 'bt', '6', 'wf', 'pm2', 'a6'];
  const unc = await run({
    url: base,
    connections: maxConns,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api-v1.0/public/models?keyword=${kws[n++ % kws.length]}${n}` }),
      },
    ],
  });
  rows.push(row(engine, 'model search (uncached: unique keywords)', maxConns, unc));

  return rows;
}

/** 2,000 contact submissions from 100 concurrent clients; every acknowledged one must be stored. */
async function benchContact(engine: Engine, base: string, schema: string): Promise<{ row: Row; contactOk: boolean }> {
  // 2,000 contact submissions from 100 concurrent clients.
  const accepted: number[] = [];
  let i = 0;
  let fiveXX = 0;
  const t0 = performance.now();
  const c = await run({
    url: base,
    connections: 100,
    amount: 2000,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api-v1.0/contact',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            name: `Load ${i}`,
            email: `load${i}@example.com`,
            message: `message ${i++}`,
            role: 'software_user',
            os: 'linux',
          }),
        }),
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
  const elapsed = (performance.now() - t0) / 1000;
  const token = await loginAdmin(base);
  const stored = await allContactIds(base, token);
  const dbCount =
    engine === 'postgres'
      ? Number((await pgQuery<{ n: string }>(schema, 'select count(*) as n from contact_messages'))[0]!.n)
      : stored.size;
  const missing = accepted.filter((id) => !stored.has(id)).length;
  const contactOk = missing === 0 && fiveXX === 0 && accepted.length === 2000;
  const submitRow = row(
    engine,
    'contact submit: 2,000 from 100 clients',
    100,
    c,
    `done in ≤ ${elapsed.toFixed(1)} s; accepted ${accepted.length}, rows in db ${dbCount}, acknowledged but missing ${missing}, 5xx ${fiveXX} → ${contactOk ? 'PASS' : 'FAIL'}`,
    true,
  );
  return { row: submitRow, contactOk };
}

async function benchEngine(engine: Engine): Promise<{ rows: Row[]; contactOk: boolean }> {
  await waitIdle();
  const schema = engine === 'postgres' ? await newSchema('bench') : '';
  const env: Record<string, string> = {
    FILES_DIR: tmpDir('lw-bench-files-'),
    CONTACT_RATE_MAX: '1000000',
    CONTACT_GLOBAL_MAX: '1000000',
    // Every acknowledged message is counted afterwards: the unread inbox's cap must not drop any.
    CONTACT_UNREAD_MAX: '100000000',
    LOGIN_RATE_MAX: '1000',
    ...(engine === 'postgres'
      ? { DATABASE_URL: await pgUrl(), DB_SCHEMA: schema, PG_POOL_MAX: '20' }
      : { DATABASE_URL: '', DATA_DIR: tmpDir('lw-bench-pglite-') }),
  };
  const server: Server = await startServer(env);
  try {
    const rows = await benchReads(engine, server.base);
    const contact = await benchContact(engine, server.base, schema);
    return { rows: [...rows, contact.row], contactOk: contact.contactOk };
  } finally {
    await server.stop();
    if (engine === 'postgres') await dropSchema(schema);
  }
}

const which = process.argv[2];
const engines: Array<'pglite' | 'postgres'> =
  which === 'pglite' || which === 'postgres' ? [which] : ['pglite', 'postgres'];
if (engines.includes('postgres')) await pgUrl();
console.log(
  `labelwise api bench — node ${process.version}, ${os.cpus().length} cpus (${os.cpus()[0]?.model ?? '?'}), load ${load()}` +
    (engines.includes('postgres') ? `, PostgreSQL ${describePg()}` : ''),
);
const all: Row[] = [];
let ok = true;
for (const e of engines) {
  const r = await benchEngine(e);
  all.push(...r.rows);
  ok &&= r.contactOk;
}
const target = (r: Row) =>
  r.engine === 'postgres' && /^(model search|driver list) \(cached/.test(r.scenario)
    ? r.rps >= 5000 && r.p99 < 20
      ? 'met'
      : 'not met'
    : '';
console.log(
  '\n| engine | scenario | conns | req/s | p50 ms | p99 ms | non-2xx | errors | target (≥5,000 req/s, p99 < 20 ms) | note |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
for (const r of all)
  console.log(
    `| ${r.engine} | ${r.scenario} | ${r.conns} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${target(r)} | ${r.note} |`,
  );
console.log(
  `\nload after: ${load()}${os.loadavg()[0]! > 1.5 ? ' — the machine was busy: figures are pessimistic' : ''}`,
);
process.exit(ok ? 0 : 1);
