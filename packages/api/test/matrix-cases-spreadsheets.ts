/**
 * The endpoint matrix: spreadsheets. Every `GET …/list` has a `POST …/list.xlsx` that answers what the list allows
 * (its cases follow from the list's), and printer models import from the filled-in template.
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { XLSX_MEDIA_TYPE } from '@labelwise/contract';
import { DEMO_RESOURCE_PREFIX } from '@labelwise/contract/rules';
import { P, multipart } from './helpers.js';
import type { Case, MatrixKit, Req } from './matrix-kit.js';

const COLUMNS = [{ key: 'id', header: 'ID' }];
const isWorkbook = (r: { headers: Record<string, unknown> }) =>
  expect(String(r.headers['content-type'])).toContain(XLSX_MEDIA_TYPE);

/** `POST <list>.xlsx` for every list case: the same permission, the list's own request as its query. */
export function exportCases(lists: Record<string, Case>, { json }: MatrixKit): Record<string, Case> {
  const out: Record<string, Case> = {};
  for (const [key, list] of Object.entries(lists)) {
    if (!key.startsWith(`GET ${P}`) || !key.endsWith('/list')) continue;
    const exportOf = async (body: unknown): Promise<Req> => {
      const [pathname, search = ''] = (await list.ok()).url.split('?');
      return json('POST', `${pathname}.xlsx`, {
        query: Object.fromEntries(new URLSearchParams(search)),
        ...(body as object),
      });
    };
    out[`POST ${key.slice('GET '.length)}.xlsx`] = {
      perm: list.perm,
      ok: () => exportOf({ columns: COLUMNS }),
      check: isWorkbook,
      bad: async () => [await exportOf({ columns: [] }), 'columns'],
    };
  }
  return out;
}

/** A filled-in model import template: the hidden key row, the header row, then `rows`. */
async function modelSheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Models');
  sheet.addRow(['brandName', 'name', 'connections', 'sort', 'status']);
  sheet.addRow(['Brand', 'Name', 'Connections', 'Order', 'Status']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A filled-in driver import template (hidden key row, header row, rows). */
async function driverSheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Drivers');
  sheet.addRow(['modelName', 'title', 'os', 'version', 'releaseDate', 'fileName', 'status']);
  sheet.addRow(['Model', 'Title', 'OS', 'Version', 'Released', 'File', 'Status']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A filled-in user import template (hidden key row, header row, rows); no password column, as in RuoYi. */
async function userSheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(['userName', 'nickName', 'email', 'phone', 'status']);
  sheet.addRow(['User name', 'Nickname', 'E-mail', 'Phone', 'Status']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function importCases({ fx, app, json, uniq }: MatrixKit): Record<string, Case> {
  const upload = (file: Buffer, resource = 'model', base = '/site'): Req => {
    const m = multipart(`${resource}s.xlsx`, file, 'file');
    return { method: 'POST', url: `${base}/${resource}/import`, payload: m.payload, headers: m.headers };
  };
  const driverRow = async () => {
    const db = app().ctx.db;
    const model = await db
      .selectFrom('printer_models')
      .select('name')
      .where('id', '=', await fx.model())
      .executeTakeFirstOrThrow();
    const file = await db
      .selectFrom('files')
      .select('file_name')
      .where('file_name', 'like', `${DEMO_RESOURCE_PREFIX}drivers/%`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Hidden: adding it needs site:driver:add alone (publishing would need the slot's permission too).
    return [model.name, `Imported ${uniq()}`, 'linux', '1.0', '2025-01-01', file.file_name, '1'];
  };
  const brandName = async () => {
    const id = await fx.brand();
    const row = await app().ctx.db.selectFrom('brands').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    return row.name;
  };
  return {
    [`POST ${P}/site/model/import-template`]: {
      perm: 'site:model:add',
      ok: () => json('POST', '/site/model/import-template', { columns: [{ key: 'name', header: 'Name' }] }),
      check: isWorkbook,
      bad: () => [
        json('POST', '/site/model/import-template', { columns: [{ key: 'password', header: 'x' }] }),
        'columns',
      ],
    },
    [`POST ${P}/site/model/import`]: {
      perm: 'site:model:add',
      table: 'printer_models',
      ok: async () => upload(await modelSheet([[await brandName(), `IMP-${uniq()}`, 'usb', 1, '0']])),
      check: (r) => expect(r.json().data).toMatchObject({ imported: 1 }),
      bad: async () => [upload(Buffer.from('not a workbook')), 'file'],
    },
    [`POST ${P}/site/driver/import-template`]: {
      perm: 'site:driver:add',
      ok: () => json('POST', '/site/driver/import-template', { columns: [{ key: 'title', header: 'Title' }] }),
      check: isWorkbook,
      bad: () => [
        json('POST', '/site/driver/import-template', { columns: [{ key: 'sha256', header: 'x' }] }),
        'columns',
      ],
    },
    [`POST ${P}/system/user/import-template`]: {
      perm: 'system:user:add',
      ok: () => json('POST', '/system/user/import-template', { columns: [{ key: 'userName', header: 'User name' }] }),
      check: isWorkbook,
      bad: () => [
        json('POST', '/system/user/import-template', { columns: [{ key: 'password', header: 'x' }] }),
        'columns',
      ],
    },
    [`POST ${P}/system/user/import`]: {
      perm: 'system:user:add',
      table: 'users',
      ok: async () => upload(await userSheet([[`imp${uniq()}`, 'Imported', '', '', '0']]), 'user', '/system'),
      check: (r) => expect(r.json().data).toMatchObject({ imported: 1 }),
      bad: async () => [upload(Buffer.from('not a workbook'), 'user', '/system'), 'file'],
    },
    [`POST ${P}/site/driver/import`]: {
      perm: 'site:driver:add',
      table: 'drivers',
      ok: async () => upload(await driverSheet([await driverRow()]), 'driver'),
      check: (r) => expect(r.json().data).toMatchObject({ imported: 1 }),
      bad: async () => [upload(Buffer.from('not a workbook'), 'driver'), 'file'],
    },
  };
}
