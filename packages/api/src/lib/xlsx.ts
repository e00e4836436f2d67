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
 * never sits in memory whole. The returned stream is what the reply sends; a failure while writing destroys it.
 */
export function streamXlsx(
  columns: readonly ExportColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  sheetName = 'Sheet1',
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: widthOf(column.header) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
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
