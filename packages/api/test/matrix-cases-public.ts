/** The endpoint matrix: operations, the public catalog, the session and files. */
import { expect } from 'vitest';
import { P, bearer, multipart, tokenWith } from './helpers.js';
import type { Case, MatrixKit } from './matrix-kit.js';

export function publicCases({
  app,
  engine,
  uniq,
  captcha,
  get,
  json,
  okCode,
  pdfUpload,
}: MatrixKit): Record<string, Case> {
  return {
    // ---------- operations ----------
    [`GET ${P}/health`]: {
      perm: null,
      ok: () => get('/health'),
      check: (r) => expect(r.json().data).toEqual({ status: 'ok', engine }),
      bad: null,
    },
    [`GET ${P}/docs`]: {
      perm: null,
      ok: () => get('/docs'),
      check: (r) => expect(r.json().openapi).toMatch(/^3\./),
      bad: null,
    },
    [`GET ${P}/docs/json`]: {
      perm: null,
      ok: () => get('/docs/json'),
      check: (r) => expect(r.json().openapi).toMatch(/^3\./),
      bad: null,
    },
    [`GET ${P}/health/ready`]: {
      perm: null,
      ok: () => get('/health/ready'),
      check: (r) =>
        expect(r.json().data).toMatchObject({
          status: 'ready',
          engine,
          database: 'ok',
          storage: 'ok',
          redis: 'not configured',
        }),
      bad: null,
    },
    ['GET /healthz']: { perm: null, ok: () => ({ method: 'GET', url: '/healthz', root: true }), bad: null },

    // ---------- public catalog ----------
    [`GET ${P}/public/brands`]: {
      perm: null,
      ok: () => get('/public/brands?pageSize=10'),
      check: (r) => expect(r.json().rows.length).toBeGreaterThan(0),
      bad: () => [get('/public/brands?pageSize=15'), 'pageSize'],
    },
    [`GET ${P}/public/brands/:id/models`]: {
      perm: null,
      ok: () => get('/public/brands/1/models'),
      check: (r) => expect(r.json().total).toBeGreaterThan(0),
      bad: () => [get('/public/brands/abc/models'), 'id'],
    },
    [`GET ${P}/public/models`]: {
      perm: null,
      ok: () => get('/public/models?keyword=pm241'),
      check: (r) => expect(r.json().rows[0].name).toBe('PM-241-BT'),
      bad: () => [get(`/public/models?keyword=${encodeURIComponent("x' OR 1=1 --")}`), 'keyword'],
    },
    [`GET ${P}/public/models/:id`]: {
      perm: null,
      ok: () => get('/public/models/1'),
      check: (r) => expect(r.json().data.modelId).toBe(1),
      bad: () => [get('/public/models/0'), 'id'],
    },
    [`GET ${P}/public/models/:id/drivers`]: {
      perm: null,
      ok: () => get('/public/models/1/drivers?os=windows'),
      check: (r) => expect(r.json().rows[0].os).toBe('windows'),
      bad: () => [get('/public/models/1/drivers?os=beos'), 'os'],
    },
    [`GET ${P}/public/models/:id/releases`]: {
      perm: null,
      ok: () => get('/public/models/1/releases'),
      check: (r) =>
        expect(r.json().data[0]).toMatchObject({ driverId: expect.any(Number), sha256: expect.any(String) }),
      bad: () => [get('/public/models/abc/releases'), 'id'],
    },
    [`GET ${P}/public/compat`]: {
      perm: null,
      ok: () => get('/public/compat?system=windows-11&cpu=x64'),
      check: (r) => expect(r.json().data[0]).toMatchObject({ system: 'windows-11', cpu: 'x64' }),
      bad: () => [get('/public/compat?cpu=mips'), 'cpu'],
    },
    [`GET ${P}/public/models/:id/manuals`]: {
      perm: null,
      ok: () => get('/public/models/1/manuals'),
      check: (r) => expect(r.json().total).toBeGreaterThan(0),
      bad: () => [get('/public/models/1/manuals?pageNum=0'), 'pageNum'],
    },
    [`GET ${P}/public/chart`]: {
      perm: null,
      ok: () => get('/public/chart'),
      check: (r) => expect(r.json().total).toBeGreaterThan(0),
      bad: () => [get('/public/chart?pageSize=100000'), 'pageSize'],
    },
    [`GET ${P}/resources/dataConfig.json`]: {
      perm: null,
      ok: () => get('/resources/dataConfig.json'),
      check: (r) => expect(r.json().LabelwiseSetup_Win64).toContain('3.10.0'),
      bad: null,
    },
    ['GET /resources/dataConfig.json']: {
      perm: null,
      ok: () => ({ method: 'GET', url: '/resources/dataConfig.json', root: true }),
      check: (r) => expect(r.json().LabelwiseSetup_Win32).toContain('3.10.0'),
      bad: null,
    },
    [`POST ${P}/contact`]: {
      perm: null,
      table: 'contact_messages',
      ok: () =>
        json('POST', '/contact', {
          name: 'Ann',
          email: 'ann@example.com',
          message: 'Hello',
          role: 'printer_manufacturer',
          os: 'chromeos',
        }),
      check: (r) => expect(r.json().data.id).toEqual(expect.any(Number)),
      bad: () => [
        json('POST', '/contact', {
          name: 'Ann',
          email: 'ann@example.com',
          message: 'Hello',
          role: 'hacker',
          os: 'linux',
        }),
        'role',
      ],
    },
    [`GET ${P}/system/dict/data/type/:type`]: {
      perm: null,
      ok: () => get('/system/dict/data/type/site_contact_os'),
      check: (r) => expect(r.json().data.length).toBe(7),
      bad: () => [get(`/system/dict/data/type/${encodeURIComponent("a'b")}`), 'type'],
    },
    [`GET ${P}/system/config/configKey/:key`]: {
      perm: null,
      ok: () => get('/system/config/configKey/sys.upload.maxSizeMb'),
      check: (r) => expect(r.json().data).toBe('5'),
      bad: () => [get('/system/config/configKey/a%20b'), 'key'],
    },
    [`GET ${P}/common/download/resource`]: {
      perm: null,
      ok: () => get('/common/download/resource?resource=resources/demo/manuals/d520bt-user-manual.pdf'),
      check: (r) => expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-'),
      bad: () => [get('/common/download/resource?resource=../../etc/passwd'), 'resource'],
    },

    // ---------- session ----------
    [`GET ${P}/captchaImage`]: {
      perm: null,
      table: 'captchas',
      ok: () => get('/captchaImage'),
      check: (r) =>
        expect(r.json()).toMatchObject({
          captchaEnabled: true,
          uuid: expect.any(String),
          challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } },
        }),
      bad: () => [get('/captchaImage?strength=hardest'), 'strength'],
    },
    [`POST ${P}/login`]: {
      perm: null,
      table: 'sessions',
      ok: async () => json('POST', '/login', { username: 'admin', password: 'admin123', ...(await captcha()) }),
      check: (r) => expect(r.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/),
      bad: async () => [
        json('POST', '/login', { username: '', password: 'admin123', ...(await captcha()) }),
        'username',
      ],
    },
    [`POST ${P}/register`]: {
      perm: null,
      table: 'users',
      ok: async () => ({
        method: 'POST',
        url: '/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: `reg_${uniq()}`,
          password: 'long-enough-1',
          ...(await captcha()),
        }).toString(),
      }),
      check: okCode,
      bad: async () => [
        json('POST', '/register', { username: `reg_${uniq()}`, password: 'short', ...(await captcha()) }),
        'password',
      ],
    },
    [`POST ${P}/logout`]: {
      perm: null,
      ok: async () => ({ method: 'POST', url: '/logout', headers: bearer(await tokenWith(app(), [])) }),
      check: okCode,
      bad: null,
    },
    [`GET ${P}/getInfo`]: {
      perm: 'login',
      ok: () => get('/getInfo'),
      check: (r) => expect(r.json().data.roles).toEqual(expect.any(Array)),
      bad: null,
    },
    [`GET ${P}/getRouters`]: {
      perm: 'login',
      ok: () => get('/getRouters'),
      check: (r) => expect(r.json().data).toEqual(expect.any(Array)),
      bad: null,
    },

    // ---------- files ----------
    [`POST ${P}/common/upload`]: {
      perm: 'common:file:upload',
      table: 'files',
      ok: pdfUpload,
      check: (r) => expect(r.json().fileName).toMatch(/^upload\//),
      bad: () => {
        const m = multipart('fake.pdf', Buffer.from('<html>not a pdf</html>'));
        return [{ method: 'POST', url: '/common/upload', payload: m.payload, headers: m.headers }, 'file'];
      },
    },
    [`GET ${P}/common/upload/limits`]: {
      perm: 'common:file:upload',
      ok: () => get('/common/upload/limits'),
      check: (r) => expect(r.json().data.maxSizeMb).toBeGreaterThan(0),
      bad: null,
    },
    [`GET ${P}/common/download`]: {
      perm: 'login',
      table: 'files',
      ok: () => get('/common/download?fileName=resources/demo/manuals/d520bt-user-manual.pdf'),
      check: (r) => expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-'),
      bad: () => [get('/common/download?fileName=..%2F..%2Fetc%2Fpasswd'), 'fileName'],
    },
  };
}
