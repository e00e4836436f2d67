/**
 * Figures for running several API processes, all on this machine, in one run:
 *   1. public model search, req/s and p99 with 1 process vs 3 processes on one PostgreSQL schema (autocannon,
 *      spread over the processes' URLs; cached and uncached searches);
 *   2. upload and download throughput of a 50 MB file, local disk vs S3 (s3rver on loopback), streamed and
 *      (S3) via the signed-URL redirect;
 *   3. time from an admin write on one process to the invalidation of another process's cached public answer.
 *
 * Usage: pnpm bench:scale     Env: BENCH_SECONDS (8), BENCH_CONNECTIONS (30, a multiple of 3),
 *   BENCH_PARTS (search,transfer,invalidation: which parts to run), BENCH_INVALIDATION_RUNS (3 runs of 20 writes,
 *   each with two fresh processes). Run it under `flock /tmp/heavy.lock` on a shared machine: it prints the load.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { dropSchema, loginAdmin, newSchema, pgQuery, pgUrl, startServer, tmpDir, type Server } from './lib.js';
import { startS3, type TestS3 } from './s3-server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNS = Number(process.env.BENCH_CONNECTIONS ?? 30);
const FILE_MB = 50;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'search,transfer,invalidation').split(','));
const INVALIDATION_RUNS = Number(process.env.BENCH_INVALIDATION_RUNS ?? 3);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))),
  );

/** autocannon spreads connections over several URLs (documented), which its typings do not declare. */
const several = (urls: string[]) => urls as unknown as string;

async function processes(n: number, env: Record<string, string>): Promise<Server[]> {
  return Promise.all(Array.from({ length: n }, () => startServer({ ...env, FILES_DIR: tmpDir('lw-scale-files-') })));
}

const baseEnv = async (schema: string): Promise<Record<string, string>> => ({
  DATABASE_URL: await pgUrl(),
  DB_SCHEMA: schema,
  PG_POOL_MAX: '10',
  CONTACT_RATE_MAX: '1000000',
  CONTACT_GLOBAL_MAX: '1000000',
  // Every acknowledged message is counted afterwards: the unread inbox's cap must not drop any.
  CONTACT_UNREAD_MAX: '100000000',
  LOGIN_RATE_MAX: '1000',
  UPLOAD_MAX_MB: String(FILE_MB + 10),
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

// ---------- 1. 1 vs 3 processes ----------
async function searchScaling(): Promise<string[]> {
  const schema = await newSchema('scale');
  const lines: string[] = [];
  try {
    const env = await baseEnv(schema);
    const servers = await processes(3, env);
    try {
      const path = '/api-v1.0/public/models?keyword=pm241';
      const kws = ['pm', 'd5', 'am', 'pm24', 'd4', 'bt', '6', 'wf', 'pm2', 'a6'];
      let n = 0;
      const uncached: autocannon.Options['requests'] = [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/api-v1.0/public/models?keyword=${kws[n++ % kws.length]}${n}` }),
        },
      ];
      for (const s of servers) await run({ url: `${s.base}${path}`, connections: 10, duration: 2 }); // warm-up
      for (const [label, count] of [
        ['1 process', 1],
        ['3 processes', 3],
      ] as const) {
        const urls = servers.slice(0, count).map((s) => `${s.base}${path}`);
        const cached = await run({ url: several(urls), connections: CONNS, duration: DURATION });
        lines.push(
          `| ${label} | model search, cached (ETag) | ${CONNS} | ${Math.round(cached.requests.average)} | ${cached.latency.p50} | ${cached.latency.p99} | ${cached.non2xx + cached.errors} | ${load()} |`,
        );
        const unc = await run({
          url: several(servers.slice(0, count).map((s) => s.base)),
          connections: CONNS,
          duration: DURATION,
          requests: uncached,
        });
        lines.push(
          `| ${label} | model search, uncached (unique keywords) | ${CONNS} | ${Math.round(unc.requests.average)} | ${unc.latency.p50} | ${unc.latency.p99} | ${unc.non2xx + unc.errors} | ${load()} |`,
        );
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  } finally {
    await dropSchema(schema);
  }
  return lines;
}

// ---------- 2. 50 MB upload / download ----------
async function transfer(label: string, extraEnv: Record<string, string>, redirect: boolean): Promise<string> {
  const schema = await newSchema('scale');
  try {
    const [server] = await processes(1, {
      ...(await baseEnv(schema)),
      ...extraEnv,
      ...(redirect ? { DOWNLOAD_MODE: 'redirect' } : {}),
    });
    try {
      await pgQuery(schema, `update configs set config_value = $1 where config_key = 'sys.upload.maxSizeMb'`, [
        String(FILE_MB + 10),
      ]);
      const token = await loginAdmin(server!.base);
      await fetch(`${server!.base}/api-v1.0/system/config/refreshCache`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      const data = Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(FILE_MB * 1024 * 1024 - 4)]);
      const boundary = `----lw${crypto.randomBytes(8).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big-driver.zip"\r\nContent-Type: application/zip\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const t0 = performance.now();
      const up = await fetch(`${server!.base}/api-v1.0/common/upload`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
        body,
      });
      const upMs = performance.now() - t0;
      const j = (await up.json()) as { data: { url: string; sha256: string }; msg: string };
      if (up.status !== 200) throw new Error(`upload failed: ${j.msg}`);
      const t1 = performance.now();
      const dl = await fetch(`${server!.base}${j.data.url}`, { redirect: 'follow' });
      const got = Buffer.from(await dl.arrayBuffer());
      const dlMs = performance.now() - t1;
      const same = crypto.createHash('sha256').update(got).digest('hex') === j.data.sha256;
      const mbps = (ms: number) => ((FILE_MB / ms) * 1000).toFixed(0);
      return `| ${label} | ${FILE_MB} MB | ${upMs.toFixed(0)} ms (${mbps(upMs)} MB/s) | ${dlMs.toFixed(0)} ms (${mbps(dlMs)} MB/s) | ${same ? 'yes' : 'NO'} |`;
    } finally {
      await server!.stop();
    }
  } finally {
    await dropSchema(schema);
  }
}

// ---------- 3. invalidation delay ----------
/** Nearest-rank quantile of sorted values. */
const quantile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
const summary = (delays: number[]) => {
  const d = [...delays].sort((x, y) => x - y);
  return `median ${quantile(d, 0.5).toFixed(1)} ms, p95 ${quantile(d, 0.95).toFixed(1)} ms, max ${d.at(-1)!.toFixed(1)} ms over ${d.length} writes`;
};

/** Delays (ms) from B's answer to an admin write until A's cached public answer shows it, with two fresh processes. */
async function invalidation(samples = 20): Promise<number[]> {
  const schema = await newSchema('scale');
  try {
    const [a, b] = await processes(2, { ...(await baseEnv(schema)), CACHE_TTL_MS: '600000' });
    try {
      const token = await loginAdmin(b!.base);
      const url = `${a!.base}/api-v1.0/public/brands?pageSize=50`;
      const delays: number[] = [];
      for (let i = 0; i < samples; i++) {
        await (await fetch(url)).arrayBuffer();
        const marker = `scale ${i} ${crypto.randomUUID()}`;
        const put = await fetch(`${b!.base}/api-v1.0/site/brand`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ brandId: 1, description: marker }),
        });
        await put.arrayBuffer();
        if (put.status !== 200) throw new Error(`write failed: ${put.status}`);
        const written = performance.now();
        for (;;) {
          const r = (await (await fetch(url)).json()) as { rows: Array<{ brandId: number; description: string }> };
          if (r.rows.find((x) => x.brandId === 1)?.description === marker) break;
          if (performance.now() - written > 5000) throw new Error('not invalidated within 5 s');
        }
        delays.push(performance.now() - written);
      }
      return delays;
    } finally {
      await Promise.all([a!.stop(), b!.stop()]);
    }
  } finally {
    await dropSchema(schema);
  }
}

await pgUrl();
console.log(
  `labelwise bench:scale — node ${process.version}, ${os.cpus().length} cpus (${os.cpus()[0]?.model ?? '?'}), load ${load()}\n`,
);
if (PARTS.has('search')) {
  console.log(`## 1 vs 3 processes (autocannon in this process, ${DURATION} s per row)\n`);
  console.log('| processes | scenario | conns | req/s | p50 ms | p99 ms | non-2xx + errors | load after |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const l of await searchScaling()) console.log(l);
}

if (PARTS.has('transfer')) {
  console.log(`\n## ${FILE_MB} MB upload and download through the API\n`);
  console.log('| store | size | upload | download | SHA-256 equal |');
  console.log('| --- | --- | ---: | ---: | --- |');
  console.log(await transfer('local disk', {}, false));
  const s3: TestS3 = await startS3();
  try {
    console.log(await transfer('S3 (s3rver), streamed through the API', s3.env, false));
    console.log(await transfer('S3 (s3rver), download by signed-URL redirect', s3.env, true));
  } finally {
    await s3.close();
  }
  console.log(`load after: ${load()}`);
}

if (PARTS.has('invalidation')) {
  console.log("\n## Cache invalidation across processes (admin write on B → A's cached answer replaced)\n");
  const all: number[] = [];
  for (let run = 1; run <= INVALIDATION_RUNS; run++) {
    const delays = await invalidation();
    all.push(...delays);
    console.log(`run ${run}: ${summary(delays)}; load ${load()}`);
  }
  console.log(`all runs: ${summary(all)} (cache TTL 600 s, so only the NOTIFY can explain it)`);
}
console.log(`\nload after: ${load()}`);
process.exit(0);
