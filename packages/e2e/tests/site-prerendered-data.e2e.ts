/**
 * Data a page shows at first paint is in its prerendered HTML: the compatibility chart's rows and the
 * driver finder's brands, in every locale, read from the raw HTML the server sends (no JavaScript runs). After
 * hydration the page shows what the API answers now.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, MODELS } from '@labelwise/contract/catalog-seed';
import { api, baseUrl, collectErrors, launch, newContext } from '../src/browser';

async function rawHtml(path: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The text of an element as HTML escapes it. */
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('prerendered data', () => {
  for (const path of ['/chart', '/de/chart', '/zh-cn/chart']) {
    it(`${path}: every printer of the catalog is a row of the chart in the HTML`, async () => {
      const html = await rawHtml(path);
      const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
      expect(table.length).toBeGreaterThan(0);
      for (const m of MODELS) expect(table, m.name).toContain(`>${escaped(m.name)}<`);
      expect(table.match(/<tr[\s>]/g)?.length ?? 0).toBeGreaterThanOrEqual(MODELS.length + 1);
    });
  }

  for (const path of ['/printers', '/de/printers', '/fr/printers']) {
    it(`${path}: every brand is listed in the HTML`, async () => {
      const html = await rawHtml(path);
      for (const b of BRANDS) expect(html, b.name).toContain(`>${escaped(b.name)}<`);
    });
  }

  it('/chart shows the API rows after hydration', async () => {
    const { body } = await api<Array<{ printerModel: string }>>('GET', '/public/chart?pageNum=1&pageSize=50');
    const models = (body.rows ?? []).map((r) => r.printerModel);
    expect(models.length).toBeGreaterThan(0);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    try {
      await page.goto('/chart', { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const cells = await page.locator('table tbody tr').allInnerTexts();
      for (const m of models)
        expect(
          cells.some((c) => c.includes(m)),
          m,
        ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
