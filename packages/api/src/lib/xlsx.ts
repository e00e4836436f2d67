import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn } from '@labelwise/contract';

/**
 * A cell's value as a spreadsheet shows it: coded values in the reader's words, lists joined, per-language objects
 * as their English text. Strings stay strings (exceljs never writes them as formulas, so `=cmd|…` is inert text).
 */
export function cellValue(value: unknown, labels?: Readonly<Record<string, string>>): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (labels && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
    const word = Object.hasOwn(labels, String(value)) ? labels[String(value)] : undefined;
    if (word !== undefined) return word;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => cellValue(item, labels) ?? '').join(', ');
  if (typeof value === 'object') {
    const english = (value as Record<string, unknown>)['en-us'];
    return typeof english === 'string' ? english : JSON.stringify(value);
  }
  return String(value);
}

/** Header width from the header text, capped so one long column does not push the rest off screen. */
const widthOf = (header: string) => Math.min(Math.max(header.length + 4, 12), 48);

/**
 * Streams a one-sheet workbook: a bold, frozen header row, then each row as it arrives from `rows`, so a long list
 * never sits in memory whole. An import template (`keyRow`) starts with a hidden row of the field names, so the
 * import finds its columns whatever language the headers are in. The returned stream is what the reply sends; a
 * failure while writing destroys it.
 */
export function streamXlsx(
  columns: readonly ExportColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  sheetName = 'Sheet1',
  { keyRow = false }: { keyRow?: boolean } = {},
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const headerRow = keyRow ? 2 : 1;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: widthOf(column.header) }));
  if (keyRow) {
    const keys = sheet.addRow(columns.map((column) => column.key));
    keys.hidden = true;
    keys.commit();
  }
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  if (headerRow !== header.number) throw new Error('xlsx: the header row is not where the template expects it');
  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((column) => cellValue(row[column.key], column.labels))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** `Content-Disposition` for a generated file: an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** One filled-in row of an import: its row number as the sheet shows it, and its cells' text by field name. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

/**
 * The rows of an import template (first sheet): the field names come from the hidden first row, the second row is the
 * headers, and rows with nothing in them are skipped. `undefined` when the first row is not field names.
 */
export async function readTemplate(
  data: Buffer,
  knownKeys: ReadonlySet<string>,
): Promise<{ keys: string[]; rows: SheetRow[] } | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const keys: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    keys[column - 1] = textOf(cell);
  });
  const named = keys.filter(Boolean);
  if (named.length === 0 || !named.every((key) => knownKeys.has(key))) return undefined;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number <= 2) return;
    const cells: Record<string, string> = {};
    keys.forEach((key, index) => {
      const text = key ? textOf(row.getCell(index + 1)) : '';
      if (text) cells[key] = text;
    });
    if (Object.keys(cells).length > 0) rows.push({ row: number, cells });
  });
  return { keys: named, rows };
}

/** A cell as the operator typed it: its shown text (numbers, dates, links, rich text alike), trimmed. */
function textOf(cell: ExcelJS.Cell): string {
  return String(cell.text ?? '').trim();
}
