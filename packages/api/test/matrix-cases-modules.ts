/**
 * The endpoint matrix: departments and posts, forwarders and tracked parcels, the operation and login logs, and the
 * site content store (admin routes per kind, the draft preview, the public published snapshot).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { forwarders, parcels, posts } from '@labelwise/contract';
import '../src/db/typesContent.js';
import '../src/db/typesLogs.js';
import '../src/db/typesOrg.js';
import { P } from './helpers.js';
import type { Case, MatrixKit } from './matrix-kit.js';

/** The content kind the per-kind routes are exercised with (`:kind`): every kind shares the same routes and guard. */
const KIND = 'notice';
const C = `/site/content/${KIND}`;
const noticeShared = {
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  level: 'warning',
  link: '/download',
  sort: 0,
};
/** An event time in the past (events may not be in the future), inside the contract's range. */
const EVENT_AT = '2026-01-02T09:30:00Z';
/** An id no fixture reaches in a test run, still inside the id range. */
const MISSING_ID = 2_000_000_000;

/**
 * A built public site with a stand-in server bundle, for the draft preview (which renders a page of the site the app
 * serves at `/`): one page, `/`, whose body lists the notices and FAQ questions the render was given. The matrix app needs it as its
 * `staticSites` entry for the preview to answer 200; the caller removes the directory.
 */
export function previewSite(): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-matrix-site-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('index.html', '<html><body>prerendered</body></html>');
  write('404/index.html', '<html><body>not found</body></html>');
  write(
    'prerender-manifest.json',
    JSON.stringify({
      version: 1,
      pages: { '/': 'index.html', '/404': '404/index.html' },
      redirects: {},
      localePrefixes: [],
      spaPrefixes: [],
      notFound: { '': '404/index.html' },
    }),
  );
  write('server/render-kit.json', JSON.stringify({ version: 1, variant: 'global', origin: 'https://x' }));
  write(
    'server/entry-server.js',
    `export async function renderPage(p, o) {
       const notices = (o.content?.notices ?? []).map((n) => n.text.text).join('|');
       const faq = (o.content?.faq ?? []).map((f) => f.text.question).join('|');
       return { path: p, locale: 'en-us', body: 'live ' + p + ' notices=' + notices + ' faq=' + faq };
     }
     export const pageDocument = (kit, page, tail = '') => '<html><body>' + page.body + tail + '</body></html>';
     export const contentIsland = () => '';
     export const pageLocale = (p) => (p === '/' ? 'en-us' : null);
    `,
  );
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export function addedCases({ app, uniq, get, json, okCode, crud, insert }: MatrixKit): Record<string, Case> {
  const dept = () => insert('depts', { dept_name: `Dept ${uniq()}`, parent_id: 0, ancestors: '0' });
  const forwarder = () =>
    insert('forwarders', {
      name: `Carrier ${uniq()}`,
      code: `c-${uniq()}`,
      tracking_url: 'https://track.example.com/?n={number}',
    });
  const parcel = async () =>
    insert('parcels', { forwarder_id: await forwarder(), tracking_number: `LW${uniq()}`.toUpperCase() });
  const operLine = () =>
    insert('operation_logs', {
      module: 'site:brand',
      action: 'edit',
      target_id: '1',
      target_name: 'Matrix',
      before_json: JSON.stringify({ name: 'A' }),
      after_json: JSON.stringify({ name: 'B' }),
      user_name: 'admin',
    });
  /** A file row nothing references (its bytes need not exist: the list and a delete read the row). */
  const uploaded = (name: string) =>
    insert('files', {
      file_name: `uploads/${uniq()}.pdf`,
      original_name: name,
      ext: 'pdf',
      mime: 'application/pdf',
      size: 4,
      sha256: '0'.repeat(64),
    });
  const loginLine = () => insert('login_logs', { user_name: `user_${uniq()}`, status: '1', msg: 'badPassword' });
  /** A notice with a saved draft; `published` also gives it a live version (what a discard falls back to). */
  const notice = async (published = false) => {
    const text = JSON.stringify({ text: `Maintenance ${uniq()}`, linkLabel: '' });
    const shared = JSON.stringify(noticeShared);
    const id = await insert('content_items', {
      kind: KIND,
      key: `matrix-${uniq()}`,
      has_draft: true,
      shared_draft: shared,
      ...(published ? { shared_published: shared, published_at: new Date(), published_by: 'admin' } : {}),
    });
    await app()
      .ctx.db.insertInto('content_texts')
      .values({ item_id: id, locale: 'en-us', draft: text, published: published ? text : null })
      .execute();
    return id;
  };
  const del = (url: string) => ({ method: 'DELETE' as const, url });

  return {
    // ---------- departments (a tree: flat list in `data`, DELETE one leaf by id) ----------
    [`GET ${P}/system/dept/list`]: {
      perm: 'system:dept:list',
      ok: async () => (await dept(), get('/system/dept/list')),
      check: (r) => expect(r.json().data.length).toBeGreaterThan(0),
      bad: () => [get('/system/dept/list?status=7'), 'status'],
    },
    [`GET ${P}/system/dept/:id`]: {
      perm: 'system:dept:query',
      table: 'depts',
      ok: async () => get(`/system/dept/${await dept()}`),
      check: (r) => expect(r.json().data).toMatchObject({ parentId: 0, ancestors: '0' }),
      bad: () => [get('/system/dept/abc'), 'id'],
    },
    [`POST ${P}/system/dept`]: {
      perm: 'system:dept:add',
      table: 'depts',
      ok: async () => json('POST', '/system/dept', { parentId: await dept(), deptName: `Team ${uniq()}` }),
      check: (r) => expect(r.json().data.deptId).toBeGreaterThan(0),
      bad: () => [json('POST', '/system/dept', { deptName: 'Sales', email: 'not-an-email' }), 'email'],
    },
    [`PUT ${P}/system/dept`]: {
      perm: 'system:dept:edit',
      table: 'depts',
      ok: async () => json('PUT', '/system/dept', { deptId: await dept(), orderNum: 3, leader: 'Ann' }),
      check: okCode,
      // refused inside the transaction, after the tree is locked: nothing of the move may stay
      bad: async () => {
        const id = await dept();
        return [json('PUT', '/system/dept', { deptId: id, parentId: id }), 'parentId'];
      },
    },
    [`DELETE ${P}/system/dept/:id`]: {
      perm: 'system:dept:remove',
      table: 'depts',
      ok: async () => del(`/system/dept/${await dept()}`),
      check: okCode,
      bad: () => [del('/system/dept/1;2'), 'id'],
    },

    // ---------- posts ----------
    ...crud(posts.path, posts.perm, 'posts', {
      listBad: ['status=9', 'status'],
      create: () => ({ postCode: `p_${uniq()}`, postName: `Post ${uniq()}`, postSort: 2 }),
      createBad: [{ postCode: 'bad code!', postName: 'Post' }, 'postCode'],
      update: (id) => ({ postId: id, remark: 'Updated' }),
      updateBad: [{ postId: 1, status: '5' }, 'status'],
      fixture: () => insert('posts', { post_code: `p_${uniq()}`, post_name: `Post ${uniq()}` }),
    }),

    // ---------- forwarders and tracked parcels ----------
    ...crud(forwarders.path, forwarders.perm, 'forwarders', {
      listBad: ['status=x', 'status'],
      create: () => ({
        name: `Carrier ${uniq()}`,
        code: `c-${uniq()}`,
        trackingUrl: 'https://track.example.com/{number}',
      }),
      createBad: [{ name: 'Carrier', code: 'carrier', trackingUrl: 'https://track.example.com/' }, 'trackingUrl'],
      update: (id) => ({ forwarderId: id, sort: 2 }),
      updateBad: [{ forwarderId: 1, website: 'ftp://example.com' }, 'website'],
      fixture: forwarder,
    }),
    ...crud(parcels.path, parcels.perm, 'parcels', {
      listBad: ['status=lost', 'status'],
      create: async () => ({ forwarderId: await forwarder(), trackingNumber: `LW${uniq()}`.toUpperCase() }),
      // the forwarder is checked by the handler, not the schema
      createBad: [{ forwarderId: MISSING_ID, trackingNumber: 'LW12345' }, 'forwarderId'],
      update: (id) => ({ parcelId: id, destination: 'Berlin', shippedAt: '2026-01-02' }),
      updateBad: [{ parcelId: 1, shippedAt: '2025-02-30' }, 'shippedAt'],
      fixture: parcel,
    }),
    [`GET ${P}/logistics/tracking/:id/history`]: {
      perm: 'logistics:tracking:query',
      table: 'parcels',
      ok: async () => get(`/logistics/tracking/${await parcel()}/history`),
      check: (r) => expect(r.json().data).toMatchObject({ status: 'pending', events: [] }),
      bad: () => [get('/logistics/tracking/0/history'), 'id'],
    },
    [`POST ${P}/logistics/tracking/:id/events`]: {
      perm: 'logistics:tracking:edit',
      table: 'parcel_events',
      ok: async () =>
        json('POST', `/logistics/tracking/${await parcel()}/events`, {
          status: 'in_transit',
          occurredAt: EVENT_AT,
          location: 'Hamburg',
        }),
      check: (r) =>
        expect(r.json().data).toMatchObject({ status: 'in_transit', lastLocation: 'Hamburg', events: [{}] }),
      bad: async () => [
        json('POST', `/logistics/tracking/${await parcel()}/events`, {
          status: 'in_transit',
          occurredAt: '2999-01-01T00:00:00Z',
        }),
        'occurredAt',
      ],
    },
    [`DELETE ${P}/logistics/tracking/:id/events/:eventId`]: {
      perm: 'logistics:tracking:edit',
      table: 'parcel_events',
      ok: async () => {
        const id = await parcel();
        const eventId = await insert('parcel_events', { parcel_id: id, status: 'exception', occurred_at: EVENT_AT });
        return del(`/logistics/tracking/${id}/events/${eventId}`);
      },
      check: (r) => expect(r.json().data).toMatchObject({ status: 'pending', events: [] }),
      bad: async () => [del(`/logistics/tracking/${await parcel()}/events/x`), 'eventId'],
    },

    // ---------- uploaded files ----------
    [`GET ${P}/system/file/list`]: {
      perm: 'system:file:list',
      ok: async () => {
        const name = `matrix-${uniq()}.pdf`;
        await uploaded(name);
        return get(`/system/file/list?originalName=${name}`);
      },
      check: (r) => expect(r.json().rows).toMatchObject([{ ext: 'pdf', mime: 'application/pdf', size: 4 }]),
      bad: () => [get('/system/file/list?orderByColumn=mime'), 'orderByColumn'],
    },
    [`GET ${P}/system/file/:id`]: {
      perm: 'system:file:query',
      table: 'files',
      ok: async () => get(`/system/file/${await uploaded(`matrix-${uniq()}.pdf`)}`),
      check: (r) => expect(r.json().data.originalName).toMatch(/^matrix-/),
      bad: () => [get('/system/file/abc'), 'id'],
    },
    [`DELETE ${P}/system/file/:ids`]: {
      perm: 'system:file:remove',
      table: 'files',
      ok: async () => del(`/system/file/${await uploaded(`matrix-${uniq()}.pdf`)}`),
      bad: () => [del('/system/file/1;2'), 'ids'],
    },

    // ---------- operation log and login log ----------
    [`GET ${P}/monitor/operlog/list`]: {
      perm: 'monitor:operlog:list',
      ok: async () => (await operLine(), get('/monitor/operlog/list?module=site:brand')),
      check: (r) => {
        const rows = r.json().rows as Array<{ module: string }>;
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.module === 'site:brand')).toBe(true);
      },
      bad: () => [get('/monitor/operlog/list?beginTime=2026-02-01&endTime=2026-01-01'), 'endTime'],
    },
    [`GET ${P}/monitor/operlog/:id`]: {
      perm: 'monitor:operlog:query',
      table: 'operation_logs',
      ok: async () => get(`/monitor/operlog/${await operLine()}`),
      check: (r) => expect(r.json().data).toMatchObject({ before: { name: 'A' }, after: { name: 'B' } }),
      bad: () => [get('/monitor/operlog/abc'), 'id'],
    },
    [`DELETE ${P}/monitor/operlog/:ids`]: {
      perm: 'monitor:operlog:remove',
      table: 'operation_logs',
      ok: async () => del(`/monitor/operlog/${await operLine()},${await operLine()}`),
      check: (r) => expect(r.json().data).toEqual({ removed: 2 }),
      bad: () => [del('/monitor/operlog/1;2'), 'ids'],
    },
    [`DELETE ${P}/monitor/operlog/clean`]: {
      perm: 'monitor:operlog:remove',
      table: 'operation_logs',
      ok: async () => (await operLine(), del('/monitor/operlog/clean')),
      check: (r) => expect(r.json().data.removed).toBeGreaterThan(0),
      bad: null,
    },
    [`GET ${P}/monitor/logininfor/list`]: {
      perm: 'monitor:logininfor:list',
      ok: async () => (await loginLine(), get('/monitor/logininfor/list?status=1')),
      check: (r) => {
        const rows = r.json().rows as Array<{ status: string }>;
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.status === '1')).toBe(true);
      },
      bad: () => [get('/monitor/logininfor/list?ipaddr=1.2.3.x'), 'ipaddr'],
    },
    [`GET ${P}/monitor/logininfor/:id`]: {
      perm: 'monitor:logininfor:query',
      table: 'login_logs',
      ok: async () => get(`/monitor/logininfor/${await loginLine()}`),
      check: (r) => expect(r.json().data).toMatchObject({ status: '1', msg: 'badPassword' }),
      bad: () => [get('/monitor/logininfor/-4'), 'id'],
    },
    [`DELETE ${P}/monitor/logininfor/:ids`]: {
      perm: 'monitor:logininfor:remove',
      table: 'login_logs',
      ok: async () => del(`/monitor/logininfor/${await loginLine()}`),
      check: (r) => expect(r.json().data).toEqual({ removed: 1 }),
      bad: () => [del('/monitor/logininfor/1,x'), 'ids'],
    },
    [`DELETE ${P}/monitor/logininfor/clean`]: {
      perm: 'monitor:logininfor:remove',
      table: 'login_logs',
      ok: async () => (await loginLine(), del('/monitor/logininfor/clean')),
      check: (r) => expect(r.json().data.removed).toBeGreaterThan(0),
      bad: null,
    },

    // ---------- site content, per kind (`site:<kind>:<action>`), shown with notices ----------
    [`GET ${P}/site/content/:kind/list`]: {
      perm: `site:${KIND}:list`,
      ok: async () => (await notice(), get(`${C}/list?hasDraft=true`)),
      check: (r) => {
        const rows = r.json().rows as Array<{ kind: string; hasDraft: boolean }>;
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.kind === KIND && row.hasDraft)).toBe(true);
      },
      bad: () => [get(`${C}/list?missingLocale=xx-xx`), 'missingLocale'],
    },
    [`GET ${P}/site/content/:kind/:id`]: {
      perm: `site:${KIND}:query`,
      table: 'content_items',
      ok: async () => get(`${C}/${await notice()}`),
      check: (r) => expect(r.json().data).toMatchObject({ kind: KIND, hasDraft: true }),
      bad: () => [get(`${C}/abc`), 'id'],
    },
    [`GET ${P}/site/content/:kind/preview`]: {
      perm: `site:${KIND}:query`,
      // the page as it will look once published: an unpublished draft notice is in it
      ok: async () => (await notice(), get(`${C}/preview?path=/`)),
      check: (r) => {
        expect(r.headers['content-type']).toContain('text/html');
        expect(r.body).toContain('notices=Maintenance ');
      },
      bad: () => [get(`${C}/preview?path=https://evil.example/`), 'path'],
    },
    [`POST ${P}/site/content/:kind`]: {
      perm: `site:${KIND}:add`,
      table: 'content_items',
      ok: () =>
        json('POST', C, {
          key: `matrix-${uniq()}`,
          shared: noticeShared,
          texts: { 'en-us': { text: 'Maintenance tonight' }, 'de-de': { text: 'Wartung heute Nacht' } },
        }),
      check: (r) => expect(r.json().data).toMatchObject({ kind: KIND, hasDraft: true }),
      bad: () => [json('POST', C, { key: 'two words', shared: noticeShared, texts: {} }), 'key'],
    },
    [`PUT ${P}/site/content/:kind/:id/draft`]: {
      perm: `site:${KIND}:edit`,
      table: 'content_items',
      ok: async () =>
        json('PUT', `${C}/${await notice(true)}/draft`, {
          shared: { ...noticeShared, level: 'info' },
          texts: { 'en-us': { text: 'Changed' } },
        }),
      check: (r) => expect(r.json().data).toMatchObject({ hasDraft: true }),
      bad: async () => [json('PUT', `${C}/${await notice(true)}/draft`, { shared: 'x', texts: {} }), 'shared'],
    },
    [`POST ${P}/site/content/:kind/:id/publish`]: {
      perm: `site:${KIND}:publish`,
      table: 'content_items',
      ok: async () => json('POST', `${C}/${await notice()}/publish`, {}),
      check: (r) => expect(r.json().data).toMatchObject({ item: { hasDraft: false }, version: expect.any(Number) }),
      bad: async () => [json('POST', `${C}/${await notice()}/publish`, { updatedAt: 'x'.repeat(41) }), 'updatedAt'],
    },
    [`DELETE ${P}/site/content/:kind/:id/draft`]: {
      perm: `site:${KIND}:edit`,
      table: 'content_items',
      ok: async () => del(`${C}/${await notice(true)}/draft`),
      check: (r) => expect(r.json().data).toMatchObject({ hasDraft: false }),
      bad: () => [del(`${C}/0/draft`), 'id'],
    },
    [`DELETE ${P}/site/content/:kind/:ids`]: {
      perm: `site:${KIND}:remove`,
      table: 'content_items',
      // one of the two is published: deleting it unpublishes it (lib/effects.ts)
      alsoNeeds: [`site:${KIND}:publish`],
      ok: async () => del(`${C}/${await notice(true)},${await notice()}`),
      check: (r) => expect(r.json().data.version).toEqual(expect.any(Number)),
      bad: () => [del(`${C}/1;2`), 'ids'],
    },
    [`GET ${P}/content/published`]: {
      perm: null,
      ok: () => get('/content/published?locale=de-de'),
      check: (r) => expect(r.json().data.version).toEqual(expect.any(Number)),
      bad: () => [get('/content/published?locale=de'), 'locale'],
    },
  };
}
