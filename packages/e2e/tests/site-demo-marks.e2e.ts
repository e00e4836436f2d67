/**
 * The demo site's stand-in files say what they are wherever a visitor meets them: the /download cards and the
 * suggestion, the driver finder's tables and versions, and a guide page's driver and manual links. At 390 px (touch)
 * and 1366 px, in English and German. `E2E_SHOTS=<dir>` keeps screenshots for review.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, launch, newContext } from '../src/browser';

const SHOTS = process.env.E2E_SHOTS;
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const vp of [
  { width: 390, height: 844, touch: true },
  { width: 1366, height: 900, touch: false },
] as const) {
  describe(`demo marks at ${vp.width} px`, () => {
    let ctx: BrowserContext;
    beforeAll(async () => {
      ctx = await newContext(browser, {
        viewport: { width: vp.width, height: vp.height },
        hasTouch: vp.touch,
        userAgent: MAC_UA,
        // axe is injected as a script, which the site's CSP (script-src 'self') would refuse.
        bypassCSP: true,
      });
    });
    afterAll(async () => ctx?.close());

    it('/download marks the stand-in installers and store links, in the cards and the suggestion', async () => {
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto('/download');
      const win64 = page.locator('[data-platform="Win64"][data-state]');
      await win64.and(page.locator('[data-state="published"]')).waitFor();
      await expect(win64.getByText('Demo file — not a real installer', { exact: false }).isVisible()).resolves.toBe(
        true,
      );
      // The download still works and is the stand-in it says it is.
      const href = (await win64.getByRole('link', { name: 'Download' }).getAttribute('href')) ?? '';
      expect(decodeURIComponent(href)).toContain('resources/demo/software/');
      for (const store of ['chrome', 'IOS', 'Android']) {
        const mark = page.locator(`[data-platform="${store}"] [data-demo]`);
        expect(await mark.isVisible(), store).toBe(true);
        expect(await mark.innerText()).toMatch(/^Demo: this store link is a stand-in/);
      }
      // A Mac visitor is offered the Mac stand-in, marked in the suggestion too.
      const suggestion = page.getByRole('region', { name: 'Recommended for your device' });
      await expect(suggestion.locator('[data-demo]').innerText()).resolves.toMatch(/^Demo file — not a real installer/);
      expect(await page.locator('[data-state="unpublished"]').count()).toBe(0);
      await shot(page, `download-${vp.width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('/de/d520 marks its stand-in drivers beside their links, and the finder marks them in its tables', async () => {
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto('/de/d520');
      const drivers = page.getByRole('region', { name: 'Treiber' });
      const items = drivers.getByRole('listitem');
      expect(await items.count()).toBeGreaterThan(0);
      expect(await drivers.locator('[data-demo]').count()).toBe(await items.count());
      expect(await drivers.locator('[data-demo]').first().innerText()).toBe('Demo-Datei – kein echter Treiber');
      // Titled in German from the catalog, and drawn as the site's links are, not in the browser's default blue.
      const link = items.first().getByRole('link');
      expect(await link.innerText()).toMatch(/^D520BT (Windows|macOS)-Treiber für /);
      const colour = (a: Element) => getComputedStyle(a).color;
      const siteLink = await page.locator('nav[aria-labelledby="guide-toc"] a').first().evaluate(colour);
      expect(await link.evaluate(colour)).toBe(siteLink);
      await shot(page, `guide-de-${vp.width}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/printers?brand=1&model=1');
      await page.getByRole('link', { name: /^Release notes\s*of D520BT Windows driver \(demo file\)$/ }).waitFor();
      expect(await page.locator('[data-demo-note]').innerText()).toMatch(/^Files marked “demo file” are stand-ins/);
      const versions = page.locator('[id^="release-notes-"]').first();
      await versions.getByRole('listitem').first().waitFor();
      expect(await versions.locator('[data-demo]').count()).toBe(await versions.getByRole('listitem').count());
      await shot(page, `finder-${vp.width}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}
