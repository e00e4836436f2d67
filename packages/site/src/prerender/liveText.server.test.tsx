// @vitest-environment node
import type { PublishedContent, PublishedOf } from '@labelwise/contract';
import { DEMO_RESOURCE_PREFIX } from '@labelwise/contract/rules';
import type { Locale } from '@labelwise/ui';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { emptySnapshot } from '../test/snapshot';
import { liveText } from './liveText';
import { boldText, pageText } from './pageDocument';

const demo = (name: string) =>
  `/api-v1.0/common/download/resource?resource=${encodeURIComponent(DEMO_RESOURCE_PREFIX + name)}`;

/** A guide with everything the back office can publish beside it, in Latin text only (the operator's words). */
function guideContent(locale: Locale): PublishedContent {
  const video: PublishedOf<'video'> = {
    key: 'pc-install-windows',
    sort: 0,
    locale: locale as PublishedContent['locale'],
    publishedAt: '2026-11-24T10:00:00.000Z',
    shared: {
      file: demo('videos/pc-install-windows.mp4'),
      poster: '/media/videos/pc-install-windows.svg',
      posterWidth: 640,
      posterHeight: 360,
      durationSeconds: 4,
      bytes: 8306,
      platform: 'pc',
      icon: 'windows',
      placeholder: true,
      sort: 0,
    },
    text: { title: 'D520 USB', captions: '' },
  };
  return {
    ...emptySnapshot(locale, 3),
    videos: [video],
    guides: {
      d520: {
        key: 'd520',
        sort: 0,
        locale: locale as PublishedContent['locale'],
        publishedAt: '2026-11-24T00:00:00Z',
        shared: {
          name: 'D520BT',
          brand: 'phomemo',
          photo: '',
          connections: ['usb', 'bluetooth'],
          sections: ['usb', 'windows', 'firmware'],
          firmwareVersion: '2.1.0',
          firmwareFile: '/api-v1.0/files/d520-fw.bin',
          videos: ['pc-install-windows'],
          manual: true,
          manualUrl: demo('manuals/d520bt-user-manual.pdf'),
        },
        text: { intro: '', steps: {} },
        drivers: [
          {
            driverId: 3,
            title: 'D520',
            os: 'windows',
            version: '1.4',
            fileSize: 1024,
            sha256: 'a'.repeat(64),
            url: '/f.exe',
          },
          {
            driverId: 4,
            title: 'D520',
            os: 'macos',
            version: '1.3',
            fileSize: 1024,
            sha256: 'b'.repeat(64),
            url: demo('drivers/d520.zip'),
          },
        ],
      },
    },
  };
}

const cjk = (text: string) => new Set([...text].filter((ch) => (ch.codePointAt(0) ?? 0) >= 0x2e80));

describe("a guide's Chinese font cut covers what it shows once content is published", { timeout: 60_000 }, () => {
  for (const locale of ['zh-cn', 'zh-hk'] as const) {
    it(`${locale}: every character of the live page is in the text its own file is cut to`, async () => {
      const path = `/${locale}/d520`;
      const built = await renderPage(path, { variant: 'global' });
      const shown = await renderPage(path, { variant: 'global', content: guideContent(locale) });
      const live = await liveText('guide', locale);
      const missing = (cut: string, page: string) => [...cjk(page)].filter((ch) => !cjk(cut).has(ch)).join('');
      // The content really adds text the build did not render: drivers, demo marks, manual, firmware, videos.
      expect(missing(pageText(built.body), pageText(shown.body)).length).toBeGreaterThan(0);
      expect(missing(`${pageText(built.body)} ${live.text}`, pageText(shown.body))).toBe('');
      expect(missing(`${boldText(built.body)} ${live.boldText}`, boldText(shown.body))).toBe('');
    });
  }
});

describe("/download's Chinese font cut covers its cards rendered with the published links", { timeout: 60_000 }, () => {
  const installers = {
    LabelwiseSetup_Win64: demo('software/LabelwiseSetup_Win64_3.10.0.exe'),
    LabelwiseSetup_Win64_sha256: 'c'.repeat(64),
    LabelwiseSetup_Mac: '/api-v1.0/files/LabelwiseSetup_Mac_3.10.0.pkg',
    LabelwiseSetup_Android: 'https://play.google.com/store/apps/details?id=com.labelwise.app',
    LabelwiseSetup_IOS: 'https://apps.apple.com/app/id0000000000',
  };
  for (const locale of ['zh-cn', 'zh-hk'] as const) {
    // The cards keep every state's text in the HTML (the hidden one holds its room), so no live message is needed.
    it(`${locale}: published, demo and unpublished cards use only characters of its own file`, async () => {
      const path = `/${locale}/download`;
      const built = await renderPage(path, { variant: 'global' });
      const live = await liveText('download', locale);
      const cut = `${pageText(built.body)} ${live.text}`;
      for (const downloads of [installers, {}]) {
        const shown = await renderPage(path, { variant: 'global', content: { ...emptySnapshot(locale), downloads } });
        const missing = [...cjk(pageText(shown.body))].filter((ch) => !cjk(cut).has(ch)).join('');
        expect(missing).toBe('');
      }
    });
  }
});
