/**
 * A hung Redis (connected, never answering) is bounded (finding 11): each command gives up after 150 ms and after
 * three failures in a row a circuit breaker skips Redis for 10 s, so only the first request waits; the rest count in
 * memory at once (the documented fallback) and a double submit is still stored once. Redis is the real server on
 * 127.0.0.1:6379, reached through a proxy that this test pauses (it keeps the connection and forwards nothing).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, count, makeApp, testRedisPrefix, type TestApp } from './helpers.js';

const REDIS_PORT = Number(process.env.TEST_REDIS_PORT ?? 6379);

/** A TCP proxy to Redis whose `paused` flag swallows everything in both directions. */
class PausableProxy {
  port = 0;
  paused = false;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(REDIS_PORT, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.on('data', (d) => this.paused || upstream.write(d));
      upstream.on('data', (d) => this.paused || client.write(d));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }
  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe('a hung Redis', () => {
  const proxy = new PausableProxy();
  let t: TestApp;
  beforeAll(async () => {
    await proxy.start();
    t = await makeApp('pglite', {
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      redisKeyPrefix: testRedisPrefix(),
      rateLimits: { contact: { max: 1000, timeWindow: 60_000 } },
    });
    const deadline = Date.now() + 5000;
    while (t.app.ctx.redis?.client.status !== 'ready') {
      if (Date.now() > deadline) throw new Error('redis did not connect');
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  afterAll(async () => {
    await t?.close();
    await proxy.close();
  });

  const contact = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/contact`,
      payload: { name: 'Ann', email: 'ann@example.com', message, role: 'driver_user', os: 'linux' },
    });

  it('costs the first request a few command timeouts, then nothing; a double submit is stored once', async () => {
    // healthy first: Redis answers
    expect((await contact(`warm ${crypto.randomUUID()}`)).statusCode).toBe(200);
    proxy.paused = true;
    const before = await count(t.app, 'contact_messages');
    const took: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const r = await contact(`hung ${i} ${crypto.randomUUID()}`);
      took.push(performance.now() - started);
      expect(r.statusCode, r.body).toBe(200);
    }
    const same = `double ${crypto.randomUUID()}`;
    const [one, two] = [await contact(same), await contact(same)];
    expect(two.json().data.id).toBe(one.json().data.id);
    expect(await count(t.app, 'contact_messages')).toBe(before + 11);
    const later = took.slice(1).sort((a, b) => a - b);
    console.info(
      `hung redis: first request ${Math.round(took[0]!)} ms, then median ${Math.round(later[4]!)} ms, ` +
        `total ${Math.round(took.reduce((a, b) => a + b, 0))} ms for 10`,
    );
    // three failed commands of 150 ms open the breaker within the first request
    expect(took[0]!).toBeGreaterThanOrEqual(140);
    // afterwards no request waits for Redis (a wait would be at least one 150 ms timeout)
    expect(later[4]!).toBeLessThan(140);
    proxy.paused = false;
  });
});
