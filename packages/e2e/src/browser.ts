import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumFlags } from '../../../scripts/lib/chromium-flags.mjs';

export { screenshotFlags } from '../../../scripts/lib/chromium-flags.mjs';

/** Debian's Chromium; Playwright's own browser downloads are never used. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const baseUrl = (): string => inject('baseUrl');

/** Playwright gives every launch a fresh temporary profile, so no user-data-dir is passed. */
export function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...chromiumFlags, ...extraArgs],
  });
}

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  ctx.setDefaultTimeout(30_000);
  ctx.setDefaultNavigationTimeout(60_000);
  return ctx;
}

/**
 * Waits until React has hydrated the element `selector` names (its props are then on the element): a prerendered
 * button or field does nothing before that, so a test taps it only once the page's scripts have taken it over.
 */
export async function whenHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/**
 * Picks `name` in a select (Radix Select: a `combobox` that opens a `listbox`): a click opens the list, the option is
 * chosen with Enter, as a keyboard user does, and the list has closed when this returns. Radix ignores the release
 * of a click on an option when it has not yet seen the pointer move since the press that opened the list; under
 * load an automated click can come before the list listens, and the choice is lost with the list left open.
 */
export async function chooseOption(page: Page, combobox: Locator, name: string | RegExp): Promise<void> {
  await combobox.click();
  const list = page.getByRole('listbox');
  await list.getByRole('option', { name, exact: typeof name === 'string' }).press('Enter');
  await list.waitFor({ state: 'detached' });
}

/** Console errors and uncaught page errors seen by one page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} @ ${msg.location().url}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: { code: number; msg?: string; data?: T; rows?: T; total?: number; token?: string } & Record<string, unknown>;
}

/** Direct API calls with Node's fetch (not through the browser). */
export async function api<T = unknown>(
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(`${baseUrl()}/api-v1.0${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: ApiResult<T>['body'];
  try {
    parsed = JSON.parse(text) as ApiResult<T>['body'];
  } catch {
    parsed = { code: res.status, msg: text };
  }
  return { status: res.status, body: parsed };
}

export async function login(username: string, password: string): Promise<string> {
  const r = await api('POST', '/login', { json: { username, password } });
  const token = r.body.token;
  if (typeof token !== 'string') throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
  return token;
}

/** Fills the contact form on the current page as a visitor does, sends it, and waits for the thank-you. */
export async function sendContactForm(page: Page, email: string, message: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Message/ }).fill(message);
  await chooseOption(page, page.getByRole('combobox', { name: 'I am', exact: true }), 'Driver user');
  await chooseOption(page, page.getByRole('combobox', { name: 'I am using' }), 'Windows');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Thank you, your message has been sent').waitFor();
}

/** The back office holds exactly one contact message from `email`, and it is the one that carried `stamp`. */
export async function expectOneContactMessage(email: string, stamp: string): Promise<void> {
  const token = await login('admin', 'admin123');
  const list = await api<Array<{ email: string; message: string }>>(
    'GET',
    `/site/contact/list?email=${encodeURIComponent(email)}`,
    { token },
  );
  expect(list.status).toBe(200);
  const rows = (list.body.rows ?? []) as Array<{ email: string; message: string }>;
  expect(rows).toHaveLength(1);
  expect(rows[0]!.message).toContain(stamp);
}

/**
 * Accessibility violations on the page as it is now (axe-core, WCAG 2.1 A and AA rules). The script goes in through
 * the DevTools protocol, which the site's CSP does not govern.
 */
export async function axeViolations(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  const { createRequire } = await import('node:module');
  const { readFileSync } = await import('node:fs');
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run({ runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}
