import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, type AppOptions } from '../src/app.js';
import type { App } from '../src/context.js';
import { openDatabase } from '../src/db/index.js';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export type EngineName = 'pglite' | 'postgres';
export const ENGINES: EngineName[] = process.env.TEST_SKIP_POSTGRES === '1' ? ['pglite'] : ['pglite', 'postgres'];
export const P = '/api-v1.0';

export interface TestApp {
  app: App;
  engine: EngineName;
  filesDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on an isolated database: in-memory PGlite, or a new schema on PostgreSQL
 * (dropped on close), with its own temporary file store.
 */
export async function makeApp(engine: EngineName, overrides: AppOptions = {}): Promise<TestApp> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-api-test-'));
  const schema = `t_${process.env.LW_TEST_RUN ?? 'x'}_${crypto.randomBytes(5).toString('hex')}`;
  const database =
    engine === 'pglite'
      ? await openDatabase({ dataDir: 'memory://' })
      : await openDatabase({ databaseUrl: PG_URL, schema, poolMax: 4 });
  const app = await createApp({
    env: 'test',
    database,
    closeDatabase: true,
    filesDir,
    captchaDisabled: true,
    logger: false,
    ...overrides,
  });
  return {
    app,
    engine,
    filesDir,
    async close() {
      await app.close();
      if (engine === 'postgres') {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop schema if exists "${schema}" cascade`);
        await c.end();
      }
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${P}/login`, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function count(app: App, table: 'contact_messages' | 'sessions' | 'users' | 'files' | 'brands' | 'captchas'): Promise<number> {
  const r = await app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
