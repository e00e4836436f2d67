/**
 * Drivers' metadata from the .xlsx template: the model by its name, the file by the name its upload gave it; a file
 * with any bad row stores nothing, and a row that would publish needs what publishing from the form needs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESOURCE_PREFIX } from '@labelwise/contract/rules';
import {
  ENGINES,
  filledTemplate as filledTemplateOf,
  importSheet,
  operatorSuite,
  type ImportColumn,
  type TestApp,
} from './helpers.js';

const COLUMNS: ImportColumn[] = [
  { key: 'modelName', header: 'Model' },
  { key: 'title', header: 'Title' },
  { key: 'os', header: 'OS', labels: { windows: 'Windows', macos: 'macOS', linux: 'Linux' } },
  { key: 'version', header: 'Version' },
  { key: 'releaseDate', header: 'Released' },
  { key: 'fileName', header: 'File' },
  { key: 'status', header: 'Status', labels: { '0': 'Published', '1': 'Hidden' } },
];

describe.each(ENGINES)('driver import (.xlsx) on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let model: { id: number; name: string };
  let file: { file_name: string; size: number; sha256: string };
  operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  beforeAll(async () => {
    const db = t.app.ctx.db;
    // A model of its own, with no driver in any slot yet; the file is one of the development seed's stand-ins.
    const name = 'IMPORT-D1';
    const inserted = await db
      .insertInto('printer_models')
      .values({ brand_id: 1, name, search_key: 'importd1', pairing: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    model = { id: inserted.id, name };
    file = await db
      .selectFrom('files')
      .select(['file_name', 'size', 'sha256'])
      .where('file_name', 'like', `${DEMO_RESOURCE_PREFIX}drivers/%`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });

  const filledTemplate = (rows: unknown[][]) =>
    filledTemplateOf(t.app, admin, '/site/driver', { columns: COLUMNS, sheet: 'Drivers' }, rows, (sheet) => {
      expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(COLUMNS.map((c) => c.header));
    });
  const importDrivers = (file: Buffer, token = admin) => importSheet(t.app, token, '/site/driver', COLUMNS, file);
  const stored = async () =>
    t.app.ctx.db
      .selectFrom('drivers')
      .select(['title', 'os', 'version', 'release_date', 'file_name', 'file_size', 'sha256', 'status'])
      .where('model_id', '=', model.id)
      .orderBy('title')
      .execute();

  it('one bad row: nothing is stored, and the row, column and reason are named', async () => {
    const body = await filledTemplate([
      [model.name, 'IMP Windows', 'Windows', '2.0', '2026-01-05', file.file_name, 'Hidden'],
      ['NO-SUCH-MODEL', 'IMP Linux', 'Linux', '2.0', '2026-01-05', file.file_name, 'Hidden'],
      [model.name, 'IMP Mac', 'BeOS', '2.0', '2026-01-05', 'resources/drivers/not-uploaded.zip', 'Hidden'],
    ]);
    const r = await importDrivers(body);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().data).toMatchObject({ reason: 'importRows', field: 'file', params: { count: 2 } });
    expect(r.json().data.rows).toEqual([
      { row: 4, column: 'modelName', reason: 'missingReference', params: {} },
      { row: 5, column: 'os', reason: 'notAnOption', params: {} },
    ]);
    expect(await stored()).toEqual([]);
  });

  it('a file naming an upload that does not exist is refused for that row', async () => {
    const body = await filledTemplate([
      [model.name, 'IMP Mac', 'macOS', '2.0', '2026-01-05', 'resources/drivers/not-uploaded.zip', 'Hidden'],
    ]);
    const r = await importDrivers(body);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().data.rows).toEqual([{ row: 3, column: 'fileName', reason: 'missingReference', params: {} }]);
    expect(await stored()).toEqual([]);
  });

  it('an editor may import hidden drivers, but a row that publishes is refused with the permission it needs', async () => {
    const publishing = await filledTemplate([
      [model.name, 'IMP Linux', 'linux', '2.0', '2026-01-05', file.file_name, 'Hidden'],
      [model.name, 'IMP Windows', 'windows', '2.0', '2026-01-05', file.file_name, 'Published'],
    ]);
    const refused = await importDrivers(publishing, editor);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data.rows).toEqual([
      {
        row: 4,
        column: 'status',
        reason: 'publishDownload',
        params: expect.objectContaining({ what: 'driver', permission: 'site:driver:edit' }),
      },
    ]);
    expect(await stored()).toEqual([]);

    const hidden = await filledTemplate([
      [model.name, 'IMP Linux', 'linux', '2.0', '2026-01-05', file.file_name, 'Hidden'],
    ]);
    const ok = await importDrivers(hidden, editor);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ imported: 1 });
  });

  it('a good file is stored whole, with the uploaded file’s size and checksum', async () => {
    const body = await filledTemplate([
      [model.name.toLowerCase(), 'IMP Windows', 'Windows', '3.1', '2026-02-01', file.file_name, 'Published'],
      [model.name, 'IMP macOS', 'macOS', '3.1', '2026-02-01', file.file_name, 'Hidden'],
    ]);
    const r = await importDrivers(body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ imported: 2 });
    const rows = await stored();
    expect(rows.map((d) => [d.title, d.os, d.version, d.status])).toEqual([
      ['IMP Linux', 'linux', '2.0', '1'],
      ['IMP Windows', 'windows', '3.1', '0'],
      ['IMP macOS', 'macos', '3.1', '1'],
    ]);
    for (const d of rows)
      expect([d.file_name, Number(d.file_size), d.sha256]).toEqual([file.file_name, Number(file.size), file.sha256]);
  });
});
