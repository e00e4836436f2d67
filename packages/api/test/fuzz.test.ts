/**
 * Property-based fuzzing (fast-check) of every public endpoint with random and hostile payloads:
 * path and query values, JSON / truncated JSON / form / multipart bodies, odd content types and headers.
 * Asserts: never a 5xx, error bodies are `{code, msg}` without a stack, the server still answers
 * afterwards, and nothing is stored from a rejected request — every table's row count changes only by
 * what the accepted requests (contact 200 with an id, register 200, captcha images, login 200) account
 * for, the stored contact ids are exactly the accepted ones, and no file appears on disk.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, bearer, makeApp, tableCounts, tokenWith, type TestApp } from './helpers.js';

/** Strings an attacker would try, mixed with random ones. */
const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE contact_messages; --",
    '1; select pg_sleep(5)',
    '../../../../etc/passwd',
    '..%2f..%2f..%2fetc%2fpasswd',
    '..\\..\\windows\\win.ini',
    '/etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '${7*7}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'prototype',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1.5',
    '1e309',
    '9999999999999999999999',
    '2147483648',
    '\uD800',
    '\uFEFF',
    '😀'.repeat(50),
    'a'.repeat(10_000),
    '%',
    '%%',
    '%ZZ',
    '*',
    ' ',
    '',
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

const CONTACT_KEYS = ['name', 'email', 'phone', 'message', 'role', 'os', 'website', '__proto__', 'constructor', 'id', 'status', 'created_at'];
const contactPayload = fc.oneof(
  fc.dictionary(fc.constantFrom(...CONTACT_KEYS), hostileValue, { maxKeys: 9 }),
  // mostly-valid payloads with some fields replaced
  fc.record({
    name: fc.oneof(fc.constant('Ann'), hostileValue),
    email: fc.oneof(fc.constant('ann@example.com'), hostileValue),
    message: fc.oneof(fc.constant('hello'), hostileValue),
    role: fc.oneof(fc.constantFrom('software_user', 'driver_user', 'chrome_extension_user', 'printer_manufacturer'), hostileValue),
    os: fc.oneof(fc.constantFrom('windows', 'linux', 'macos', 'chromeos'), hostileValue),
    phone: fc.oneof(fc.constant('123'), hostileValue),
    website: fc.oneof(fc.constant(undefined), fc.constant(''), hostileValue),
  }),
  hostileValue,
  fc.jsonValue(),
);
const sessionPayload = fc.oneof(
  fc.dictionary(fc.constantFrom('username', 'password', 'confirmPassword', 'code', 'uuid', '__proto__'), hostileValue, { maxKeys: 5 }),
  fc.record({
    username: fc.oneof(fc.stringMatching(/^[a-z]{2,12}$/), hostileValue),
    password: fc.oneof(fc.constant('long-enough-password'), hostileValue),
  }),
  hostileValue,
);

/** Every public GET route, each taking the fuzzed value somewhere (path, query or header). */
const GET_ENDPOINTS: Array<(s: string) => string> = [
  (s) => `${P}/health?x=${s}`,
  (s) => `${P}/docs?${s}`,
  (s) => `${P}/docs/json?x=${s}`,
  (s) => `/healthz?${s}`,
  (s) => `${P}/public/brands?pageNum=${s}&pageSize=${s}`,
  (s) => `${P}/public/brands?pageSize=20&pageNum=${s}`,
  (s) => `${P}/public/brands/${s}/models`,
  (s) => `${P}/public/brands/1/models?pageSize=${s}`,
  (s) => `${P}/public/models?keyword=${s}`,
  (s) => `${P}/public/models?brandId=${s}&keyword=pm`,
  (s) => `${P}/public/models?keyword=${s}&keyword=${s}`,
  (s) => `${P}/public/models/${s}`,
  (s) => `${P}/public/models/${s}/drivers?os=${s}`,
  (s) => `${P}/public/models/1/drivers?os=${s}&pageSize=${s}`,
  (s) => `${P}/public/models/${s}/manuals`,
  (s) => `${P}/public/models/1/manuals?pageNum=${s}`,
  (s) => `${P}/public/chart?pageSize=${s}`,
  (s) => `${P}/resources/dataConfig.json?${s}`,
  (s) => `/resources/dataConfig.json?${s}`,
  (s) => `${P}/system/dict/data/type/${s}`,
  (s) => `${P}/system/config/configKey/${s}`,
  (s) => `${P}/common/download/resource?resource=${s}`,
  (s) => `${P}/common/download/resource?resource=resources/${s}`,
  (s) => `${P}/common/download?fileName=${s}&delete=${s}`,
  (s) => `${P}/captchaImage?${s}`,
  (s) => `${P}/getInfo?x=${s}`,
  (s) => `${P}/getRouters?x=${s}`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '',
  '*/*',
  'application/json\u0000',
];

interface FilePart {
  name: string;
  filename: string;
  data: Buffer;
}
function multipartBody(fields: Record<string, string>, file?: FilePart | FilePart[]) {
  const boundary = `----fz${crypto.randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${v}\r\n`));
  for (const f of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    const file = f;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename.replace(/["\r\n]/g, '')}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const asText = (v: unknown) => (typeof v === 'string' ? v : String(JSON.stringify(v)));

/** Encodes a payload in one of several ways (some deliberately broken). */
function encode(payload: unknown, mode: 'json' | 'truncated' | 'form' | 'multipart'): { body: string | Buffer; contentType: string } {
  const obj = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : { value: payload };
  switch (mode) {
    case 'json':
      return { body: JSON.stringify(payload) ?? 'null', contentType: 'application/json' };
    case 'truncated':
      return { body: (JSON.stringify(payload) ?? 'null').slice(0, -1), contentType: 'application/json' };
    case 'form':
      return {
        body: new URLSearchParams(Object.entries(obj).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, asText(v)])).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart': {
      const m = multipartBody(Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined).map(([k, v]) => [k, asText(v).replace(/\r?\n--/g, ' ')])));
      return { body: m.payload, contentType: m.contentType };
    }
  }
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

describe.each(ENGINES)('hostile input fuzzing on %s', (engine) => {
  let t: TestApp;
  const big = { max: 1_000_000, timeWindow: 60_000 };
  let countsBefore: Record<string, number>;
  let contactIdsBefore: Set<number>;
  let filesBefore: string[];
  const accepted = { contact: [] as number[], register: 0, captcha: 0, login: 0, honeypot: 0, uploads: [] as string[] };
  /** Sign-in attempts that passed validation: each is counted (by design) under up to three throttle keys. */
  let countedLogins = 0;
  const countsAsAttempt = (r: { statusCode: number; body: string }) =>
    r.statusCode === 200 || r.statusCode === 429 || (r.statusCode === 400 && r.body.includes('password: incorrect'));

  beforeAll(async () => {
    t = await makeApp(engine, { rateLimits: { contact: big, login: big, register: big, captcha: big, upload: big }, loginLock: { ipMaxFailures: 1_000_000 } });
    // Registration on and captcha off, so fuzzed registrations can succeed and must be accounted for.
    await t.app.ctx.db.updateTable('configs').set({ config_value: 'true' }).where('config_key', '=', 'sys.account.registerUser').execute();
    t.app.ctx.clearConfigCache();
    countsBefore = await tableCounts(t.app);
    contactIdsBefore = new Set((await t.app.ctx.db.selectFrom('contact_messages').select('id').execute()).map((r) => r.id));
    filesBefore = listFiles(t.filesDir);
  });
  afterAll(async () => t?.close());

  /** Common checks for every fuzzed response. */
  function checkResponse(r: LightMyRequestResponse, what: string) {
    expect(r.statusCode, `${what} -> ${r.statusCode} ${r.body.slice(0, 200)}`).toBeLessThan(500);
    if (r.statusCode >= 400 && String(r.headers['content-type'] ?? '').includes('json')) {
      const b = r.json();
      expect(b.code, what).toBe(r.statusCode);
      expect(typeof b.msg).toBe('string');
      expect(b.msg).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
    }
  }

  it('GET endpoints: never 5xx with random/hostile path, query and header values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: GET_ENDPOINTS.length - 1 }),
        hostileString,
        fc.boolean(),
        fc.record({ auth: fc.option(hostileString), inm: fc.option(hostileString), xff: fc.option(hostileString) }),
        async (i, raw, encodeIt, h) => {
          let url: string;
          try {
            const value = encodeIt ? encodeURIComponent(raw) : raw.replace(/[#?\s]/g, '');
            url = GET_ENDPOINTS[i]!(value);
            new URL(url, 'http://x');
          } catch {
            return;
          }
          const headers: Record<string, string> = {};
          const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '');
          if (h.auth !== null) headers.authorization = `Bearer ${printable(h.auth)}`;
          if (h.inm !== null) headers['if-none-match'] = printable(h.inm);
          if (h.xff !== null) headers['x-forwarded-for'] = printable(h.xff);
          const r = await t.app.inject({ method: 'GET', url, headers });
          checkResponse(r, url);
          if (url.startsWith(`${P}/captchaImage`) && r.statusCode === 200) accepted.captcha++;
        },
      ),
      { numRuns: 400 },
    );
  });

  it('POST /contact: never 5xx with hostile JSON, truncated JSON, form and multipart bodies', async () => {
    await fc.assert(
      fc.asyncProperty(contactPayload, fc.constantFrom('json', 'truncated', 'form', 'multipart') as fc.Arbitrary<'json' | 'truncated' | 'form' | 'multipart'>, async (payload, mode) => {
        const { body, contentType } = encode(payload, mode);
        const r = await t.app.inject({ method: 'POST', url: `${P}/contact`, headers: { 'content-type': contentType }, payload: body });
        checkResponse(r, `contact ${mode} ${String(body).slice(0, 100)}`);
        if (r.statusCode === 200) {
          const id = r.json().data?.id;
          if (typeof id === 'number') accepted.contact.push(id);
          else accepted.honeypot++;
        } else {
          expect(r.json().msg).toMatch(/^[A-Za-z_.0-9-]+: /);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('POST endpoints: never 5xx with odd content types and raw bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/contact', '/login', '/register', '/logout'),
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof(hostileString, fc.uint8Array({ maxLength: 400 }).map((a) => Buffer.from(a))),
        async (route, contentType, body) => {
          const opts: InjectOptions = { method: 'POST', url: `${P}${route}`, payload: body, headers: contentType ? { 'content-type': contentType } : {} };
          const r = await t.app.inject(opts);
          checkResponse(r, `${route} [${contentType}] ${String(body).slice(0, 80)}`);
          if (route === '/contact' && r.statusCode === 200) {
            const id = r.json().data?.id;
            if (typeof id === 'number') accepted.contact.push(id);
            else accepted.honeypot++;
          }
          if (route === '/register' && r.statusCode === 200) accepted.register++;
          if (route === '/login' && r.statusCode === 200) accepted.login++;
          if (route === '/login' && countsAsAttempt(r)) countedLogins++;
        },
      ),
      { numRuns: 250 },
    );
  });

  it('session endpoints: never 5xx; only accepted registrations create users', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/login', '/register', '/logout'),
        sessionPayload,
        fc.constantFrom('json', 'truncated', 'form', 'multipart') as fc.Arbitrary<'json' | 'truncated' | 'form' | 'multipart'>,
        fc.option(hostileString),
        async (route, payload, mode, auth) => {
          const { body, contentType } = encode(payload, mode);
          const headers: Record<string, string> = { 'content-type': contentType };
          if (auth !== null) headers.authorization = `Bearer ${auth.replace(/[^\x20-\x7e]/g, '')}`;
          const r = await t.app.inject({ method: 'POST', url: `${P}${route}`, headers, payload: body });
          checkResponse(r, `${route} ${mode} ${String(body).slice(0, 100)}`);
          if (route === '/register' && r.statusCode === 200) accepted.register++;
          if (route === '/login' && r.statusCode === 200) accepted.login++;
          if (route === '/login' && countsAsAttempt(r)) countedLogins++;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('protected endpoints: anonymous hostile requests always get 401, whatever the body', async () => {
    const writes = ['/site/brand', '/site/model', '/site/driver', '/site/manual', '/site/chart', '/site/link', '/system/user', '/system/role', '/system/config', '/system/dict/data', '/system/dict/type'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.constantFrom(...writes), fc.constantFrom('POST', 'PUT')),
          fc.tuple(fc.constantFrom(...writes.map((w) => `${w}/1`), '/site/contact/1', '/system/user/1,2'), fc.constant('DELETE')),
          fc.tuple(fc.constantFrom(...writes.map((w) => `${w}/list`), '/site/contact/list', '/system/config/refreshCache'), fc.constantFrom('GET', 'DELETE')),
          fc.constantFrom(['/common/upload', 'POST'] as [string, string], ['/system/user/resetPwd', 'PUT'] as [string, string], ['/site/contact/1/handled', 'PUT'] as [string, string]),
        ),
        hostileValue,
        fc.constantFrom('json', 'truncated', 'form', 'multipart') as fc.Arbitrary<'json' | 'truncated' | 'form' | 'multipart'>,
        async ([route, method], payload, mode) => {
          const { body, contentType } = encode(payload, mode);
          const withBody = method === 'POST' || method === 'PUT';
          const r = await t.app.inject({ method: method as 'POST', url: `${P}${route}`, ...(withBody ? { payload: body, headers: { 'content-type': contentType } } : {}) });
          if (r.statusCode === 404 && !withBody) return; // a GET/DELETE pair that is not a route
          expect(r.statusCode, `${method} ${route}: ${r.body.slice(0, 200)}`).toBe(401);
          checkResponse(r, route);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('hostile uploads without a token are refused before any byte is stored', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, fc.uint8Array({ maxLength: 2000 }), fc.constantFrom('file', 'document', '__proto__'), async (filename, data, field) => {
        const m = multipartBody({}, { name: field, filename, data: Buffer.from(data) });
        const r = await t.app.inject({ method: 'POST', url: `${P}/common/upload`, headers: { 'content-type': m.contentType }, payload: m.payload });
        expect(r.statusCode).toBe(401);
      }),
      { numRuns: 60 },
    );
  });

  it('authenticated uploads: hostile names, bytes and broken multipart never 5xx; only accepted files are stored', async () => {
    const token = await tokenWith(t.app, ['common:file:upload']);
    countsBefore.users!++; // the uploader created just above
    countsBefore.sessions!++;
    countsBefore.roles!++;
    countsBefore.user_roles!++;
    countsBefore.role_permissions!++;
    const magic = fc.constantFrom(Buffer.from('%PDF-1.4\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('PK\x03\x04'), Buffer.from('MZ'), Buffer.alloc(0));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileString, fc.constantFrom('a.pdf', 'a.PNG', 'x.zip', 'x.exe', '../../a.pdf', 'a.pdf\u0000.js', '.pdf', 'a.', 'a.txt')),
        magic,
        fc.uint8Array({ maxLength: 3000 }),
        fc.constantFrom('ok', 'no-boundary', 'truncated', 'two-files', 'field-only'),
        async (filename, head, rest, shape) => {
          const data = Buffer.concat([head, Buffer.from(rest)]);
          const part = { name: 'file', filename, data };
          const m =
            shape === 'field-only'
              ? multipartBody({ file: 'not a file' })
              : multipartBody({}, shape === 'two-files' ? [part, { name: 'file', filename: 'b.pdf', data: Buffer.from('%PDF-1.4') }] : part);
          let payload: Buffer = m.payload;
          let contentType = m.contentType;
          if (shape === 'no-boundary') contentType = 'multipart/form-data';
          if (shape === 'truncated') payload = payload.subarray(0, Math.max(0, payload.length - 20));
          const r = await t.app.inject({ method: 'POST', url: `${P}/common/upload`, headers: { 'content-type': contentType, ...bearer(token) }, payload });
          checkResponse(r, `upload ${shape} ${filename.slice(0, 40)}`);
          if (r.statusCode === 200) accepted.uploads.push(r.json().fileName as string);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('afterwards: still healthy, and nothing was stored from a rejected request', async () => {
    const h = await t.app.inject({ method: 'GET', url: `${P}/health` });
    expect(h.statusCode).toBe(200);
    const after = await tableCounts(t.app);
    const expected = {
      ...countsBefore,
      contact_messages: countsBefore.contact_messages! + accepted.contact.length,
      users: countsBefore.users! + accepted.register,
      captchas: after.captchas!, // captchas are created by accepted GET /captchaImage calls only (captcha off: none)
      sessions: countsBefore.sessions! + accepted.login,
      files: countsBefore.files! + accepted.uploads.length,
      login_attempts: after.login_attempts!,
    };
    expect(after).toEqual(expected);
    // Rejected input never reached the attempt counters; only sign-ins that got as far as a password did.
    expect(after.login_attempts).toBeLessThanOrEqual(countsBefore.login_attempts! + 3 * countedLogins);
    expect(after.captchas).toBeLessThanOrEqual(countsBefore.captchas! + accepted.captcha);
    const ids = (await t.app.ctx.db.selectFrom('contact_messages').select('id').execute()).map((r) => r.id).filter((id) => !contactIdsBefore.has(id));
    expect(ids.sort((a, b) => a - b)).toEqual([...accepted.contact].sort((a, b) => a - b));
    expect(listFiles(t.filesDir)).toEqual([...filesBefore, ...accepted.uploads].sort());
  });
});
