/**
 * Content published live, in real Chromium against the real API (global setup): an operator edits the D520 guide's
 * German USB steps in the back office, previews the draft (the API's draft render, what the editor's Preview shows),
 * publishes, and the public `/de/d520` shows the new steps without a rebuild, hydrating without errors. The time from
 * the publish click to the text being on the public page is printed. The operation log lists the change.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, collectErrors, launch, login, newContext } from '../src/browser';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

async function freshContext(): Promise<BrowserContext> {
  const c = await newContext(browser);
  contexts.push(c);
  return c;
}

async function signIn(c: BrowserContext, path: string): Promise<Page> {
  const page = await c.newPage();
  const captcha = page.waitForResponse((res) => res.url().includes('/api-v1.0/captchaImage'));
  await page.goto(path);
  await captcha;
  await page.getByRole('group', { name: 'Browser check' }).waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Open pages' }).waitFor();
  return page;
}

describe('content published from the back office', () => {
  it('a German guide edit is previewed, published and on the public page within seconds', async () => {
    const marker = `Schritt aus dem Backoffice ${Date.now()}: USB-Kabel einstecken.`;
    const admin = await signIn(await freshContext(), '/admin/site/content/guide');
    const row = admin.getByRole('row', { name: /\bd520\b/ });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit “d520”' });
    await dialog.getByRole('tab', { name: /German/ }).click();
    const write = dialog.getByRole('button', { name: 'Write the German text' });
    if (await write.isVisible()) await write.click();
    await dialog.getByRole('textbox', { name: 'Steps: USB' }).fill(marker);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByRole('button', { name: 'Publish' }).waitFor();

    // The draft: in the preview, not yet on the public page.
    const token = await login('admin', 'admin123');
    const preview = await fetch(`${baseUrl()}/api-v1.0/site/content/guide/preview?path=/de/d520`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain(marker);
    expect(await (await fetch(`${baseUrl()}/de/d520`)).text()).not.toContain(marker);

    await dialog.getByRole('button', { name: 'Publish' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Publish “d520”?' });
    const started = Date.now();
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await confirm.waitFor({ state: 'detached' });
    let html = '';
    while (!html.includes(marker)) {
      expect(Date.now() - started, 'published text visible within 10 s').toBeLessThan(10_000);
      html = await (await fetch(`${baseUrl()}/de/d520`)).text();
    }
    const visibleMs = Date.now() - started;
    console.log(`[content-publish] publish click → /de/d520 shows the new step: ${visibleMs} ms`);
    // The page document keeps the prerendered structure.
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('hreflang="de-DE"');
    expect(html).toContain('id="lw-content"');

    // A visitor: the step is there at first paint and stays after hydration, with no console errors.
    const visitor = await (await freshContext()).newPage();
    const errors = collectErrors(visitor);
    await visitor.goto('/de/d520');
    await visitor.getByText(marker).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByText(marker).isVisible()).toBe(true);
    expect(errors).toEqual([]);

    // The operation log lists the draft save and the publish of the guide (labelled by its model name).
    await admin.goto('/admin/monitor/operlog');
    const logged = admin.getByRole('row', { name: /D520/i });
    await logged.first().waitFor();
    expect(await logged.count()).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
