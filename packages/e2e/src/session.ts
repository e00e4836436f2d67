import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN_SESSION_COOKIE, API_PREFIX } from '@labelwise/contract/rules';
import { afterAll, beforeAll } from 'vitest';
import { launch, newContext } from './browser';

export interface FileBrowser {
  /** The file's Chromium (launched in `beforeAll`). */
  browser: () => Browser;
  /** A new context (own cookies and storage), closed after the file's tests whatever they did. */
  freshContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * One Chromium for a test file: launched before its tests and closed after them with every context it handed out,
 * so a failing test leaves no browser behind. Call it at the top level of the file.
 */
export function browserPerFile(): FileBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });
  const current = (): Browser => {
    if (!browser) throw new Error('the browser is launched in beforeAll; use it inside a test');
    return browser;
  };
  return {
    browser: current,
    freshContext: async (options) => {
      const c = await newContext(current(), options);
      contexts.push(c);
      return c;
    },
  };
}

export interface SignInOptions {
  /** The seeded admin unless told otherwise. */
  username?: string;
  password?: string;
  /** The back-office address to open; the login page comes first and leads there. */
  path?: string;
}

/**
 * Signs in through the login page as an operator does and waits for the back office. The e2e API has the captcha
 * off, which the page learns from /captchaImage. The username is typed with spaces around it: the form trims it.
 */
export async function signIn(
  c: BrowserContext,
  { username = 'admin', password = 'admin123', path = '/admin/' }: SignInOptions = {},
): Promise<Page> {
  const page = await c.newPage();
  const captcha = page.waitForResponse((res) => res.url().includes('/api-v1.0/captchaImage'));
  await page.goto(path);
  await captcha;
  await page.getByRole('heading', { level: 1, name: 'Labelwise back office' }).waitFor();
  // Check off: the page shows no browser check once the answer is in.
  await page.getByRole('group', { name: 'Browser check' }).waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(`  ${username} `);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Open pages' }).waitFor();
  return page;
}

/**
 * The token of the context's back-office session, for API calls beside the page. The session cookie is HttpOnly:
 * only the browser's own cookie jar (not the page's script) can read it, which this checks on the way.
 */
export async function sessionToken(c: BrowserContext): Promise<string> {
  const cookie = (await c.cookies()).find((k) => k.name === ADMIN_SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${ADMIN_SESSION_COOKIE} cookie after login`);
  if (!cookie.httpOnly || cookie.sameSite !== 'Strict' || cookie.path !== `${API_PREFIX}/`)
    throw new Error(`the session cookie is readable by script or too widely scoped: ${JSON.stringify(cookie)}`);
  return cookie.value;
}
