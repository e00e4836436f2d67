/**
 * /download's cards are in the page's HTML: a visitor without JavaScript (or before hydration) sees the installers,
 * store links and their demo marks, not empty cards; with JavaScript the first render hydrates that same markup,
 * with no request for the link set and no error. At 390 px (touch) and 1366 px, in English, German and Chinese.
 * `E2E_SHOTS=<dir>` keeps screenshots for review.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launch, newContext } from '../src/browser';

const SHOTS = process.env.E2E_SHOTS;
const PAGES = [
  { path: '/download', demo: 'Demo file — not a real installer', button: 'Download' },
  { path: '/de/download', demo: 'Demo-Datei', button: 'Herunterladen' },
  { path: '/zh-cn/download', demo: '演示文件', button: '下载' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every card's platform and state, as the page shows them. */
const cardStates = (page: Page) =>
  page
    .locator('[data-platform][data-state]')
    .evaluateAll((cards) => cards.map((c) => `${c.getAttribute('data-platform')}:${c.getAttribute('data-state')}`));

for (const vp of [
  { width: 390, height: 844, touch: true },
  { width: 1366, height: 900, touch: false },
] as const) {
  describe(`/download without JavaScript at ${vp.width} px`, () => {
    let ctx: BrowserContext;
    beforeAll(async () => {
      ctx = await newContext(browser, {
        viewport: { width: vp.width, height: vp.height },
        hasTouch: vp.touch,
        javaScriptEnabled: false,
      });
    });
    afterAll(async () => ctx?.close());

    for (const p of PAGES) {
      it(`${p.path} shows the published installers and store links with their demo marks`, async () => {
        const page = await ctx.newPage();
        // A phone would be sent to /mobile by the page's script: without JavaScript it stays, as asked.
        await page.goto(p.path);
        expect(await cardStates(page)).toEqual([
          'Win64:published',
          'Win32:published',
          'Mac:published',
          'chrome:published',
          'Android:published',
          'IOS:published',
        ]);
        const win64 = page.locator('[data-platform="Win64"]');
        const download = win64.getByRole('link', { name: p.button, exact: true });
        expect(await download.isVisible()).toBe(true);
        expect(decodeURIComponent((await download.getAttribute('href')) ?? '')).toMatch(
          /resources\/demo\/software\/LabelwiseSetup_Win64_3\.10\.0\.exe$/,
        );
        expect(await win64.locator('[data-demo]').innerText()).toContain(p.demo);
        expect(await win64.getByText(/[0-9a-f]{64}/).isVisible()).toBe(true);
        expect(await win64.getByText('3.10.0').isVisible()).toBe(true);
        // The top bar is the width's own before any script: a phone's menu button, or the wide screen's menu.
        const header = page.getByRole('banner');
        expect(await header.getByRole('button', { name: /open menu|menü öffnen|打开菜单/i }).isVisible()).toBe(
          vp.width < 992,
        );
        expect(await header.getByRole('navigation').isVisible()).toBe(vp.width >= 992);
        expect(await header.getByRole('combobox').isVisible()).toBe(vp.width >= 992);
        // A phone's language button is the globe alone, as it stays once the page has hydrated.
        const language = await header.getByRole('button', { name: /language|sprache|语言/i }).boundingBox();
        expect(language!.width < 60).toBe(vp.width < 992);
        const store = page.locator('[data-platform="Android"]');
        expect(await store.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\//);
        expect(await store.locator('[data-demo]').isVisible()).toBe(true);
        if (SHOTS)
          await page.screenshot({
            path: path.join(SHOTS, `download-nojs${p.path.replace(/\//g, '-')}-${vp.width}.png`),
            fullPage: true,
          });
        await page.close();
      });
    }
  });
}

describe('/download with JavaScript', () => {
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await newContext(browser, {
      viewport: { width: 1366, height: 900 },
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    });
  });
  afterAll(async () => ctx?.close());

  it('hydrates the server’s cards as they are: no request for the link set, no error', async () => {
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('dataConfig.json')) asked.push(r.url());
    });
    await page.goto('/de/download');
    const served = await cardStates(page);
    // Hydrated: the suggestion bar is filled in by the app once it runs.
    await page
      .getByRole('region', { name: /Empfohlen/ })
      .locator('a')
      .first()
      .waitFor();
    expect(await cardStates(page)).toEqual(served);
    expect(served.every((s) => s.endsWith(':published'))).toBe(true);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
