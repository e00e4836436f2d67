import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderOf } from '../src/lib/sender.js';
import { ENGINES, P, makeApp, type TestApp } from './helpers.js';

/**
 * The contact form under a flood from many addresses: the flood's senders are held to one message each per window,
 * a person who writes once is still taken, and the unread inbox never grows past its cap, the busiest senders
 * losing their oldest messages first.
 */
const UNREAD_MAX = 40;
const message = (who: string, i: number) => ({
  name: `Sender ${who}`,
  email: `s${i}@example.com`,
  message: `Message ${i} from ${who}`,
  role: 'software_user',
  os: 'windows',
});

describe('the sender of an address', () => {
  it('is the IPv4 address, or the /64 of an IPv6 address', () => {
    expect(senderOf('203.0.113.7')).toBe('203.0.113.7');
    expect(senderOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(senderOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(senderOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(senderOf('2001:db8::9')).toBe('2001:db8:0:0::/64');
  });
});

describe.each(ENGINES)('per-address limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine, { rateLimits: { contact: { max: 2, timeWindow: 60_000 } } });
  });
  afterAll(async () => t?.close());

  it('count an IPv6 /64 as one address, however many of its addresses a client uses', async () => {
    const post = (address: string, i: number) =>
      t.app.inject({ method: 'POST', url: `${P}/contact`, payload: message(address, i), remoteAddress: address });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await post(`2001:db8:5:6::${i}`, i)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await post('2001:db8:5:7::1', 5)).statusCode).toBe(200);
  });
});

describe.each(ENGINES)('contact form under a distributed flood on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine, {
      rateLimits: {
        contact: { max: 5, timeWindow: 60_000 },
        contactGlobal: { max: 30, timeWindow: 60_000 },
        contactNewcomers: { max: 100, timeWindow: 60_000 },
      },
      contactUnreadMax: UNREAD_MAX,
    });
  });
  afterAll(async () => t?.close());

  const post = (address: string, i: number) =>
    t.app.inject({ method: 'POST', url: `${P}/contact`, payload: message(address, i), remoteAddress: address });
  const unread = async () =>
    t.app.ctx.db
      .selectFrom('contact_messages')
      .select(['sender', 'message'])
      .where('status', '=', 'new')
      .orderBy('id')
      .execute();

  it('50 addresses sending 5 each: one message per sender, a person still gets through, the inbox stays capped', async () => {
    let n = 0;
    const statuses: number[] = [];
    // Five rounds: every flood address sends once a round, as fast as the server answers.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, a) => post(`198.51.100.${a + 1}`, n++)));
      statuses.push(...answers.map((r) => r.statusCode));
      if (round > 0) expect(answers.every((r) => r.headers['retry-after'] !== undefined)).toBe(true);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);

    const person = await t.app.inject({
      method: 'POST',
      url: `${P}/contact`,
      payload: { ...message('a person', 9999), message: 'My printer prints blank labels, please help.' },
      remoteAddress: '203.0.113.77',
    });
    expect(person.statusCode, person.body).toBe(200);

    // A network that picks a new IPv6 address per request is one sender: its first message only.
    const v6 = await Promise.all([1, 2, 3].map((i) => post(`2001:db8:1:2::${i}`, n++)));
    expect(v6.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);

    const rows = await unread();
    // Past the cap the inbox is trimmed to 99 % of it (here 39).
    expect(rows.length).toBeLessThanOrEqual(UNREAD_MAX);
    expect(rows.length).toBeGreaterThanOrEqual(UNREAD_MAX - 1);
    expect(rows.some((r) => r.message === 'My printer prints blank labels, please help.')).toBe(true);
    const perSender = new Map<string, number>();
    for (const r of rows) perSender.set(r.sender, (perSender.get(r.sender) ?? 0) + 1);
    expect(Math.max(...perSender.values())).toBe(1);
  });

  it('the busiest sender loses its oldest unread message first, and messages already read are never dropped', async () => {
    await t.app.ctx.db.deleteFrom('contact_messages').execute();
    // A fresh window's worth of senders would be refused as flooded in this one: write the inbox directly.
    const rows = [
      ...Array.from({ length: 5 }, (_, i) => ({ sender: '192.0.2.1', message: `busy ${i}` })),
      ...Array.from({ length: UNREAD_MAX - 5 }, (_, i) => ({ sender: `192.0.2.${i + 10}`, message: `once ${i}` })),
    ].map((r) => ({ ...r, name: 'x', email: 'x@example.com', role: 'software_user', os: 'windows', ip: r.sender }));
    await t.app.ctx.db.insertInto('contact_messages').values(rows).execute();
    await t.app.ctx.db
      .insertInto('contact_messages')
      .values({ ...rows[0]!, message: 'already read', status: 'read' })
      .execute();
    const before = await sql<{ n: number }>`select count(*)::int as n from contact_messages`.execute(t.app.ctx.db);
    expect(before.rows[0]!.n).toBe(UNREAD_MAX + 1);

    const { keepInboxWithinCap } = await import('../src/lib/contactInbox.js');
    await t.app.ctx.db
      .insertInto('contact_messages')
      .values({ ...rows[1]!, sender: '192.0.2.200', ip: '192.0.2.200', message: 'newest' })
      .execute();
    // One past the cap of 40: trimmed to 39, the busy sender's two oldest going.
    expect(await keepInboxWithinCap(t.app.ctx, UNREAD_MAX, { warn: () => undefined })).toBe(2);
    const left = (await unread()).map((r) => r.message);
    expect(left).toHaveLength(UNREAD_MAX - 1);
    expect(left).not.toContain('busy 0');
    expect(left).not.toContain('busy 1');
    expect(left).toEqual(expect.arrayContaining(['busy 2', 'busy 4', 'once 0', 'newest']));
    const read = await t.app.ctx.db.selectFrom('contact_messages').select('id').where('status', '=', 'read').execute();
    expect(read).toHaveLength(1);
  });
});
