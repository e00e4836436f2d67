/**
 * Catalog text in the visitor's language, written by an operator: a driver's German title entered in the back office
 * (the English title as its placeholder, "Uses English" until filled) shows in the German operator's list and on the
 * German driver finder; the English back office loads a Chinese font for the Chinese text it shows.
 * `E2E_SHOTS=<dir>` keeps screenshots for review.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, axeViolations, collectErrors, login } from '../src/browser';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

interface Driver {
  driverId: number;
  modelName: string;
  title: string;
  titleI18n: Record<string, string>;
  status: string;
}

describe('catalog translations', () => {
  it("an operator's German driver title shows in the German list and on /de/printers", async () => {
    const token = await login('admin', 'admin123');
    const listed = await api<Driver[]>('GET', '/site/driver/list?pageNum=1&pageSize=50&os=macos', { token });
    const driver = listed.body.rows!.find((d) => d.status === '0')!;
    const german = `${driver.modelName} macOS-Treiber für Etiketten ${Date.now() % 100000}`;
    try {
      const c = await freshContext({ viewport: { width: 1366, height: 900 } });
      const page = await signIn(c, { path: '/admin/site/catalog/driver' });
      const errors = collectErrors(page);
      await page.getByRole('heading', { level: 2, name: 'Drivers', exact: true }).waitFor();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(driver.title);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: driver.title }) });
      await row.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit driver' });
      const field = dialog.getByRole('textbox', { name: 'Deutsch (Title)' });
      await field.fill('');
      await expect.poll(() => field.getAttribute('placeholder')).toBe(driver.title);
      await dialog.getByText('Uses English').first().waitFor();
      await field.fill(german);
      await shot(page, 'driver-translations-en-1366');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The Chinese titles an English back office shows have a font to draw them, even on a machine without one.
      const chineseFaces = () =>
        page.evaluate(async () => (await document.fonts.load('16px "Noto Sans SC"', '驱动程序')).length);
      await expect.poll(chineseFaces).toBeGreaterThan(0);

      // The operator switches to German: the list shows the title they wrote.
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByText('Deutsch', { exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Treiber', exact: true }).waitFor();
      await page.getByRole('rowheader', { name: german }).waitFor();
      await shot(page, 'driver-list-de-1366');
      expect(errors).toEqual([]);

      // A visitor on a phone finds it on the German driver finder.
      const phone = await freshContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', isMobile: true });
      const site = await phone.newPage();
      const siteErrors = collectErrors(site);
      await site.goto(`/de/printers?q=${encodeURIComponent(driver.modelName)}`);
      const drivers = site.getByRole('table', { name: `Treiber für ${driver.modelName}` });
      await drivers.getByText(german).first().waitFor();
      await shot(site, 'finder-de-390');
      expect(await axeViolations(site)).toEqual([]);
      expect(siteErrors).toEqual([]);
    } finally {
      await api('PUT', '/site/driver', { token, json: { driverId: driver.driverId, titleI18n: driver.titleI18n } });
    }
  });
});
