import { createHash } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, launch, newContext } from '../src/browser';

/** Driver versions, inline manuals and the compatibility chart, at a phone's and a laptop's width. */
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

for (const width of [390, 1366]) {
  describe(`drivers, manuals and the chart at ${width} px`, () => {
    let ctx: BrowserContext;
    beforeAll(async () => {
      // axe is injected as a script, which the site's CSP (script-src 'self') would refuse.
      ctx = await newContext(browser, { viewport: { width, height: 900 }, bypassCSP: true });
    });
    afterAll(async () => ctx?.close());

    it("downloads a driver's older version that matches its SHA-256, and opens a manual inline", async () => {
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto('/printers?brand=1&model=1');
      const notes = page.getByRole('link', { name: /^Release notes\s*of D520BT Windows driver \(demo file\)$/ });
      await notes.click();
      await page.waitForURL((u) => u.hash === '#release-notes-1' || u.hash.startsWith('#release-notes-'));
      const group = page.locator(new URL(page.url()).hash);
      const older = group.getByRole('listitem').nth(1);
      await older.waitFor();
      const shown = ((await older.locator('code').textContent()) ?? '').trim();
      expect(shown).toMatch(/^[0-9a-f]{64}$/);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        older.getByRole('link', { name: /^Download version/ }).click(),
      ]);
      const file = await download.path();
      const { readFileSync } = await import('node:fs');
      expect(sha256(readFileSync(file))).toBe(shown);
      expect(download.suggestedFilename()).toMatch(/^d520bt-windows-.+\.zip$/);

      const feed = page.getByRole('link', { name: 'Follow new D520BT drivers in a feed reader (Atom)' });
      expect(await feed.getAttribute('href')).toBe('/feeds/drivers/d520.atom');
      const atom = await page.request.get(new URL('/feeds/drivers/d520.atom', page.url()).href);
      expect(atom.headers()['content-type']).toContain('application/atom+xml');

      const view = page.getByRole('link', { name: /^View\s*D520BT user manual \(demo file\)$/ });
      const href = (await view.getAttribute('href')) ?? '';
      expect(href).toContain('disposition=inline');
      const pdf = await page.request.get(new URL(href, page.url()).href);
      expect(pdf.headers()['content-disposition']).toMatch(/^inline;/);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('/chart?os=macos-15&cpu=arm shows only that system, filters first, and links to guide and drivers', async () => {
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto('/chart?os=macos-15&cpu=arm');
      const table = page.getByRole('table', { name: 'Compatibility on macOS 15 Sequoia · Apple silicon' });
      await table.waitFor();
      const filters = page.getByRole('form', { name: 'Will it work on my computer?' });
      const [filterBox, tableBox] = [await filters.boundingBox(), await table.boundingBox()];
      expect(filterBox!.y).toBeLessThan(tableBox!.y);
      await page.getByRole('combobox', { name: 'Connection' }).selectOption('bluetooth');
      await page.waitForURL((u) => u.search === '?os=macos-15&cpu=arm&conn=bluetooth');
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(13);
      if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);
      const row = rows.filter({ has: page.getByRole('rowheader', { name: 'PM-241-BT' }) });
      await row.getByText('Expected to work').first().waitFor();
      await row.getByRole('link', { name: /^Drivers\s*for PM-241-BT$/ }).click();
      await page.waitForURL((u) => u.pathname === '/printers' && u.search === '?model=5&os=macos');
      await page.getByRole('table', { name: 'Drivers for PM-241-BT' }).waitFor();
      await page.goBack();
      await table.waitFor();
      await rows
        .filter({ has: page.getByRole('rowheader', { name: 'PM-241-BT' }) })
        .getByRole('link', { name: 'PM-241-BT', exact: true })
        .click();
      await page.waitForURL((u) => u.pathname === '/pm241');
      const alternate = page.locator('link[rel="alternate"][type="application/atom+xml"]');
      expect(await alternate.getAttribute('href')).toMatch(/\/feeds\/drivers\/pm241\.atom$/);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('/de/chart shows German catalog text and passes axe', async () => {
      const page = await ctx.newPage();
      await page.goto('/de/chart?os=windows-11');
      const table = page.getByRole('table', { name: 'Kompatibilität unter Windows 11 · x64 (Intel oder AMD)' });
      await table.waitFor();
      await table.getByText('WLAN-Versandetikettendrucker').first().waitFor();
      await table.getByText('Thermo-Etikettendrucker').first().waitFor();
      expect(await table.getByText(/^Geprüft am/).count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
}
