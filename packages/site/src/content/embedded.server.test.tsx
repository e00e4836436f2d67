// @vitest-environment node
import { gzipSync } from 'node:zlib';
import type { PublishedContent, PublishedGuide, PublishedOf } from '@labelwise/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { publishedPartner } from '../test/partner';
import { emptySnapshot } from '../test/snapshot';
import { guideModels } from './guides';
import { contentIsland, createContentStore, type EmbeddedContent } from './live';

const gz = (s: string) => gzipSync(s, { level: 9 }).length;

/** A guide as the back office publishes one: an intro and overridden steps (what makes a guide weigh ~1 KB). */
function guide(slug: string): PublishedGuide {
  return {
    key: slug,
    sort: 0,
    locale: 'de-de',
    publishedAt: '2026-11-24T00:00:00Z',
    shared: {
      name: slug.toUpperCase(),
      brand: 'phomemo',
      photo: `/api-v1.0/files/${slug}.webp`,
      connections: ['usb', 'bluetooth'],
      sections: ['usb', 'windows'],
      firmwareVersion: '',
      firmwareFile: '',
      videos: slug === 'd520' ? ['pc-install-windows'] : [],
      manual: false,
      manualUrl: '',
    },
    text: {
      intro: `Der {model} (${slug}) druckt Etiketten per USB und Bluetooth, ohne Tinte, auf Rollen bis 80 mm.`,
      steps: {
        usb: [`Das USB-Kabel des {model} (${slug}) einstecken.`, 'Den Drucker einschalten und warten.'],
        windows: ['Den Treiber herunterladen.', `Die Datei für ${slug} öffnen und den Schritten folgen.`],
      },
    },
    drivers: [],
  };
}

const notice: PublishedOf<'notice'> = {
  key: 'maintenance',
  sort: 0,
  locale: 'de-de',
  publishedAt: '2026-11-24T10:00:00.000Z',
  shared: { startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', level: 'info', link: '', sort: 0 },
  text: { text: 'Wartung am Samstag von 2 bis 4 Uhr.', linkLabel: '' },
};

function video(key: string, platform: 'pc' | 'mobile'): PublishedOf<'video'> {
  return {
    key,
    sort: 10,
    locale: 'de-de',
    publishedAt: '2026-11-24T10:00:00.000Z',
    shared: {
      file: `/media/videos/${key}.mp4`,
      poster: `/media/videos/${key}.svg`,
      posterWidth: 640,
      posterHeight: 360,
      durationSeconds: 4,
      bytes: 8306,
      platform,
      icon: platform === 'pc' ? 'windows' : 'phone',
      placeholder: false,
      sort: 0,
    },
    text: { title: `Video ${key}`, captions: `/media/videos/${key}.de-de.vtt` },
  };
}

const faq: PublishedOf<'faq'> = {
  key: 'blank-print',
  sort: 10,
  locale: 'de-de',
  publishedAt: '2026-11-24T10:00:00.000Z',
  shared: { sort: 10, images: [{ src: '/images/faq/scratch-test.svg', width: 640, height: 400, paragraph: 0 }] },
  text: {
    question: 'Warum druckt nichts?',
    answer: 'Die Rolle umdrehen.\n\nDie Druckdichte erhöhen.',
    imageAlts: ['Ein Kratztest auf dem Etikett'],
  },
};

/** Every compiled guide published, plus `extra` more (guides the back office added since the build). */
function snapshot(extra: number): PublishedContent {
  const slugs = [...guideModels.map((m) => m.slug), ...Array.from({ length: extra }, (_, i) => `extra${i}`)];
  return {
    ...emptySnapshot('de-de', 9),
    partners: publishedPartner().partners,
    guides: Object.fromEntries(slugs.map((s) => [s, guide(s)])),
    notices: [notice],
    videos: [video('pc-install-windows', 'pc'), video('pc-print-first', 'pc'), video('mobile-pair', 'mobile')],
    faq: [faq],
  };
}

/** The page as the API serves it (markup, styles, island) and as the build prerendered it (no content). */
async function live(path: string, content: PublishedContent) {
  const page = await renderPage(path, { variant: 'global', content });
  return { page, html: page.styles + page.body + contentIsland(page.embedded) };
}

describe('a page rendered with the published content embeds only what it shows', { timeout: 60_000 }, () => {
  it('home and download weigh the same however many guides are published', async () => {
    for (const path of ['/de', '/de/download']) {
      const few = await live(path, snapshot(0));
      const many = await live(path, snapshot(60));
      expect(many.html.length, path).toBe(few.html.length);
      expect(Object.keys(many.page.embedded.content?.guides ?? {}), path).toEqual([]);
      // The notice the page shows travels with it: the browser's first render must show it too.
      expect(
        many.page.embedded.content?.notices.map((n) => n.key),
        path,
      ).toEqual(['maintenance']);
    }
  });

  it('a guide page carries its own guide only, and is within 1.2× the prerendered page, gzip', async () => {
    const { page, html } = await live('/de/d520', snapshot(60));
    expect(Object.keys(page.embedded.content?.guides ?? {})).toEqual(['d520']);
    // Its video whole; the others only as far as the page looked at them (their keys), to find its own.
    const videos = page.embedded.content?.videos ?? [];
    expect(videos.filter((v) => 'shared' in v).map((v) => v.key)).toEqual(['pc-install-windows']);
    expect(videos.map((v) => Object.keys(v).length)).toEqual([expect.any(Number), 1, 1]);
    const prerendered = await renderPage('/de/d520', { variant: 'global', content: null });
    expect(gz(html)).toBeLessThanOrEqual(1.2 * gz(prerendered.styles + prerendered.body));
  });

  it('what a page embeds renders it exactly as the whole snapshot does', async () => {
    const whole = snapshot(5);
    for (const path of ['/de', '/de/d520', '/de/guides', '/de/phomemo', '/de/404']) {
      const full = await renderPage(path, { variant: 'global', content: whole });
      const cut = await renderPage(path, { variant: 'global', content: full.embedded.content });
      expect(cut.body, path).toBe(full.body);
      expect(cut.styles, path).toBe(full.styles);
    }
    const partner = await renderPage('/de/phomemo', { variant: 'global', content: whole });
    expect(Object.keys(partner.embedded.content?.partners ?? {})).toEqual(['phomemo']);
  });
});

describe('the doctor’s pages embed the trees and steps a visitor can walk to', { timeout: 60_000 }, () => {
  const at = { sort: 0, locale: 'de-de' as const, publishedAt: '2026-11-28T00:00:00Z', shared: {} };
  const free = { systems: [], connections: [], models: [], link: '' as const, picture: '' };
  const tree = (key: string, ids: string[]): PublishedOf<'doctor'> => ({
    ...at,
    key,
    shared: { steps: ids.map((id) => ({ ...free, id })) },
    text: { name: `Problem ${key}`, lead: `Worum es bei ${key} geht.` },
  });
  const step = (key: string): PublishedOf<'doctorStep'> => ({
    ...at,
    key,
    text: { title: `Schritt ${key}`, body: `Was bei ${key} zu tun ist.`, fixed: '' },
  });
  const content: PublishedContent = {
    ...emptySnapshot('de-de', 4),
    doctor: { blank: tree('blank', ['thermalSide', 'calibrate']), extra: tree('extra', ['mediaType', 'calibrate']) },
    doctorSteps: { thermalSide: step('thermalSide'), calibrate: step('calibrate'), mediaType: step('mediaType') },
  };

  it('a landing page carries its own tree with every step’s words, the start page every tree', async () => {
    const landing = (await renderPage('/de/doctor/blank-labels', { variant: 'global', content })).embedded.content;
    const { shared, text } = content.doctor.blank!;
    expect(landing?.doctor.blank).toMatchObject({ shared, text });
    expect(Object.keys(landing?.doctor ?? {})).toEqual(['blank']);
    expect(Object.keys(landing?.doctorSteps ?? {}).sort()).toEqual(['calibrate', 'thermalSide']);
    // Step 2 is not in the markup, but its words travel with the page for a visitor who answers No.
    expect(landing?.doctorSteps.calibrate?.text).toEqual(content.doctorSteps.calibrate!.text);
    const start = (await renderPage('/de/doctor', { variant: 'global', content })).embedded.content;
    expect(start?.doctor).toEqual(content.doctor);
    expect(start?.doctorSteps).toEqual(content.doctorSteps);
  });
});

describe('a symptom an operator renamed', { timeout: 60_000 }, () => {
  const renamed: PublishedContent = {
    ...emptySnapshot('de-de', 5),
    doctor: {
      blank: {
        sort: 0,
        locale: 'de-de',
        publishedAt: '2026-11-28T00:00:00Z',
        key: 'blank',
        shared: { steps: [] },
        text: { name: 'Etiketten bleiben weiß', lead: 'Der Drucker zieht Etiketten ein, druckt aber nichts.' },
      },
    },
  };

  it('has its published name in the server-rendered <title>, description and crumb', async () => {
    const page = await renderPage('/de/doctor/blank-labels', { variant: 'global', content: renamed });
    expect(page.head).toContain('<title>Etiketten bleiben weiß | Labelwise</title>');
    expect(page.head).toContain('content="Der Drucker zieht Etiketten ein, druckt aber nichts."');
    expect(page.body).toMatch(/aria-current="page"[^>]*>Etiketten bleiben weiß</);
    expect(page.body).not.toContain('Etiketten kommen leer heraus');
    // The head's words are among what the page read: a later rename renders it again.
    expect(page.contentReads?.doctor?.blank).toContain('text');
  });

  it('keeps the built-in name where nothing is published', async () => {
    const page = await renderPage('/de/doctor/blank-labels', { variant: 'global', content: emptySnapshot('de-de') });
    expect(page.head).toMatch(/<title>[^<]*leer[^<]* \| Labelwise<\/title>/i);
  });
});

describe('a content store seeded with one page’s content', () => {
  const seed: EmbeddedContent = { locale: 'de-de', content: snapshot(0), path: '/d520' };
  const fetched = () => vi.fn(async () => Response.json({ code: 200, msg: 'ok', data: snapshot(3) }));

  it('answers that page from the seed, and fetches the whole snapshot once for any other page', async () => {
    const fetcher = fetched();
    const store = createContentStore({ seed, fetcher });
    expect(store.read('de-de', '/d520')).toBe(seed.content);
    expect(fetcher).not.toHaveBeenCalled();
    const other = store.read('de-de', '/download');
    expect(other).toBeInstanceOf(Promise);
    expect(Object.keys((await other)?.guides ?? {})).toContain('extra2');
    expect(store.read('de-de', '/guides')).toEqual(await other);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('hands the whole snapshot to the shell’s extras without making the page shown wait for it', async () => {
    const fetcher = fetched();
    const store = createContentStore({ seed, fetcher });
    const whole = store.whole('de-de');
    // Meanwhile the page reads its seed, never a pending fetch it would suspend on.
    expect(store.read('de-de', '/d520')).toBe(seed.content);
    expect(Object.keys((await whole)?.guides ?? {})).toContain('extra2');
    expect(await store.whole('de-de')).toBe(await whole);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
