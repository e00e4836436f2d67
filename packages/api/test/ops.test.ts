/**
 * Start-up and failure behaviour of createApp on each engine: production mode has no built-in admin
 * password (the first admin comes from ADMIN_PASSWORD, at least 12 characters), development mode
 * creates the demo accounts and says so, migrations and the seed run once per database, and a database
 * outage gives 503 with Retry-After everywhere, logged once — never a stack trace.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDemoStoreUrl } from '@labelwise/contract/rules';
import { createTaggedSchema, dropSchemaAt } from '../scripts/pg-url.js';
import { createApp, type AppOptions } from '../src/app.js';
import type { App } from '../src/context.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { isDatabaseUnavailable, outageReporter } from '../src/lib/dbOutage.js';
import { CODE_MESSAGES } from '../src/lib/http.js';
import { ENGINES, P, PG_URL, count, testSchemaName } from './helpers.js';

describe.each(ENGINES)('start-up and failures on %s', (engine) => {
  let database: Database;
  let schema: string | null = null;
  let filesDir: string;
  const apps: App[] = [];

  const open = () =>
    engine === 'pglite'
      ? openDatabase({ dataDir: 'memory://' })
      : openDatabase({ databaseUrl: PG_URL, schema: schema!, poolMax: 4 });
  const make = async (o: AppOptions) => {
    const logs: Array<Record<string, unknown>> = [];
    const stream = { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) };
    const app = await createApp({ database, filesDir, captchaDisabled: true, logger: { level: 'info', stream }, ...o });
    apps.push(app);
    return { app, logs };
  };
  const loginStatus = async (app: App, username: string, password: string) =>
    (await app.inject({ method: 'POST', url: `${P}/login`, payload: { username, password } })).statusCode;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-ops-'));
    if (engine === 'postgres') {
      schema = testSchemaName();
      await createTaggedSchema(PG_URL, schema);
    }
    database = await open();
  });
  afterAll(async () => {
    for (const a of apps) await a.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if (schema) await dropSchemaAt(PG_URL, schema);
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('production: refuses a short ADMIN_PASSWORD', async () => {
    await expect(
      createApp({ database, filesDir, env: 'production', adminPassword: 'short', logger: false }),
    ).rejects.toThrow(/at least 12/);
  });

  it('production without ADMIN_PASSWORD: seeded catalog, no user at all, a warning saying how to create one', async () => {
    const { app, logs } = await make({ env: 'production' });
    expect(await count(app, 'users')).toBe(0);
    expect(await count(app, 'printer_models')).toBe(31);
    expect(await loginStatus(app, 'admin', 'admin123')).toBe(400);
    expect(
      logs.some(
        (l) => l.level === 40 && String(l.msg).includes('no user exists') && String(l.msg).includes('ADMIN_PASSWORD'),
      ),
    ).toBe(true);
    expect(logs.some((l) => String(l.msg).includes('demo accounts'))).toBe(false);
    // Nothing made up is published: no stand-in store links, no stand-in clips (an operator sets the real ones).
    const links = (await app.inject({ method: 'GET', url: `${P}/resources/dataConfig.json` })).json();
    expect(Object.values(links).filter((url) => isDemoStoreUrl(String(url)))).toEqual([]);
    expect(Object.keys(links).some((k) => k.endsWith('Setup_IOS') || k.endsWith('Setup_chrome'))).toBe(false);
    const published = (await app.inject({ method: 'GET', url: `${P}/content/published?locale=en-us` })).json();
    // The recordings of the site are real and published, with their files' lengths; the stand-ins are not.
    const videos = published.data.videos as Array<{ key: string; shared: { placeholder: boolean; bytes: number } }>;
    expect(videos.map((v) => v.key).sort()).toEqual([
      'site-chart',
      'site-doctor',
      'site-doctor-phone',
      'site-find-driver',
      'site-label-pdf',
    ]);
    expect(videos.every((v) => !v.shared.placeholder && v.shared.bytes > 0)).toBe(true);
    expect(published.data.faq.length).toBeGreaterThan(0);
  });

  it('production with ADMIN_PASSWORD: creates exactly that admin; migrations and seed do not run twice', async () => {
    const { app, logs } = await make({
      env: 'production',
      adminPassword: 'a-long-admin-password',
      adminUsername: 'root_admin',
    });
    expect(logs.some((l) => l.msg === 'migrations applied')).toBe(false);
    expect(logs.some((l) => l.msg === 'demo seed loaded')).toBe(false);
    expect(await count(app, 'users')).toBe(1);
    expect(await count(app, 'printer_models')).toBe(31);
    expect(await loginStatus(app, 'root_admin', 'a-long-admin-password')).toBe(200);
    expect(await loginStatus(app, 'admin', 'admin123')).toBe(400);
    expect(await loginStatus(app, 'editor', 'editor123')).toBe(400);
    const hash = (await app.ctx.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('a-long-admin-password');
  });

  it('development on a database without users: demo accounts, and a warning that says so', async () => {
    await database.db.deleteFrom('users').execute();
    const { app, logs } = await make({ env: 'development' });
    expect(
      logs.some(
        (l) =>
          l.level === 40 &&
          String(l.msg).includes('demo accounts admin/admin123') &&
          String(l.msg).includes('Never use these in production'),
      ),
    ).toBe(true);
    expect(await loginStatus(app, 'admin', 'admin123')).toBe(200);
    expect(await loginStatus(app, 'editor', 'editor123')).toBe(200);
  });

  it('database outage: 503 with Retry-After everywhere, no stack, logged once for the outage', async () => {
    const { app, logs } = await make({ env: 'production', cacheTtlMs: 0 });
    await database.close();
    const h = await app.inject({ method: 'GET', url: `${P}/health` });
    expect(h.statusCode).toBe(503);
    expect(h.json()).toEqual({ code: 503, msg: 'database unavailable' });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      for (const url of [`${P}/public/models?keyword=pm241`, `${P}/public/brands`]) {
        answers.push(await app.inject({ method: 'GET', url }));
      }
      answers.push(
        await app.inject({
          method: 'POST',
          url: `${P}/contact`,
          payload: { name: 'A', email: 'a@example.com', message: 'x', role: 'driver_user', os: 'linux' },
        }),
      );
    }
    for (const r of answers) {
      expect(r.statusCode, r.body).toBe(503);
      expect(r.headers['retry-after']).toBe('5');
      expect(r.json()).toEqual({ code: 503, msg: CODE_MESSAGES[503] });
      expect(r.body).not.toMatch(/at |Error|\.ts/);
    }
    // 15 refused requests, one error line, and no stack traces
    expect(logs.filter((l) => l.level === 50).map((l) => l.msg)).toEqual(['database unavailable: answering 503']);
    expect(logs.some((l) => l.msg === 'unhandled error')).toBe(false);
  });
});

describe('database outage reporting', () => {
  it('one line when it starts, one when the probe reaches the database again; connection errors only', async () => {
    const lines: Array<[string, string]> = [];
    const log = {
      error: (_o: unknown, msg: string) => lines.push(['error', msg]),
      warn: (_o: unknown, msg: string) => lines.push(['warn', msg]),
    } as unknown as FastifyBaseLogger;
    let failures = 2;
    const reporter = outageReporter(
      log,
      async () => {
        if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      5,
    );
    for (let i = 0; i < 10; i++) reporter.failed(new Error('Connection terminated unexpectedly'));
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 2000 });
    expect(lines).toEqual([
      ['error', 'database unavailable: answering 503'],
      ['warn', 'database reachable again'],
    ]);
    reporter.failed(new Error('again'));
    expect(lines).toHaveLength(3);
    reporter.close();
    for (const down of [{ code: 'ECONNREFUSED' }, { code: '57P01' }, { code: '08006' }, new Error('PGlite is closed')])
      expect(isDatabaseUnavailable(down), JSON.stringify(down)).toBe(true);
    for (const wrong of [{ code: '23505' }, { code: '22P02' }, new Error('syntax error'), null])
      expect(isDatabaseUnavailable(wrong), JSON.stringify(wrong)).toBe(false);
  });
});
