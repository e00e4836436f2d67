/**
 * Fonts of the Chinese pages: a first visit fetches ≤ 150 KB of fonts (every font response, Inter
 * included, bytes as sent: WOFF2 is not compressed again), no stylesheet blocks the first paint, and every Chinese
 * character the page shows is drawn by a Noto face that has loaded, so a machine without CJK fonts shows no empty
 * boxes. Deterministic: bytes and coverage, not time. Each page is opened in a fresh context (empty cache) at
 * 1366×900 (a phone is sent to /mobile from these pages) until the network is idle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext } from '../src/browser';
import { E2E_DIR } from '../src/globalSetup';

const SITE_DIR = path.join(E2E_DIR, '.cache', 'site');
/** A font's bytes as sent: its file in the e2e build (WOFF2 is sent as it is). */
function fontBytes(urlPath: string): number {
  const file = path.join(SITE_DIR, decodeURIComponent(urlPath));
  if (!file.startsWith(SITE_DIR + path.sep) || !fs.existsSync(file))
    throw new Error(`font ${urlPath} is not in ${SITE_DIR}`);
  return fs.statSync(file).size;
}

const KB = 1024;
const FONT_BUDGET_KB = 150;
const PAGES = ['/zh-cn', '/zh-cn/d520', '/zh-cn/download', '/zh-hk/d520'];

let browser: Browser;
const rows: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  if (rows.length) console.log(`[site-fonts] first visit, font bytes as sent:\n${rows.join('\n')}`);
});

/** Chinese characters shown with no loaded Noto face of their weight that covers them, by weight. */
function uncoveredCjk(): Record<string, string> {
  const covered = new Map<string, Set<number>>();
  document.fonts.forEach((face) => {
    if (!/Noto Sans (SC|HK)/.test(face.family) || face.status !== 'loaded') return;
    const set = covered.get(face.weight) ?? new Set<number>();
    covered.set(face.weight, set);
    for (const part of face.unicodeRange.split(',')) {
      const [a = '', b] = part.trim().replace(/^U\+/i, '').split('-');
      for (let cp = parseInt(a, 16); cp <= parseInt(b ?? a, 16); cp++) set.add(cp);
    }
  });
  const missing: Record<string, string> = {};
  const check = (text: string, el: Element) => {
    const weight = Number(getComputedStyle(el).fontWeight) >= 600 ? '700' : '400';
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp >= 0x2e80 && cp <= 0x9fff && !covered.get(weight)?.has(cp)) missing[weight] = (missing[weight] ?? '') + ch;
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const el = walker.currentNode.parentElement;
    if (el && el.getClientRects().length > 0) check(walker.currentNode.textContent ?? '', el);
  }
  document.querySelectorAll('[placeholder]').forEach((el) => check(el.getAttribute('placeholder') ?? '', el));
  return missing;
}

describe('Chinese pages: fonts on a first visit', () => {
  for (const path of PAGES) {
    it(`${path}: ≤ ${FONT_BUDGET_KB} KB of fonts, no blocking font CSS, no empty boxes`, async () => {
      const ctx = await newContext(browser, { viewport: { width: 1366, height: 900 } });
      try {
        await ctx.addInitScript(() => window.localStorage.setItem('lw:vitals-sample-rate', '0'));
        const page = await ctx.newPage();
        const fonts = new Set<string>();
        page.on('response', (res) => {
          if (res.request().resourceType() !== 'font') return;
          fonts.add(new URL(res.url()).pathname);
        });
        const response = await page.goto(path, { waitUntil: 'load' });
        const html = (await response?.text()) ?? '';
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(1000);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.evaluate(() => document.fonts.ready.then(() => true));

        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).not.toMatch(/<link[^>]+rel="stylesheet"[^>]+href="\/fonts\//);
        const sizes = [...fonts].map((file) => ({ file, bytes: fontBytes(file) }));
        const kb = sizes.reduce((s, f) => s + f.bytes, 0) / KB;
        rows.push(`${path.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB in ${sizes.length} files`);
        expect(kb, sizes.map((f) => `${f.file} ${(f.bytes / KB).toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(
          FONT_BUDGET_KB,
        );
        // Every file is named by its content, so the API serves it as immutable.
        for (const { file } of sizes) expect(file).toMatch(/^\/fonts\/[^/]+-[A-Za-z0-9_-]{10}\.woff2$/);
        expect(await page.evaluate(uncoveredCjk)).toEqual({});
      } finally {
        await ctx.close();
      }
    });
  }

  it('draws the next page after a click from the shared slices, with no empty boxes', async () => {
    const ctx = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    try {
      const page = await ctx.newPage();
      await page.goto('/zh-cn', { waitUntil: 'load' });
      await page.getByRole('banner').getByRole('link', { name: '下载', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: '下载 Labelwise' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.evaluate(() => document.fonts.ready.then(() => true));
      expect(new URL(page.url()).pathname).toBe('/zh-cn/download');
      expect(await page.evaluate(uncoveredCjk)).toEqual({});
    } finally {
      await ctx.close();
    }
  });

  it('sends the CJK stylesheet compressed', async () => {
    const ctx = await newContext(browser);
    try {
      const res = await ctx.request.get('/fonts/noto-sans-sc.css', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe('br');
    } finally {
      await ctx.close();
    }
  });
});
