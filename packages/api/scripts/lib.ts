import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SCHEMA_TAG, redact, resolvePgUrl } from './pg-url.js';

export const PKG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** PostgreSQL for the checks: TEST_DATABASE_URL, DATABASE_URL, then the trust-auth defaults (see pg-url.ts). */
export let PG_URL = '';
export async function pgUrl(): Promise<string> {
  PG_URL ||= await resolvePgUrl(10_000);
  return PG_URL;
}

/** The servers run in production mode; the first admin comes from ADMIN_PASSWORD as in a real deployment. */
export const ADMIN_PASSWORD = 'bench-admin-password';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface Server {
  port: number;
  base: string;
  proc: ChildProcess;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/**
 * Runs `node --import tsx src/main.ts` (one process, so signals reach the server itself). With `output`, the
 * process's stdout and stderr lines are collected there instead of being dropped / passed through.
 */
export async function startServer(env: Record<string, string>, output?: string[]): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PKG_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      CAPTCHA_DISABLED: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', output ? 'pipe' : 'ignore', output ? 'pipe' : 'inherit'],
  });
  if (output) {
    for (const stream of [proc.stdout!, proc.stderr!]) {
      let buf = '';
      stream.on('data', (d: Buffer) => {
        buf += d.toString();
        const lines = buf.split('\n');
        buf = lines.pop()!;
        output.push(...lines);
      });
    }
  }
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null)
      throw new Error(`server exited with ${proc.exitCode}${output ? `:\n${output.join('\n')}` : ''}`);
    try {
      const r = await fetch(`${base}/api-v1.0/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = () =>
    new Promise<void>((resolve) =>
      proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve()),
    );
  return {
    port,
    base,
    proc,
    async stop() {
      proc.kill('SIGTERM');
      await exited();
    },
    async kill() {
      proc.kill('SIGKILL');
      await exited();
    },
  };
}

const tmpDirs: string[] = [];
process.on('exit', () => {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A temporary directory removed when the script exits. */
export function tmpDir(prefix: string): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tmpDirs.push(d);
  return d;
}

/** A new schema name; created (and tagged, so a killed run's leftovers are cleaned by the test setup). */
export async function newSchema(tag: string): Promise<string> {
  const schema = `${tag}_${crypto.randomBytes(5).toString('hex')}`;
  const c = new pg.Client({ connectionString: await pgUrl() });
  await c.connect();
  try {
    await c.query(`create schema "${schema}"`);
    await c.query(`comment on schema "${schema}" is '${SCHEMA_TAG} ${Date.now()}'`);
  } finally {
    await c.end();
  }
  return schema;
}

export async function dropSchema(schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: await pgUrl() });
  await c.connect();
  await c.query(`drop schema if exists "${schema}" cascade`);
  await c.end();
}

export const describePg = () => redact(PG_URL);

export async function pgQuery<T extends pg.QueryResultRow>(
  schema: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: await pgUrl(), options: `-c search_path=${schema}` });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}

export async function loginAdmin(base: string): Promise<string> {
  const r = await fetch(`${base}/api-v1.0/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const b = (await r.json()) as { token?: string; msg: string };
  if (!b.token) throw new Error(`login failed: ${b.msg}`);
  return b.token;
}

/** All contact message ids, paged through the admin API. */
export async function allContactIds(base: string, token: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const r = await fetch(`${base}/api-v1.0/site/contact/list?pageSize=50&pageNum=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const b = (await r.json()) as { rows: Array<{ contactId: number }>; total: number };
    for (const row of b.rows) ids.add(row.contactId);
    if (b.rows.length < 50) break;
  }
  return ids;
}

export const contactBody = (i: number) =>
  JSON.stringify({
    name: `Load ${i}`,
    email: `load${i}@example.com`,
    message: `message ${i}`,
    role: 'software_user',
    os: 'linux',
  });
