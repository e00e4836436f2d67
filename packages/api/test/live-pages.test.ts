import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuiltSite } from './fake-site.js';
import { ENGINES, P, type TestApp, bearer, caller, makeOperatorApp, tokenWith } from './helpers.js';

/**
 * A built site with a stand-in server bundle: it renders the published notices of the page's locale into the body,
 * so a test sees what a visitor would after a publish. `/boom` fails to render (the prerendered file must be served).
 */
function fakeSite(): string {
  const pages = {
    '/': 'index.html',
    '/de/d520': 'de/d520/index.html',
    '/boom': 'boom/index.html',
    '/404': '404/index.html',
  };
  return fakeBuiltSite(
    'lw-live-site-',
    pages,
    `export async function renderPage(p, o) {
       if (p === '/boom') throw new Error('render failed');
       const notices = (o.content?.notices ?? []).map((n) => n.text.text).join('|');
       return { path: p, locale: p.startsWith('/de') ? 'de-de' : 'en-us', body: 'live ' + p + ' notices=' + notices };
     }
     export const pageDocument = (kit, page, tail = '') => '<html><body>' + page.body + tail + '</body></html>';
     export const contentIsland = (e) => '<script type="application/json" id="lw-content">' + JSON.stringify({ locale: e.locale, version: e.content?.version }) + '</script>';
     export const pageLocale = (p) => (p.startsWith('/de') ? 'de-de' : p === '/nope' ? null : 'en-us');
    `,
  );
}

const notice = {
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  level: 'warning',
  link: '/download',
};

describe.each(ENGINES)('live pages on %s', (engine) => {
  let t: TestApp, editor: string;
  const root = fakeSite();
  beforeAll(async () => void ({ t, editor } = await makeOperatorApp(engine, { staticSites: [{ prefix: '/', root }] })));
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const call = caller(() => t);
  const page = async (url: string) => t.app.inject({ method: 'GET', url });

  it('serves pages rendered with the published content, and a publish shows on the next request', async () => {
    const before = await page('/de/d520');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('live /de/d520 notices=');
    expect(before.body).not.toContain('Wartung');
    expect(before.body).toContain('id="lw-content"');
    const add = await call('POST', '/site/content/notice', editor, {
      key: 'live-test',
      shared: notice,
      texts: { 'en-us': { text: 'Maintenance tonight' }, 'de-de': { text: 'Wartung heute Nacht' } },
    });
    expect(add.statusCode, add.body).toBe(200);
    // A saved draft is not public.
    expect((await page('/de/d520')).body).not.toContain('Wartung');
    const preview = await call('GET', '/site/content/notice/preview?path=/de/d520', editor);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('notices=Wartung heute Nacht');
    const pub = await call('POST', `/site/content/notice/${add.json().data.itemId}/publish`, editor, {});
    expect(pub.statusCode, pub.body).toBe(200);
    const after = await page('/de/d520');
    expect(after.body).toContain('notices=Wartung heute Nacht');
    expect((await page('/')).body).toContain('notices=Maintenance tonight');
    expect(Number(after.headers['x-live-version'])).toBeGreaterThan(Number(before.headers['x-live-version']));
  });

  it('falls back to the prerendered page when a render fails; a 404 is the not-found page rendered live', async () => {
    const boom = await page('/boom');
    expect(boom.statusCode).toBe(200);
    expect(boom.body).toContain('prerendered /boom');
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('live /404');
  });

  it('answers 304 to a browser holding the current page, and a publish gives a new ETag', async () => {
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/', headers });
    const first = await get({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+-br"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The plain copy has its own strong tag; either one names the same page.
    const plain = await get({ 'accept-encoding': 'identity', 'if-none-match': etag });
    expect(plain.statusCode).toBe(304);
    expect(plain.headers.etag).toBe(etag.replace('-br"', '"'));
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const add = await call('POST', '/site/content/notice', editor, {
      key: 'etag-test',
      shared: notice,
      texts: { 'en-us': { text: 'New prices from Monday' }, 'de-de': { text: 'Neue Preise ab Montag' } },
    });
    await call('POST', `/site/content/notice/${add.json().data.itemId}/publish`, editor, {});
    const after = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    // A not-found page is never "not modified".
    const missing = await page('/no-such-page');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('never serves the server bundle', async () => {
    for (const url of ['/server/entry-server.js', '/server/render-kit.json', '/server/']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('renderPage');
    }
  });

  it('preview needs a token with the kind query permission and a page path', async () => {
    expect((await call('GET', '/site/content/guide/preview?path=/de/d520')).statusCode).toBe(401);
    const other = await tokenWith(t.app, ['site:video:query']);
    const denied = await t.app.inject({
      method: 'GET',
      url: `${P}/site/content/guide/preview?path=/de/d520`,
      headers: bearer(other),
    });
    expect(denied.statusCode).toBe(403);
    const allowed = await tokenWith(t.app, ['site:guide:query']);
    const ok = await t.app.inject({
      method: 'GET',
      url: `${P}/site/content/guide/preview?path=/de/d520`,
      headers: bearer(allowed),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await call('GET', '/site/content/guide/preview?path=nope', editor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('path');
    expect((await call('GET', '/site/content/guide/preview?path=/nope', editor)).statusCode).toBe(404);
  });
});

/**
 * A stand-in bundle that says what each page read: `/` the notices, `/de/d520` its guide. Each body names its render,
 * so a test sees whether a page was rendered again or served as kept.
 */
function readingSite(): string {
  return fakeBuiltSite(
    'lw-live-kept-',
    { '/': 'index.html', '/de/d520': 'de/d520/index.html', '/404': '404/index.html' },
    `let renders = 0;
     export async function renderPage(p, o) {
       renders += 1;
       const notices = o.content?.notices ?? [];
       const contentReads = p === '/de/d520'
         ? { guides: { d520: 'all' } }
         : { notices: Object.fromEntries(notices.map((_, i) => [String(i), 'all'])) };
       const locale = p.startsWith('/de') ? 'de-de' : 'en-us';
       return { path: p, locale, body: 'render ' + renders + ' of ' + p, contentReads: o.content ? contentReads : null };
     }
     export const cutContent = (c, r) => ({ guides: r.guides ? { d520: c.guides.d520 ?? null } : {}, notices: r.notices ? c.notices : [] });
     export const pageDocument = (kit, page, tail = '') => '<html><body>' + page.body + tail + '</body></html>';
     export const contentIsland = () => '';
     export const pageLocale = (p) => (p.startsWith('/de') ? 'de-de' : 'en-us');
    `,
  );
}

describe.each(ENGINES)('live pages kept across publishes and restarts on %s', (engine) => {
  const root = readingSite();
  const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-live-pages-'));
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(kept, { recursive: true, force: true });
  });
  const start = async () => {
    const made = await makeOperatorApp(engine, { staticSites: [{ prefix: '/', root }], livePagesDir: kept });
    apps.push(made.t);
    return made;
  };

  it('a publish renders only the pages whose content it changed, and a new process renders none it kept', async () => {
    const { t, editor } = await start();
    const get = async (url: string) => t.app.inject({ method: 'GET', url });
    const home = await get('/');
    const guide = await get('/de/d520');
    expect(guide.body).toMatch(/render \d+ of \/de\/d520/);
    const add = await caller(() => t)('POST', '/site/content/notice', editor, {
      key: 'kept-test',
      shared: notice,
      texts: { 'en-us': { text: 'Closed on Friday' } },
    });
    await caller(() => t)('POST', `/site/content/notice/${add.json().data.itemId}/publish`, editor, {});
    const homeAfter = await get('/');
    const guideAfter = await get('/de/d520');
    expect(homeAfter.body).not.toBe(home.body);
    expect(Number(guideAfter.headers['x-live-version'])).toBeGreaterThan(Number(guide.headers['x-live-version']));
    expect(guideAfter.body).toBe(guide.body);
    expect(guideAfter.headers.etag).toBe(guide.headers.etag);

    // A second process on the same folder, with a fresh database: the same guide is served as kept; the home page
    // read notices this database does not have, so it is rendered for it.
    const second = await start();
    // A seed stamps its items with the time it ran, and a guide shows that date: give the second database the first's
    // stamps, so its d520 guide is the same content.
    const stamps = await t.app.ctx.db
      .selectFrom('content_items')
      .select(['kind', 'key', 'published_at', 'updated_at'])
      .where('kind', '=', 'guide')
      .execute();
    for (const s of stamps)
      await second.t.app.ctx.db
        .updateTable('content_items')
        .set({ published_at: s.published_at, updated_at: s.updated_at })
        .where('kind', '=', s.kind)
        .where('key', '=', s.key)
        .execute();
    const again = await second.t.app.inject({ method: 'GET', url: '/de/d520' });
    expect(again.body).toBe(guide.body);
    const otherHome = await second.t.app.inject({ method: 'GET', url: '/' });
    expect(otherHome.body).not.toBe(homeAfter.body);
    expect(otherHome.body).not.toBe(home.body);
  });
});
