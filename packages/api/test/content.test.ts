import { describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, tableDigest, tokenWith, operatorSuite, publishedContent } from './helpers.js';

const guideShared = {
  name: 'ZX-9',
  brand: 'phomemo',
  connections: ['usb', 'bluetooth'],
  sections: ['bluetooth', 'usb', 'windows'],
  firmwareVersion: '1.2.3',
  videos: [],
  manual: true,
};

describe.each(ENGINES)('content endpoints on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  const published = publishedContent(call);

  it('a draft stays private until it is published; publishing shows it at once and grows the version', async () => {
    const v0 = (await published()).version as number;
    const add = await call('POST', '/site/content/guide', editor, {
      key: 'zx9',
      shared: guideShared,
      texts: {
        'en-us': { intro: 'Meet the ZX-9.' },
        'de-de': { intro: 'Das ist der ZX-9.', steps: { usb: ['Kabel einstecken.'] } },
      },
    });
    expect(add.statusCode, add.body).toBe(200);
    const item = add.json().data;
    expect(item).toMatchObject({ key: 'zx9', hasDraft: true, publishedAt: null });
    expect(item.missingLocales).toEqual(['zh-cn', 'zh-hk', 'fr-fr', 'es-es']);
    expect((await published()).guides.zx9).toBeUndefined();

    const pub = await call('POST', `/site/content/guide/${item.itemId}/publish`, editor);
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().data.version).toBeGreaterThan(v0);
    const de = await published('de-de');
    expect(de.version).toBe(pub.json().data.version);
    expect(de.guides.zx9).toMatchObject({
      locale: 'de-de',
      text: { intro: 'Das ist der ZX-9.', steps: { usb: ['Kabel einstecken.'] } },
    });
    expect(de.guides.zx9.shared).toMatchObject({ name: 'ZX-9', firmwareVersion: '1.2.3', photo: '' });
    // French has no text: the en-us text is served, and says so.
    expect((await published('fr-fr')).guides.zx9).toMatchObject({ locale: 'en-us', text: { intro: 'Meet the ZX-9.' } });

    // A new draft changes nothing public until it is published too.
    const draft = await call('PUT', `/site/content/guide/${item.itemId}/draft`, editor, {
      shared: { ...guideShared, firmwareVersion: '2.0.0' },
      texts: { 'en-us': { intro: 'Meet the new ZX-9.' } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data.missingLocales).toContain('de-de');
    expect((await published('de-de')).guides.zx9.shared.firmwareVersion).toBe('1.2.3');
    const discard = await call('DELETE', `/site/content/guide/${item.itemId}/draft`, editor);
    expect(discard.statusCode, discard.body).toBe(200);
    expect(discard.json().data).toMatchObject({
      hasDraft: false,
      missingLocales: ['zh-cn', 'zh-hk', 'fr-fr', 'es-es'],
    });
  });

  it('bad input gets field errors for every field and stores nothing', async () => {
    const before = await tableDigest(t.app, 'content_items');
    const texts = await tableDigest(t.app, 'content_texts');
    const r = await call('POST', '/site/content/guide', admin, {
      key: 'bad-one',
      shared: { ...guideShared, connections: ['serial'], photo: 'javascript:alert(1)' },
      texts: { 'de-de': { steps: { usb: [''] } } },
    });
    expect(r.statusCode).toBe(400);
    const fields = (r.json().data.errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['shared.connections.0', 'shared.photo', 'texts.de-de.steps.usb.0']));
    expect(r.json().msg).toMatch(/^shared\.\w+/);
    const badKey = await call('POST', '/site/content/guide', admin, { key: '../x', shared: guideShared, texts: {} });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().msg).toMatch(/^key: /);
    const badLocale = await call('POST', '/site/content/guide', admin, {
      key: 'ok',
      shared: guideShared,
      texts: { xx: {} },
    });
    expect(badLocale.statusCode).toBe(400);
    expect(await tableDigest(t.app, 'content_items')).toBe(before);
    expect(await tableDigest(t.app, 'content_texts')).toBe(texts);
  });

  it('refuses callers without the kind’s permission, before reading the body', async () => {
    const onlyFaq = await tokenWith(t.app, ['site:faq:list', 'site:faq:add']);
    expect((await call('GET', '/site/content/guide/list', onlyFaq)).statusCode).toBe(403);
    expect((await call('GET', '/site/content/faq/list', onlyFaq)).statusCode).toBe(200);
    expect((await call('POST', '/site/content/guide', onlyFaq, { nonsense: true })).statusCode).toBe(403);
    expect((await call('GET', '/site/content/guide/list')).statusCode).toBe(401);
    expect((await call('GET', '/site/content/nope/list', admin)).statusCode).toBe(404);
    expect((await call('GET', '/site/content/nope/list')).statusCode).toBe(401);
  });
});
