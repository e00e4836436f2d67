import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createTaggedSchema, dropSchemaAt } from '../scripts/pg-url.js';
import { createApp, type AppOptions } from '../src/app.js';
import type { App } from '../src/context.js';
import { openDatabase } from '../src/db/index.js';
import type { DB } from '../src/db/types.js';
import { createSession } from '../src/lib/auth.js';
import { loadTemplate } from './pglite-template.js';
import { solveChallenge as solve } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeWork } from '../src/lib/challenge.js';

/** Cheap proof of work for tests: the same protocol as production, a few derivations of one iteration each. */
export const TEST_CHALLENGE_WORK: ChallengeWork = {
  cost: 1,
  normal: { min: 3, max: 12 },
  strong: { min: 20, max: 40 },
};

/** Solves a challenge from /captchaImage as the admin's browser does; returns the `code` to send. */
export async function solveChallenge(challenge: {
  parameters: Parameters<typeof solve>[0]['challenge']['parameters'];
}): Promise<string> {
  const solution = await solve({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return String(solution.counter);
}

// light-my-request's fake Response collects one 'close' listener per piped static file internally;
// a real socket does not (checked by hand). Raise the limit so inject of SPA files does not warn.
EventEmitter.defaultMaxListeners = 30;

/** Chosen by test/global-setup.ts (TEST_DATABASE_URL, DATABASE_URL, then trust-auth defaults). */
export const PG_URL =
  process.env.LW_TEST_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export type EngineName = 'pglite' | 'postgres';
export const ENGINES: EngineName[] = process.env.TEST_SKIP_POSTGRES === '1' ? ['pglite'] : ['pglite', 'postgres'];
export const P = '/api-v1.0';

/** The Redis the multi-process suites share; each keeps its keys under its own prefix and removes them after. */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** A new schema name for one suite, tagged with the run (so stale ones can be found) and, optionally, the suite. */
export const testSchemaName = (tag = '') =>
  `t_${process.env.LW_TEST_RUN ?? 'x'}_${tag}${crypto.randomBytes(tag ? 4 : 5).toString('hex')}`;

/** A key prefix of its own for one suite's use of the shared Redis. */
export const testRedisPrefix = () => `lw-test:${crypto.randomBytes(6).toString('hex')}:`;

/** Removes every key a suite wrote to the shared Redis under `prefix`. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

export interface TestApp {
  app: App;
  engine: EngineName;
  filesDir: string;
  schema: string | null;
  close(): Promise<void>;
}

/**
 * A fresh app on an isolated database: in-memory PGlite (started from the run's seeded snapshot), or a
 * new schema on PostgreSQL (tagged for stale cleanup, dropped on close), with its own temporary file store.
 */
export async function makeApp(engine: EngineName, overrides: AppOptions = {}): Promise<TestApp> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-api-test-'));
  const schema = engine === 'postgres' ? testSchemaName() : null;
  if (schema) await createTaggedSchema(PG_URL, schema);
  let database;
  if (engine === 'pglite') {
    const tpl = loadTemplate(process.env.LW_TEST_RUN ?? '');
    if (tpl) fs.cpSync(tpl.filesDir, filesDir, { recursive: true });
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: tpl?.blob });
  } else {
    database = await openDatabase({ databaseUrl: PG_URL, schema: schema!, poolMax: 4 });
  }
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
    schema,
    async close() {
      await app.close();
      if (schema) await dropSchemaAt(PG_URL, schema);
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Two app instances of one suite, as two API processes on one database; `token` is the admin's, signed in on B. */
export interface AppPair {
  a: App;
  b: App;
  token: string;
}

/**
 * Registers, in the calling `describe`, two apps on one new PostgreSQL schema sharing a file directory, each with
 * its own in-memory cache (long-lived, so only an invalidation can replace a cached answer); both are closed and
 * the schema dropped after the suite. The returned object is filled in before the suite's first test.
 */
export function twoAppsOnOneSchema(tmpPrefix: string): AppPair {
  const schema = testSchemaName();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const pair = {} as AppPair;
  const open = async () =>
    createApp({
      env: 'test',
      database: await openDatabase({ databaseUrl: PG_URL, schema, poolMax: 2 }),
      closeDatabase: true,
      databaseUrl: PG_URL,
      dbSchema: schema,
      filesDir,
      captchaDisabled: true,
      cacheTtlMs: 600_000,
    });

  beforeAll(async () => {
    await createTaggedSchema(PG_URL, schema);
    pair.a = await open();
    pair.b = await open();
    pair.token = await login(pair.b, 'admin', 'admin123');
  });
  afterAll(async () => {
    await pair.a?.close();
    await pair.b?.close();
    await dropSchemaAt(PG_URL, schema);
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  return pair;
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${P}/login`, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sets a config key straight in the database and drops the cached values, as the config routes do after a write. */
export async function setConfig(app: App, key: string, value: string): Promise<void> {
  await app.ctx.db.updateTable('configs').set({ config_value: value }).where('config_key', '=', key).execute();
  app.ctx.clearConfigCache();
}

export async function count(app: App, table: keyof DB): Promise<number> {
  const r = await app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Row counts of every table (for "nothing stored" checks). */
export async function tableCounts(app: App): Promise<Record<string, number>> {
  const tables = await sql<{
    table_name: string;
  }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    app.ctx.db,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables.rows) out[table_name] = await count(app, table_name as keyof DB);
  return out;
}

/** A digest of a whole table's content (for "nothing changed" checks). */
export async function tableDigest(app: App, table: keyof DB): Promise<string> {
  const r = await sql<{
    d: string | null;
  }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${sql.table(table)} t`.execute(
    app.ctx.db,
  );
  return r.rows[0]!.d ?? '';
}

let seq = 0;
/**
 * A bearer token for a fresh user whose only role holds exactly `permissions` (no role at all when empty,
 * i.e. ROLE_DEFAULT). Written straight to the database: no password hashing, no login rate limits.
 */
export async function tokenWith(app: App, permissions: string[]): Promise<string> {
  const db = app.ctx.db;
  const n = ++seq;
  const user = await db
    .insertInto('users')
    .values({ user_name: `perm_${process.pid}_${n}`, nick_name: `Perm ${n}`, password_hash: 'scrypt$disabled' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length) {
    const role = await db
      .insertInto('roles')
      .values({ role_key: `perm_role_${process.pid}_${n}`, role_name: `Perm ${n}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('permissions')
      .values(permissions.map((code) => ({ code, name: code })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const ids = await db.selectFrom('permissions').select('id').where('code', 'in', permissions).execute();
    await db
      .insertInto('role_permissions')
      .values(ids.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();
    await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  }
  return createSession(app.ctx, user.id, '127.0.0.1', 'vitest');
}

/** A multipart/form-data body with one file part, as a browser's upload sends it. */
/** A file part of a multipart body. */
export interface FilePart {
  name: string;
  filename: string;
  data: Buffer;
}

/** A multipart body with `fields` (in order), then the files, as a browser's form sends it; names are kept clean. */
export function multipartBody(fields: Record<string, string>, file?: FilePart | FilePart[]) {
  const boundary = `----lw${crypto.randomBytes(8).toString('hex')}`;
  const clean = (name: string) => name.replace(/["\r\n]/g, '');
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${clean(k)}"\r\n\r\n${v}\r\n`));
  for (const f of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${clean(f.name)}"; filename="${clean(f.filename)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One file as field `field` after `fields`, with the request's content-type header. */
export function multipart(filename: string, content: Buffer, field = 'file', fields: Record<string, string> = {}) {
  const body = multipartBody(fields, { name: field, filename, data: content });
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

/** A spreadsheet import's column as the admin names it: the field, its header, words for coded values. */
export interface ImportColumn {
  key: string;
  header: string;
  labels?: Record<string, string>;
}

/**
 * The .xlsx template of `resource` (`/site/model`, `/system/user`, …) as the admin downloads it, with `rows` added
 * under its headers; `inspect` may check the template's own sheet first.
 */
export async function filledTemplate(
  app: App,
  token: string,
  resource: string,
  template: { columns: readonly ImportColumn[]; sheet: string },
  rows: unknown[][],
  inspect?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const r = await app.inject({
    method: 'POST',
    url: `${P}${resource}/import-template`,
    headers: bearer(token),
    payload: template,
  });
  if (r.statusCode !== 200) throw new Error(`import template of ${resource}: ${r.statusCode} ${r.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  inspect?.(sheet);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a filled template to `resource`'s import as the admin does: the `columns` field first, then the file. */
export function importSheet(
  app: App,
  token: string | null,
  resource: string,
  columns: readonly ImportColumn[],
  file: Buffer,
) {
  const body = multipart('import.xlsx', file, 'file', { columns: JSON.stringify(columns) });
  return app.inject({
    method: 'POST',
    url: `${P}${resource}/import`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

/** Uploads one file through POST /common/upload as the admin's browser does (`token` absent: signed out). */
export function uploadAs(app: App, token: string | undefined, filename: string, content: Buffer, field?: string) {
  const m = multipart(filename, content, field);
  return app.inject({
    method: 'POST',
    url: `${P}/common/upload`,
    headers: { ...m.headers, ...(token ? bearer(token) : {}) },
    payload: m.payload,
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Login attempts the suites make in a few seconds; the default limit is for people. */
const OPERATOR_TEST_LIMITS = { login: { max: 500, timeWindow: 60_000 } };

/** A fresh app with the demo admin and editor signed in (development seed). */
export async function makeOperatorApp(
  engine: EngineName,
  overrides: AppOptions = {},
): Promise<{ t: TestApp; admin: string; editor: string }> {
  const t = await makeApp(engine, { ...overrides, rateLimits: { ...OPERATOR_TEST_LIMITS, ...overrides.rateLimits } });
  return { t, admin: await login(t.app, 'admin', 'admin123'), editor: await login(t.app, 'editor', 'editor123') };
}

/**
 * Registers, in the calling `describe`, a fresh app on `engine` with the demo admin and editor signed in: `use` gets
 * them before the suite's first test, and the app is closed after its last. Answers the suite's `call`.
 */
export function operatorSuite(
  engine: EngineName,
  use: (o: { t: TestApp; admin: string; editor: string }) => void,
  overrides: AppOptions = {},
) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    const o = await makeOperatorApp(engine, overrides);
    current = o.t;
    use(o);
  });
  afterAll(async () => current?.close());
  return caller(() => current!);
}

/** The published content snapshot in `locale` (en-us unless named), as the site fetches it. */
export const publishedContent =
  (call: ReturnType<typeof caller>) =>
  async (locale = 'en-us') =>
    (await call('GET', `/content/published?locale=${locale}`)).json().data;

/** `call(method, url, token?, payload?)` against the API prefix of the app `current()` returns (set in beforeAll). */
export function caller(current: () => TestApp) {
  return (method: Method, url: string, token?: string, payload?: unknown) =>
    current().app.inject({
      method,
      url: `${P}${url}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}
