import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, bearer, makeApp, tokenWith, type TestApp } from './helpers.js';

const outcome = { symptom: 'blank', model: 'd520', os: 'mac', outcome: 'started', step: null };

describe.each(ENGINES)('printer doctor outcomes on %s', (engine) => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.8.${Math.floor(++ip / 250)}.${ip % 250}`;
  beforeAll(async () => {
    process.env.DOCTOR_RATE_MAX = '4';
    try {
      t = await makeApp(engine);
    } finally {
      delete process.env.DOCTOR_RATE_MAX;
    }
  });
  afterAll(async () => t?.close());

  const post = (body: unknown, from = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/public/doctor/outcomes`,
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Secret Phone)' },
      payload: JSON.stringify(body),
      remoteAddress: from,
    });

  it('stores exactly the outcome sent: no address, no user agent', async () => {
    await t.app.ctx.db.deleteFrom('doctor_outcomes').execute();
    const r = await post(outcome, '10.7.7.7');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ stored: 1 });
    const rows = await t.app.ctx.db.selectFrom('doctor_outcomes').selectAll().execute();
    expect(rows).toHaveLength(1);
    const { id: _id, created_at: _at, ...stored } = rows[0]!;
    expect(stored).toEqual({ symptom: 'blank', model: 'd520', os: 'mac', outcome: 'started', step: null });
    expect(JSON.stringify(rows)).not.toMatch(/10\.7\.7\.7|Secret Phone/);
  });

  it('refuses what it does not count, naming the field', async () => {
    const unknown = await post({ ...outcome, symptom: 'smoke' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/^symptom: must be one of blank/);
    const noStep = await post({ ...outcome, outcome: 'solved' });
    expect(noStep.statusCode).toBe(400);
    expect(noStep.json().msg).toMatch(/^step: is required when the outcome is solved/);
    const extra = await post({ ...outcome, email: 'a@b.c' });
    expect(extra.statusCode).toBe(400);
  });

  it('limits each address (429) while others still count', async () => {
    const from = '10.6.6.6';
    for (let i = 0; i < 4; i++) expect((await post(outcome, from)).statusCode).toBe(200);
    expect((await post(outcome, from)).statusCode).toBe(429);
    expect((await post(outcome)).statusCode).toBe(200);
  });

  it('reports per symptom and model how often each step fixed it, to a session with monitor:doctor:list', async () => {
    await t.app.ctx.db.deleteFrom('doctor_outcomes').execute();
    const runs = [
      outcome,
      outcome,
      outcome,
      { ...outcome, outcome: 'solved', step: 3 },
      { ...outcome, outcome: 'solved', step: 3 },
      { ...outcome, outcome: 'solved', step: 1 },
      { ...outcome, outcome: 'contact', step: 5 },
      { ...outcome, symptom: 'usb', model: null, os: null },
    ];
    for (const body of runs) expect((await post(body)).statusCode).toBe(200);
    const url = `${P}/monitor/doctor/summary?days=7`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const none = await tokenWith(t.app, []);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(none) })).statusCode).toBe(403);
    const reader = await tokenWith(t.app, ['monitor:doctor:list']);
    const r = await t.app.inject({ method: 'GET', url, headers: bearer(reader) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.rows).toEqual([
      { symptom: 'blank', model: 'd520', started: 3, solved: 3, contact: 1, solvedAtStep: { '1': 1, '3': 2 } },
      { symptom: 'usb', model: 'unknown', started: 1, solved: 0, contact: 0, solvedAtStep: {} },
    ]);
  });
});
