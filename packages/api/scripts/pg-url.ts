/**
 * Finds a PostgreSQL URL the tests and check scripts can use, without anything started by hand.
 *
 * Order: TEST_DATABASE_URL (used alone when set), then DATABASE_URL, then the trust-auth defaults of a
 * stock server on this kind of machine: postgres://root@127.0.0.1:5432/test,
 * postgres://postgres@127.0.0.1:5432/test, postgres://<os user>@127.0.0.1:5432/test, and the same users
 * over the local socket. A candidate is accepted only if it can create and drop a schema. The whole list
 * is retried until `waitMs` passes, so a server that is still starting on CI is waited for.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

export function candidateUrls(): string[] {
  if (process.env.TEST_DATABASE_URL) return [process.env.TEST_DATABASE_URL];
  const users = [
    ...new Set(['root', 'postgres', safeUser(), process.env.PGUSER].filter((u): u is string => Boolean(u))),
  ];
  const urls: string[] = [];
  if (process.env.DATABASE_URL) urls.push(process.env.DATABASE_URL);
  for (const u of users) urls.push(`postgres://${encodeURIComponent(u)}@127.0.0.1:5432/test`);
  for (const dir of ['/var/run/postgresql', '/tmp']) {
    if (!fs.existsSync(dir)) continue;
    for (const u of users) urls.push(`postgres://${encodeURIComponent(u)}@/test?host=${encodeURIComponent(dir)}`);
  }
  return [...new Set(urls)];
}

function safeUser(): string | undefined {
  try {
    return os.userInfo().username;
  } catch {
    return undefined;
  }
}

/** Hides a password in a URL for messages. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

async function usable(url: string): Promise<string | null> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    const probe = `lw_probe_${crypto.randomBytes(4).toString('hex')}`;
    await c.query(`create schema "${probe}"`);
    await c.query(`drop schema "${probe}"`);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await c.end().catch(() => undefined);
  }
}

export async function resolvePgUrl(waitMs = 30_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  const candidates = candidateUrls();
  let errors: string[] = [];
  for (;;) {
    errors = [];
    for (const url of candidates) {
      const err = await usable(url);
      if (err === null) return url;
      errors.push(`  ${redact(url)}: ${err}`);
    }
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(
    `No usable PostgreSQL (needs connect + create schema). Tried for ${Math.round(waitMs / 1000)} s:\n${errors.join('\n')}\n` +
      'Set TEST_DATABASE_URL, or TEST_SKIP_POSTGRES=1 to run the PGlite half only.',
  );
}

/** Comment put on every schema the tests and scripts create, so stale ones (crashed runs) can be found. */
export const SCHEMA_TAG = 'labelwise-test';

export async function createTaggedSchema(url: string, schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`create schema if not exists "${schema}"`);
    await c.query(`comment on schema "${schema}" is '${SCHEMA_TAG} ${Date.now()}'`);
  } finally {
    await c.end();
  }
}

export async function dropSchemaAt(url: string, schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await c.end();
  }
}

/** Drops tagged schemas older than `maxAgeMs` (left by runs that were killed before their teardown). */
export async function dropStaleSchemas(url: string, maxAgeMs: number): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const dropped: string[] = [];
  try {
    const rows = await c.query<{ nspname: string; d: string }>(
      `select n.nspname, obj_description(n.oid, 'pg_namespace') as d from pg_namespace n
        where obj_description(n.oid, 'pg_namespace') like $1`,
      [`${SCHEMA_TAG} %`],
    );
    for (const r of rows.rows) {
      const at = Number(r.d.split(' ')[1]);
      if (Number.isFinite(at) && Date.now() - at > maxAgeMs) {
        await c.query(`drop schema if exists "${r.nspname}" cascade`);
        dropped.push(r.nspname);
      }
    }
  } finally {
    await c.end();
  }
  return dropped;
}
