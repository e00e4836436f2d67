/**
 * Nothing jumps: cumulative layout shift ≤ 0.02 on every route kind at 390 px (touch) and 1366 px. A buffered
 * `layout-shift` PerformanceObserver sums every entry without recent input through load + 2 s, then after
 * scrolling to the bottom (and 1 s to settle). A failure names the route, the width and the shifted nodes.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext } from '../src/browser';

const LIMIT = 0.02;
const ROUTES = [
  '/',
  '/download',
  '/de/download',
  '/printers',
  '/chart',
  '/d520',
  '/#/d520',
  '/guides',
  '/contactUs',
  '/aboutUs',
  '/privacy',
  '/phomemo',
  '/supportedBarcode',
  '/mobile',
  '/404',
  '/zh-cn/download',
];
const WIDTHS = [
  { width: 390, height: 844, touch: true },
  { width: 1366, height: 900, touch: false },
] as const;

let browser: Browser;
const results: Array<{ route: string; width: number; cls: number }> = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  if (results.length) {
    const byRoute = new Map<string, Record<number, number>>();
    for (const r of results) byRoute.set(r.route, { ...byRoute.get(r.route), [r.width]: r.cls });
    const rows = [...byRoute].map(
      ([route, w]) =>
        `${route.padEnd(18)} ${(w[390]?.toFixed(4) ?? '-').padStart(8)} ${(w[1366]?.toFixed(4) ?? '-').padStart(8)}`,
    );
    console.log(
      `[site-layout-shift] CLS (limit ${LIMIT}):\nroute                   390 px  1366 px\n${rows.join('\n')}`,
    );
  }
});

/** Installed before any page script: collects layout shifts with the nodes that moved. */
function observeShifts() {
  const w = window as unknown as { __shifts: Array<{ value: number; nodes: string[]; t: number }> };
  w.__shifts = [];
  const describe = (n: Node | null) => {
    if (!n || !(n instanceof Element)) return n?.nodeName ?? '?';
    const cls =
      typeof n.className === 'string' && n.className ? `.${n.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (n.textContent ?? '').trim().slice(0, 40);
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<
      PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }
    >) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({
        value: e.value,
        t: Math.round(e.startTime),
        nodes: (e.sources ?? []).map(
          (s) => `${describe(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// Concurrent: each case is its own context and spends most of its time in the fixed measuring window.
describe.concurrent('site layout shift (CLS ≤ 0.02)', () => {
  for (const vp of WIDTHS) {
    for (const route of ROUTES) {
      it(`${route} at ${vp.width} px`, async () => {
        const ctx = await newContext(browser, {
          viewport: { width: vp.width, height: vp.height },
          hasTouch: vp.touch,
          isMobile: vp.touch,
        });
        try {
          const page = await ctx.newPage();
          await page.addInitScript(observeShifts);
          await page.goto(route, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.waitForTimeout(2000);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForTimeout(1000);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          const shifts = await page.evaluate(
            () => (window as unknown as { __shifts: Array<{ value: number; nodes: string[]; t: number }> }).__shifts,
          );
          const cls = shifts.reduce((s, e) => s + e.value, 0);
          results.push({ route, width: vp.width, cls });
          const detail = shifts.map((s) => `  ${s.value.toFixed(4)} at ${s.t} ms: ${s.nodes.join('; ')}`).join('\n');
          const message = `${route} at ${vp.width} px: CLS ${cls.toFixed(4)} > ${LIMIT}\n${detail}`;
          expect(cls, message).toBeLessThanOrEqual(LIMIT);
        } finally {
          await ctx.close();
        }
      });
    }
  }
});
