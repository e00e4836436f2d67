import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, count, makeApp, type TestApp } from './helpers.js';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 1234-5678',
  message: 'My PM-241-BT prints blank labels.',
  role: 'driver_user',
  os: 'windows',
};

describe.each(ENGINES)('contact form on %s (default rate limits)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine);
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/contact`,
      payload: payload as object,
      headers,
      remoteAddress: headers['x-test-ip'] ?? '10.0.0.1',
    });

  it('stores a valid message before replying', async () => {
    const r = await post(valid);
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id;
    const row = await t.app.ctx.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'driver_user',
      os: 'windows',
      status: 'new',
    });
  });

  it('rejects bad input naming the field and stores nothing', async () => {
    const before = await count(t.app, 'contact_messages');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: undefined }, 'name'],
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, email: 42 }, 'email'],
      [{ ...valid, message: '' }, 'message'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
      [{ ...valid, role: 'hacker' }, 'role'],
      [{ ...valid, os: 'TempleOS' }, 'os'],
      [{ ...valid, phone: "1'; drop table contact_messages; --" }, 'phone'],
      [{ ...valid, name: 'bad\u0000name' }, 'name'],
    ];
    for (const [i, [payload, field]] of cases.entries()) {
      const r = await post(payload, { 'x-test-ip': `10.0.1.${100 + i}` });
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.json().msg.startsWith(field)).toBe(true);
    }
    const arr = await post([valid], { 'x-test-ip': '10.0.1.2' });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().msg).toContain('body');
    const badJson = await t.app.inject({
      method: 'POST',
      url: `${P}/contact`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
      remoteAddress: '10.0.1.3',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().msg).toContain('JSON');
    const huge = await t.app.inject({
      method: 'POST',
      url: `${P}/contact`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, message: 'x'.repeat(400_000) }),
      remoteAddress: '10.0.1.4',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toContain('body');
    const xml = await t.app.inject({
      method: 'POST',
      url: `${P}/contact`,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
      remoteAddress: '10.0.1.5',
    });
    expect(xml.statusCode).toBe(415);
    expect(await count(t.app, 'contact_messages')).toBe(before);
  });

  it('honeypot submissions look accepted but are not stored', async () => {
    const before = await count(t.app, 'contact_messages');
    const r = await post({ ...valid, website: 'http://spam.example' }, { 'x-test-ip': '10.0.2.1' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.id).toBeUndefined();
    expect(await count(t.app, 'contact_messages')).toBe(before);
  });

  it('rate limits per IP (5 per minute by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(valid, { 'x-test-ip': '10.0.3.1' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await post(valid, { 'x-test-ip': '10.0.3.1' });
    expect(limited.json()).toMatchObject({ code: 429 });
    // another address is not affected
    expect((await post(valid, { 'x-test-ip': '10.0.3.2' })).statusCode).toBe(200);
  });

  it('rate limits login attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: `${P}/login`,
        payload: { username: 'nobody', password: 'x' },
        remoteAddress: '10.0.4.1',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
  });
});
