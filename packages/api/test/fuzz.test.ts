/**
 * Property-based fuzzing (fast-check) of every public endpoint with random and hostile payloads:
 * path and query values, JSON / truncated JSON / form / multipart bodies, odd content types and headers.
 * Asserts: never a 5xx, error bodies are `{code, msg}` without a stack, the server still answers
 * afterwards, and nothing is stored from a rejected request — every table's row count changes only by
 * what the accepted requests (contact 200 with an id, register 200, captcha images, login 200) account
 * for, the stored contact ids are exactly the accepted ones, and no file appears on disk.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINES,
  P,
  bearer,
  makeApp,
  multipartBody,
  setConfig,
  tableCounts,
  tokenWith,
  type TestApp,
} from './helpers.js';

import {
  hostileString,
  hostileValue,
  contactPayload,
  sessionPayload,
  GET_ENDPOINTS,
  CONTENT_TYPES,
  encode,
  listFiles,
} from './fuzz-inputs.js';

describe.each(ENGINES)('hostile input fuzzing on %s', (engine) => {
  let t: TestApp;
  const big = { max: 1_000_000, timeWindow: 60_000 };
  let countsBefore: Record<string, number>;
  let contactIdsBefore: Set<number>;
  let filesBefore: string[];
  const accepted = { contact: [] as number[], register: 0, captcha: 0, login: 0, honeypot: 0, uploads: [] as string[] };
  // A repeat of the same message within the duplicate window is answered with the first one's id: one stored row.
  const acceptContact = (id: number) => {
    if (!accepted.contact.includes(id)) accepted.contact.push(id);
  };
  /** Sign-in attempts that passed validation: each is counted (by design) under up to three throttle keys. */
  let countedLogins = 0;
  /** Every POST /login sent; the login log may record each (succeeded, wrong password, locked) but no more. */
  let loginCalls = 0;
  const countsAsAttempt = (r: { statusCode: number; body: string }) =>
    r.statusCode === 200 || r.statusCode === 429 || (r.statusCode === 400 && r.body.includes('password: incorrect'));

  beforeAll(async () => {
    t = await makeApp(engine, {
      rateLimits: { contact: big, contactGlobal: big, login: big, register: big, captcha: big, upload: big },
      loginLock: { ipMaxFailures: 1_000_000 },
    });
    // Registration on and captcha off, so fuzzed registrations can succeed and must be accounted for.
    await setConfig(t.app, 'sys.account.registerUser', 'true');
    countsBefore = await tableCounts(t.app);
    contactIdsBefore = new Set(
      (await t.app.ctx.db.selectFrom('contact_messages').select('id').execute()).map((r) => r.id),
    );
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
      fc.asyncProperty(
        contactPayload,
        fc.constantFrom('json', 'truncated', 'form', 'multipart') as fc.Arbitrary<
          'json' | 'truncated' | 'form' | 'multipart'
        >,
        async (payload, mode) => {
          const { body, contentType } = encode(payload, mode);
          const r = await t.app.inject({
            method: 'POST',
            url: `${P}/contact`,
            headers: { 'content-type': contentType },
            payload: body,
          });
          checkResponse(r, `contact ${mode} ${String(body).slice(0, 100)}`);
          if (r.statusCode === 200) {
            const id = r.json().data?.id;
            if (typeof id === 'number') acceptContact(id);
            else accepted.honeypot++;
          } else {
            expect(r.json().msg).toMatch(/^[A-Za-z_.0-9-]+: /);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('POST endpoints: never 5xx with odd content types and raw bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/contact', '/login', '/register', '/logout'),
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof(
          hostileString,
          fc.uint8Array({ maxLength: 400 }).map((a) => Buffer.from(a)),
        ),
        async (route, contentType, body) => {
          const opts: InjectOptions = {
            method: 'POST',
            url: `${P}${route}`,
            payload: body,
            headers: contentType ? { 'content-type': contentType } : {},
          };
          const r = await t.app.inject(opts);
          checkResponse(r, `${route} [${contentType}] ${String(body).slice(0, 80)}`);
          if (route === '/contact' && r.statusCode === 200) {
            const id = r.json().data?.id;
            if (typeof id === 'number') acceptContact(id);
            else accepted.honeypot++;
          }
          if (route === '/register' && r.statusCode === 200) accepted.register++;
          if (route === '/login' && r.statusCode === 200) accepted.login++;
          if (route === '/login' && countsAsAttempt(r)) countedLogins++;
          if (route === '/login') loginCalls++;
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
        fc.constantFrom('json', 'truncated', 'form', 'multipart') as fc.Arbitrary<
          'json' | 'truncated' | 'form' | 'multipart'
        >,
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
          if (route === '/login') loginCalls++;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('protected endpoints: anonymous hostile requests always get 401, whatever the body', async () => {
    const writes = [
      '/site/brand',
      '/site/model',
      '/site/driver',
      '/site/manual',
      '/site/chart',
      '/site/link',
      '/system/user',
      '/system/role',
      '/system/config',
      '/system/dict/data',
      '/system/dict/type',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.constantFrom(...writes), fc.constantFrom('POST', 'PUT')),
          fc.tuple(
            fc.constantFrom(...writes.map((w) => `${w}/1`), '/site/contact/1', '/system/user/1,2'),
            fc.constant('DELETE'),
          ),
          fc.tuple(
            fc.constantFrom(...writes.map((w) => `${w}/list`), '/site/contact/list', '/system/config/refreshCache'),
            fc.constantFrom('GET', 'DELETE'),
          ),
          fc.constantFrom(
            ['/common/upload', 'POST'] as [string, string],
            ['/system/user/resetPwd', 'PUT'] as [string, string],
            ['/site/contact/1/handled', 'PUT'] as [string, string],
          ),
        ),
        hostileValue,
        fc.constantFrom('json', 'truncated', 'form', 'multipart') as fc.Arbitrary<
          'json' | 'truncated' | 'form' | 'multipart'
        >,
        async ([route, method], payload, mode) => {
          const { body, contentType } = encode(payload, mode);
          const withBody = method === 'POST' || method === 'PUT';
          const r = await t.app.inject({
            method: method as 'POST',
            url: `${P}${route}`,
            ...(withBody ? { payload: body, headers: { 'content-type': contentType } } : {}),
          });
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
      fc.asyncProperty(
        hostileString,
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('file', 'document', '__proto__'),
        async (filename, data, field) => {
          const m = multipartBody({}, { name: field, filename, data: Buffer.from(data) });
          const r = await t.app.inject({
            method: 'POST',
            url: `${P}/common/upload`,
            headers: { 'content-type': m.contentType },
            payload: m.payload,
          });
          expect(r.statusCode).toBe(401);
        },
      ),
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
    const magic = fc.constantFrom(
      Buffer.from('%PDF-1.4\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('PK\x03\x04'),
      Buffer.from('MZ'),
      Buffer.alloc(0),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileString,
          fc.constantFrom('a.pdf', 'a.PNG', 'x.zip', 'x.exe', '../../a.pdf', 'a.pdf\u0000.js', '.pdf', 'a.', 'a.txt'),
        ),
        magic,
        fc.uint8Array({ maxLength: 3000 }),
        fc.constantFrom('ok', 'no-boundary', 'truncated', 'two-files', 'field-only'),
        async (filename, head, rest, shape) => {
          const data = Buffer.concat([head, Buffer.from(rest)]);
          const part = { name: 'file', filename, data };
          const m =
            shape === 'field-only'
              ? multipartBody({ file: 'not a file' })
              : multipartBody(
                  {},
                  shape === 'two-files'
                    ? [part, { name: 'file', filename: 'b.pdf', data: Buffer.from('%PDF-1.4') }]
                    : part,
                );
          let payload: Buffer = m.payload;
          let contentType = m.contentType;
          if (shape === 'no-boundary') contentType = 'multipart/form-data';
          if (shape === 'truncated') payload = payload.subarray(0, Math.max(0, payload.length - 20));
          const r = await t.app.inject({
            method: 'POST',
            url: `${P}/common/upload`,
            headers: { 'content-type': contentType, ...bearer(token) },
            payload,
          });
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
      // Sign-in attempts are audited, accepted or not (bounded below); an accepted upload is an operator's change.
      login_logs: after.login_logs!,
      operation_logs: countsBefore.operation_logs! + accepted.uploads.length,
    };
    expect(after).toEqual(expected);
    // Rejected input never reached the attempt counters; only sign-ins that got as far as a password did.
    expect(after.login_attempts).toBeLessThanOrEqual(countsBefore.login_attempts! + 3 * countedLogins);
    expect(after.captchas).toBeLessThanOrEqual(countsBefore.captchas! + accepted.captcha);
    expect(after.login_logs! - countsBefore.login_logs!).toBeGreaterThanOrEqual(accepted.login);
    expect(after.login_logs! - countsBefore.login_logs!).toBeLessThanOrEqual(loginCalls);
    const ids = (await t.app.ctx.db.selectFrom('contact_messages').select('id').execute())
      .map((r) => r.id)
      .filter((id) => !contactIdsBefore.has(id));
    expect(ids.sort((a, b) => a - b)).toEqual([...accepted.contact].sort((a, b) => a - b));
    expect(listFiles(t.filesDir)).toEqual([...filesBefore, ...accepted.uploads].sort());
  });
});
