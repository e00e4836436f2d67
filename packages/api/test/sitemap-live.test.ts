import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuiltSite } from './fake-site.js';
import { ENGINES, type TestApp, caller, makeOperatorApp } from './helpers.js';

/** How many times the stand-in bundle built a sitemap (it runs in this process, so the test reads the count). */
const BUILDS = '__lwSitemapBuilds';
const builds = () => Number((globalThis as Record<string, unknown>)[BUILDS] ?? 0);

const BUILT_SITEMAP = '<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>https://x/built</loc></url></urlset>';

/**
 * A built site (its prerendered pages and sitemap.xml) with a stand-in server bundle. Its `liveSitemap` lists the
 * partner pages of every locale's snapshot with their publish time, so a test sees what the real one dates
 * (packages/site/src/prerender/sitemap.ts, unit-tested there). `bundle: 'old'` is a bundle from before the live
 * sitemap; `bundle: null` a build without a server bundle.
 */
function fakeSite(bundle: 'live' | 'old' | null): string {
  const live = `export function liveSitemap(variant, origin, contents) {
       globalThis.${BUILDS} = (globalThis.${BUILDS} ?? 0) + 1;
       const urls = Object.entries(contents).flatMap(([locale, c]) =>
         Object.values(c?.partners ?? {}).map((p) => '<url><loc>' + origin + '/' + locale + '/' + p.key + '</loc><lastmod>' + p.publishedAt + '</lastmod></url>'));
       return '<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>' + origin + '/live</loc></url>' + urls.join('') + '</urlset>';
     }`;
  const entryServer = `export async function renderPage(p) { return { path: p, locale: 'en-us', body: 'live ' + p }; }
     export const pageDocument = (kit, page, tail = '') => '<html><body>' + page.body + tail + '</body></html>';
     export const contentIsland = () => '';
     export const pageLocale = (p) => (p.startsWith('/de') ? 'de-de' : 'en-us');
     ${bundle === 'live' ? live : ''}`;
  const root = fakeBuiltSite(
    'lw-sitemap-site-',
    { '/': 'index.html', '/404': '404/index.html' },
    bundle ? entryServer : undefined,
  );
  fs.writeFileSync(path.join(root, 'sitemap.xml'), BUILT_SITEMAP);
  return root;
}

const partner = {
  shared: { slug: 'phomemo', name: 'Phomemo', primaryColor: '#0a6e8c' },
  texts: { 'en-us': { description: 'Phomemo printers' }, 'de-de': { description: 'Phomemo-Drucker' } },
};

describe.each(ENGINES)('the live sitemap on %s', (engine) => {
  let t: TestApp, editor: string;
  const root = fakeSite('live');
  beforeAll(async () => void ({ t, editor } = await makeOperatorApp(engine, { staticSites: [{ prefix: '/', root }] })));
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const call = caller(() => t);
  const sitemap = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });

  it('is rendered from the published content, cached with an ETag, and a publish changes it', async () => {
    const before = await sitemap();
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(before.body).toContain('<loc>https://x/live</loc>');
    expect(before.body).not.toContain('https://x/built');
    const lastmod = (body: string) =>
      /<loc>https:\/\/x\/de-de\/phomemo<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1] ?? '';
    const seeded = lastmod(before.body);
    expect(Date.parse(seeded)).not.toBeNaN();
    const etag = String(before.headers.etag);
    expect(before.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await sitemap({ 'if-none-match': etag })).statusCode).toBe(304);

    const list = await call('GET', '/site/content/partner/list?key=phomemo', editor);
    const itemId = list.json().rows.find((r: { key: string }) => r.key === 'phomemo')?.itemId;
    expect(itemId, list.body).toBeTypeOf('number');
    const draft = await call('PUT', `/site/content/partner/${itemId}/draft`, editor, partner);
    expect(draft.statusCode, draft.body).toBe(200);
    // A saved draft is not public: the cached sitemap still answers.
    expect((await sitemap({ 'if-none-match': etag })).statusCode).toBe(304);
    const pub = await call('POST', `/site/content/partner/${itemId}/publish`, editor, {});
    expect(pub.statusCode, pub.body).toBe(200);

    const after = await sitemap({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(Date.parse(lastmod(after.body))).toBeGreaterThan(Date.parse(seeded));
  });

  it('is built again only when published content changes, not when the cache expires or other data is written', async () => {
    const first = await sitemap();
    const built = builds();
    // What a cache expiry (every few seconds) and an admin write that publishes nothing do to the response cache.
    t.app.ctx.cache.clear();
    const again = await sitemap({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const brand = await call('PUT', '/site/brand', editor, { brandId: 1, description: 'Phomemo label printers' });
    expect(brand.statusCode, brand.body).toBe(200);
    expect((await sitemap()).body).toBe(first.body);
    expect(builds()).toBe(built);

    const list = await call('GET', '/site/content/partner/list?key=phomemo', editor);
    const itemId = list.json().rows.find((r: { key: string }) => r.key === 'phomemo')?.itemId;
    await call('PUT', `/site/content/partner/${itemId}/draft`, editor, partner);
    const pub = await call('POST', `/site/content/partner/${itemId}/publish`, editor, {});
    expect(pub.statusCode, pub.body).toBe(200);
    const after = await sitemap();
    expect(builds()).toBe(built + 1);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    await sitemap();
    expect(builds()).toBe(built + 1);
  });

  it('is compressed for clients that accept it', async () => {
    const br = await sitemap({ 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
  });
});

describe('the built sitemap.xml stays the answer', () => {
  const cases = [
    ['without a server bundle', fakeSite(null)],
    ['with a bundle from before the live sitemap', fakeSite('old')],
  ] as const;
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    for (const [, root] of cases) fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(cases)('%s', async (_, root) => {
    const { t } = await makeOperatorApp('pglite', { staticSites: [{ prefix: '/', root }] });
    apps.push(t);
    const r = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(BUILT_SITEMAP);
  });
});
