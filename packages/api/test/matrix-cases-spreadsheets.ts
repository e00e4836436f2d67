/**
 * The endpoint matrix: spreadsheets. Every `GET …/list` has a `POST …/list.xlsx` that answers what the list allows
 * (its cases follow from the list's), and printer models import from the filled-in template.
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { XLSX_MEDIA_TYPE } from '@labelwise/contract';
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

export function importCases({ fx, app, json, uniq }: MatrixKit): Record<string, Case> {
  const upload = (file: Buffer): Req => {
    const m = multipart('models.xlsx', file, 'file');
    return { method: 'POST', url: '/site/model/import', payload: m.payload, headers: m.headers };
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
  };
}
