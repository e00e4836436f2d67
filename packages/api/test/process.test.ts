/**
 * The real CLI process (`node --import tsx src/main.ts`), as `npm start` runs it:
 * production mode without a built-in admin password, the one-time `setup` command, structured JSON
 * logs, security headers over a real socket, the health endpoint, and graceful SIGTERM (an in-flight
 * request whose body is still arriving completes and is stored; the process exits 0 and the row is in
 * the database it leaves behind).
 * Runs on PostgreSQL (its own schema) and on PGlite (its own data directory).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib.js';
import { createTaggedSchema, dropSchemaAt } from '../scripts/pg-url.js';
import { openDatabase } from '../src/db/index.js';
import { ENGINES, P, PG_URL, testSchemaName } from './helpers.js';

const PKG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Proc {
  child: ChildProcess;
  lines: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(args: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: PKG_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let buf = '';
  const onData = (d: Buffer) => {
    buf += d.toString();
    let i: number;
    while ((i = buf.indexOf('\n')) >= 0) {
      lines.push(buf.slice(0, i));
      buf = buf.slice(i + 1);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, lines, exit };
}

async function waitHealthy(base: string, proc: Proc, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.lines.join('\n')}`);
    try {
      const r = await fetch(`${base}${P}/health`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`not healthy in time:\n${proc.lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const json = (lines: string[]) =>
  lines
    .filter((l) => l.trim())
    .map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        throw new Error(`log line is not JSON: ${l}`);
      }
    });

describe.each(ENGINES)('the server process on %s', (engine) => {
  let env: Record<string, string>;
  let schema: string | null = null;
  let filesDir: string;
  let dataDir: string | null = null;
  let port: number;
  let base: string;
  let server: Proc | null = null;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-proc-files-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      FILES_DIR: filesDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_DISABLED: '1',
      ADMIN_PASSWORD: '',
    };
    if (engine === 'postgres') {
      schema = testSchemaName();
      await createTaggedSchema(PG_URL, schema);
      Object.assign(env, { DATABASE_URL: PG_URL, DB_SCHEMA: schema });
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-proc-pglite-'));
      Object.assign(env, { DATABASE_URL: '', DATA_DIR: dataDir });
    }
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exit;
    }
    if (schema) await dropSchemaAt(PG_URL, schema);
    fs.rmSync(filesDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  it('production start: no built-in admin, JSON logs, health, security headers', async () => {
    server = run([], env);
    await waitHealthy(base, server);
    const h = await fetch(`${base}${P}/health`);
    expect(await h.json()).toMatchObject({ code: 200, data: { status: 'ok', engine } });
    expect(h.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(h.headers.get('x-content-type-options')).toBe('nosniff');
    expect(h.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.headers.get('strict-transport-security')).toBeNull(); // plain http, no proxy
    const demo = await fetch(`${base}${P}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    expect(demo.status).toBe(400);
    const logs = json(server.lines);
    expect(
      logs.every((l) => typeof l.level === 'number' && typeof l.time === 'number' && typeof l.msg === 'string'),
    ).toBe(true);
    expect(logs.some((l) => String(l.msg).includes('production mode: no user exists'))).toBe(true);
    expect(logs.some((l) => String(l.msg).includes('demo accounts'))).toBe(false);
    const done = logs.find((l) => l.msg === 'request completed');
    expect(done).toMatchObject({
      reqId: expect.any(String),
      res: { statusCode: expect.any(Number) },
      responseTime: expect.any(Number),
    });
    expect(logs.find((l) => l.msg === 'labelwise api ready')).toMatchObject({ engine });
  }, 180_000);

  // PostgreSQL only: a PGlite data directory belongs to the one server process that has it open.
  it.skipIf(engine === 'pglite')(
    '`setup` creates the first admin once (the running server sees it), then refuses',
    async () => {
      const first = run(['setup'], { ...env, ADMIN_PASSWORD: 'first-admin-password' });
      expect((await first.exit).code, first.lines.join('\n')).toBe(0);
      expect(first.lines.join('\n')).toContain('created admin account "admin"');
      const ok = await fetch(`${base}${P}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'first-admin-password' }),
      });
      expect(ok.status).toBe(200);
      const again = run(['setup'], { ...env, ADMIN_PASSWORD: 'another-password-123' });
      expect((await again.exit).code).toBe(1);
      expect(again.lines.join('\n')).toContain('already exists');
    },
    180_000,
  );

  it('SIGTERM: an in-flight request completes and is stored, the process exits 0', async () => {
    const body = JSON.stringify({
      name: 'Graceful',
      email: 'g@example.com',
      message: 'sent during shutdown',
      role: 'driver_user',
      os: 'linux',
    });
    const half = Math.floor(body.length / 2);
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${base}${P}/contact`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let b = '';
          res.on('data', (d: Buffer) => (b += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: b }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      // Half the body is on the wire; stop the server, then finish the request.
      setTimeout(() => {
        server!.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 300);
    });
    const r = await response;
    expect(r.status, r.body).toBe(200);
    const id = JSON.parse(r.body).data.id as number;
    expect(id).toEqual(expect.any(Number));
    const exit = await server!.exit;
    expect(exit.code).toBe(0);
    const logs = json(server!.lines);
    expect(logs.some((l) => l.msg === 'shutting down: finishing in-flight requests' && l.signal === 'SIGTERM')).toBe(
      true,
    );
    expect(logs.some((l) => l.msg === 'shutdown complete')).toBe(true);
    await expect(fetch(`${base}${P}/health`)).rejects.toThrow();

    // The stored row is in the database the process left behind (PGlite: its data directory, reopened here
    // after a clean shutdown; restarts after SIGKILL are covered by `pnpm check:durability`).
    const database =
      engine === 'pglite'
        ? await openDatabase({ dataDir: dataDir! })
        : await openDatabase({ databaseUrl: PG_URL, schema: schema!, poolMax: 1 });
    try {
      const row = await database.db
        .selectFrom('contact_messages')
        .select(['message', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toEqual({ message: 'sent during shutdown', email: 'g@example.com' });
    } finally {
      await database.close();
    }
  }, 180_000);
});
