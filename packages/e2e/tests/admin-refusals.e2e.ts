/**
 * The back office offers an operator only what it may do, and when a refusal still happens the operator reads the
 * API's reason in their language: the seeded editor sees no installer types in the driver upload and Hidden as the
 * only status; a publish forced through the API (the request rewritten on its way) is refused, and the reason shows
 * in German, naming the permission. With top navigation on at 1366 px every top-level entry can be reached.
 * `E2E_SHOTS=<dir>` keeps screenshots of the screens these cover (1366 and 390 px) for review.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, collectErrors } from '../src/browser';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A small real PDF: the type the editor may upload. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

async function toGerman(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByText('Deutsch', { exact: true }).click();
  await page.getByRole('navigation', { name: 'Seitenmenü' }).waitFor();
}

describe('admin refusals', () => {
  it('the editor is offered no installer types and no publishing; a forced publish is explained in German', async () => {
    const c = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(c, { username: 'editor', password: 'editor123', path: '/admin/site/catalog/driver' });
    const errors = collectErrors(page);
    await toGerman(page);
    await page.getByRole('heading', { level: 2, name: 'Treiber', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Treiber hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Treiber hinzufügen' });
    await dialog.waitFor();

    // No upload control for the types the editor may not use: the picker takes documents only, and says why.
    const accept = (await dialog.locator('input[type="file"]').getAttribute('accept')) ?? '';
    expect(accept).toContain('.pdf');
    for (const ext of ['exe', 'zip', 'gz', 'deb', 'pkg']) expect(accept).not.toContain(`.${ext}`);
    await dialog.getByText(/erfordern die Berechtigung site:driver:edit/).waitFor();
    // The upload box's own line lists the types it takes: PDF, not EXE or ZIP.
    const typesLine = await dialog.getByText(/PDF ·/).innerText();
    expect(typesLine).not.toMatch(/EXE|ZIP|DEB|PKG/i);
    // Hidden is the only status, and chosen.
    const status = dialog.getByRole('combobox', { name: /^Status/ });
    expect(await status.innerText()).toContain('Verborgen (Entwurf)');
    await status.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Verborgen (Entwurf)']);
    await page.keyboard.press('Escape');
    await shot(page, 'driver-form-editor-de-1366');

    await chooseOption(page, dialog.getByRole('combobox', { name: /^Druckermodell/ }), 'PM-245');
    await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(`E2E draft ${Date.now()}`);
    await dialog.getByRole('textbox', { name: 'Version', exact: true }).fill('1.0.0');
    await dialog.getByLabel(/^Veröffentlichungsdatum/).fill('2026-11-01');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'install-guide.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog
      .getByRole('definition')
      .filter({ hasText: /^[0-9a-f]{64}$/ })
      .waitFor();

    // Forced through the API: the saved body asks to publish, which the editor may not.
    await page.route('**/api-v1.0/site/driver', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, status: '0' }) });
    });
    const refused = page.waitForResponse((r) => r.url().endsWith('/site/driver') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { data: { reason: string } }).data.reason).toBe('publishDownload');
    const reason = page.getByText(
      'Als veröffentlicht gespeichert ändert das, was Besucher herunterladen; dafür ist die Berechtigung ' +
        'site:driver:edit nötig. Speichern Sie es stattdessen als verborgen.',
    );
    await reason.first().waitFor();
    // Under the Status field, scrolled to in the long form, so it is seen without looking for it.
    const footer = (await dialog.getByRole('button', { name: 'Speichern' }).boundingBox())!;
    await expect.poll(async () => (await reason.first().boundingBox())?.y ?? 9999).toBeLessThan(footer.y);
    expect(await page.getByText('Keine Berechtigung für diesen Vorgang').count()).toBe(0);
    await shot(page, 'driver-refusal-editor-de-1366');
    // The refused request itself is the one console line the browser logs.
    expect(errors.filter((line) => !/status of 403 .*\/site\/driver$/.test(line))).toEqual([]);
  });

  it('top navigation at 1366 px: entries that do not fit are in "More", each one reachable', async () => {
    const c = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(c);
    await page.evaluate(() => {
      const settings = JSON.parse(localStorage.getItem('layout-setting') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('layout-setting', JSON.stringify({ ...settings, topNav: true }));
    });
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.waitFor();
    const search = await page.getByRole('combobox', { name: 'Search pages' }).boundingBox();
    const links = nav.getByRole('link');
    for (let i = 0; i < (await links.count()); i += 1) {
      const box = (await links.nth(i).boundingBox())!;
      // No entry reaches under the header search box.
      if (search) expect(box.x + box.width, await links.nth(i).innerText()).toBeLessThanOrEqual(search.x);
    }
    const shown = (await links.allInnerTexts()).map((t) => t.trim());
    const more = nav.getByRole('button', { name: 'More' });
    const hidden: string[] = [];
    if (await more.count()) {
      await more.click();
      hidden.push(...(await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()));
      await shot(page, 'top-nav-more-en-1366');
      await page.keyboard.press('Escape');
    }
    expect([...shown, ...hidden]).toEqual(expect.arrayContaining(['Logistics']));
  });
});
