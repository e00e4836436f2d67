/**
 * Lists operators take to and from Excel: the printer models list filtered by name exports an .xlsx that opens
 * with exactly the rows shown, headers in the operator's language; a filled-in import template with one bad row
 * stores nothing and shows that row's problem, for models and for drivers' metadata; a column the operator hides stays
 * hidden after a reload. `E2E_SHOTS=<dir>` keeps screenshots for review.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, collectErrors, login } from '../src/browser';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

const SHOTS = process.env.E2E_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  return workbook;
}

const valuesOf = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

describe('admin lists and Excel', () => {
  it('exports the filtered models list, and a template with one bad row imports nothing', async () => {
    const c = await freshContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await signIn(c, { path: '/admin/site/catalog/model' });
    const errors = collectErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Printer models', exact: true }).waitFor();

    // Filtered by name: the export holds the same rows as the table.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('PM-24');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Printer models' });
    // PM-245 is on the unfiltered first page too: wait for the filtered rows, not for it alone.
    await expect
      .poll(async () => {
        const names = await table.getByRole('rowheader').allInnerTexts();
        return names.includes('PM-245') && names.every((name) => name.includes('PM-24'));
      })
      .toBe(true);
    const shown = await table.getByRole('rowheader').allInnerTexts();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/^Printer models-\d{4}-\d\d-\d\d\.xlsx$/);
    const sheet = (await workbookOf(exported)).worksheets[0]!;
    expect(sheet.name).toBe('Printer models');
    expect(valuesOf(sheet.getRow(1))).toEqual(['Name', 'Brand', 'Setup guide path', 'Print resolution', 'Status']);
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(1).value));
    });
    expect(names).toEqual(shown);
    expect(sheet.getRow(2).getCell(5).value).toBe('Normal');

    // The template, filled in: one good row and one naming a brand that does not exist.
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
    await dialog.waitFor();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download template' }).click(),
    ]);
    const workbook = await workbookOf(template);
    const filled = workbook.worksheets[0]!;
    expect(valuesOf(filled.getRow(2))).toEqual([
      'Brand',
      'Name',
      'Setup guide path',
      'Connections',
      'Bluetooth serial prefixes',
      'Print resolution',
      'Description',
      'Description (简体中文)',
      'Description (繁體中文)',
      'Description (Deutsch)',
      'Description (Français)',
      'Description (Español)',
      'Status',
    ]);
    const stamp = Date.now();
    const untranslated = ['', '', '', '', ''];
    filled.addRow([
      'Phomemo',
      `E2E-IMPORT-${stamp}-A`,
      '',
      'USB, Bluetooth',
      '',
      '203 dpi',
      'Imported',
      ...untranslated,
      'Normal',
    ]);
    filled.addRow(['No such brand', `E2E-IMPORT-${stamp}-B`, '', 'USB', '', '', '', ...untranslated, 'Normal']);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'models.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('1 row was not accepted, so nothing was imported.').waitFor();
    const problems = dialog.getByRole('table', { name: 'Rows not accepted' });
    const problem = problems.getByRole('row').nth(1);
    await expect.poll(() => problem.innerText()).toMatch(/4[\s\S]*Brand[\s\S]*no longer exists/);
    await shot(page, 'model-import-refused-en-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Nothing was stored, not even the good row.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E-IMPORT-${stamp}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(0);
    // In German on a phone: the list's Excel buttons in the operator's language.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByText('Deutsch', { exact: true }).click();
    await page.getByRole('button', { name: 'Als Excel exportieren' }).waitFor();
    await page.getByRole('button', { name: 'Aus Excel importieren' }).click();
    await page.getByRole('dialog', { name: 'Aus Excel importieren' }).waitFor();
    await shot(page, 'model-import-de-390');

    // The refused import's 400 is the only failed request the browser may log.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it("drivers' metadata: a template with one bad row imports nothing and names that row", async () => {
    const token = await login('admin', 'admin123');
    const listed = await api<unknown>('GET', '/site/driver/list?pageNum=1&pageSize=10', { token });
    const existing = (listed.body.rows as Array<{ modelName: string; fileName: string }>)[0]!;
    const c = await freshContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await signIn(c, { path: '/admin/site/catalog/driver' });
    const errors = collectErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Drivers', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from Excel' });
    await dialog.waitFor();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download template' }).click(),
    ]);
    const workbook = await workbookOf(template);
    const filled = workbook.worksheets[0]!;
    expect(valuesOf(filled.getRow(2))).toEqual([
      'Printer model',
      'Title',
      'Title (简体中文)',
      'Title (繁體中文)',
      'Title (Deutsch)',
      'Title (Français)',
      'Title (Español)',
      'Operating system',
      'Version',
      'Release date',
      'File',
      'Status',
    ]);
    const stamp = Date.now();
    const good = [
      existing.modelName,
      `E2E driver ${stamp} A`,
      '',
      '',
      'E2E-Treiber A',
      '',
      '',
      'Linux',
      '9.9',
      '2026-01-05',
      existing.fileName,
      'Hidden (draft)',
    ];
    filled.addRow(good);
    filled.addRow([
      'No such model',
      `E2E driver ${stamp} B`,
      '',
      '',
      '',
      '',
      '',
      'Linux',
      '9.9',
      '2026-01-05',
      existing.fileName,
      'Hidden (draft)',
    ]);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'drivers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('1 row was not accepted, so nothing was imported.').waitFor();
    const problem = dialog.getByRole('table', { name: 'Rows not accepted' }).getByRole('row').nth(1);
    await expect.poll(() => problem.innerText()).toMatch(/4[\s\S]*Printer model[\s\S]*no longer exists/);
    await shot(page, 'driver-import-refused-en-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const after = await api<unknown>(
      'GET',
      `/site/driver/list?pageNum=1&pageSize=10&title=${encodeURIComponent(`E2E driver ${stamp}`)}`,
      {
        token,
      },
    );
    expect(after.body.total).toBe(0);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('a column hidden from the Columns menu stays hidden after a reload, for that operator', async () => {
    const c = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(c, { path: '/admin/site/catalog/driver' });
    const errors = collectErrors(page);
    const table = page.getByRole('table', { name: 'Drivers' });
    const header = table.getByRole('columnheader', { name: 'Release date' });
    await header.waitFor();
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/list-views/') && r.request().method() === 'PUT');
    await page.getByRole('menuitemcheckbox', { name: 'Release date' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => header.count()).toBe(0);
    await page.keyboard.press('Escape');
    await shot(page, 'driver-columns-hidden-en-1366');

    await page.reload();
    await table.getByRole('columnheader', { name: 'Version' }).waitFor();
    await expect.poll(() => header.count()).toBe(0);

    // Shown again, so the other operator files see the list as seeded.
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    const restored = page.waitForResponse((r) => r.url().includes('/list-views/') && r.request().method() === 'PUT');
    await page.getByRole('menuitemcheckbox', { name: 'Release date' }).click();
    expect((await restored).status()).toBe(200);
    await header.waitFor();
    expect(errors).toEqual([]);
  });
});
