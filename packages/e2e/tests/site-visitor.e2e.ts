import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launch, newContext, whenHydrated } from '../src/browser';

/**
 * The visitor's site, phone first (issue: no dead ends, no jumps, nothing that looks fake): /mobile is a page of the
 * layout and "Continue to the full website" sticks for the visit, old hash links land on their guide on phones,
 * Features opens its dialog, unknown URLs answer 404 in place, and the phone menu's search finds a model's drivers.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 900 } } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context (fresh sessionStorage) per journey; the page's console errors are collected. */
async function open(
  options: typeof PHONE | typeof DESKTOP,
): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await newContext(browser, options);
  const page = await ctx.newPage();
  return { ctx, page, errors: collectErrors(page) };
}

/**
 * Records, in this tab's sessionStorage, the path each document was loaded at when it had its first contentful paint
 * (not the path at paint time: a client-side redirect changes that in the same, already painted document). A page
 * the phone left before painting it never shows up. PerformanceObserver, buffered, so an early paint is kept.
 */
async function recordContentfulPaints(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const loadedAt = location.pathname;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== 'first-contentful-paint') continue;
        const painted = JSON.parse(sessionStorage.getItem('e2e.painted') ?? '[]') as string[];
        sessionStorage.setItem('e2e.painted', JSON.stringify([...painted, loadedAt]));
      }
    }).observe({ type: 'paint', buffered: true });
  });
}

const paintedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.painted') ?? '[]') as string[]);

/** A 404 document is what these tests ask for: Chromium reports its status as a console error, nothing else may. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

/**
 * Before a tap: the page has loaded. "Continue to the full website" works before /mobile hydrates too (its link
 * carries `?full=1`, pointed at the page asked for by the phone redirect script; see the test that blocks the app),
 * so this only waits for the document, not for the app.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
}

/** Holds back the app's entry module (every `/assets/index-*.js`), so pages stay as prerendered. Returns how many
 * requests it refused so far. */
async function blockApp(page: Page): Promise<() => number> {
  let refused = 0;
  await page.route(/\/assets\/index-[^/]*\.js(\?|$)/, (route) => {
    refused += 1;
    return route.abort();
  });
  return () => refused;
}

describe('site visitor journeys', () => {
  it('phone: / → /mobile → "Continue to the full website" → home, then Guides & FAQ opens without bouncing', async () => {
    const { ctx, page, errors } = await open(PHONE);
    await recordContentfulPaints(ctx);
    try {
      await page.goto('/');
      await page.waitForURL((u) => u.pathname === '/mobile');
      await page.getByRole('heading', { level: 1, name: 'Print labels from your phone' }).waitFor();
      // The home page never painted: the phone went to /mobile before its first paint (no flash, no late LCP).
      await expect.poll(() => paintedPaths(page)).toEqual(['/mobile']);
      // A page of the layout: top bar with the menu and language, and the footer.
      await expect(page.getByRole('banner').count()).resolves.toBe(1);
      await page.getByRole('button', { name: /open menu/i }).waitFor();
      await page
        .getByRole('button', { name: /language/i })
        .first()
        .waitFor();
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);

      await settled(page);
      await page.getByRole('link', { name: 'Continue to the full website' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('labelwise.fullSite'))).toBe('1');

      // The menu opens once the page's scripts have taken the button over.
      await whenHydrated(page, 'header button[aria-haspopup="dialog"]');
      await page.getByRole('button', { name: /open menu/i }).click();
      // The menu's own link: until the menu's dialog has opened, the page behind it has one of the same name.
      await page.getByRole('dialog').getByRole('link', { name: 'Guides and FAQ' }).click();
      await page.waitForURL((u) => u.pathname === '/guides');
      await page.locator('h1').first().waitFor();
      // Still there after the page settled: no bounce back to /mobile.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/guides');
      // And a reload in the same visit too.
      await page.reload();
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/guides');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('phone: the continue link goes to the page asked for (/guides)', async () => {
    const { ctx, page, errors } = await open(PHONE);
    try {
      await page.goto('/guides');
      await page.waitForURL((u) => u.pathname === '/mobile');
      await settled(page);
      await page.getByRole('link', { name: 'Continue to the full website' }).click();
      await page.waitForURL((u) => u.pathname === '/guides');
      await page.locator('h1').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('phone: "Continue" tapped before /mobile has hydrated lands on the page asked for, and Home then stays put', async () => {
    const { ctx, page } = await open(PHONE);
    try {
      const refused = await blockApp(page);
      await page.goto('/de/guides');
      await page.waitForURL((u) => u.pathname === '/de/mobile' && u.searchParams.get('from') === '/de/guides');
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('load');
      // The app never ran on /mobile: its entry module was refused. The page asks for it a frame after its first
      // paint, which can come after the load event.
      await expect.poll(() => refused()).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Weiter zur vollständigen Website' }).click();
      await page.waitForURL((u) => u.pathname === '/de/guides');
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('labelwise.fullSite'))).toBe('1');

      // Home, typed into the address bar in the same visit, still without the app: no bounce to /mobile.
      await page.goto('/de');
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe('/de');

      // With the app back, Home hydrates in place and the marker leaves no trace in the address bar.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto('/?full=1');
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    } finally {
      await ctx.close();
    }
  });

  it('phone, German: /de/guides goes to /de/mobile before it paints, and continue returns to /de/guides', async () => {
    const { ctx, page, errors } = await open(PHONE);
    await recordContentfulPaints(ctx);
    try {
      await page.goto('/de/guides');
      await page.waitForURL((u) => u.pathname === '/de/mobile' && u.searchParams.get('from') === '/de/guides');
      await page.locator('h1').first().waitFor();
      await expect.poll(() => paintedPaths(page)).toEqual(['/de/mobile']);
      await settled(page);
      await page.getByRole('link', { name: 'Weiter zur vollständigen Website' }).click();
      await page.waitForURL((u) => u.pathname === '/de/guides');
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/de/guides');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('phone: a legacy hash link /#/d520 lands on /d520', async () => {
    const { ctx, page, errors } = await open(PHONE);
    try {
      await page.goto('/#/d520');
      await page.waitForURL((u) => u.pathname === '/d520');
      await page.getByRole('heading', { level: 1, name: 'D520BT setup guide' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/d520');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('desktop: Features in the menu opens the dialog; Escape closes it with focus back on the menu item', async () => {
    const { ctx, page, errors } = await open(DESKTOP);
    try {
      await page.goto('/aboutUs');
      await page.locator('h1').first().waitFor();
      // The dialog is the app's: the page paints from its HTML and the app loads after the first paint, and a tap
      // before it has hydrated follows the link to /features (checked below), as without JavaScript.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const features = page.getByRole('banner').getByRole('link', { name: 'Features', exact: true });
      await features.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).toBe('/aboutUs');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await features.evaluate((el) => el === document.activeElement)).toBe(true);
      // A direct /features URL serves the features page.
      await page.goto('/features');
      await page.locator('h1').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/features');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('an unknown URL answers 404 in place with the top bar and footer, in English and in German', async () => {
    const { ctx, page, errors } = await open(DESKTOP);
    try {
      const response = await page.goto('/this-does-not-exist');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/this-does-not-exist');
      await expect(page.getByRole('banner').count()).resolves.toBe(1);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
      const help = page.getByRole('region', { name: 'These pages may help' });
      await expect(help.getByRole('link').count()).resolves.toBe(5);
      await help.getByRole('link', { name: 'Fix common printing problems' }).waitFor();

      const german = await page.goto('/de/gibt-es-nicht');
      expect(german?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/de/gibt-es-nicht');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');

      // Client-side: an in-app move to an unknown path renders not found there, no move to /404.
      await page.goto('/aboutUs');
      await page.locator('h1').first().waitFor();
      // An in-app move needs the app: it loads after the first paint.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.evaluate(() => {
        history.pushState({}, '', '/gone-in-app');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/gone-in-app');
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('phone: the search in the menu finds PM-241-BT and "Drivers for PM-241-BT" opens the driver finder with it chosen', async () => {
    const { ctx, page, errors } = await open(PHONE);
    try {
      await page.goto('/aboutUs');
      await page.locator('h1').first().waitFor();
      await whenHydrated(page, 'header button[aria-haspopup="dialog"]');
      await page.getByRole('button', { name: /open menu/i }).click();
      const box = page.getByRole('combobox', { name: 'Search pages' });
      await box.fill('PM-241-BT');
      const options = page.getByRole('option');
      await options.first().waitFor();
      const titles = (await options.allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
      // Exact matches first: the guide and the drivers of PM-241-BT, before PM-241-WF and the like.
      expect(titles.slice(0, 2).sort()).toEqual(['Drivers for PM-241-BT', 'PM-241-BT setup guide'].sort());
      await page.getByRole('option', { name: /Drivers for PM-241-BT/ }).click();
      await page.waitForURL((u) => u.pathname === '/printers' && u.searchParams.has('model'));
      const url = new URL(page.url());
      expect(url.searchParams.get('model')).toMatch(/^\d+$/);
      // The chosen model shows its name in the model select.
      await page.getByRole('combobox', { name: 'Model' }).filter({ hasText: 'PM-241-BT' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
