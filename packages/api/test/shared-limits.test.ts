/**
 * Limits shared through Redis (the real server on 127.0.0.1:6379, reached through a TCP proxy this test can stop
 * to play an outage): two app instances count contact submissions against one limit and catch a duplicate
 * submission sent to the other; while Redis is gone each keeps serving with its own in-memory limit and logs a
 * warning (once); when Redis is back they share again.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, makeApp, testRedisPrefix, type TestApp } from './helpers.js';

async function until(ok: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const REDIS_PORT = Number(process.env.TEST_REDIS_PORT ?? 6379);

/** A TCP proxy to Redis that can be stopped (every connection cut) and started again on the same port. */
class Proxy {
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      if (!this.server) {
        client.destroy();
        return;
      }
      const upstream = net.connect(REDIS_PORT, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    // Stop accepting first, then cut what is open: a reconnect landing in between would otherwise get through
    // and end the outage before the test has played it.
    const closed = s ? new Promise<void>((resolve) => s.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('rate limits and duplicate submits shared through Redis', () => {
  const proxy = new Proxy();
  const logs: Array<{ level: number; msg: string }> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  let a: TestApp;
  let b: TestApp;
  const contact = (t: TestApp, ip: string, message = `hello ${crypto.randomUUID()}`) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/contact`,
      remoteAddress: ip,
      payload: { name: 'Ann', email: 'ann@example.com', message, role: 'driver_user', os: 'linux' },
    });

  beforeAll(async () => {
    await proxy.start();
    // A key prefix of its own: parallel runs and other users of this Redis never see these counters.
    const shared = {
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      redisKeyPrefix: testRedisPrefix(),
      rateLimits: { contact: { max: 4, timeWindow: 60_000 } },
    };
    a = await makeApp('pglite', { ...shared, logger: { level: 'info', stream: logStream } });
    b = await makeApp('pglite', shared);
    await until(() => a.app.ctx.redis!.ready() && b.app.ctx.redis!.ready(), 5000);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy.stop();
  });

  it('two processes count one limit: 2 through A and 2 through B, the fifth is refused on either', async () => {
    const ip = '10.9.0.1';
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await contact(t, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const ready = await a.app.inject({ method: 'GET', url: `${P}/health/ready` });
    expect(ready.json().data).toMatchObject({ redis: 'ok', database: 'ok', storage: 'ok' });
  });

  it("the same message sent to A and again to B within a second gets A's answer and is stored once", async () => {
    const message = `double click ${crypto.randomUUID()}`;
    const first = await contact(a, '10.9.0.2', message);
    const before = await b.app.ctx.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const again = await contact(b, '10.9.0.2', message);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = await b.app.ctx.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Another client sending the same text is not a duplicate (B stores it).
    expect((await contact(b, '10.9.0.3', message)).statusCode).toBe(200);
    const third = await b.app.ctx.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(third.n)).toBe(Number(before.n) + 1);
  });

  it('Redis gone: each process keeps serving with its own limit, warns once; Redis back: shared again', async () => {
    const logsBefore = logs.length;
    await proxy.stop();
    await expect.poll(() => a.app.ctx.redis!.ready() || b.app.ctx.redis!.ready(), { timeout: 5000 }).toBe(false);
    const ip = '10.9.0.4';
    const t0 = Date.now();
    const onA = [];
    for (let i = 0; i < 6; i++) onA.push((await contact(a, ip)).statusCode);
    const onB = [];
    for (let i = 0; i < 5; i++) onB.push((await contact(b, ip)).statusCode);
    // Per process now: 4 each, so 8 got through in all (the bound of the fallback is the limit times the processes).
    expect(onA).toEqual([200, 200, 200, 200, 429, 429]);
    expect(onB).toEqual([200, 200, 200, 200, 429]);
    expect(Date.now() - t0, 'no request waits for the missing Redis').toBeLessThan(3000);
    // Eleven requests fell back, yet the log says so once. Under heavy load a command slower than the 500 ms
    // timeout may already have logged this minute's warning before the outage; then the outage adds none.
    const unavailable = (l: { level: number; msg: string }) => l.level === 40 && l.msg.startsWith('redis unavailable');
    const during = logs.slice(logsBefore).filter(unavailable).length;
    const earlier = logs.slice(0, logsBefore).filter(unavailable).length;
    if (earlier === 0) expect(during).toBe(1);
    else expect(during).toBeLessThanOrEqual(1);
    const ready = await a.app.inject({ method: 'GET', url: `${P}/health/ready` });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ redis: 'down', database: 'ok' });

    await proxy.start();
    await expect
      .poll(() => a.app.ctx.redis!.ready() && b.app.ctx.redis!.ready(), { timeout: 10_000, interval: 100 })
      .toBe(true);
    expect(logs.some((l) => l.msg === 'redis is back: shared limits are shared again')).toBe(true);
    const ip2 = '10.9.0.5';
    const statuses = [];
    for (const t of [b, a, b, a, b]) statuses.push((await contact(t, ip2)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
