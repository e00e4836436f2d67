/**
 * Anonymous writes are bounded (finding 4): a vitals flood from 50 addresses (the attack wrote 30,000 rows in 23 s and
 * moved LCP p75 from 1,037 ms to 119,743 ms) keeps the dashboard's p75 within 10 % of its honest value and the table
 * within its row cap; beacons from all addresses together hit a global cap; the contact form has one too (beyond it
 * only new senders, up to their own allowance: contact-flood.test.ts), and the back office removes a flood in one
 * request. Addresses are set through a trusted proxy's X-Forwarded-For.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, bearer, count, login, makeApp, type TestApp } from './helpers.js';

const VITALS_ENV = {
  VITALS_RATE_MAX: '1000',
  VITALS_GLOBAL_MAX: '100000',
  VITALS_PER_ADDRESS_DAY: '100',
  VITALS_MAX_ROWS: '7000',
};

/** An honest LCP distribution: log-normal around 900 ms (spread 0.45), at evenly spaced quantiles, shuffled. */
function honestLcp(n: number): number[] {
  // Acklam-free inverse normal: a rational approximation is enough for test data (error < 5e-4).
  const probit = (p: number) => {
    const t = Math.sqrt(-2 * Math.log(p < 0.5 ? p : 1 - p));
    const z =
      t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t ** 3);
    return p < 0.5 ? -z : z;
  };
  const values = Array.from({ length: n }, (_, i) => Math.round(900 * Math.exp(0.45 * probit((i + 0.5) / n))));
  // a fixed shuffle, so rows evicted first are not the fastest ones
  for (let i = values.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [values[i], values[j]] = [values[j]!, values[i]!];
  }
  return values;
}

describe.each(ENGINES)('bounded anonymous writes on %s', (engine) => {
  describe('vitals', () => {
    let t: TestApp;
    beforeAll(async () => {
      Object.assign(process.env, VITALS_ENV);
      try {
        t = await makeApp(engine, { trustProxy: ['127.0.0.1'] });
      } finally {
        for (const k of Object.keys(VITALS_ENV)) delete process.env[k];
      }
    });
    afterAll(async () => t?.close());

    const beacon = (address: string, entries: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: `${P}/public/vitals`,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
        payload: JSON.stringify({ entries }),
      });
    const lcp = (value: number, path = '/printers') => ({
      metric: 'LCP',
      value,
      rating: value <= 2500 ? 'good' : value <= 4000 ? 'needs-improvement' : 'poor',
      path,
      locale: 'en-us',
      navigationType: 'navigate',
      device: 'mobile',
    });

    it('50 flooding addresses keep LCP p75 within 10 % of the honest value and the table within its cap', async () => {
      // Honest week: 1500 visitors with 2 page views each, written as the beacon would (one contributor each).
      const values = honestLcp(3000);
      const db = t.app.ctx.db;
      for (let v = 0; v < 1500; v += 100) {
        await db
          .insertInto('web_vitals')
          .values(
            values.slice(v * 2, (v + 100) * 2).map((value, i) => ({
              metric: 'LCP',
              value,
              rating: 'good',
              path: '/printers',
              locale: 'en-us',
              navigation_type: 'navigate',
              device: 'mobile',
              contributor: `honest-${v + Math.floor(i / 2)}`,
              created_at: new Date(Date.now() - ((i % 6) + 1) * 86_400_000),
            })),
          )
          .execute();
      }
      const admin = await login(t.app, 'admin', 'admin123');
      const summary = async () => {
        const r = await t.app.inject({
          method: 'GET',
          url: `${P}/monitor/vitals/summary?days=7`,
          headers: bearer(admin),
        });
        expect(r.statusCode, r.body).toBe(200);
        return r.json().data.metrics.LCP as { p75: number; samples: number; rows: Array<{ path: string }> };
      };
      const honest = await summary();
      expect(honest.samples).toBe(3000);

      // The attack: 50 addresses, 12 beacons each of 10 near-maximal LCP values on junk paths.
      let stored = 0;
      for (let round = 0; round < 12; round++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, a) =>
            beacon(
              `203.0.113.${a + 1}`,
              Array.from({ length: 10 }, (_, k) => lcp(119_743, `/junk-${a}-${round}-${k}`)),
            ),
          ),
        );
        for (const r of answers) {
          expect(r.statusCode, r.body).toBe(200);
          stored += r.json().data.stored as number;
        }
      }
      // each address stored its daily allowance and no more
      expect(stored).toBe(50 * 100);
      const rows = await count(t.app, 'web_vitals');
      // 3000 honest + 5000 flood rows: the cap dropped the oldest
      expect(rows).toBe(7000);

      const flooded = await summary();
      // what the old aggregate (p75 over every row) would show now
      const { rows: raw } = await sql<{ p75: number }>`
        select percentile_cont(0.75) within group (order by value) as p75 from web_vitals where metric = 'LCP'`.execute(
        db,
      );
      const drift = Math.abs(flooded.p75 - honest.p75) / honest.p75;
      console.info(
        `[${engine}] vitals flood: honest LCP p75 ${honest.p75} ms, after 50 addresses × 120 samples ${flooded.p75} ms ` +
          `(${(drift * 100).toFixed(1)} %; p75 over rows would be ${Math.round(Number(raw[0]!.p75))} ms), rows ${rows} (cap 7000), accepted samples ${stored} of 6000`,
      );
      expect(drift).toBeLessThanOrEqual(0.1);
      // the route table leads with what many visitors saw, not with the junk paths
      expect(flooded.rows[0]!.path).toBe('/printers');
    });
  });

  describe('global caps', () => {
    let t: TestApp;
    beforeAll(async () => {
      process.env.VITALS_GLOBAL_MAX = '20';
      try {
        t = await makeApp(engine, {
          trustProxy: ['127.0.0.1'],
          rateLimits: {
            contact: { max: 5, timeWindow: 60_000 },
            contactGlobal: { max: 30, timeWindow: 60_000 },
            contactNewcomers: { max: 10, timeWindow: 60_000 },
          },
        });
      } finally {
        delete process.env.VITALS_GLOBAL_MAX;
      }
    });
    afterAll(async () => t?.close());

    const post = (url: string, address: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `${P}${url}`,
        headers: { 'x-forwarded-for': address },
        payload: payload as object,
      });

    it('beacons and contact messages from many addresses together stop at the global cap', async () => {
      const vitals = await Promise.all(
        Array.from({ length: 40 }, (_, a) =>
          post('/public/vitals', `198.51.100.${a + 1}`, {
            entries: [
              {
                metric: 'CLS',
                value: 0.01,
                rating: 'good',
                path: '/',
                locale: 'en-us',
                navigationType: 'navigate',
                device: 'desktop',
              },
            ],
          }),
        ),
      );
      expect(
        vitals.filter((r) => r.statusCode === 200),
        JSON.stringify(
          vitals.map((r) => [r.statusCode, r.headers['x-ratelimit-remaining'], r.headers['x-ratelimit-limit']]),
        ),
      ).toHaveLength(20);
      expect(vitals.filter((r) => r.statusCode === 429)).toHaveLength(20);
      expect(await count(t.app, 'web_vitals')).toBe(20);

      const before = await count(t.app, 'contact_messages');
      const message = (i: number) => ({
        name: `Flood ${i}`,
        email: `flood${i}@example.com`,
        message: `Buy now ${i}`,
        role: 'software_user',
        os: 'windows',
      });
      const contact = await Promise.all(
        Array.from({ length: 60 }, (_, i) => post('/contact', `192.0.2.${i + 1}`, message(i))),
      );
      // Every address is new here, so beyond the global cap the form still takes the newcomers' allowance, no more.
      expect(contact.filter((r) => r.statusCode === 200)).toHaveLength(40);
      expect(contact.filter((r) => r.statusCode === 429)).toHaveLength(20);
      expect(await count(t.app, 'contact_messages')).toBe(before + 40);

      // the back office removes the flood in one request, and only the flood
      const admin = await login(t.app, 'admin', 'admin123');
      const since = new Date(Date.now() - 60_000).toISOString();
      const until = new Date(Date.now() + 1_000).toISOString();
      const bad = await t.app.inject({
        method: 'POST',
        url: `${P}/site/contact/bulkDelete`,
        headers: bearer(admin),
        payload: { receivedFrom: until, receivedTo: since },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toMatch(/^receivedTo: /);
      const gone = await t.app.inject({
        method: 'POST',
        url: `${P}/site/contact/bulkDelete`,
        headers: bearer(admin),
        payload: { receivedFrom: since, receivedTo: until, email: 'example.com' },
      });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(gone.json().data.removed).toBe(40);
      expect(await count(t.app, 'contact_messages')).toBe(before);
    });
  });
});
