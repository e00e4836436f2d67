/**
 * The shipping-platform set-ups as a visitor finds them: from Guides & FAQ to /shipping, on to a platform, at 390 and
 * 1366 px; the prerendered German page is German and hydrates without errors.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, launch, newContext } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const viewports = [
  { name: '390 px', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: '1366 px', options: { viewport: { width: 1366, height: 900 } } },
] as const;

for (const vp of viewports) {
  describe(`shipping set-ups at ${vp.name}`, () => {
    it('lead from the index to a platform’s settings, with the print dialog and the mistakes', async () => {
      const ctx = await newContext(browser, vp.options);
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto('/shipping', { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Shipping label settings for thermal printers' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.getByRole('link', { name: 'WooCommerce Shipping' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'WooCommerce Shipping: 4×6 labels on a thermal printer' })
        .waitFor();
      expect(page.url()).toMatch(/\/shipping\/woocommerce$/);
      await page.getByText('WooCommerce → Settings → Shipping → WooCommerce Shipping → Paper size').waitFor();
      await page.getByRole('heading', { name: '300 dpi printers' }).waitFor();
      await page.getByRole('heading', { name: 'In the print dialog' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        vp.options.viewport.width,
      );
      expect(errors).toEqual([]);
      await ctx.close();
    });
  });
}

describe('shipping set-ups in German', () => {
  it('serve /de/shipping/ups prerendered in German, and keep it after hydration', async () => {
    const ctx = await newContext(browser, { locale: 'de-DE' });
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const response = await page.goto('/de/shipping/ups', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('Versandeinstellungen');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.getByRole('heading', { level: 1, name: 'UPS: 4×6-Etiketten auf dem Thermodrucker' }).waitFor();
    await page.getByRole('heading', { name: 'Fehler, die zur falschen Größe führen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
