/**
 * Three API processes (`node --import tsx src/main.ts`, as `npm start` runs it) on one PostgreSQL schema, one S3
 * server (s3rver on loopback) and one Redis, each with its own empty local directory so nothing can come from a
 * shared disk:
 *   - a driver uploaded through A downloads through C with the same SHA-256;
 *   - an admin write on B shows on A's cached public endpoint within 1 s (LISTEN/NOTIFY);
 *   - the per-address sign-in failure limit is reached by failures sent to A and B together;
 *   - `kill -9` of one process in the middle of a contact-form load loses no accepted submission.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, startServer, type Server } from '../scripts/lib.js';
import { createTaggedSchema, dropSchemaAt } from '../scripts/pg-url.js';
import { startS3, type TestS3 } from '../scripts/s3-server.js';
import { P, PG_URL, REDIS_URL, dropRedisKeys, multipart, testRedisPrefix, testSchemaName } from './helpers.js';

const skip = process.env.TEST_SKIP_POSTGRES === '1';
if (skip) console.warn('[multi-process] skipped: TEST_SKIP_POSTGRES=1 (three processes need one shared PostgreSQL)');

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe.skipIf(skip)('three API processes on shared PostgreSQL, S3 and Redis', () => {
  const schema = testSchemaName('mp');
  const redisPrefix = testRedisPrefix();
  const dirs: string[] = [];
  const output: string[][] = [[], [], []];
  let s3: TestS3;
  let a: Server;
  let b: Server;
  let c: Server;
  let token: string;

  beforeAll(async () => {
    await createTaggedSchema(PG_URL, schema);
    s3 = await startS3();
    const env = (i: number) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lw-mp-${i}-`));
      dirs.push(dir);
      return {
        DATABASE_URL: PG_URL,
        DB_SCHEMA: schema,
        FILES_DIR: dir,
        ...s3.env,
        REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        // Long enough that only the invalidation, not the expiry, can make a write visible within a second.
        CACHE_TTL_MS: '60000',
        CONTACT_RATE_MAX: '100000',
        CONTACT_GLOBAL_MAX: '100000',
        // Every acknowledged message is counted afterwards: the unread inbox's cap must not drop any.
        CONTACT_UNREAD_MAX: '100000000',
        LOGIN_RATE_MAX: '1000',
        PG_POOL_MAX: '4',
        // Unset for the server (this process set it for s3rver's client), so the server's own handling is what runs.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: '',
      };
    };
    // Started together: migrations and the seed are serialised by advisory locks.
    [a, b, c] = (await Promise.all([0, 1, 2].map((i) => startServer(env(i), output[i])))) as [Server, Server, Server];
    token = await loginAdmin(a.base);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b, c].filter(Boolean).map((s) => s.kill()));
    await s3?.close();
    await dropSchemaAt(PG_URL, schema);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    await dropRedisKeys(redisPrefix);
  }, 60_000);

  it('a driver uploaded through A downloads through C with the same SHA-256', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(2 * 1024 * 1024)]);
    const m = multipart('driver-2.0.zip', zip);
    const up = await fetch(`${a.base}${P}/common/upload`, {
      method: 'POST',
      headers: { ...m.headers, authorization: `Bearer ${token}` },
      body: m.payload,
    });
    const body = (await up.json()) as { data: { fileName: string; sha256: string; url: string } };
    expect(up.status, JSON.stringify(body)).toBe(200);
    expect(body.data.sha256).toBe(sha(zip));
    // Attached to nothing yet, so downloaded as the operator who uploaded it.
    const dl = await fetch(`${c.base}${body.data.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(dl.status).toBe(200);
    const got = Buffer.from(await dl.arrayBuffer());
    expect(sha(got)).toBe(sha(zip));
    expect(dl.headers.get('x-checksum-sha256')).toBe(sha(zip));
    expect(fs.existsSync(path.join(dirs[2]!, body.data.fileName)), 'C read it from S3, not from a disk').toBe(false);
  });

  it("an admin write on B is visible on A's cached public endpoint within 1 s", async () => {
    const url = `${a.base}${P}/public/brands?pageSize=50`;
    const description = (j: { rows: Array<{ brandId: number; description: string }> }) =>
      j.rows.find((r) => r.brandId === 1)?.description;
    await fetch(url);
    const cached = await fetch(url);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    const marker = `Renamed on B ${crypto.randomUUID()}`;
    const t0 = performance.now();
    const put = await fetch(`${b.base}${P}/site/brand`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ brandId: 1, description: marker }),
    });
    expect(put.status).toBe(200);
    const written = performance.now();
    let seen = -1;
    while (performance.now() - t0 < 3000) {
      if (description((await (await fetch(url)).json()) as never) === marker) {
        seen = performance.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(seen, 'A never showed the write').toBeGreaterThan(0);
    console.log(
      `[multi-process] admin write on B visible on A ${(seen - written).toFixed(0)} ms after B answered (${(seen - t0).toFixed(0)} ms after it was sent)`,
    );
    expect(seen - written).toBeLessThan(1000);
  });

  it('the per-address sign-in failure limit counts failures sent to A and B together', async () => {
    const attempt = (s: Server, i: number) =>
      fetch(`${s.base}${P}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `nobody${i}`, password: 'wrong-password' }),
      });
    const statuses = [];
    // 20 failures over 20 names (so no single account-at-address delay applies), alternating processes.
    for (let i = 0; i < 20; i++) statuses.push((await attempt(i % 2 ? b : a, i)).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    for (const s of [a, b, c]) {
      const r = await attempt(s, 100);
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('kill -9 of one process during a contact-form load: every accepted submission is stored', async () => {
    const targets = [a, b, c];
    const accepted: number[] = [];
    let failed = 0;
    let acceptedByB = 0;
    let n = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        const i = n++;
        const target = targets[i % 3]!;
        try {
          const r = await fetch(`${target.base}${P}/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Load ${i}`,
              email: `load${i}@example.com`,
              message: `message ${i} ${crypto.randomUUID()}`,
              role: 'software_user',
              os: 'linux',
            }),
          });
          const j = (await r.json()) as { data?: { id?: number } };
          if (r.status >= 200 && r.status < 300 && typeof j.data?.id === 'number') {
            accepted.push(j.data.id);
            if (target === b) acceptedByB++;
          } else failed++;
        } catch {
          failed++;
        }
      }
    };
    const workers = Array.from({ length: 12 }, () => worker());
    // Kill B in the middle of the load: once it has accepted a few submissions (at least 1 s in), whatever the load.
    const started = Date.now();
    while ((Date.now() - started < 1000 || acceptedByB < 5) && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 20));
    const byBBeforeKill = acceptedByB;
    await b.kill();
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(workers);

    const client = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
    await client.connect();
    const stored = await client.query<{ id: number }>('select id from contact_messages where id = any($1::int[])', [
      accepted,
    ]);
    await client.end();
    const missing = accepted.length - stored.rowCount!;
    console.log(
      `[multi-process] contact load: ${accepted.length} accepted (${byBBeforeKill} by B before its kill -9), ${failed} failed, ${missing} accepted but missing`,
    );
    expect(byBBeforeKill).toBeGreaterThanOrEqual(5);
    expect(accepted.length).toBeGreaterThan(20);
    expect(missing).toBe(0);
    // The survivors still serve.
    expect((await fetch(`${a.base}${P}/health/ready`)).status).toBe(200);
    expect((await fetch(`${c.base}${P}/health/ready`)).status).toBe(200);
  });

  it('every line the processes wrote is one JSON log object (no SDK notice or Node warning in between)', () => {
    // At LOG_LEVEL=warn a healthy run may write nothing at all (Node 22); on Node 20 the SDK line below is there.
    const lines = output.flat().filter((l) => l.trim() !== '');
    const notJson = lines.filter((l) => {
      try {
        return typeof JSON.parse(l) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    // On Node 20 the SDK's notice is there, once per process, as a log line.
    if (Number(process.versions.node.split('.')[0]) < 22)
      for (const out of output) expect(out.filter((l) => l.includes('need Node >= 22'))).toHaveLength(1);
  });
});
