import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, P, makeApp, type TestApp } from './helpers.js';

describe.each(ENGINES)('public endpoints on %s', (engine) => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-site-'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
    fs.writeFileSync(path.join(siteDir, 'app.js'), 'console.log(1)');
    fs.mkdirSync(path.join(siteDir, 'admin'));
    fs.writeFileSync(path.join(siteDir, 'admin', 'index.html'), '<!doctype html><title>admin</title>');
    t = await makeApp(engine, {
      trustProxy: ['127.0.0.1'],
      staticSites: [
        { prefix: '/', root: siteDir, spaFallback: 'index.html' },
        { prefix: '/admin', root: path.join(siteDir, 'admin'), spaFallback: 'index.html' },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${P}${url}`, headers });

  it('health and OpenAPI docs', async () => {
    const h = await get('/health');
    expect(h.statusCode).toBe(200);
    expect(h.json().data.engine).toBe(engine);
    const d = await get('/docs');
    expect(d.statusCode).toBe(200);
    const doc = d.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([`${P}/public/models`, `${P}/contact`, `${P}/login`, `${P}/site/driver`]),
    );
  });

  it('lists brands with the list envelope and page sizes', async () => {
    const r = await get('/public/brands');
    expect(r.statusCode).toBe(200);
    const b = r.json();
    expect(b.code).toBe(200);
    expect(b.total).toBeGreaterThanOrEqual(5);
    expect(b.rows.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Phomemo', 'Itari', 'Omezizy']),
    );
    const p = (await get('/public/brands?pageSize=10&pageNum=1')).json();
    expect(p.rows.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['pageSize=15', 'pageSize'],
    ['pageSize=100000', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageNum=0', 'pageNum'],
    ['pageNum=-1', 'pageNum'],
    ['pageNum=1e99', 'pageNum'],
  ])('rejects %s with a 400 naming the field', async (qs, field) => {
    const r = await get(`/public/brands?${qs}`);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400 });
    expect(r.json().msg).toContain(field);
  });

  it('lists models by brand and 404s unknown brands', async () => {
    const brands = (await get('/public/brands')).json().rows as Array<{ brandId: number; name: string }>;
    const phomemo = brands.find((b) => b.name === 'Phomemo')!;
    const r = (await get(`/public/brands/${phomemo.brandId}/models?pageSize=50`)).json();
    expect(r.total).toBeGreaterThan(5);
    expect(r.rows.every((m: { brandId: number }) => m.brandId === phomemo.brandId)).toBe(true);
    expect((await get('/public/brands/999999/models')).statusCode).toBe(404);
    const bad = await get('/public/brands/abc/models');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('id');
  });

  it('has all 31 guide models, with their Bluetooth serial prefixes', async () => {
    const all = (await get('/public/models?pageSize=50')).json();
    expect(all.total).toBe(31);
    const pm241 = all.rows.find((m: { name: string }) => m.name === 'PM-241-BT');
    expect(pm241.btSerialPrefixes).toEqual(['Q332', 'Q103', 'Q233']);
    expect(pm241.connections).toContain('bluetooth');
    const d520 = all.rows.find((m: { name: string }) => m.name === 'D520BT');
    expect(d520.btSerialPrefixes).toEqual(['Q505']);
  });

  it.each(['pm241', 'PM241', 'pm-241', 'PM 241 bt', 'pm.241'])('search %s finds PM-241-BT first', async (kw) => {
    const r = (await get(`/public/models?keyword=${encodeURIComponent(kw)}`)).json();
    expect(r.rows[0].name).toBe('PM-241-BT');
  });

  it('search with no match returns an empty list, hostile keywords are 400', async () => {
    const r = (await get('/public/models?keyword=zzzz9999')).json();
    expect(r).toMatchObject({ code: 200, rows: [], total: 0 });
    for (const kw of ["x' OR 1=1 --", 'a;drop table brands', '<script>']) {
      const bad = await get(`/public/models?keyword=${encodeURIComponent(kw)}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('keyword');
    }
    expect((await get(`/public/models?keyword=${'a'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('?os= lists only the models with a published driver for that system', async () => {
    const linux = (await get('/public/models?os=linux&pageSize=50')).json();
    expect(linux.total).toBeGreaterThan(0);
    expect(linux.total).toBeLessThan(31);
    for (const m of linux.rows as Array<{ modelId: number }>) {
      const dr = (await get(`/public/models/${m.modelId}/drivers?os=linux`)).json();
      expect(dr.total).toBeGreaterThan(0);
    }
    const both = (await get('/public/models?os=linux&keyword=pm241')).json();
    expect(both.rows.map((m: { name: string }) => m.name)).toContain('PM-241-BT');
    const bad = await get('/public/models?os=beos');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('os');
  });

  it("lists a model's drivers and manuals with real downloadable files", async () => {
    const m = (await get('/public/models?keyword=pm241bt')).json().rows[0];
    const dr = (await get(`/public/models/${m.modelId}/drivers`)).json();
    expect(dr.total).toBe(3);
    expect(dr.rows.map((d: { os: string }) => d.os).sort()).toEqual(['linux', 'macos', 'windows']);
    const win = dr.rows.find((d: { os: string }) => d.os === 'windows');
    expect(win).toMatchObject({
      title: expect.stringContaining('PM-241-BT'),
      version: expect.any(String),
      releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const file = await t.app.inject({ method: 'GET', url: win.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(win.fileSize);
    expect(crypto.createHash('sha256').update(file.rawPayload).digest('hex')).toBe(win.sha256);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(file.headers['content-disposition']).toContain('attachment');
    const filtered = (await get(`/public/models/${m.modelId}/drivers?os=macos`)).json();
    expect(filtered.rows.every((d: { os: string }) => d.os === 'macos')).toBe(true);
    const badOs = await get(`/public/models/${m.modelId}/drivers?os=beos`);
    expect(badOs.statusCode).toBe(400);
    expect(badOs.json().msg).toContain('os');

    const man = (await get(`/public/models/${m.modelId}/manuals`)).json();
    expect(man.total).toBe(1);
    const pdf = await t.app.inject({ method: 'GET', url: man.rows[0].url });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(man.rows[0].fileSize);
    expect((await get('/public/models/424242/drivers')).statusCode).toBe(404);
    expect((await get('/public/models/424242')).statusCode).toBe(404);
  });

  it('serves the compatibility chart', async () => {
    const c = (await get('/public/chart?pageSize=50')).json();
    expect(c.total).toBe(31);
    expect(c.rows[0]).toEqual(
      expect.objectContaining({
        printerModel: expect.any(String),
        driverWindows: true,
        driverMac: expect.any(Boolean),
        driverLinux: expect.any(Boolean),
        firmwareVersion: expect.any(String),
      }),
    );
  });

  it('serves dataConfig.json with the default 3.10.0 Windows installers', async () => {
    for (const url of [`${P}/resources/dataConfig.json`, '/resources/dataConfig.json']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      const d = r.json();
      expect(Object.keys(d)).toEqual(
        expect.arrayContaining([
          'LabelwiseSetup_Win32',
          'LabelwiseSetup_Win64',
          'LabelwiseSetup_Mac',
          'LabelwiseSetup_Android',
          'LabelwiseSetup_IOS',
          'LabelwiseSetup_chrome',
        ]),
      );
      expect(d.LabelwiseSetup_Win64).toContain('3.10.0');
      const exe = await t.app.inject({ method: 'GET', url: d.LabelwiseSetup_Win64 });
      expect(crypto.createHash('sha256').update(exe.rawPayload).digest('hex')).toBe(d.LabelwiseSetup_Win64_sha256);
    }
  });

  it('answers public GETs with an ETag and 304 on revalidation', async () => {
    const a = await get('/public/models?keyword=d520');
    const etag = a.headers.etag as string;
    expect(etag).toBeTruthy();
    const b = await get('/public/models?keyword=d520', { 'if-none-match': etag });
    expect(b.statusCode).toBe(304);
    expect(b.body).toBe('');
    const c = await get('/public/models?keyword=d520');
    expect(c.headers['x-cache']).toBe('HIT');
    for (const r of [b, c]) {
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(c.json()).toEqual(a.json());
  });

  it('sets security headers and never leaks stacks', async () => {
    const r = await get('/public/brands');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['strict-transport-security']).toBeUndefined();
    const tls = await get('/public/brands', { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toContain('max-age=');
    const nf = await get('/nope/nothing');
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toEqual({ code: 404, msg: expect.any(String) });
    expect(nf.body).not.toContain('at ');
  });

  it('serves public dictionary types and config keys', async () => {
    const d = (await get('/system/dict/data/type/site_contact_role')).json();
    expect(d.data.map((x: { dictValue: string }) => x.dictValue)).toEqual([
      'software_user',
      'chrome_extension_user',
      'driver_user',
      'printer_manufacturer',
    ]);
    expect((await get('/system/dict/data/type/no_such_type')).json().data).toEqual([]);
    expect((await get('/system/dict/data/type/bad%27type')).statusCode).toBe(400);
    const c = (await get('/system/config/configKey/sys.account.registerUser')).json();
    expect(c).toMatchObject({ code: 200, data: 'false' });
    expect((await get('/system/config/configKey/nope.none')).statusCode).toBe(404);
  });

  it('serves static sites with SPA fallback, without shadowing the API', async () => {
    const idx = await t.app.inject({ method: 'GET', url: '/' });
    expect(idx.statusCode).toBe(200);
    expect(idx.body).toContain('<title>site</title>');
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toContain('console.log');
    const deep = await t.app.inject({ method: 'GET', url: '/some/client/route' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>site</title>');
    const admin = await t.app.inject({ method: 'GET', url: '/admin/system/user' });
    expect(admin.body).toContain('<title>admin</title>');
    const api404 = await t.app.inject({ method: 'GET', url: `${P}/no/such/endpoint` });
    expect(api404.statusCode).toBe(404);
    expect(api404.json().code).toBe(404);
    const trav = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc/passwd' });
    expect(trav.body).not.toContain('root:');
  });
});
