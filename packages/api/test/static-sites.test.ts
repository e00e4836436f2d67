import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPrerendered, readPrerenderManifest } from '../src/lib/prerenderManifest.js';
import { preferredEncoding } from '../src/lib/staticSites.js';
import { makeApp, type TestApp } from './helpers.js';

/** The CSP source of an inline script the site's pages carry (its build lists them in the manifest). */
const INLINE_HASH = `'sha256-${crypto.createHash('sha256').update('location.replace("/mobile")').digest('base64')}'`;

/** A miniature of the site's prerender output (packages/site/scripts/prerender.mjs): pages, 404s, shell, manifest. */
function writePrerenderedSite(dir: string) {
  const page = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(
      path.join(dir, file),
      `<!doctype html><html><head><title>${text}</title></head><body><div id="root"><h1>${text}</h1></div></body></html>`,
    );
  };
  page('index.html', 'Home');
  page('de/index.html', 'Startseite');
  page('printers/index.html', 'Printers');
  page('de/printers/index.html', 'Drucker');
  page('6XL/index.html', '6XL guide');
  page('de/6XL/index.html', '6XL Anleitung');
  page('privacy/index.html', 'Privacy');
  page('404/index.html', 'Page not found');
  page('de/404/index.html', 'Seite nicht gefunden');
  fs.writeFileSync(path.join(dir, '_shell.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'console.log(1)');
  // A hashed chunk with the compressed copies the build writes beside it (scripts/build/vite-precompress.ts).
  const chunk = `export const text = ${JSON.stringify('label '.repeat(400))};`;
  fs.writeFileSync(path.join(dir, 'assets/index-AbC123xy.js'), chunk);
  fs.writeFileSync(path.join(dir, 'assets/index-AbC123xy.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dir, 'assets/index-AbC123xy.js.gz'), zlib.gzipSync(chunk));
  // The site's fonts (packages/site/scripts/fonts.mjs): content-hashed WOFF2, and the CJK stylesheet with copies.
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'fonts/noto-sans-sc-page-400-Zx9_kQ-w1B.woff2'), Buffer.from('wOF2font'));
  const fontCss = `@font-face{font-family:'Noto Sans SC';src:url(/fonts/x.woff2)}\n`.repeat(50);
  fs.writeFileSync(path.join(dir, 'fonts/noto-sans-sc.css'), fontCss);
  fs.writeFileSync(path.join(dir, 'fonts/noto-sans-sc.css.br'), zlib.brotliCompressSync(fontCss));
  fs.writeFileSync(path.join(dir, 'fonts/noto-sans-sc.css.gz'), zlib.gzipSync(fontCss));
  const manifest = {
    version: 1,
    pages: {
      '/': 'index.html',
      '/de': 'de/index.html',
      '/printers': 'printers/index.html',
      '/de/printers': 'de/printers/index.html',
      '/6XL': '6XL/index.html',
      '/de/6XL': 'de/6XL/index.html',
      '/privacy': 'privacy/index.html',
      '/404': '404/index.html',
      '/de/404': 'de/404/index.html',
    },
    redirects: {
      '/index': { to: '/', status: 301 },
      '/de/index': { to: '/de', status: 301 },
      '/de/privacy': { to: '/privacy', status: 302 },
    },
    localePrefixes: ['/de'],
    spaPrefixes: ['/redirect', '/de/redirect'],
    shell: '_shell.html',
    notFound: { '': '404/index.html', '/de': 'de/404/index.html' },
    scriptHashes: [INLINE_HASH],
  };
  fs.writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify(manifest));
  return manifest;
}

describe('static sites: the prerendered public site and the SPA admin', () => {
  let t: TestApp;
  let outer: string;
  let siteDir: string;
  let adminDir: string;
  let manifest: ReturnType<typeof writePrerenderedSite>;

  beforeAll(async () => {
    outer = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-static-'));
    siteDir = path.join(outer, 'site');
    adminDir = path.join(outer, 'admin');
    fs.mkdirSync(siteDir);
    fs.mkdirSync(adminDir);
    fs.writeFileSync(path.join(outer, 'secret.txt'), 'do not serve');
    fs.writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>admin</title>');
    manifest = writePrerenderedSite(siteDir);
    t = await makeApp('pglite', {
      staticSites: [
        { prefix: '/', root: siteDir, spaFallback: 'index.html' },
        { prefix: '/admin', root: adminDir, spaFallback: 'index.html' },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(outer, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  it.each([
    ['/', 'Home'],
    ['/de', 'Startseite'],
    ['/printers', 'Printers'],
    ['/de/printers', 'Drucker'],
    ['/6XL', '6XL guide'],
    ['/de/6XL', '6XL Anleitung'],
  ])('serves %s from its prerendered file with 200', async (url, heading) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toContain(`<h1>${heading}</h1>`);
  });

  it('sends pages compressed as the client accepts (brotli, then gzip), and plain otherwise', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/de/printers',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Drucker</h1>');
    const gz = await t.app.inject({ method: 'GET', url: '/de/printers', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<h1>Drucker</h1>');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/de/printers',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Drucker</h1>');
    // Each encoding has its strong ETag; a browser holding the page gets a 304.
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    const held = await t.app.inject({
      method: 'GET',
      url: '/de/printers',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    // The 404 page too, with its 404 status.
    const missing = await t.app.inject({ method: 'GET', url: '/de/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(zlib.brotliDecompressSync(missing.rawPayload).toString()).toContain('Seite nicht gefunden');
  });

  it('serves hashed chunks from their precompressed copies with a year-long immutable cache', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toContain('label label');
    // Files without a content hash keep revalidating.
    const plain = await get('/assets/app.js');
    expect(plain.headers['cache-control']).not.toContain('immutable');
  });

  it('serves hashed fonts as immutable and the CJK font stylesheet compressed, revalidated', async () => {
    const font = await get('/fonts/noto-sans-sc-page-400-Zx9_kQ-w1B.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await t.app.inject({
      method: 'GET',
      url: '/fonts/noto-sans-sc.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).not.toContain('immutable');
    expect(zlib.brotliDecompressSync(css.rawPayload).toString()).toContain("font-family:'Noto Sans SC'");
  });

  it('picks the encoding from Accept-Encoding, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });

  it('lets the pages run their inline scripts by hash, and nothing else the site serves', async () => {
    const scriptSrc = (csp: unknown) => /(?:^|;)\s*script-src([^;]*)/.exec(String(csp))?.[1]?.trim().split(/\s+/);
    for (const url of ['/', '/de/printers', '/nope']) {
      const r = await get(url);
      expect(scriptSrc(r.headers['content-security-policy']), url).toEqual(["'self'", INLINE_HASH]);
    }
    for (const url of ['/assets/app.js', '/admin', '/api-v1.0/nope'])
      expect(scriptSrc((await get(url)).headers['content-security-policy']), url).toEqual(["'self'"]);
  });

  it('answers HEAD for a page', async () => {
    const r = await get('/de/printers', 'HEAD');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['/printers/', '/printers', 301],
    ['/de/printers/', '/de/printers', 301],
    ['/de/', '/de', 301],
    ['/printers/?brand=1&model=5', '/printers?brand=1&model=5', 301],
    ['/6xl', '/6XL', 301],
    ['/de/6xl/', '/de/6XL', 301],
    ['/PRINTERS?q=pm241', '/printers?q=pm241', 301],
    ['/index', '/', 301],
    ['/de/index', '/de', 301],
    ['/INDEX', '/', 301],
    ['/de/privacy', '/privacy', 302],
  ])('redirects %s to %s (%i), like the site router', async (url, location, status) => {
    const r = await get(url);
    expect(r.statusCode).toBe(status);
    expect(r.headers.location).toBe(location);
  });

  it('serves client-only routes (the refresh route) with the SPA shell', async () => {
    for (const url of ['/redirect/chart', '/de/redirect/printers', '/redirect']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('<div id="root"></div>');
    }
  });

  it('answers unknown paths with a real 404 and the prerendered 404 page of their locale', async () => {
    const en = await get('/no-such-page');
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(en.body).toContain('<h1>Page not found</h1>');
    const de = await get('/de/no/such/page');
    expect(de.statusCode).toBe(404);
    expect(de.body).toContain('<h1>Seite nicht gefunden</h1>');
    // Locale prefixes are case-sensitive in the site, so /DE/… is an unknown English path.
    const upper = await get('/DE/printers');
    expect(upper.statusCode).toBe(404);
    expect(upper.body).toContain('<h1>Page not found</h1>');
  });

  it("leaves the app's own routes beside the site to them (health, the link set)", async () => {
    expect((await get('/healthz')).statusCode).toBe(200);
    const links = await get('/resources/dataConfig.json');
    expect(links.statusCode).toBe(200);
    expect(links.headers['content-type']).toMatch(/json/);
  });

  it('still serves real files and keeps the JSON 404 for the API', async () => {
    const js = await get('/assets/app.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    const api = await get('/api-v1.0/no-such-endpoint');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('never serves files outside the site', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/de/..%2f..%2fsecret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const r = await get(url);
      expect(r.body, url).not.toContain('do not serve');
      expect([301, 400, 403, 404], url).toContain(r.statusCode);
    }
  });

  it('keeps the SPA fallback for a site without a prerender (the admin)', async () => {
    const deep = await get('/admin/system/users');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>admin</title>');
    const root = await get('/admin/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>admin</title>');
  });

  it('picks up a rebuilt manifest without a restart, within a second', async () => {
    expect((await get('/drivers')).statusCode).toBe(404);
    const next = { ...manifest, redirects: { ...manifest.redirects, '/drivers': { to: '/printers', status: 301 } } };
    const file = path.join(siteDir, 'prerender-manifest.json');
    fs.writeFileSync(file, JSON.stringify(next));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    // The manifest's time is looked at every half second, not on every request.
    await expect.poll(async () => (await get('/drivers')).statusCode, { timeout: 2000, interval: 100 }).toBe(301);
    const r = await get('/drivers');
    expect(r.headers.location).toBe('/printers');
  });
});

describe('prerender manifest validation', () => {
  const root = path.join(os.tmpdir(), 'lw-site-root');
  const base = {
    version: 1,
    redirects: {},
    localePrefixes: ['/de'],
    spaPrefixes: [],
    shell: '_shell.html',
    notFound: {},
  };

  it('refuses files outside the site root or that are not HTML', () => {
    expect(() => readPrerenderManifest({ ...base, pages: { '/x': '../outside.html' } }, root)).toThrow(/outside/);
    expect(() => readPrerenderManifest({ ...base, pages: { '/x': '/etc/passwd.html' } }, root)).toThrow(/outside/);
    expect(() => readPrerenderManifest({ ...base, pages: { '/x': 'x/index.js' } }, root)).toThrow(/bad file/);
    expect(() => readPrerenderManifest({ ...base, version: 2, pages: {} }, root)).toThrow(/unsupported/);
  });

  it('keeps only well-formed hashes for the policy', () => {
    const site = readPrerenderManifest(
      { ...base, pages: {}, scriptHashes: [INLINE_HASH, "'unsafe-inline'", "'sha256-x' 'unsafe-eval'", 7] },
      root,
    );
    expect(site.scriptHashes).toEqual([INLINE_HASH]);
  });

  it('drops redirects to other origins', () => {
    const site = readPrerenderManifest(
      {
        ...base,
        pages: {},
        redirects: { '/a': { to: '//evil.example', status: 301 }, '/b': { to: 'https://evil.example', status: 301 } },
      },
      root,
    );
    expect(site.redirects.size).toBe(0);
    expect(answerPrerendered(site, '/a')).toEqual({ kind: 'none' });
  });
});
