// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { emptySnapshot } from '../test/snapshot';

const demo = (name: string) => `/api-v1.0/common/download/resource?resource=${encodeURIComponent(name)}`;
const WIN64 = demo('resources/demo/software/LabelwiseSetup_Win64_3.10.0.exe');
const HASH = 'ab'.repeat(32);

/** The markup of one card, from its opening tag to the next card's. */
const card = (body: string, platform: string) => {
  const start = body.indexOf(`data-platform="${platform}"`);
  expect(start, platform).toBeGreaterThan(-1);
  const next = body.indexOf('data-platform=', start + 1);
  return body.slice(start, next < 0 ? undefined : next);
};

describe('/download rendered by the API with the published link set', { timeout: 30_000 }, () => {
  it('has the real cards in its HTML: installers with version and checksum, demo marks, honest empty states', async () => {
    const content = {
      ...emptySnapshot('en-us'),
      downloads: {
        LabelwiseSetup_Win64: WIN64,
        LabelwiseSetup_Win64_sha256: HASH,
        LabelwiseSetup_Android: 'https://play.google.com/store/apps/details?id=com.labelwise.app',
        unrelated_key: 'https://example.com/',
      },
    };
    const page = await renderPage('/download', { content });
    const win64 = card(page.body, 'Win64');
    expect(win64).toMatch(/^data-platform="Win64" data-state="published"/);
    expect(win64).toContain(`href="${WIN64.replace(/&/g, '&amp;')}"`);
    expect(win64).toContain('Version 3.10.0');
    expect(win64).toContain(HASH);
    expect(win64).toContain('data-demo=""');
    const android = card(page.body, 'Android');
    expect(android).toMatch(/^data-platform="Android" data-state="published"/);
    expect(android).toContain('href="https://play.google.com/store/apps/details?id=com.labelwise.app"');
    // Not published: said so, with no download button pointing anywhere.
    for (const platform of ['Win32', 'Mac', 'IOS', 'chrome']) {
      const unpublished = card(page.body, platform);
      expect(unpublished, platform).toMatch(/^data-platform="\w+" data-state="unpublished"/);
      expect(unpublished, platform).not.toContain('data-demo');
    }
    // The state never changes after this render, so a card keeps no hidden room for another one.
    expect(win64).not.toContain('inert');
    // The island carries what the cards read and no more, so the browser's first render is the same page.
    expect(page.embedded.content?.downloads).toEqual({
      LabelwiseSetup_Win64: WIN64,
      LabelwiseSetup_Win64_sha256: HASH,
      LabelwiseSetup_Android: 'https://play.google.com/store/apps/details?id=com.labelwise.app',
    });
  });

  it('a production site with nothing published says so on every card', async () => {
    const page = await renderPage('/de/download', { content: { ...emptySnapshot('de-de'), downloads: {} } });
    const states = [...page.body.matchAll(/data-platform="(\w+)" data-state="(\w+)"/g)].map((m) => m[2]);
    expect(states).toEqual(Array(6).fill('unpublished'));
  });

  it('the build’s prerendered page, without content, keeps the cards pending for the browser to fill', async () => {
    const page = await renderPage('/download', { content: null });
    const states = [...page.body.matchAll(/data-platform="(\w+)" data-state="(\w+)"/g)].map((m) => m[2]);
    expect(states).toEqual(Array(6).fill('pending'));
  });
});
