import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, count, makeApp, type TestApp } from './helpers.js';

/** Strings an attacker would try, mixed with random ones. */
const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE contact_messages; --",
    '../../../../etc/passwd',
    '..%2f..%2f..%2fetc%2fpasswd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '${7*7}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '9999999999999999999999',
    '\uD800',
    '😀'.repeat(50),
    'a'.repeat(10_000),
    ' ',
    '',
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
);
const hostileValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));

const contactKeys = ['name', 'email', 'phone', 'message', 'role', 'os', 'website', '__proto__', 'constructor', 'id', 'status'];
const contactPayload = fc.oneof(
  fc.dictionary(fc.constantFrom(...contactKeys), hostileValue, { maxKeys: 9 }),
  // mostly-valid payloads with one field replaced
  fc.record({
    name: fc.oneof(fc.constant('Ann'), hostileValue),
    email: fc.oneof(fc.constant('ann@example.com'), hostileValue),
    message: fc.oneof(fc.constant('hello'), hostileValue),
    role: fc.oneof(fc.constantFrom('software_user', 'driver_user'), hostileValue),
    os: fc.oneof(fc.constantFrom('windows', 'linux'), hostileValue),
    phone: fc.oneof(fc.constant('123'), hostileValue),
  }),
  hostileValue,
  fc.jsonValue(),
);

const GET_ENDPOINTS = [
  (s: string) => `/public/brands?pageNum=${s}&pageSize=${s}`,
  (s: string) => `/public/brands/${s}/models`,
  (s: string) => `/public/models?keyword=${s}`,
  (s: string) => `/public/models?brandId=${s}&keyword=pm`,
  (s: string) => `/public/models/${s}`,
  (s: string) => `/public/models/${s}/drivers?os=${s}`,
  (s: string) => `/public/models/1/drivers?os=${s}&pageSize=${s}`,
  (s: string) => `/public/models/${s}/manuals`,
  (s: string) => `/public/chart?pageSize=${s}`,
  (s: string) => `/system/dict/data/type/${s}`,
  (s: string) => `/system/config/configKey/${s}`,
  (s: string) => `/common/download/resource?resource=${s}`,
  (s: string) => `/common/download?fileName=${s}&delete=${s}`,
  (s: string) => `/resources/dataConfig.json?${s}`,
  (s: string) => `/getInfo?x=${s}`,
];

describe.each(ENGINES)('hostile input fuzzing on %s', (engine) => {
  let t: TestApp;
  const big = { max: 1_000_000, timeWindow: 60_000 };
  beforeAll(async () => {
    t = await makeApp(engine, { rateLimits: { contact: big, login: big, register: big, captcha: big, upload: big } });
  });
  afterAll(async () => t?.close());

  it('GET endpoints: never 5xx with random/hostile path and query values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: GET_ENDPOINTS.length - 1 }), hostileString, fc.boolean(), async (i, raw, encode) => {
        let url: string;
        try {
          const value = encode ? encodeURIComponent(raw) : raw.replace(/[#?\s]/g, '');
          url = `${P}${GET_ENDPOINTS[i]!(value)}`;
          new URL(url, 'http://x');
        } catch {
          return;
        }
        const r = await t.app.inject({ method: 'GET', url });
        expect(r.statusCode, `${url} -> ${r.body.slice(0, 200)}`).toBeLessThan(500);
        if (r.statusCode >= 400 && r.headers['content-type']?.toString().includes('json')) {
          const b = r.json();
          expect(b.code).toBe(r.statusCode);
          expect(typeof b.msg).toBe('string');
          expect(b.msg).not.toMatch(/\n\s+at /);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('POST /contact: never 5xx; exactly the accepted messages are stored', async () => {
    const before = await count(t.app, 'contact_messages');
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(contactPayload, fc.constantFrom('json', 'raw', 'form'), async (payload, mode) => {
        const body = mode === 'json' ? JSON.stringify(payload) : mode === 'raw' ? String(JSON.stringify(payload) ?? '').slice(0, -1) : new URLSearchParams(Object.entries(typeof payload === 'object' && payload !== null ? payload : { x: String(payload) }).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : String(JSON.stringify(v))])).toString();
        const r = await t.app.inject({
          method: 'POST',
          url: `${P}/contact`,
          headers: { 'content-type': mode === 'form' ? 'application/x-www-form-urlencoded' : 'application/json' },
          payload: body ?? '',
        });
        expect(r.statusCode, r.body.slice(0, 200)).toBeLessThan(500);
        if (r.statusCode === 200 && typeof r.json().data?.id === 'number') accepted++;
        if (r.statusCode >= 400) expect(r.json().msg).toMatch(/^[A-Za-z_.0-9-]+: /);
      }),
      { numRuns: 300 },
    );
    expect(await count(t.app, 'contact_messages')).toBe(before + accepted);
  });

  it('session endpoints: never 5xx, no session or user created by rejected requests', async () => {
    const sessions = await count(t.app, 'sessions');
    const users = await count(t.app, 'users');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/login', '/register', '/logout'),
        fc.oneof(fc.dictionary(fc.constantFrom('username', 'password', 'code', 'uuid', 'confirmPassword', '__proto__'), hostileValue, { maxKeys: 5 }), hostileValue),
        fc.option(hostileString),
        async (path, payload, auth) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (auth) headers.authorization = `Bearer ${auth.replace(/[^\x20-\x7e]/g, '')}`;
          const r = await t.app.inject({ method: 'POST', url: `${P}${path}`, headers, payload: JSON.stringify(payload) ?? 'null' });
          expect(r.statusCode, r.body.slice(0, 200)).toBeLessThan(500);
          if (path === '/login') expect(r.statusCode).not.toBe(200);
        },
      ),
      { numRuns: 200 },
    );
    expect(await count(t.app, 'sessions')).toBe(sessions);
    expect(await count(t.app, 'users')).toBe(users);
  });

  it('admin endpoints reject anonymous hostile writes with 401 and change nothing', async () => {
    const brands = await count(t.app, 'brands');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/site/brand', '/site/model', '/site/driver', '/system/user', '/system/config', '/system/dict/data'),
        fc.constantFrom('POST', 'PUT'),
        hostileValue,
        async (path, method, payload) => {
          const r = await t.app.inject({ method: method as 'POST' | 'PUT', url: `${P}${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) ?? 'null' });
          expect([400, 401]).toContain(r.statusCode);
        },
      ),
      { numRuns: 100 },
    );
    expect(await count(t.app, 'brands')).toBe(brands);
  });
});
