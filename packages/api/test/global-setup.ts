import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Fails fast (before any test file) when the PostgreSQL engine cannot be reached, unless explicitly skipped.
 * Each run gets an id; test files create schemas `t_<run>_<random>` and drop them, and the teardown drops
 * any this run left behind (a crashed file), never another run's.
 */
export default async function setup() {
  const run = crypto.randomBytes(4).toString('hex');
  process.env.LW_TEST_RUN = run;
  if (process.env.TEST_SKIP_POSTGRES === '1') {
    console.warn('[api tests] TEST_SKIP_POSTGRES=1: running against PGlite only');
    return;
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`[api tests] PostgreSQL at ${url} is not reachable (${String(err)}). Set TEST_DATABASE_URL or TEST_SKIP_POSTGRES=1.`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return async function teardown() {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const left = await c.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like $1`, [`t\\_${run}\\_%`]);
      for (const r of left.rows) await c.query(`drop schema if exists "${r.nspname}" cascade`);
    } finally {
      await c.end();
    }
  };
}
