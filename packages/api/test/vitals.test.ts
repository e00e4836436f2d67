import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, bearer, count, login, makeApp, tableDigest, tokenWith, type TestApp } from './helpers.js';

const entry = {
  metric: 'LCP',
  value: 1850.4,
  rating: 'good',
  path: '/printers',
  locale: 'de-de',
  navigationType: 'navigate',
  device: 'mobile',
};

describe.each(ENGINES)('web vitals on %s', (engine) => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
  beforeAll(async () => {
    process.env.VITALS_RATE_MAX = '5';
    try {
      t = await makeApp(engine);
    } finally {
      delete process.env.VITALS_RATE_MAX;
    }
  });
  afterAll(async () => t?.close());

  const beacon = (body: unknown, { type = 'text/plain;charset=UTF-8', from = nextIp() } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/public/vitals`,
      headers: { 'content-type': type, 'user-agent': 'Mozilla/5.0 (Secret Phone)' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: from,
    });

  it('stores a sendBeacon (text/plain) and a JSON beacon with exactly the fields sent, nothing personal', async () => {
    await t.app.ctx.db.deleteFrom('web_vitals').execute();
    const r = await beacon({
      entries: [
        entry,
        {
          ...entry,
          metric: 'CLS',
          value: 0.12,
          rating: 'needs-improvement',
          path: '/',
          locale: 'zh-hk',
          navigationType: 'back-forward-cache',
          device: 'desktop',
        },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ code: 200, msg: expect.any(String), data: { stored: 2 } });
    const j = await beacon(
      {
        entries: [{ ...entry, metric: 'INP', value: 640, rating: 'poor', device: 'tablet', navigationType: 'reload' }],
      },
      { type: 'application/json' },
    );
    expect(j.statusCode, j.body).toBe(200);

    const rows = await t.app.ctx.db.selectFrom('web_vitals').selectAll().orderBy('id').execute();
    // the sender is kept only as a daily-rotating keyed hash of its address
    expect(rows.map((r) => r.contributor)).toEqual(Array(3).fill(expect.stringMatching(/^[0-9a-f]{16}$/)));
    expect(rows.map(({ id: _id, created_at: _at, contributor: _who, ...rest }) => rest)).toEqual([
      {
        metric: 'LCP',
        value: 1850.4,
        rating: 'good',
        path: '/printers',
        locale: 'de-de',
        navigation_type: 'navigate',
        device: 'mobile',
      },
      {
        metric: 'CLS',
        value: 0.12,
        rating: 'needs-improvement',
        path: '/',
        locale: 'zh-hk',
        navigation_type: 'back-forward-cache',
        device: 'desktop',
      },
      {
        metric: 'INP',
        value: 640,
        rating: 'poor',
        path: '/printers',
        locale: 'de-de',
        navigation_type: 'reload',
        device: 'tablet',
      },
    ]);
    expect(Date.now() - new Date(rows[0]!.created_at).getTime()).toBeLessThan(60_000);
    const columns = await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'web_vitals' order by ordinal_position`.execute(
      t.app.ctx.db,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'id',
      'metric',
      'value',
      'rating',
      'path',
      'locale',
      'navigation_type',
      'device',
      'created_at',
      'contributor',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/10\.9\.|Secret Phone/);
  });

  it('rejects each kind of bad beacon with a 400 naming the field and stores nothing', async () => {
    const before = await tableDigest(t.app, 'web_vitals');
    const cases: Array<[unknown, string]> = [
      [{ entries: [{ ...entry, metric: 'FID' }] }, 'entries.0.metric'],
      [{ entries: [{ ...entry, value: -1 }] }, 'entries.0.value'],
      [{ entries: [{ ...entry, value: '1200' }] }, 'entries.0.value'],
      [{ entries: [{ ...entry, value: 200_000, rating: 'poor' }] }, 'entries.0.value'],
      [{ entries: [{ ...entry, metric: 'CLS', value: 250, rating: 'poor' }] }, 'entries.0.value'],
      [{ entries: [entry, { ...entry, metric: 'INP', value: 90_000, rating: 'poor' }] }, 'entries.1.value'],
      [{ entries: [{ ...entry, rating: 'great' }] }, 'entries.0.rating'],
      [{ entries: [{ ...entry, rating: 'poor' }] }, 'entries.0.rating'],
      [{ entries: [{ ...entry, path: '/printers?email=ann@example.com' }] }, 'entries.0.path'],
      [{ entries: [{ ...entry, path: '/printers#top' }] }, 'entries.0.path'],
      [{ entries: [{ ...entry, path: 'https://evil.example/' }] }, 'entries.0.path'],
      [{ entries: [{ ...entry, path: `/${'a'.repeat(200)}` }] }, 'entries.0.path'],
      [{ entries: [{ ...entry, path: '/../etc' }] }, 'entries.0.path'],
      [{ entries: [{ ...entry, locale: 'it-it' }] }, 'entries.0.locale'],
      [{ entries: [{ ...entry, navigationType: 'teleport' }] }, 'entries.0.navigationType'],
      [{ entries: [{ ...entry, device: 'fridge' }] }, 'entries.0.device'],
      [{ entries: [{ ...entry, userAgent: 'Mozilla/5.0' }] }, 'entries.0'],
      [{ entries: [] }, 'entries'],
      [{ entries: Array.from({ length: 11 }, () => entry) }, 'entries'],
      [{ entries: [entry], ip: '1.2.3.4' }, 'body'],
      [[entry], 'body'],
      ['{"entries": [', 'body'],
    ];
    for (const [body, field] of cases) {
      const r = await beacon(body);
      expect(r.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${r.body}`).toBe(400);
      const msg = r.json().msg as string;
      expect(msg.startsWith(`${field}:`) || msg.startsWith(`${field} `), `"${msg}" should name ${field}`).toBe(true);
    }
    const huge = await beacon({ entries: [{ ...entry, path: `/${'a'.repeat(9000)}` }] });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBe('body: larger than the 8192 byte limit');
    const xml = await beacon('<entries/>', { type: 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(await tableDigest(t.app, 'web_vitals')).toBe(before);
  });

  it('limits beacons per client address (429 after the configured number)', async () => {
    const from = '10.8.0.1';
    for (let i = 0; i < 5; i++) expect((await beacon({ entries: [entry] }, { from })).statusCode).toBe(200);
    const before = await count(t.app, 'web_vitals');
    const r = await beacon({ entries: [entry] }, { from });
    expect(r.statusCode).toBe(429);
    expect(r.json().msg).toMatch(/^Too many requests/);
    expect(await count(t.app, 'web_vitals')).toBe(before);
    expect((await beacon({ entries: [entry] }, { from: '10.8.0.2' })).statusCode).toBe(200);
  });

  it('computes p75 per metric, route and locale in SQL for the last 7 and 28 days', async () => {
    const db = t.app.ctx.db;
    await db.deleteFrom('web_vitals').execute();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const row = (metric: string, value: number, path: string, locale: string, at: Date) => ({
      metric,
      value,
      rating: 'good',
      path,
      locale,
      navigation_type: 'navigate',
      device: 'desktop',
      created_at: at,
    });
    await db
      .insertInto('web_vitals')
      .values([
        // /printers en-us LCP: 1000, 2000, 3000, 4000 in the last week → p75 = 3250
        ...[1000, 2000, 3000, 4000].map((v) => row('LCP', v, '/printers', 'en-us', daysAgo(1))),
        // 20 days ago: only in the 28-day window → with them 1000..6000 → p75 = 4750
        ...[5000, 6000].map((v) => row('LCP', v, '/printers', 'en-us', daysAgo(20))),
        // 40 days ago: in neither window
        row('LCP', 99_000, '/printers', 'en-us', daysAgo(40)),
        row('LCP', 1200, '/', 'de-de', daysAgo(2)),
        ...[0.05, 0.3].map((v) => row('CLS', v, '/', 'de-de', daysAgo(3))),
      ])
      .execute();
    const admin = await login(t.app, 'admin', 'admin123');
    const summary = async (days: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `${P}/monitor/vitals/summary${days ? `?days=${days}` : ''}`,
        headers: bearer(admin),
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      return r.json().data;
    };
    const week = await summary('7');
    expect(week.days).toBe(7);
    expect(week.metrics.LCP.rows).toEqual([
      { path: '/printers', locale: 'en-us', p75: 3250, samples: 4, rating: 'needs-improvement' },
      { path: '/', locale: 'de-de', p75: 1200, samples: 1, rating: 'good' },
    ]);
    // every LCP of the week: 1000, 1200, 2000, 3000, 4000 → p75 = 3000
    expect(week.metrics.LCP).toMatchObject({ p75: 3000, samples: 5, rating: 'needs-improvement' });
    // CLS 0.05, 0.3 → 0.05 + 0.75 × 0.25 = 0.2375 → 0.238 (three decimals)
    expect(week.metrics.CLS).toEqual({
      p75: 0.238,
      samples: 2,
      rating: 'needs-improvement',
      rows: [{ path: '/', locale: 'de-de', p75: 0.238, samples: 2, rating: 'needs-improvement' }],
    });
    expect(week.metrics.INP).toEqual({ p75: null, samples: 0, rating: null, rows: [] });

    const month = await summary('28');
    expect(month.metrics.LCP.rows[0]).toEqual({
      path: '/printers',
      locale: 'en-us',
      p75: 4750,
      samples: 6,
      rating: 'poor',
    });
    expect(month.metrics.LCP.samples).toBe(7);
    expect(new Date(month.since).getTime()).toBeCloseTo(daysAgo(28).getTime(), -4);

    expect((await summary('')).days).toBe(7);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${P}/monitor/vitals/summary?days=90`,
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^days: /);
  });

  it('needs a session (401) holding monitor:vitals:list (403); the editor role does not have it', async () => {
    const url = `${P}/monitor/vitals/summary?days=7`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const editor = await login(t.app, 'editor', 'editor123');
    const r = await t.app.inject({ method: 'GET', url, headers: bearer(editor) });
    expect(r.statusCode).toBe(403);
    expect(r.json().msg).toContain('monitor:vitals:list');
    const other = await tokenWith(t.app, ['site:contact:list']);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(403);
    const holder = await tokenWith(t.app, ['monitor:vitals:list']);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(holder) })).statusCode).toBe(200);
  });

  it('shows the admin a Monitor → Web vitals menu (message-id titles) and not the editor', async () => {
    const menu = async (token: string) =>
      JSON.stringify((await t.app.inject({ method: 'GET', url: `${P}/getRouters`, headers: bearer(token) })).json());
    const admin = await login(t.app, 'admin', 'admin123');
    expect(await menu(admin)).toContain('monitor/vitals/index');
    expect(await menu(admin)).toContain('admin.pages.vitalsTitle');
    expect(await menu(await login(t.app, 'editor', 'editor123'))).not.toContain('monitor/vitals/index');
  });
});
