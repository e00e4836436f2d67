/**
 * Lists as .xlsx: `POST <list>.xlsx` runs the list itself as the operator (its filters, sort and permission), every
 * page of it, and writes the columns the admin names under the headers it sends, coded values in its words.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MEDIA_TYPE } from '@labelwise/contract';
import {
  ENGINES,
  P,
  bearer,
  filledTemplate as filledTemplateOf,
  importSheet,
  operatorSuite,
  type ImportColumn,
  type TestApp,
} from './helpers.js';

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** A JSON column as the engine answers it (SQLite: text). */
const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

describe.each(ENGINES)('list export (.xlsx) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  beforeAll(async () => {
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

/** The template's columns as the admin sends them: field names, English headers, words for the status codes. */
const MODEL_COLUMNS: ImportColumn[] = [
  { key: 'brandName', header: 'Brand' },
  { key: 'name', header: 'Name' },
  { key: 'connections', header: 'Connections' },
  { key: 'sort', header: 'Order' },
  { key: 'status', header: 'Status', labels: { '0': 'Normal', '1': 'Disabled' } },
  { key: 'printResolution', header: 'Print resolution', labels: { '203': '203 dpi', '300': '300 dpi' } },
];

describe.each(ENGINES)('model import (.xlsx) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  operatorSuite(engine, (o) => ({ t, admin } = o));

  const filledTemplate = (rows: unknown[][]) =>
    filledTemplateOf(t.app, admin, '/site/model', { columns: MODEL_COLUMNS, sheet: 'Models' }, rows, (sheet) => {
      expect(sheet.getRow(1).hidden).toBe(true);
      expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
        'Brand',
        'Name',
        'Connections',
        'Order',
        'Status',
        'Print resolution',
      ]);
    });
  const importModels = (file: Buffer, token = admin) => importSheet(t.app, token, '/site/model', MODEL_COLUMNS, file);
  const count = async (prefix: string) =>
    (await t.app.ctx.db.selectFrom('printer_models').select('id').where('name', 'like', `${prefix}%`).execute()).length;

  it('one bad row: nothing is stored, and each problem names its sheet row, column and reason', async () => {
    const brand = await t.app.ctx.db.selectFrom('brands').select('name').orderBy('id').executeTakeFirstOrThrow();
    const file = await filledTemplate([
      [brand.name, 'IMP-GOOD-1', 'usb, bluetooth', 3, 'Normal', '203 dpi'],
      ['No such brand', 'IMP-BAD-2', 'usb', 1, 'Normal', ''],
      [brand.name.toUpperCase(), '', 'usb', 'many', 'Maybe', '250'],
      [brand.name, 'IMP-GOOD-4', 'wifi', 4, 'Disabled', '300'],
    ]);
    const r = await importModels(file);
    expect(r.statusCode, r.body).toBe(400);
    const body = r.json();
    expect(body.data).toMatchObject({ reason: 'importRows', field: 'file', params: { count: 2 } });
    expect(body.data.rows).toEqual([
      { row: 4, column: 'brandName', reason: 'missingReference', params: {} },
      { row: 5, column: 'sort', reason: 'invalidValue', params: {} },
      { row: 5, column: 'name', reason: 'required', params: {} },
      { row: 5, column: 'printResolution', reason: 'notAnOption', params: {} },
      { row: 5, column: 'status', reason: 'notAnOption', params: {} },
    ]);
    expect(await count('IMP-')).toBe(0);
  });

  it('a good file is stored whole: brand by name, lists split, status words read', async () => {
    const brand = await t.app.ctx.db
      .selectFrom('brands')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const file = await filledTemplate([
      [brand.name.toLowerCase(), 'IMP-OK-1', 'usb; bluetooth', 3, 'Normal', '300 DPI'],
      [brand.name, 'IMP-OK-2', '', '', 'disabled', ''],
    ]);
    const r = await importModels(file);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ imported: 2 });
    const rows = await t.app.ctx.db
      .selectFrom('printer_models')
      .select(['name', 'brand_id', 'connections', 'sort', 'status', 'print_resolution'])
      .where('name', 'like', 'IMP-OK-%')
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      {
        name: 'IMP-OK-1',
        brand_id: brand.id,
        connections: ['usb', 'bluetooth'],
        sort: 3,
        status: '0',
        print_resolution: 300,
      },
      { name: 'IMP-OK-2', brand_id: brand.id, connections: [], sort: 0, status: '1', print_resolution: null },
    ]);
    const logged = await t.app.ctx.db
      .selectFrom('operation_logs')
      .select('target_id')
      .where('module', '=', 'site:model')
      .where('action', '=', 'add')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('translation columns: each language stored, an empty cell left out, a bad one named by its column', async () => {
    const brand = await t.app.ctx.db.selectFrom('brands').select('name').orderBy('id').executeTakeFirstOrThrow();
    const columns: ImportColumn[] = [
      { key: 'brandName', header: 'Brand' },
      { key: 'name', header: 'Name' },
      { key: 'description', header: 'Description' },
      { key: 'descriptionDeDe', header: 'Description (Deutsch)' },
      { key: 'descriptionZhCn', header: 'Description (简体中文)' },
    ];
    const template = { columns, sheet: 'Models' };
    const send = async (rows: unknown[][]) =>
      importSheet(
        t.app,
        admin,
        '/site/model',
        columns,
        await filledTemplateOf(t.app, admin, '/site/model', template, rows),
      );

    const refused = await send([
      [brand.name, 'IMP-TR-1', 'Label printer', 'Etikettendrucker', ''],
      [brand.name, 'IMP-TR-2', 'Label printer', 'x'.repeat(2001), '标签打印机'],
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data.rows).toEqual([{ row: 4, column: 'descriptionDeDe', reason: 'tooLong', params: {} }]);
    expect(await count('IMP-TR-')).toBe(0);

    const r = await send([
      [brand.name, 'IMP-TR-1', 'Label printer', 'Etikettendrucker', ''],
      [brand.name, 'IMP-TR-2', 'Label printer', '', '标签打印机'],
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const rows = await t.app.ctx.db
      .selectFrom('printer_models')
      .select(['name', 'description_i18n'])
      .where('name', 'like', 'IMP-TR-%')
      .orderBy('name')
      .execute();
    expect(rows.map((row) => [row.name, jsonOf(row.description_i18n)])).toEqual([
      ['IMP-TR-1', { 'de-de': 'Etikettendrucker' }],
      ['IMP-TR-2', { 'zh-cn': '标签打印机' }],
    ]);
  });

  it('refuses a file that is not the template, and callers without the add permission', async () => {
    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').addRow(['Brand', 'Name']);
    const r = await importModels(Buffer.from(await other.xlsx.writeBuffer()));
    expect(r.statusCode).toBe(400);
    expect(r.json().data).toMatchObject({ reason: 'importNotTemplate', field: 'file' });
    expect((await importModels(Buffer.from('not a workbook'))).json().data.reason).toBe('importNotTemplate');
    const anonymous = await t.app.inject({ method: 'POST', url: `${P}/site/model/import-template`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(ENGINES)('driver import (.xlsx) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  operatorSuite(engine, (o) => ({ t, admin } = o));

  const columns: ImportColumn[] = [
    { key: 'modelName', header: 'Model' },
    { key: 'title', header: 'Title' },
    { key: 'titleFrFr', header: 'Title (Français)' },
    { key: 'titleZhHk', header: 'Title (繁體中文)' },
    { key: 'os', header: 'Operating system' },
    { key: 'version', header: 'Version' },
    { key: 'releaseDate', header: 'Release date' },
    { key: 'fileName', header: 'File' },
    { key: 'status', header: 'Status', labels: { '0': 'Normal', '1': 'Disabled' } },
  ];
  const send = async (rows: unknown[][]) =>
    importSheet(
      t.app,
      admin,
      '/site/driver',
      columns,
      await filledTemplateOf(t.app, admin, '/site/driver', { columns, sheet: 'Drivers' }, rows),
    );

  it('translation columns: each language stored, an empty cell left out, a bad one named by its column', async () => {
    const db = t.app.ctx.db;
    const model = await db.selectFrom('printer_models').select('name').orderBy('id').executeTakeFirstOrThrow();
    const file = await db.selectFrom('files').select('file_name').orderBy('id').executeTakeFirstOrThrow();
    const row = (title: string, french: string, chinese: string) => [
      model.name,
      title,
      french,
      chinese,
      'linux',
      '1.0',
      '2025-01-01',
      file.file_name,
      'Disabled',
    ];

    const refused = await send([
      row('IMP-TR driver 1', 'Pilote', ''),
      row('IMP-TR driver 2', 'a <script>', '驅動程式'),
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data.rows).toEqual([{ row: 4, column: 'titleFrFr', reason: 'invalidValue', params: {} }]);

    const r = await send([row('IMP-TR driver 1', 'Pilote', ''), row('IMP-TR driver 2', '', '驅動程式')]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ imported: 2 });
    const stored = await db
      .selectFrom('drivers')
      .select(['title', 'title_i18n'])
      .where('title', 'like', 'IMP-TR driver %')
      .orderBy('title')
      .execute();
    expect(stored.map((d) => [d.title, jsonOf(d.title_i18n)])).toEqual([
      ['IMP-TR driver 1', { 'fr-fr': 'Pilote' }],
      ['IMP-TR driver 2', { 'zh-hk': '驅動程式' }],
    ]);
  });
});
