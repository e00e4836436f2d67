import crypto from 'node:crypto';
import pg from 'pg';
import { dropStaleSchemas, redact, resolvePgUrl } from '../scripts/pg-url.js';
import { buildTemplate, removeStaleTemplates, removeTemplate } from './pglite-template.js';

/**
 * Runs once before the test files (in the main vitest process; workers inherit the environment).
 *
 * - Picks the PostgreSQL URL (see scripts/pg-url.ts: TEST_DATABASE_URL, DATABASE_URL, then the trust-auth
 *   defaults root@ / postgres@ 127.0.0.1:5432/test), waiting up to 30 s for a server that is still
 *   starting, and fails the run with the list of what was tried if none works. TEST_SKIP_POSTGRES=1 runs
 *   the PGlite half only.
 * - Gives the run an id: every test app creates its own schema `t_<run>_<random>` and drops it; the
 *   teardown drops any this run left behind (a crashed file), and schemas of runs killed more than
 *   6 hours ago are removed at start. Concurrent runs never touch each other's schemas.
 * - Builds the run's migrated and seeded PGlite snapshot (test/pglite-template.ts), removed at the end.
 */
export default async function setup() {
  const run = crypto.randomBytes(4).toString('hex');
  process.env.LW_TEST_RUN = run;
  removeStaleTemplates(6 * 3600_000);
  const template = buildTemplate(run);
  let url: string | null = null;
  try {
    if (process.env.TEST_SKIP_POSTGRES === '1') {
      console.warn('[api tests] TEST_SKIP_POSTGRES=1: running against PGlite only');
    } else {
      url = await resolvePgUrl(Number(process.env.TEST_PG_WAIT_MS ?? 30_000));
      process.env.LW_TEST_PG_URL = url;
      const stale = await dropStaleSchemas(url, 6 * 3600_000).catch(() => []);
      console.log(
        `[api tests] PostgreSQL: ${redact(url)}${stale.length ? ` (dropped ${stale.length} stale test schemas)` : ''}`,
      );
    }
  } finally {
    await template;
  }
  return async function teardown() {
    removeTemplate(run);
    if (!url) return;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const left = await c.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like $1`, [
        `t\\_${run}\\_%`,
      ]);
      for (const r of left.rows) await c.query(`drop schema if exists "${r.nspname}" cascade`);
    } finally {
      await c.end();
    }
  };
}
