import { Readable } from 'node:stream';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultVideoItems } from '@labelwise/contract/media';
import { describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, tableDigest, tokenWith, operatorSuite, publishedContent } from './helpers.js';

describe.each(ENGINES)('content admin endpoints on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  const published = publishedContent(call);

  it('seeds the 31 guides as published, in all six locales, with the catalog’s drivers linked', async () => {
    const list = (await call('GET', '/site/content/guide/list?pageSize=50', editor)).json();
    expect(list.total).toBe(31);
    expect(
      list.rows.every(
        (r: { missingLocales: string[]; published: boolean }) => r.published && r.missingLocales.length === 0,
      ),
    ).toBe(true);
    const de = await published('de-de');
    expect(Object.keys(de.guides)).toHaveLength(31);
    expect(de.guides.d520).toMatchObject({
      locale: 'de-de',
      shared: { name: 'D520BT' },
      text: { intro: '', steps: {} },
    });
    expect(de.guides.d520.drivers.length).toBeGreaterThan(0);
    expect(de.guides.d520.drivers[0]).toMatchObject({ url: expect.stringContaining('/common/download/resource') });
    // A guide's driver links are titled in the page's language, English where the catalog has no translation.
    expect(de.guides.d520.drivers.map((d: { title: string }) => d.title)).toContain('D520BT Windows-Treiber');
    const en = await published('en-us');
    expect(en.guides.d520.drivers.map((d: { title: string }) => d.title)).toContain('D520BT Windows driver');
  });

  it('a driver edited in the catalog is a new content version, so guide pages show it; a refused edit is not', async () => {
    const before = await published('en-us');
    const driver = before.guides.d520.drivers[0]!;
    const title = `${driver.title} (signed)`;
    const put = await call('PUT', '/site/driver', admin, { driverId: driver.driverId, title });
    expect(put.statusCode, put.body).toBe(200);
    const after = await published('en-us');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.guides.d520.drivers.map((d: { title: string }) => d.title)).toContain(title);
    // The chart is rendered with the systems that have a published driver, per model.
    expect(Object.keys(after.driverSystems ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(after.driverSystems ?? {}).every((k) => /^\d+:(windows|macos|linux)$/.test(k))).toBe(true);
    // Refused (an editor may not change a published driver): nothing changed, so nothing is rendered again.
    const refused = await call('PUT', '/site/driver', editor, { driverId: driver.driverId, title: 'Other' });
    expect(refused.statusCode).toBe(403);
    expect((await published('en-us')).version).toBe(after.version);
  });

  it('lists with filters and pages: key, draft, missing locale', async () => {
    const page1 = (await call('GET', '/site/content/guide/list?pageSize=10', editor)).json();
    const page4 = (await call('GET', '/site/content/guide/list?pageSize=10&pageNum=4', editor)).json();
    expect(page1.rows).toHaveLength(10);
    expect(page4.rows).toHaveLength(1);
    expect(page4.total).toBe(31);
    const pm = (await call('GET', '/site/content/guide/list?key=pm24', editor)).json();
    expect(pm.rows.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(['pm241', 'pm245', 'pm249']));
    expect(pm.rows.every((r: { key: string }) => r.key.startsWith('pm24'))).toBe(true);
    const sorted = (
      await call('GET', '/site/content/guide/list?orderByColumn=key&isAsc=descending&pageSize=50', editor)
    ).json();
    const keys = sorted.rows.map((r: { key: string }) => r.key);
    expect(keys).toEqual([...keys].sort().reverse());

    const id = pm.rows[0].itemId;
    const item = (await call('GET', `/site/content/guide/${id}`, editor)).json().data;
    const texts = { 'en-us': item.texts['en-us'].published };
    expect(
      (await call('PUT', `/site/content/guide/${id}/draft`, editor, { shared: item.shared.published, texts }))
        .statusCode,
    ).toBe(200);
    const drafts = (await call('GET', '/site/content/guide/list?hasDraft=true', editor)).json();
    expect(drafts.rows.map((r: { itemId: number }) => r.itemId)).toEqual([id]);
    const noFrench = (await call('GET', '/site/content/guide/list?missingLocale=fr-fr', editor)).json();
    expect(noFrench.rows.map((r: { itemId: number }) => r.itemId)).toEqual([id]);
    expect(noFrench.rows[0].missingLocales).toEqual(['zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es']);
    // Published pages keep their French text until the draft is published.
    expect((await published('fr-fr')).guides[item.key].locale).toBe('fr-fr');
    expect((await call('DELETE', `/site/content/guide/${id}/draft`, editor)).statusCode).toBe(200);
    expect((await call('GET', '/site/content/guide/list?hasDraft=true', editor)).json().total).toBe(0);
    for (const bad of ['hasDraft=maybe', 'missingLocale=xx-yy', 'pageSize=7', 'orderByColumn=shared'])
      expect((await call('GET', `/site/content/guide/list?${bad}`, editor)).statusCode, bad).toBe(400);
  });

  it('publishing grows the version and clears the cached public answer at once', async () => {
    const before = await call('GET', '/content/published?locale=de-de');
    const again = await call('GET', '/content/published?locale=de-de');
    expect(again.headers['x-cache']).toBe('HIT');
    const d520 = (await call('GET', '/site/content/guide/list?key=d520', editor)).json().rows[0];
    const item = (await call('GET', `/site/content/guide/${d520.itemId}`, editor)).json().data;
    const texts = Object.fromEntries(
      Object.entries(item.texts).map(([l, v]) => [l, (v as { published: unknown }).published]),
    );
    texts['de-de'] = { intro: 'Der D520BT, live bearbeitet.', steps: { usb: ['Kabel einstecken.'] } };
    expect(
      (await call('PUT', `/site/content/guide/${d520.itemId}/draft`, editor, { shared: item.shared.published, texts }))
        .statusCode,
    ).toBe(200);
    expect((await published('de-de')).guides.d520.text.intro).toBe('');
    const pub = await call('POST', `/site/content/guide/${d520.itemId}/publish`, editor, { updatedAt: 'stale' });
    expect(pub.statusCode).toBe(409);
    const ok = await call('POST', `/site/content/guide/${d520.itemId}/publish`, editor);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await call('GET', '/content/published?locale=de-de');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().data.version).toBe(before.json().data.version + 1);
    expect(after.json().data.guides.d520.text).toEqual({
      intro: 'Der D520BT, live bearbeitet.',
      steps: { usb: ['Kabel einstecken.'] },
    });
    expect((await call('POST', `/site/content/guide/${d520.itemId}/publish`, editor)).statusCode).toBe(409);
    expect((await call('DELETE', `/site/content/guide/${d520.itemId}/draft`, editor)).statusCode).toBe(409);
  });

  it('every write is in the operation log with before and after', async () => {
    const added = await call('POST', '/site/content/guide', admin, {
      key: 'logged',
      shared: { name: 'Logged One', connections: [], sections: [] },
      texts: { 'en-us': {} },
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.itemId;
    await call('POST', `/site/content/guide/${id}/publish`, admin);
    await call('DELETE', `/site/content/guide/${id}`, admin);
    const rows = await t.app.ctx.db
      .selectFrom('operation_logs')
      .select(['module', 'action', 'target_id', 'target_name', 'before_json', 'after_json'])
      .where('target_id', '=', String(id))
      .where('module', '=', 'site:guide')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['add', 'publish', 'remove']);
    expect(rows[0]!.target_name).toBe('Logged One');
    expect(rows[0]!.before_json).toBeNull();
    expect(JSON.parse(rows[1]!.after_json!).hasDraft).toBe(false);
    expect(JSON.parse(rows[2]!.before_json!).key).toBe('logged');
    expect((await call('GET', `/site/content/guide/${id}`, admin)).statusCode).toBe(404);
  });

  it('a duplicate key is a 409 on the key; a never-published item cannot discard its draft', async () => {
    const dup = await call('POST', '/site/content/guide', admin, {
      key: 'd520',
      shared: { name: 'X', connections: [], sections: [] },
      texts: {},
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toMatch(/^key: /);
    const fresh = await call('POST', '/site/content/guide', admin, {
      key: 'fresh',
      shared: { name: 'Fresh', connections: [], sections: [] },
      texts: {},
    });
    expect(fresh.json().data.missingLocales).toHaveLength(6);
    expect((await call('DELETE', `/site/content/guide/${fresh.json().data.itemId}/draft`, admin)).statusCode).toBe(409);
    // An item with no text at all is not shown; a guide of another kind's id is not found.
    expect((await published()).guides.fresh).toBeUndefined();
    expect((await call('GET', `/site/content/faq/${fresh.json().data.itemId}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/site/content/guide/${fresh.json().data.itemId}`, admin)).statusCode).toBe(200);
  });

  it('hidden items leave the public snapshot at once', async () => {
    const v0 = (await published()).version;
    const row = (await call('GET', '/site/content/guide/list?key=pl70', editor)).json().rows[0];
    const item = (await call('GET', `/site/content/guide/${row.itemId}`, editor)).json().data;
    const texts = Object.fromEntries(
      Object.entries(item.texts).map(([l, v]) => [l, (v as { published: unknown }).published]),
    );
    await call('PUT', `/site/content/guide/${row.itemId}/draft`, editor, {
      shared: item.shared.published,
      texts,
      status: '1',
    });
    const now = await published();
    expect(now.guides.pl70).toBeUndefined();
    expect(now.version).toBe(v0 + 1);
  });

  it('each action needs its own permission of that kind', async () => {
    const lister = await tokenWith(t.app, ['site:guide:list', 'site:guide:query']);
    const row = (await call('GET', '/site/content/guide/list?key=d530', lister)).json().rows[0];
    const body = { shared: { name: 'D530', connections: [], sections: [] }, texts: {} };
    expect((await call('PUT', `/site/content/guide/${row.itemId}/draft`, lister, body)).statusCode).toBe(403);
    expect((await call('POST', `/site/content/guide/${row.itemId}/publish`, lister)).statusCode).toBe(403);
    expect((await call('DELETE', `/site/content/guide/${row.itemId}/draft`, lister)).statusCode).toBe(403);
    expect((await call('DELETE', `/site/content/guide/${row.itemId}`, lister)).statusCode).toBe(403);
    expect((await call('POST', '/site/content/guide', lister, { key: 'x', ...body })).statusCode).toBe(403);
    const editorOnly = await tokenWith(t.app, ['site:guide:edit']);
    expect((await call('POST', `/site/content/guide/${row.itemId}/publish`, editorOnly)).statusCode).toBe(403);
    expect((await call('GET', `/site/content/guide/${row.itemId}`, editorOnly)).statusCode).toBe(403);
    const wildcard = await tokenWith(t.app, ['site:*:list']);
    expect((await call('GET', '/site/content/notice/list', wildcard)).statusCode).toBe(200);
    expect((await call('GET', '/site/content/guide/list')).statusCode).toBe(401);
  });

  it('a video’s length and size are read from the stored file, whatever the client sends', async () => {
    const seeded = defaultVideoItems()[0]!;
    const clip = fileURLToPath(new URL(`../../site/public${String(seeded.shared.file)}`, import.meta.url));
    const bytes = fs.readFileSync(clip);
    const key = 'upload/2026/11/25/test-clip.mp4';
    await t.app.ctx.storage.write(key, Readable.from(bytes), 'video/mp4');
    const url = `/api-v1.0/common/download/resource?resource=${encodeURIComponent(key)}`;
    const r = await call('POST', '/site/content/video', admin, {
      key: 'uploaded-clip',
      shared: { ...seeded.shared, file: url, durationSeconds: 9999, bytes: 1 },
      texts: seeded.texts,
    });
    expect(r.statusCode, r.body).toBe(200);
    const shared = r.json().data.shared.draft;
    expect(shared.bytes).toBe(bytes.length);
    expect(shared.durationSeconds).toBeGreaterThan(0);
    expect(shared.durationSeconds).toBeLessThan(9999);
    const before = await tableDigest(t.app, 'content_items');
    const missing = await call('POST', '/site/content/video', admin, {
      key: 'missing-clip',
      shared: { ...seeded.shared, file: '/api-v1.0/common/download/resource?resource=upload%2Fnope.mp4' },
      texts: seeded.texts,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/^shared\.file: /);
    expect(await tableDigest(t.app, 'content_items')).toBe(before);
  });
});
