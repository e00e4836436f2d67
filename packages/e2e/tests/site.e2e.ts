import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeTable } from '@labelwise/site/routes';
import { collectErrors, expectOneContactMessage, launch, newContext, sendContactForm } from '../src/browser';

/**
 * Every route of the site's own route table, in English (its unit test checks the table against the expected list;
 * here each one is opened in a browser); /redirect and /index are covered as redirects elsewhere.
 */
const EN_ROUTES = routeTable.filter((r) => r.locales.includes('en-us')).map((r) => r.path);
const OTHER_LOCALES = ['/de/printers', '/zh-cn/d520', '/fr/download', '/es/guides', '/zh-hk/aboutUs'];

let browser: Browser;
let ctx: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  ctx = await newContext(browser);
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
});

async function visit(path: string): Promise<{ page: Page; errors: string[]; heading: string }> {
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  await page.goto(path, { waitUntil: 'load' });
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible' });
  const heading = (await h1.innerText()).trim();
  // Lazy chunks and data requests settle before errors are judged.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { page, errors, heading };
}

// Concurrent: each route is its own page and only reads.
describe.concurrent('public site: every route renders its heading without console errors', () => {
  for (const path of [...EN_ROUTES, ...OTHER_LOCALES]) {
    it(path, async () => {
      const { page, errors, heading } = await visit(path);
      try {
        expect(heading.length).toBeGreaterThan(0);
        expect(new URL(page.url()).pathname.toLowerCase()).toBe(path.toLowerCase());
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe('public site: behaviour', () => {
  it('keeps the chosen language across reloads (systemLanguageCode)', async () => {
    const c = await newContext(browser);
    try {
      const page = await c.newPage();
      await page.goto('/aboutUs');
      await page.getByRole('heading', { level: 1, name: 'About Labelwise' }).waitFor();
      // The language menu is the app's, which loads after the first paint.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page
        .getByRole('button', { name: /language/i })
        .first()
        .click();
      await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
      await page.waitForURL((u) => u.pathname === '/de/aboutUs');
      expect(await page.evaluate(() => localStorage.getItem('systemLanguageCode'))).toBe('de-de');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Über Labelwise' }).waitFor();
      // An unprefixed visit uses the stored language, not the browser's English.
      await page.goto('/aboutUs');
      await page.waitForURL((u) => u.pathname === '/de/aboutUs');
      await page.getByRole('heading', { level: 1, name: 'Über Labelwise' }).waitFor();
    } finally {
      await c.close();
    }
  });

  it('sends a legacy hash link /#/d520 to /d520', async () => {
    const page = await ctx.newPage();
    await page.goto('/#/d520');
    await page.waitForURL((u) => u.pathname === '/d520' && u.hash === '');
    await page.getByRole('heading', { level: 1, name: 'D520BT setup guide' }).waitFor();
    await page.close();
  });

  it("sends a legacy hash link on a locale's home, /zh-cn/#/d520, to /zh-cn/d520", async () => {
    const page = await ctx.newPage();
    await page.goto('/zh-cn/#/d520');
    await page.waitForURL((u) => u.pathname === '/zh-cn/d520' && u.hash === '');
    await page.getByRole('heading', { level: 1, name: 'D520BT 设置指南' }).waitFor();
    await page.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await ctx.newPage();
    await page.goto('/no-such-page-here');
    const h1 = page.locator('h1').first();
    await h1.waitFor();
    expect(await h1.innerText()).toMatch(/not found/i);
    // Shown at the URL the visitor asked for (site-visitor.e2e.ts covers the status, layout and locale).
    expect(new URL(page.url()).pathname).toBe('/no-such-page-here');
    await page.close();
  });

  it('finds PM-241-BT from "pm241" and the downloaded driver matches the checksum shown', async () => {
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto('/printers');
    await page.getByRole('searchbox', { name: 'Search by model' }).fill('pm241');
    await page.getByRole('button', { name: 'PM-241-BT · Phomemo' }).click();
    const table = page.getByRole('table', { name: 'Drivers for PM-241-BT' });
    // `has` takes a locator relative to the row, so the download link is found inside it, not from the table.
    const row = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('link', { name: /download/i }) })
      .first();
    const link = row.getByRole('link', { name: /download/i });
    await link.waitFor();
    const shown = ((await row.locator('[id$="-sha256"]').textContent()) ?? '').replace(/[^0-9a-f]/gi, '').toLowerCase();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const res = await page.request.get(new URL(href!, page.url()).href);
    expect(res.status()).toBe(200);
    const digest = createHash('sha256')
      .update(await res.body())
      .digest('hex');
    expect(digest).toBe(shown);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stores a contact message sent through the form', async () => {
    const stamp = `e2e-${Date.now()}`;
    const email = `${stamp}@example.com`;
    const page = await ctx.newPage();
    await page.goto('/contactUs');
    // The selects and the submit are the app's, which loads after the first paint (text typed earlier is kept:
    // app/earlyInput.test.tsx).
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await sendContactForm(page, email, `My PM-241-BT prints blank labels (${stamp}).`);
    await page.close();

    await expectOneContactMessage(email, stamp);
  });

  it('sends a 390 px wide visit to / to /mobile', async () => {
    const c = await newContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await c.newPage();
      await page.goto('/');
      await page.waitForURL((u) => u.pathname === '/mobile');
      await page.locator('h1').first().waitFor();
    } finally {
      await c.close();
    }
  });

  it('shows the Ship button only in English', async () => {
    const shipUrl = inject('shipUrl');
    const page = await ctx.newPage();
    await page.goto('/aboutUs');
    await page.getByRole('heading', { level: 1, name: 'About Labelwise' }).waitFor();
    const ship = page.getByRole('link', { name: /^Ship/ });
    await ship.first().waitFor();
    expect(await ship.first().getAttribute('href')).toBe(shipUrl);
    for (const path of ['/de/aboutUs', '/zh-cn/aboutUs', '/fr/aboutUs', '/es/aboutUs', '/zh-hk/aboutUs']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await page.getByRole('link', { name: /^Ship/ }).count(), path).toBe(0);
    }
    await page.close();
  });
});
