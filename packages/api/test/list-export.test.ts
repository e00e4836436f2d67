/**
 * Lists as .xlsx: `POST <list>.xlsx` runs the list itself as the operator (its filters, sort and permission), every
 * page of it, and writes the columns the admin names under the headers it sends, coded values in its words.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MEDIA_TYPE } from '@labelwise/contract';
import { ENGINES, P, bearer, login, makeApp, type TestApp } from './helpers.js';

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

describe.each(ENGINES)('list export (.xlsx) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await makeApp(engine, { rateLimits: { login: { max: 500, timeWindow: 60_000 } } });
    admin = await login(t.app, 'admin', 'admin123');
    editor = await login(t.app, 'editor', 'editor123');
    const db = t.app.ctx.db;
    // More rows than one list page (50), so the export must read every page.
    await db
      .insertInto('brands')
      .values(
        Array.from({ length: 73 }, (_, i) => ({
          name: `xlsxbrand ${String(i).padStart(2, '0')}`,
          slug: `xlsxbrand-${i}`,
          status: i % 3 === 0 ? '1' : '0',
          website: i === 0 ? '=HYPERLINK("http://evil")' : '',
        })),
      )
      .execute();
  });
  afterAll(async () => t?.close());

  const exportBrands = (token: string | null, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${P}/site/brand/list.xlsx`,
      headers: token ? bearer(token) : {},
      payload: body as Record<string, unknown>,
    });
  const columns = [
    { key: 'name', header: 'Name' },
    { key: 'status', header: 'Status', labels: { '0': 'Normal', '1': 'Disabled' } },
    { key: 'website', header: 'Website' },
  ];

  it('writes every filtered row in the list order, headers and coded values as sent', async () => {
    const r = await exportBrands(admin, {
      query: { name: 'xlsxbrand', orderByColumn: 'name', isAsc: 'descending' },
      columns,
      sheet: 'Marken',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="site-brand-\d{4}-\d\d-\d\d\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('Marken');
    const rows = await sheetRows(r.rawPayload);
    expect(rows[0]).toEqual(['Name', 'Status', 'Website']);
    expect(rows).toHaveLength(74);
    expect(rows[1]).toEqual(['xlsxbrand 72', 'Disabled']);
    expect(rows[2]).toEqual(['xlsxbrand 71', 'Normal']);
    expect(rows.at(-1)).toEqual(['xlsxbrand 00', 'Disabled', '=HYPERLINK("http://evil")']);
    // A formula-looking value is text, not a formula.
    const cell = workbook.worksheets[0]!.getRow(74).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
  });

  it('narrows by the same filters as the list', async () => {
    const r = await exportBrands(admin, { query: { name: 'xlsxbrand', status: '1' }, columns });
    const rows = await sheetRows(r.rawPayload);
    expect(rows).toHaveLength(1 + 25);
    expect(rows.slice(1).every((row) => row[1] === 'Disabled')).toBe(true);
  });

  it("answers the list's own refusals: sign-in, permission and a bad filter", async () => {
    expect((await exportBrands(null, { columns })).statusCode).toBe(401);
    const users = await t.app.inject({
      method: 'POST',
      url: `${P}/system/user/list.xlsx`,
      headers: bearer(editor),
      payload: { columns: [{ key: 'userName', header: 'User' }] },
    });
    expect(users.statusCode).toBe(403);
    expect(users.json().data).toMatchObject({ reason: 'needsPermission', params: { permission: 'system:user:list' } });
    const bad = await exportBrands(admin, { query: { orderByColumn: 'password' }, columns });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^orderByColumn/);
  });

  it('refuses columns that are not field names and sheet names Excel refuses', async () => {
    expect((await exportBrands(admin, { columns: [{ key: '__proto__', header: 'x' }] })).statusCode).toBe(400);
    expect((await exportBrands(admin, { columns: [] })).statusCode).toBe(400);
    expect((await exportBrands(admin, { columns, sheet: 'a/b' })).statusCode).toBe(400);
  });

  it('every back-office list has an export', async () => {
    for (const url of ['/site/model/list', '/site/driver/list', '/system/user/list', '/site/contact/list']) {
      const r = await t.app.inject({
        method: 'POST',
        url: `${P}${url}.xlsx`,
        headers: bearer(admin),
        payload: { columns: [{ key: 'createdAt', header: 'Created' }] },
      });
      expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
      expect((await sheetRows(r.rawPayload))[0]).toEqual(['Created']);
    }
  });
});
