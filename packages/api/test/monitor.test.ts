/**
 * Monitor → Server and cache: what one process reports about itself and its services, its caches, and clearing
 * them; each behind its own permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheInfo, ServerInfo } from '@labelwise/contract';
import {
  ENGINES,
  P,
  REDIS_URL,
  bearer,
  dropRedisKeys,
  login,
  makeApp,
  testRedisPrefix,
  tokenWith,
  type TestApp,
} from './helpers.js';

describe.each(ENGINES)('server and cache monitor on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp(engine);
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => t?.close());
  const get = (url: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `${P}${url}`, headers: bearer(token) });

  it('reports this process, its host and its services', async () => {
    const r = await get('/monitor/server');
    expect(r.statusCode, r.body).toBe(200);
    const info = r.json().data as ServerInfo;
    expect(info.process).toMatchObject({ pid: process.pid, nodeVersion: process.version });
    expect(info.process.rssBytes).toBeGreaterThan(info.process.heapUsedBytes);
    expect(info.host.cpus).toBeGreaterThan(0);
    expect(info.database).toMatchObject({ engine, state: 'ok', latencyMs: expect.any(Number) });
    expect(info.database.version).toMatch(engine === 'postgres' ? /^PostgreSQL \d+/ : /^PostgreSQL/);
    expect(info.storage).toMatchObject({ kind: 'local', state: 'ok' });
    expect(info.redis).toEqual({ state: 'not configured', latencyMs: null, usedMemoryBytes: null });
    expect(info.cacheBus).toBe(t.app.cacheBus ? 'ok' : 'not configured');
  });

  it('counts the public answers it keeps, and clearing empties them and is logged', async () => {
    await t.app.inject({ method: 'GET', url: `${P}/public/brands` });
    const before = (await get('/monitor/cache')).json().data as CacheInfo;
    expect(before.responses.entries).toBeGreaterThan(0);
    expect(before.responses.ttlMs).toBe(t.app.ctx.opts.cacheTtlMs);
    expect(before.redisKeys).toBeNull();
    const cleared = await t.app.inject({ method: 'DELETE', url: `${P}/monitor/cache`, headers: bearer(admin) });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(((await get('/monitor/cache')).json().data as CacheInfo).responses.entries).toBe(0);
    const log = (await get('/monitor/operlog/list?module=monitor:cache')).json().rows;
    expect(log[0]).toMatchObject({ action: 'other', targetName: 'clear', operName: 'admin' });
  });

  it('keeps the caches to their own permissions', async () => {
    const serverOnly = await tokenWith(t.app, ['monitor:server:list']);
    expect((await get('/monitor/server', serverOnly)).statusCode).toBe(200);
    expect((await get('/monitor/cache', serverOnly)).statusCode).toBe(403);
    const viewer = await tokenWith(t.app, ['monitor:cache:list']);
    expect((await get('/monitor/cache', viewer)).statusCode).toBe(200);
    const clear = await t.app.inject({ method: 'DELETE', url: `${P}/monitor/cache`, headers: bearer(viewer) });
    expect(clear.statusCode).toBe(403);
  });
});

describe('server and cache monitor with Redis', () => {
  const prefix = testRedisPrefix();
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp('pglite', { redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => {
    await t?.close();
    await dropRedisKeys(prefix);
  });

  it('reports Redis working with its memory, and counts only this deployment’s keys', async () => {
    const server = (await t.app.inject({ method: 'GET', url: `${P}/monitor/server`, headers: bearer(admin) })).json()
      .data as ServerInfo;
    expect(server.redis).toMatchObject({ state: 'ok', latencyMs: expect.any(Number) });
    expect(server.redis.usedMemoryBytes).toBeGreaterThan(0);
    // Two keys under this deployment's prefix (the client adds it); other suites' keys share this Redis.
    const redis = t.app.ctx.redis!.client;
    await redis.set('monitor-probe-1', '1', 'EX', 60);
    await redis.set('monitor-probe-2', '1', 'EX', 60);
    const caches = (await t.app.inject({ method: 'GET', url: `${P}/monitor/cache`, headers: bearer(admin) })).json()
      .data as CacheInfo;
    const ours = await redis.keys('*'); // the pattern is not prefixed: every key of the Redis
    expect(caches.redisKeys).toBe(ours.filter((k) => k.startsWith(prefix)).length);
    expect(caches.redisKeys).toBeGreaterThanOrEqual(2);
  });
});
