/**
 * The sign-in defences as a scripted attacker meets them: parallel guessing, forged client addresses, telling
 * known from unknown accounts, locking the operator out from elsewhere, and the cost of the proof of work.
 */
import net from 'node:net';
import { solveChallenge as solve } from 'altcha-lib';
import type { DeriveKeyFunction } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHALLENGE_WORK, expectedIterations, issueChallenge } from '../src/lib/challenge.js';
import { parseTrustProxy } from '../src/lib/trustProxy.js';
import {
  ENGINES,
  P,
  bearer,
  makeApp,
  solveChallenge,
  TEST_CHALLENGE_WORK,
  tokenWith,
  type TestApp,
} from './helpers.js';

type Payload = Record<string, string>;

describe.each(ENGINES)('sign-in defences on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(engine, {
      captchaDisabled: false,
      challenge: TEST_CHALLENGE_WORK,
      trustProxy: ['10.9.9.9'],
      // Waits long enough that no answer here depends on how fast the machine runs the test.
      loginLock: { delayMs: 30_000 },
      // The per-route request limit is not what these tests are about.
      rateLimits: { login: { max: 100_000, timeWindow: 60_000 }, captcha: { max: 100_000, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => t?.close());

  async function challenge(strength?: 'strong') {
    const r = await t.app.inject({ method: 'GET', url: `${P}/captchaImage${strength ? '?strength=strong' : ''}` });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    return { uuid: body.uuid as string, code: await solveChallenge(body.challenge) };
  }
  const signIn = async (payload: Payload, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${P}/login`, payload, remoteAddress, headers });
  const reset = () => t.app.ctx.db.deleteFrom('login_attempts').execute();

  it('200 parallel wrong guesses count 200: the right password is refused after them, and the account asks for the strong check', async () => {
    await reset();
    const ip = '198.51.100.7';
    const challenges = await Promise.all(Array.from({ length: 200 }, () => challenge()));
    const answers = await Promise.all(
      challenges.map((c, i) => signIn({ username: 'admin', password: `guess-${i}`, ...c }, ip)),
    );
    const incorrect = answers.filter((r) => r.statusCode === 400 && r.json().msg.includes('incorrect')).length;
    const refused = answers.filter((r) => r.statusCode === 429).length;
    expect(incorrect + refused).toBe(200);
    // Only the attempts before the per-address ceiling reached a password comparison.
    expect(incorrect).toBeLessThanOrEqual(t.app.ctx.opts.loginLock.maxFailures);
    const rows = await t.app.ctx.db.selectFrom('login_attempts').select('attempts').execute();
    expect(
      rows
        .map((r) => r.attempts)
        .sort((a, b) => b - a)
        .slice(0, 3),
    ).toEqual([200, 200, 200]);

    const right = await signIn({ username: 'admin', password: 'admin123', ...(await challenge()) }, ip);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

    // The operator at their own address is not locked out, but the account now wants the strong check.
    const normal = await signIn({ username: 'admin', password: 'admin123', ...(await challenge()) }, '192.0.2.10');
    expect(normal.statusCode).toBe(400);
    expect(normal.json()).toMatchObject({ code: 400, data: { challenge: 'strong' } });
    expect(normal.json().msg).toMatch(/^code: /);
    const strong = await signIn(
      { username: 'admin', password: 'admin123', ...(await challenge('strong')) },
      '192.0.2.10',
    );
    expect(strong.statusCode, strong.body).toBe(200);
  });

  it('a forged X-Forwarded-For from an untrusted peer changes nothing; a trusted proxy is believed', async () => {
    await reset();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await signIn({ username: 'editor', password: `nope-${i}`, ...(await challenge()) }, '203.0.113.5', {
        'x-forwarded-for': `100.64.${i}.${i + 1}`,
      });
      statuses.push(r.statusCode);
    }
    // Counted under the peer's own address: free tries, then waits and the lock, never a fresh start.
    expect(statuses.slice(0, 2)).toEqual([400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);

    await reset();
    // Through the trusted proxy each forwarded client is its own address.
    for (let i = 0; i < 8; i++) {
      const r = await signIn({ username: 'editor', password: `nope-${i}`, ...(await challenge()) }, '10.9.9.9', {
        'x-forwarded-for': `100.64.0.${i + 1}`,
      });
      expect(r.statusCode).toBe(400);
    }
    await reset();
  });

  it('a forged X-Forwarded-For does not lift the contact form limit', async () => {
    const valid = {
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello there',
      role: 'software_user',
      os: 'windows',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: `${P}/contact`,
        payload: valid,
        remoteAddress: '203.0.113.77',
        headers: { 'x-forwarded-for': `100.65.0.${i + 1}` },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(t.app.ctx.opts.rateLimits.contact.max);
    expect(statuses.at(-1)).toBe(429);
  });

  it('known and unknown accounts answer alike, wrong guess by wrong guess', async () => {
    await reset();
    const run = async (username: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < 8; i++) {
        const r = await signIn({ username, password: 'not-the-password', ...(await challenge()) }, ip);
        out.push(`${r.statusCode} ${r.json().msg.replace(/\d+ (s|min)/, 'N')}`);
      }
      return out;
    };
    const known = await run('admin', '198.51.100.20');
    const unknown = await run('nobody_here', '198.51.100.21');
    expect(unknown).toEqual(known);
    expect(known.some((l) => l.startsWith('429'))).toBe(true);
    await reset();
  });

  it('waits grow before the lock, and a correct sign-in in between clears them', async () => {
    const w = await makeApp(engine, { captchaDisabled: true, loginLock: { delayMs: 1_000 } });
    try {
      const attempt = (password: string) =>
        w.app.inject({
          method: 'POST',
          url: `${P}/login`,
          payload: { username: 'editor', password },
          remoteAddress: '198.51.100.30',
        });
      expect((await attempt('wrong-1')).statusCode).toBe(400);
      expect((await attempt('wrong-2')).statusCode).toBe(400);
      expect((await attempt('wrong-3')).statusCode).toBe(400);
      const early = await attempt('editor123');
      expect(early.statusCode).toBe(429);
      expect(early.json().msg).toMatch(/wait 1 s before the next sign-in attempt/);
      expect(early.headers['retry-after']).toBe('1');
      await new Promise((r) => setTimeout(r, 1_100));
      const ok = await attempt('editor123');
      expect(ok.statusCode, ok.body).toBe(200);
      // Cleared: the next mistakes start again from the free attempts.
      expect((await attempt('wrong-4')).statusCode).toBe(400);
      expect((await attempt('wrong-5')).statusCode).toBe(400);
    } finally {
      await w.close();
    }
  });

  it('an IPv6 client that picks a new address of its /64 per guess is still one address', async () => {
    const w = await makeApp(engine, { captchaDisabled: true, loginLock: { delayMs: 30_000 } });
    try {
      const attempt = (password: string, remoteAddress: string) =>
        w.app.inject({ method: 'POST', url: `${P}/login`, payload: { username: 'editor', password }, remoteAddress });
      for (const i of [1, 2, 3]) expect((await attempt(`wrong-${i}`, `2001:db8:7:7::${i}`)).statusCode).toBe(400);
      const rotated = await attempt('wrong-4', '2001:db8:7:7:abcd::4');
      expect(rotated.statusCode).toBe(429);
      expect(rotated.json().msg).toMatch(/before the next sign-in attempt/);
      // Another network is another address: the operator there signs in.
      expect((await attempt('editor123', '2001:db8:7:8::1')).statusCode).toBe(200);
    } finally {
      await w.close();
    }
  });

  it('the strong check is asked for even when the check is switched off by configuration', async () => {
    const off = await makeApp(engine, {
      captchaDisabled: true,
      challenge: TEST_CHALLENGE_WORK,
      loginLock: { accountStrongAfter: 3, delayMs: 0 },
    });
    try {
      for (let i = 0; i < 4; i++) {
        await off.app.inject({
          method: 'POST',
          url: `${P}/login`,
          payload: { username: 'editor', password: 'x' },
          remoteAddress: `192.0.2.${100 + i}`,
        });
      }
      const plain = await off.app.inject({
        method: 'POST',
        url: `${P}/login`,
        payload: { username: 'editor', password: 'editor123' },
        remoteAddress: '192.0.2.200',
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().data).toEqual({ challenge: 'strong' });
      const c = (await off.app.inject({ method: 'GET', url: `${P}/captchaImage?strength=strong` })).json();
      expect(c.captchaEnabled).toBe(true);
      const payload = {
        username: 'editor',
        password: 'editor123',
        uuid: c.uuid,
        code: await solveChallenge(c.challenge),
      };
      const r = await off.app.inject({ method: 'POST', url: `${P}/login`, payload, remoteAddress: '192.0.2.200' });
      expect(r.statusCode, r.body).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('signed-in answers are never stored by a cache; public ones may be', async () => {
    const c = await challenge();
    const res = await signIn({ username: 'admin', password: 'admin123', ...c }, '192.0.2.50');
    expect(res.headers['cache-control']).toBe('no-store');
    const token = res.json().token as string;
    for (const url of ['/getInfo', '/getRouters', '/system/user/list', '/site/driver/list']) {
      const r = await t.app.inject({ method: 'GET', url: `${P}${url}`, headers: bearer(token) });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-store');
    }
    const pub = await t.app.inject({ method: 'GET', url: `${P}/public/brands` });
    expect(pub.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('HSTS only when TLS is reported by the trusted proxy', async () => {
    const direct = await t.app.inject({
      method: 'GET',
      url: `${P}/health`,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.app.inject({
      method: 'GET',
      url: `${P}/health`,
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe.each(ENGINES)('slow bodies and the API map on %s', (engine) => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await makeApp(engine, { bodyTimeoutMs: 800, uploadBodyTimeoutMs: 2_500 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /** Sends headers and part of a body, then nothing; resolves with what came back and when the socket closed. */
  function trickle(
    path: string,
    contentType: string,
    extraHeaders = '',
  ): Promise<{ response: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      socket.on('data', (d) => (response += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ response, closedAfterMs: Date.now() - started }));
      socket.on('connect', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: 1000\r\n${extraHeaders}\r\n{"name":"`,
        );
      });
      setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 6 s; got ${response.slice(0, 80)}`));
      }, 6_000);
    });
  }

  it('cuts a body that trickles in, with a 408 in the envelope', async () => {
    const r = await trickle(`${P}/contact`, 'application/json');
    expect(r.response).toMatch(/^HTTP\/1\.1 408/);
    expect(r.response).toContain('"msg":"body: not received in time');
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(700);
    expect(r.closedAfterMs).toBeLessThan(2_000);
    // The server is still serving others.
    expect((await t.app.inject({ method: 'GET', url: `${P}/health` })).statusCode).toBe(200);
  });

  it('gives uploads their own, larger but bounded, allowance', async () => {
    const token = await tokenWith(t.app, ['common:file:upload']);
    const r = await trickle(
      `${P}/common/upload`,
      'multipart/form-data; boundary=x',
      `Authorization: Bearer ${token}\r\n`,
    );
    expect(r.response).toMatch(/^HTTP\/1\.1 408/);
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(2_400);
    expect(r.closedAfterMs).toBeLessThan(4_000);
  });

  it('an early refusal closes the connection to a trickling body at once (uploads too)', async () => {
    const r = await trickle(`${P}/site/brand`, 'application/json');
    expect(r.response).toMatch(/^HTTP\/1\.1 401/);
    expect(r.response.toLowerCase()).toContain('connection: close');
    expect(r.closedAfterMs).toBeLessThan(700);
    // an anonymous upload used to keep its slow body open for the whole upload allowance
    const u = await trickle(`${P}/common/upload`, 'multipart/form-data; boundary=x');
    expect(u.response).toMatch(/^HTTP\/1\.1 401/);
    expect(u.closedAfterMs).toBeLessThan(700);
  });

  it('the OpenAPI document is open in development', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${P}/docs/json` })).statusCode).toBe(200);
  });

  it('in production the OpenAPI document needs a signed-in operator', async () => {
    const prod = await makeApp(engine, {
      env: 'production',
      adminPassword: 'a-long-admin-password',
      adminUsername: 'root_admin',
    });
    try {
      expect((await prod.app.inject({ method: 'GET', url: `${P}/docs/json` })).statusCode).toBe(401);
      expect((await prod.app.inject({ method: 'GET', url: `${P}/docs` })).statusCode).toBe(401);
      const visitor = await tokenWith(prod.app, []);
      expect(
        (await prod.app.inject({ method: 'GET', url: `${P}/docs/json`, headers: bearer(visitor) })).statusCode,
      ).toBe(403);
      const token = await tokenWith(prod.app, ['site:brand:list']);
      const doc = await prod.app.inject({ method: 'GET', url: `${P}/docs/json`, headers: bearer(token) });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().openapi).toMatch(/^3\./);
      expect(doc.headers['cache-control']).toBe('no-store');
    } finally {
      await prod.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes proxy addresses and CIDR ranges, and refuses "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8 ::1 loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['1', 'true', '2', '*', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY: ".*" is not a proxy address or CIDR range/);
    }
    // a range holding every client is `true` in disguise (IPv4 clients as IPv6 see them: ::ffff:0:0/96)
    for (const everyone of ['0.0.0.0/0', '::/0', '10.0.0.0/0', '::ffff:0:0/96', '::/80']) {
      expect(() => parseTrustProxy(everyone), everyone).toThrow(/TRUST_PROXY: ".*" covers every address/);
    }
    expect(parseTrustProxy('::ffff:10.0.0.0/104 fd00::/8')).toEqual(['::ffff:10.0.0.0/104', 'fd00::/8']);
  });
});

describe('the proof of work', () => {
  /** Counts the key derivations a solver performs. */
  function countingDerive(): { derive: DeriveKeyFunction; count: () => number } {
    let n = 0;
    return {
      derive: async (...args) => {
        n++;
        return deriveKey(...args);
      },
      count: () => n,
    };
  }

  it('costs the configured work: 100 recorded challenges need counter + 1 derivations each, never fewer than the minimum', async () => {
    const work = { cost: 1, normal: { min: 50, max: 150 }, strong: { min: 500, max: 600 } };
    const spent: number[] = [];
    for (let i = 0; i < 100; i++) {
      const issued = await issueChallenge(work, 'normal');
      expect(JSON.stringify(issued.challenge)).not.toContain('"counter"');
      const c = countingDerive();
      const solution = await solve({ challenge: issued.challenge, deriveKey: c.derive });
      expect(solution?.counter).toBe(issued.counter);
      expect(c.count()).toBe(issued.counter + 1);
      spent.push(c.count());
    }
    expect(Math.min(...spent)).toBeGreaterThanOrEqual(work.normal.min + 1);
    const mean = spent.reduce((a, b) => a + b, 0) / spent.length;
    // Uniform over [51, 151]: the mean of 100 draws lies within ±25 of 101 (more than 8 standard errors).
    expect(Math.abs(mean - 101)).toBeLessThan(25);
  });

  it('production defaults: PBKDF2 with 1,000 iterations per try; the strong check costs about 16× the normal one; no lower bound', async () => {
    expect(DEFAULT_CHALLENGE_WORK.cost).toBe(1_000);
    expect(expectedIterations(DEFAULT_CHALLENGE_WORK, 'normal')).toBe(551_000);
    // No lower bound to start from: a solver skipping the first 300 counters (the old minimum) misses about a
    // quarter of the answers, so skipping saves nothing on average.
    expect(DEFAULT_CHALLENGE_WORK.normal.min).toBe(0);
    expect(DEFAULT_CHALLENGE_WORK.strong.min).toBe(0);
    const counters = await Promise.all(
      Array.from(
        { length: 200 },
        async () => (await issueChallenge({ ...DEFAULT_CHALLENGE_WORK, cost: 1 }, 'normal')).counter,
      ),
    );
    expect(counters.filter((c) => c < 300).length).toBeGreaterThan(20);
    expect(
      expectedIterations(DEFAULT_CHALLENGE_WORK, 'strong') / expectedIterations(DEFAULT_CHALLENGE_WORK, 'normal'),
    ).toBeGreaterThan(16);
  });
});
