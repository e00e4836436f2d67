/**
 * The built Storybook is the design system's documentation site: this opens it in Chromium as a reader would.
 * It needs `pnpm run build-storybook` first, so it is not part of the `pack` project; `npm test` runs it right after
 * the static build (`pnpm exec vitest run --config packages/ui/test/docs-site.config.ts`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The root's playwright package (the playwright-core API) driving Debian's Chromium; no browser download.
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { chromiumFlags } from '../../../scripts/lib/chromium-flags.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const staticDir = path.resolve(process.env.STORYBOOK_STATIC_DIR ?? path.join(root, 'storybook-static'));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
};

/** A minimal static file server for the build: no dependency, and nothing outside `storybook-static` is served. */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

let server: Server;
let browser: Browser;
let base: string;
let entries: IndexEntry[];

beforeAll(async () => {
  const indexFile = path.join(staticDir, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`No Storybook build at ${staticDir}: run \`pnpm run build-storybook\` first.`);
  }
  entries = Object.values(
    (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
  );
  server = await serve(staticDir);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags],
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens a docs entry on its own (the preview iframe) and fails on any uncaught error in the page. */
async function openDocs(id: string, globals?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const query = new URLSearchParams({ id, viewMode: 'docs', ...(globals ? { globals } : {}) });
  await page.goto(`${base}/iframe.html?${query.toString()}`);
  await page.locator('#storybook-docs h1').first().waitFor({ timeout: 20_000 });
  expect(errors, `errors on ${id}`).toEqual([]);
  return page;
}

/** Waits (up to 10 s) for the element to be visible; a missing element fails the test with its description. */
async function shows(locator: Locator): Promise<boolean> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  return true;
}

describe('the documentation site (built Storybook in Chromium)', () => {
  it('lists the docs pages first, Introduction at the top', () => {
    const docs = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title);
    const stories = entries.filter((entry) => entry.type === 'story').length;
    // The build's table of contents, in the log of every run.
    console.log(`Storybook build: ${docs.length} docs entries, ${stories} stories\n  ${docs.join('\n  ')}`);
    const guide = [
      'Introduction',
      'Getting started/Partner developers',
      'Getting started/Designers',
      'Getting started/Contributors',
      'Getting started/Frameworks',
      'Theming',
      'Foundations/Colour',
      'Foundations/Typography',
      'Foundations/Spacing',
      'Foundations/Radii',
      'Foundations/Shadows',
      'Foundations/Motion',
      'Foundations/Breakpoints',
      'Accessibility',
      'Content and i18n',
      'Changelog',
    ];
    // Every guide page exists, and they all come before the first template or component.
    const firstOther = docs.findIndex((title) => !guide.includes(title) && !title.startsWith('Foundations/'));
    for (const title of guide) {
      expect(docs).toContain(title);
      expect(docs.indexOf(title), title).toBeLessThan(firstOther);
    }
    expect(entries[0]?.id).toBe('introduction--docs');
    // Getting started is read right after the Introduction, not after the Changelog.
    expect(docs.slice(0, 4)).toEqual(guide.slice(0, 4));
  });

  it('publishes the library only: no private admin screens', () => {
    expect(entries.filter((entry) => entry.title.startsWith('Admin/')).map((entry) => entry.id)).toEqual([]);
  });

  it('opens on the Introduction', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const managerErrors: string[] = [];
    page.on('pageerror', (error) => managerErrors.push(error.message));
    // Storybook catches errors of its UI in an error boundary and only logs them.
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Manager UI Error'))
        managerErrors.push(message.text().split('\n')[0] ?? '');
    });
    await page.goto(`${base}/`);
    await page.waitForURL(/path=\/docs\/introduction--docs/, { timeout: 20_000 });
    // A crash in the Storybook UI (an addon or .storybook/manager.tsx) leaves the reader with an error screen.
    await page.waitForTimeout(1_000);
    expect(managerErrors, 'errors in the Storybook UI').toEqual([]);
    // The manager is branded: the tab title and the sidebar's logo name the design system, not Storybook.
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/Labelwise UI$/);
    expect(await shows(page.getByRole('img', { name: 'Labelwise UI' }).first())).toBe(true);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expect(
      preview.getByRole('heading', { level: 1, name: 'Labelwise UI' }).textContent({ timeout: 20_000 }),
    ).resolves.toBe('Labelwise UI');
    expect(await shows(preview.locator('h2#who-it-is-for'))).toBe(true);
    await page.close();
  });

  it('shows a component page with usage, live do/don’t examples and the props table', async () => {
    const page = await openDocs('primitives-button--docs');
    expect(await shows(page.locator('#storybook-docs h2#when-to-use'))).toBe(true);
    const examples = page.locator('[data-lw-doc-block="do-dont"]').first();
    // The examples are real library buttons, not pictures of them.
    expect(await shows(examples.getByRole('button', { name: 'Save', exact: true }).first())).toBe(true);
    expect(await shows(examples.getByText('Don’t', { exact: true }))).toBe(true);
    expect(await shows(page.locator('.docblock-argstable').first().getByText('variant', { exact: true }).first())).toBe(
      true,
    );
    await page.close();
  });

  it('shows the Next.js, Vite and React Router set-ups read from the apps the pack-and-consume test builds', async () => {
    const page = await openDocs('getting-started-frameworks--docs');
    const layout = readFileSync(path.join(root, 'packages/ui/test/next-app/app/[locale]/layout.tsx'), 'utf8');
    // A line of the tested layout, exactly as the page prints it.
    const line = layout.split('\n').find((text) => text.includes('<LabelwiseNextProvider')) ?? 'missing';
    expect(await shows(page.locator('#storybook-docs pre', { hasText: line.trim() }).first())).toBe(true);
    expect(
      await shows(page.locator('#storybook-docs pre', { hasText: "import('@labelwise/ui/messages/fr-fr')" }).first()),
    ).toBe(true);
    expect(await shows(page.locator('#storybook-docs pre', { hasText: 'createBrowserRouter([' }).first())).toBe(true);
    await page.close();
  });

  it('translates the doc blocks’ labels with the locale toolbar', async () => {
    const page = await openDocs('primitives-button--docs', 'locale:de-de');
    const examples = page.locator('[data-lw-doc-block="do-dont"]').first();
    expect(await shows(examples.getByText('Vermeiden', { exact: true }))).toBe(true);
    await page.close();
  });

  it('computes colour contrast from the theme as the page renders', async () => {
    const page = await openDocs('foundations-colour--docs');
    const pair = page.locator('[data-lw-doc-block="contrast-pairs"] tr', { hasText: 'color.onPrimary' }).first();
    const ratio = Number(await pair.locator('[data-contrast]').getAttribute('data-contrast'));
    // Filled buttons: the brand's accessible shade with its on-colour keeps WCAG AA for text.
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });

  it('has the Theming page, with the Brand fields as a table and a brand builder that writes the Brand object', async () => {
    const theming = entries.find((entry) => entry.title === 'Theming' && entry.type === 'docs');
    expect(theming, 'a Theming docs entry').toBeDefined();
    const page = await openDocs(theming!.id);
    await expect(page.locator('#storybook-docs h1').first().textContent()).resolves.toMatch(/Theming/);
    // A table, not pipes printed as a paragraph (Storybook's MDX has no GitHub table syntax).
    const fields = page.locator('#storybook-docs table', { hasText: 'colorScheme' }).first();
    expect(await shows(fields.locator('td', { hasText: 'neutralTint' }).first())).toBe(true);
    expect(await page.locator('#storybook-docs').textContent()).not.toContain('| --- |');

    const builder = page.locator('[data-lw-brand-builder]').first();
    await builder.getByLabel('Primary colour').fill('#7c3aed');
    await builder.getByLabel('Colour scheme').selectOption('dark');
    const code = builder.locator('[data-lw-brand-code]');
    await expect.poll(() => code.textContent()).toContain("primaryColor: '#7c3aed'");
    await expect.poll(() => code.textContent()).toContain("colorScheme: 'dark'");
    // The preview card is the library itself, re-themed: its filled button is no longer the default blue.
    const fill = await builder
      .locator('[data-lw-brand-preview]')
      .getByRole('button', { name: 'Print label' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(fill).not.toBe('rgb(0, 113, 229)');
    expect(await builder.getByText(/Below AA/).count()).toBe(0);
    await page.close();
  });

  it('shows a story in the custom brand picked with the toolbar’s colour pickers', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const query = new URLSearchParams({
      id: 'primitives-button--variants',
      viewMode: 'story',
      globals: 'brand:custom;brandPrimary:!hex(f5222d)',
    });
    await page.goto(`${base}/iframe.html?${query.toString()}`);
    const primary = page.getByRole('button', { name: 'primary', exact: true });
    await primary.waitFor({ timeout: 20_000 });
    const [r, g, b] = (await primary.evaluate((button) => getComputedStyle(button).backgroundColor))
      .match(/\d+/g)!
      .map(Number);
    // A red brand gives a red fill (darkened for contrast), not the default blue.
    expect(r).toBeGreaterThan(150);
    expect(Math.max(g!, b!)).toBeLessThan(80);
    await page.close();
  });

  it.each(['introduction--docs', 'getting-started-partner-developers--docs', 'theming--docs'])(
    'fits a phone: %s reads at 390 px without sideways scrolling',
    async (id) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=docs`);
      await page.locator('#storybook-docs h1').first().waitFor({ timeout: 20_000 });
      // Wide tables and code scroll inside their own box; the page itself must not.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.close();
    },
  );
});
