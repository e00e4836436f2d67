/**
 * Cross-process invalidation of the public response cache over PostgreSQL LISTEN/NOTIFY: two app instances on one
 * schema, each with its own in-memory cache. A write through B replaces A's cached answer at once, also after the
 * listening connections were killed on the server (they reconnect by themselves).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ENGINES, P, bearer, makeApp, twoAppsOnOneSchema } from './helpers.js';

const onPostgres = ENGINES.includes('postgres');

describe.skipIf(!onPostgres)('public cache invalidation across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const apps = twoAppsOnOneSchema('lw-bus-');

  const brandOnA = async () => {
    const r = await apps.a.inject({ method: 'GET', url: `${P}/public/brands?pageSize=50` });
    return {
      cache: r.headers['x-cache'],
      description: (r.json().rows as Array<{ brandId: number; description: string }>).find((x) => x.brandId === 1)!
        .description,
    };
  };
  const writeOnB = async (description: string) => {
    const r = await apps.b.inject({
      method: 'PUT',
      url: `${P}/site/brand`,
      headers: bearer(apps.token),
      payload: { brandId: 1, description },
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  /** Polls A until it shows `description`; returns the milliseconds it took. */
  const visibleOnA = async (description: string) => {
    const t0 = performance.now();
    while ((await brandOnA()).description !== description) {
      if (performance.now() - t0 > 1000) throw new Error(`A still shows the old answer after 1 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return performance.now() - t0;
  };

  it('a write through B replaces the answer A had cached, within a second', async () => {
    await brandOnA();
    expect((await brandOnA()).cache).toBe('HIT');
    const marker = `via B ${crypto.randomUUID()}`;
    await writeOnB(marker);
    expect(await visibleOnA(marker)).toBeLessThan(1000);
  });

  it('listeners killed on the server reconnect, and invalidation works again', async () => {
    const admin = new pg.Client({ connectionString: process.env.LW_TEST_PG_URL! });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'labelwise-cache-listener' and query = $1`,
      [`LISTEN "${apps.a.cacheBus!.channel}"`],
    );
    await admin.end();
    expect(killed.rowCount).toBe(2);
    const deadline = Date.now() + 10_000;
    while (!(apps.a.cacheBus!.isListening && apps.b.cacheBus!.isListening)) {
      if (Date.now() > deadline) throw new Error('listeners did not reconnect in 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    await brandOnA();
    expect((await brandOnA()).cache).toBe('HIT');
    const marker = `after reconnect ${crypto.randomUUID()}`;
    await writeOnB(marker);
    expect(await visibleOnA(marker)).toBeLessThan(1000);
  });
});

describe('on PGlite (one process) there is no listener', () => {
  it('has no cache bus', async () => {
    const t = await makeApp('pglite');
    expect(t.app.cacheBus).toBeNull();
    await t.close();
  });
});
