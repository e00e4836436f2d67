import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launch, newContext } from '../src/browser';

/**
 * The driver finder finishes the job and phones reach everything: a search naming one printer lists its drivers at
 * once, and /guides#faq on a phone ends at the FAQ, with "Continue" back at the same place on the full site.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const TABLET = { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 900 } } as const;
type Device = typeof PHONE | typeof TABLET | typeof DESKTOP;

// Evaluated, not added as a script tag: the site's CSP allows no inline script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(options: Device): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await newContext(browser, options);
  const page = await ctx.newPage();
  return { ctx, page, errors: collectErrors(page) };
}

/** axe's WCAG A/AA violations on the page as it is now, as `rule: target` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] } });
    return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/**
 * Whether the element's top sits in the viewport below the sticky top bar (not hidden under it); `atTop`: also
 * scrolled up to just under the bar, as a jump to it does on a page long enough for that.
 */
async function inViewBelowTopBar(page: Page, selector: string, atTop = false): Promise<boolean> {
  return page.evaluate(
    ([sel, top]) => {
      const el = document.querySelector(sel);
      const bar = document.querySelector('header');
      if (!el || !bar) return false;
      const y = el.getBoundingClientRect().top;
      const below = bar.getBoundingClientRect().bottom;
      return y >= below - 1 && y < (top ? below + 48 : window.innerHeight);
    },
    [selector, atTop] as const,
  );
}

describe('driver finder', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('%s: /printers?q=PM-241-BT lists its drivers and manuals without another click', async (_, device) => {
    const { ctx, page, errors } = await open(device);
    try {
      await page.goto('/printers?q=PM-241-BT');
      const drivers = page.getByRole('table', { name: 'Drivers for PM-241-BT' });
      await drivers
        .getByRole('link', { name: /download/i })
        .first()
        .waitFor();
      expect(await drivers.getByText(/Windows/).count()).toBeGreaterThan(0);
      await page.getByRole('table', { name: 'Manuals for PM-241-BT' }).waitFor();
      expect(await page.getByText(/Choose a brand and model/).count()).toBe(0);
      expect(new URL(page.url()).search).toBe('?q=PM-241-BT');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('desktop: ?os=linux says how many printers have Linux drivers and lists only those', async () => {
    const { ctx, page, errors } = await open(DESKTOP);
    try {
      await page.goto('/printers?os=linux');
      const summary = page.getByText(/^\d+ of 31 printers (has|have) Linux drivers$/);
      await summary.waitFor();
      const count = Number((await summary.textContent())!.split(' ')[0]);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(31);
      const models = page.locator('[aria-labelledby="printers-os-summary"] ul button');
      expect(await models.count()).toBe(count);
      await models.first().click();
      const drivers = page.getByRole('table', { name: /^Drivers for / });
      await drivers
        .getByRole('link', { name: /download/i })
        .first()
        .waitFor();
      expect(await drivers.getByText(/Windows|macOS/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('desktop: a search with no match shows one message with what to try', async () => {
    const { ctx, page, errors } = await open(DESKTOP);
    try {
      await page.goto('/printers?q=zz-999');
      await page.getByText('No printer matches “zz-999”').waitFor();
      expect(await page.getByText(/No printers match|No data|Choose a brand and model/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe('phones and tablets reach everything', () => {
  it('phone: /guides#faq ends at the FAQ on /mobile, and "Continue" returns to /guides#faq', async () => {
    const { ctx, page, errors } = await open(PHONE);
    try {
      await page.goto('/guides#faq');
      await page.waitForURL((u) => u.pathname === '/mobile' && u.hash === '#faq');
      expect(new URL(page.url()).searchParams.get('from')).toBe('/guides#faq');
      await page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).waitFor();
      await expect.poll(() => inViewBelowTopBar(page, '#faq', true)).toBe(true);
      await page.waitForLoadState('load');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Continue to the full website' }).click();
      await page.waitForURL((u) => u.pathname === '/guides' && u.hash === '#faq');
      await page.getByRole('heading', { level: 1, name: 'Guides and FAQ' }).waitFor();
      await expect.poll(() => inViewBelowTopBar(page, '#faq', true)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('desktop: the footer\'s "Fix common printing problems" opens the printer doctor; /guides#faq lands on the FAQ, clear of the top bar', async () => {
    const { ctx, page, errors } = await open(DESKTOP);
    try {
      await page.goto('/aboutUs');
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Fix common printing problems' }).click();
      await page.waitForURL((u) => u.pathname === '/doctor');
      await page.getByRole('heading', { level: 1, name: 'Printer doctor' }).waitFor();
      await page.goto('/guides#faq');
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expect.poll(() => inViewBelowTopBar(page, '#faq')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('tablet (768 px): /guides stays on the page asked for', async () => {
    const { ctx, page, errors } = await open(TABLET);
    try {
      await page.goto('/guides');
      await page.getByRole('heading', { level: 1, name: 'Guides and FAQ' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(new URL(page.url()).pathname).toBe('/guides');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
