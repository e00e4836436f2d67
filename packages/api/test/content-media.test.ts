import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from '@labelwise/contract/media';
import { shippedVideoFacts } from '../src/db/seedContentMedia.js';
import { ENGINES, type TestApp, tableDigest, operatorSuite, publishedContent } from './helpers.js';

const siteFile = (p: string) => fileURLToPath(new URL(`../../site/public${p}`, import.meta.url));

/** The recordings of the site's own tools that the site ships. */
const RECORDED = ['site-find-driver', 'site-chart', 'site-doctor', 'site-label-pdf', 'site-doctor-phone'];

const video = {
  file: '/media/videos/pc-calibrate.mp4',
  poster: '/media/videos/pc-calibrate.svg',
  posterWidth: 640,
  posterHeight: 360,
  durationSeconds: 4,
  platform: 'pc',
};
const notice = {
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  level: 'warning',
  link: '/download',
};
const partner = { slug: 'acme', name: 'Acme', primaryColor: '#11a983', models: ['d520'] };

describe.each(ENGINES)('media content on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  const published = publishedContent(call);

  it('a fresh site publishes what the compiled site showed: videos, FAQ, home and partner pages', async () => {
    const de = await published('de-de');
    expect(de.videos).toHaveLength(20);
    expect(de.videos.filter((v: { shared: { platform: string } }) => v.shared.platform === 'mobile')).toHaveLength(6);
    // The recordings of the site are real clips; the app tutorials are demo stand-ins.
    const recorded = de.videos.filter((v: { shared: { placeholder: boolean } }) => !v.shared.placeholder);
    expect(recorded.map((v: { key: string }) => v.key).sort()).toEqual([...RECORDED].sort());
    const doctor = de.videos.find((v: { key: string }) => v.key === 'site-doctor');
    expect(doctor.text.title).toBe('Leere Etiketten mit dem Drucker-Doktor beheben');
    expect(doctor.text.captions).toBe('/media/videos/site-doctor.de-de.vtt');
    expect(doctor.shared.poster).toBe('/media/videos/site-doctor.webp');
    expect(doctor.shared.durationSeconds).toBeGreaterThan(5);
    const calibrate = de.videos.find((v: { key: string }) => v.key === 'pc-calibrate');
    expect(calibrate.text.title).toBe('Etikettengröße und Druckdichte kalibrieren');
    expect(calibrate.text.captions).toBe('/media/videos/pc-calibrate.de-de.vtt');
    // The length is the file's own, read from its movie header as an upload's is.
    const clip = readFileSync(siteFile('/media/videos/pc-calibrate.mp4'));
    expect(calibrate.shared.durationSeconds).toBe(mp4DurationSeconds(new Uint8Array(clip)));
    expect(calibrate.shared.bytes).toBe(clip.length);

    expect(de.faq.map((f: { key: string }) => f.key)).toEqual(['blank-print', 'incomplete-print', 'paper-not-loading']);
    expect(de.faq[0].text.question).toBe('Der Drucker zieht Etiketten ein, druckt aber nichts');
    expect(de.faq[0].text.answer.split('\n\n')).toHaveLength(4);
    expect(de.faq[0].shared.images).toHaveLength(2);
    expect(de.faq[0].text.imageAlts).toHaveLength(2);

    expect(de.home).toHaveLength(1);
    expect(de.home[0].text.headline).toBe('Etiketten in Minuten gestalten und drucken');
    expect(de.home[0].shared.sampleLabels).toHaveLength(7);
    expect(de.home[0].shared.partnerLogos).toHaveLength(9);
    expect(de.home[0].shared.barcodes).toHaveLength(8);

    expect(Object.keys(de.partners).sort()).toEqual(['itari', 'omezizy', 'phomemo']);
    expect(de.partners.phomemo.shared).toMatchObject({ name: 'Phomemo', primaryColor: '#11a983' });
    expect(de.partners.phomemo.text.description).toMatch(/^Phomemo baut/);
    expect(de.notices).toEqual([]);
  });

  it('refuses bad input of every media kind with field errors and stores nothing', async () => {
    const items = await tableDigest(t.app, 'content_items');
    const texts = await tableDigest(t.app, 'content_texts');
    const cases: Array<[string, Record<string, unknown>, string[]]> = [
      [
        'video',
        {
          shared: { ...video, platform: 'tv', durationSeconds: -1, file: 'javascript:alert(1)' },
          texts: { 'en-us': { title: '' } },
        },
        ['shared.platform', 'shared.durationSeconds', 'shared.file', 'texts.en-us.title'],
      ],
      [
        'faq',
        { shared: { images: [{ src: '/x.png', width: 0, height: 10 }] }, texts: { 'de-de': { question: 'Warum?' } } },
        ['shared.images.0.width', 'texts.de-de.answer'],
      ],
      [
        'home',
        { shared: { barcodes: ['qrcode', 'qrcode', 'aztec'] }, texts: { 'en-us': { headline: '' } } },
        ['shared.barcodes.2', 'texts.en-us.headline'],
      ],
      [
        'partner',
        {
          shared: { ...partner, primaryColor: 'red', accentColor: '#12345' },
          texts: { 'en-us': { description: 'x' } },
        },
        ['shared.primaryColor', 'shared.accentColor'],
      ],
      [
        'notice',
        { shared: { ...notice, endsAt: '2025-12-31T23:59:59Z' }, texts: { 'en-us': { text: 'Closed' } } },
        ['shared.endsAt'],
      ],
      [
        'notice',
        { shared: { ...notice, startsAt: 'tomorrow', level: 'danger' }, texts: { 'en-us': { text: '' } } },
        ['shared.startsAt', 'shared.level', 'texts.en-us.text'],
      ],
    ];
    for (const [kind, body, fields] of cases) {
      const r = await call('POST', `/site/content/${kind}`, admin, { key: `bad-${kind}`, ...body });
      expect(r.statusCode, `${kind}: ${r.body}`).toBe(400);
      const got = (r.json().data.errors as Array<{ field: string }>).map((e) => e.field);
      expect(got, kind).toEqual(expect.arrayContaining(fields));
    }
    const dup = await call('POST', '/site/content/home', admin, {
      key: 'bad-home-2',
      shared: { barcodes: ['qrcode', 'qrcode'] },
      texts: { 'en-us': { headline: 'Hi' } },
    });
    expect(dup.json().data.errors).toEqual([expect.objectContaining({ field: 'shared.barcodes' })]);
    expect(await tableDigest(t.app, 'content_items')).toBe(items);
    expect(await tableDigest(t.app, 'content_texts')).toBe(texts);
  });

  it('a published notice is in the snapshot of its locales, with en-us standing in for the others', async () => {
    const add = await call('POST', '/site/content/notice', editor, {
      key: 'holiday',
      shared: notice,
      texts: {
        'en-us': { text: 'Orders ship after 2 January.', linkLabel: 'Download' },
        'de-de': { text: 'Bestellungen werden ab dem 2. Januar versandt.' },
      },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect((await published('de-de')).notices).toEqual([]);
    const pub = await call('POST', `/site/content/notice/${add.json().data.itemId}/publish`, editor, {});
    expect(pub.statusCode, pub.body).toBe(200);
    const de = (await published('de-de')).notices;
    expect(de).toHaveLength(1);
    expect(de[0]).toMatchObject({ key: 'holiday', locale: 'de-de', shared: { level: 'warning', link: '/download' } });
    expect(de[0].text.text).toBe('Bestellungen werden ab dem 2. Januar versandt.');
    const fr = (await published('fr-fr')).notices;
    expect(fr[0]).toMatchObject({ locale: 'en-us', text: { text: 'Orders ship after 2 January.' } });
  });

  it('a published notice whose last day has passed is left out of the snapshot', async () => {
    const add = await call('POST', '/site/content/notice', editor, {
      key: 'closed-last-year',
      shared: { ...notice, startsAt: '2025-12-24T00:00:00Z', endsAt: '2025-12-31T23:59:59Z' },
      texts: { 'en-us': { text: 'Closed over the holidays.' } },
    });
    expect(add.statusCode, add.body).toBe(200);
    const pub = await call('POST', `/site/content/notice/${add.json().data.itemId}/publish`, editor, {});
    expect(pub.statusCode, pub.body).toBe(200);
    const keys = ((await published('en-us')).notices as Array<{ key: string }>).map((n) => n.key);
    expect(keys).not.toContain('closed-last-year');
  });

  it('a partner page saved with valid colours is published by slug', async () => {
    const add = await call('POST', '/site/content/partner', editor, {
      key: 'acme',
      shared: { ...partner, accentColor: '#fa0' },
      texts: { 'en-us': { tagline: 'Labels for everyone', description: 'Acme makes printers.' } },
    });
    expect(add.statusCode, add.body).toBe(200);
    await call('POST', `/site/content/partner/${add.json().data.itemId}/publish`, editor, {});
    const acme = (await published('zh-cn')).partners.acme;
    expect(acme).toMatchObject({
      locale: 'en-us',
      shared: { primaryColor: '#11a983', accentColor: '#fa0', models: ['d520'] },
    });
  });
});

describe('shipped video facts', () => {
  it('reads length and size from the clip, and gives 0 for a file that is not a shipped clip', () => {
    const facts = shippedVideoFacts('/media/videos/mobile-scan.mp4');
    expect(facts.durationSeconds).toBeGreaterThan(0);
    expect(facts.bytes).toBe(readFileSync(siteFile('/media/videos/mobile-scan.mp4')).length);
    expect(shippedVideoFacts('/media/videos/nope.mp4')).toEqual({ durationSeconds: 0, bytes: 0 });
    expect(shippedVideoFacts('/etc/passwd')).toEqual({ durationSeconds: 0, bytes: 0 });
  });
});
