/**
 * Monitor → Online users and the login log's unlock: an operator sees who is signed in, ends another session at
 * once, and frees a name locked out at an address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRefusal, type OnlineSession } from '@labelwise/contract';
import { ENGINES, P, bearer, login, makeApp, tokenWith, type TestApp } from './helpers.js';

describe.each(ENGINES)('online users on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp(engine, {
      rateLimits: { login: { max: 500, timeWindow: 60_000 } },
      loginLock: { maxFailures: 3, freeAttempts: 3, delayMs: 0 },
    });
    admin = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url: `${P}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const online = async (token = admin, query = '') => {
    const r = await call('GET', `/monitor/online/list?${query}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { rows: OnlineSession[]; total: number };
  };
  const signIn = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/login`,
      payload: { username, password },
      remoteAddress,
      headers: { 'user-agent': 'OnlineTest/2.0' },
    });

  it('lists the signed-in sessions with their address and browser, and marks the caller’s own', async () => {
    const editor = (await signIn('editor', 'editor123', '198.51.100.61')).json().token as string;
    const { rows, total } = await online(admin, 'userName=edit');
    expect(total).toBe(rows.length);
    const mine = rows.find((r) => r.ipaddr === '198.51.100.61')!;
    expect(mine).toMatchObject({ userName: 'editor', userAgent: 'OnlineTest/2.0', current: false });
    expect(Date.parse(mine.expireTime)).toBeGreaterThan(Date.now());
    expect((await online(admin, 'ipaddr=198.51.100.6')).rows.every((r) => r.ipaddr.includes('198.51.100.6'))).toBe(
      true,
    );
    const own = (await online(admin, 'userName=admin')).rows.filter((r) => r.current);
    expect(own).toHaveLength(1);
    expect(own[0]!.tokenId).not.toContain(admin);
    // The editor's session works until it is ended, then answers 401 at once; the log says who ended it.
    expect((await call('GET', '/getInfo', editor)).statusCode).toBe(200);
    expect((await call('DELETE', `/monitor/online/${mine.tokenId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/getInfo', editor)).statusCode).toBe(401);
    expect((await online(admin, 'ipaddr=198.51.100.61')).total).toBe(0);
    const log = (await call('GET', '/monitor/operlog/list?module=monitor:online', admin)).json().rows;
    expect(log[0]).toMatchObject({ action: 'other', targetName: 'editor', operName: 'admin' });
    // Ending it again changes nothing and is not an error: it is gone, as asked.
    expect((await call('DELETE', `/monitor/online/${mine.tokenId}`, admin)).statusCode).toBe(200);
  });

  it('refuses to end the caller’s own session, and an administrator’s to anyone but an administrator', async () => {
    const own = (await online()).rows.find((r) => r.current)!;
    const self = await call('DELETE', `/monitor/online/${own.tokenId}`, admin);
    expect(self.statusCode).toBe(409);
    expect(readRefusal(self.json().data)).toMatchObject({ reason: 'ownSessionEnd', field: 'tokenId' });

    const watcher = await tokenWith(t.app, ['monitor:online:list', 'monitor:online:forceLogout']);
    const theirs = await call('DELETE', `/monitor/online/${own.tokenId}`, watcher);
    expect(theirs.statusCode).toBe(403);
    expect(readRefusal(theirs.json().data)).toMatchObject({ reason: 'adminAccountOnly' });
    expect((await call('GET', '/getInfo', admin)).statusCode).toBe(200);
  });

  it('unlocks a name locked out at an address, and only there', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('editor', 'wrong-password', '203.0.113.61')).statusCode).toBe(400);
    expect((await signIn('editor', 'editor123', '203.0.113.61')).statusCode).toBe(429);
    const unlocked = await call('POST', '/monitor/logininfor/unlock', admin, {
      userName: 'Editor',
      ipaddr: '203.0.113.61',
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data).toEqual({ unlocked: true });
    expect((await signIn('editor', 'editor123', '203.0.113.61')).statusCode).toBe(200);
    const again = await call('POST', '/monitor/logininfor/unlock', admin, {
      userName: 'nobody',
      ipaddr: '203.0.113.9',
    });
    expect(again.json().data).toEqual({ unlocked: false });
  });

  it('unlocks an IPv6 network from any address of it the log shows, as its sign-ins are counted per /64', async () => {
    for (const i of [1, 2, 3])
      expect((await signIn('editor', 'wrong-password', `2001:db8:61::${i}`)).statusCode).toBe(400);
    expect((await signIn('editor', 'editor123', '2001:db8:61::4')).statusCode).toBe(429);
    const unlocked = await call('POST', '/monitor/logininfor/unlock', admin, {
      userName: 'editor',
      ipaddr: '2001:db8:61::3',
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data).toEqual({ unlocked: true });
    expect((await signIn('editor', 'editor123', '2001:db8:61::4')).statusCode).toBe(200);
  });
});
