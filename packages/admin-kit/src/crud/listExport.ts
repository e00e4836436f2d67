import type { ExportColumn, ListExportBody } from '@labelwise/contract';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { DownloadResult } from '../request/download';
import type { RequestClient } from '../request/client';
import type { QueryParams } from '../request/types';
import type { ListSort, SortableColumn } from './pagedList';
import { messages } from './crud.messages';

/** Columns that are the list's own controls, not data. */
const CONTROL_COLUMNS = new Set(['actions', '__select']);
/** Characters Excel refuses in a sheet name, and file systems in a file name. */
const UNSAFE_NAME = /[\\/?*[\]:"<>|]+/g;

/**
 * The columns a list shows, as an export writes them: the row field each reads, its header as the operator reads
 * it, and the words for coded values. Columns without a text header or marked `exportKey: false` are left out.
 */
export function exportColumns<Row>(columns: readonly SortableColumn<Row>[]): ExportColumn[] {
  return columns.flatMap((column) => {
    if (CONTROL_COLUMNS.has(column.key) || column.exportKey === false || typeof column.header !== 'string') return [];
    return [
      {
        key: column.exportKey ?? column.key,
        header: column.header,
        ...(column.exportLabels ? { labels: { ...column.exportLabels } } : {}),
      },
    ];
  });
}

/** A sheet or file name from the page's title: Excel's 31 characters, nothing a file system refuses. */
export function sheetName(title: string): string {
  return title.replace(UNSAFE_NAME, ' ').trim().slice(0, 31).trim() || 'Sheet1';
}

/** The export body: the list's filters and sort as the list sends them (no paging), and its columns. */
export function exportBody<Row>(
  query: QueryParams,
  sort: ListSort | null,
  columns: readonly SortableColumn<Row>[],
  title: string,
): ListExportBody {
  const sent: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) sent[key] = String(value);
  if (sort) {
    sent.orderByColumn = sort.orderByColumn;
    sent.isAsc = sort.isAsc;
  }
  return { query: sent, columns: exportColumns(columns), sheet: sheetName(title) };
}

/**
 * Saves every row of the list that matches its filters as an .xlsx workbook, written by the API (`<list>.xlsx`) in
 * the list's order, named after the page in the operator's language.
 */
export function exportListXlsx(
  client: RequestClient,
  listUrl: string,
  body: ListExportBody,
  today = new Date(),
): Promise<DownloadResult> {
  return client.downloadFile(`${listUrl}.xlsx`, {
    data: body,
    fileName: `${body.sheet ?? 'export'}-${today.toISOString().slice(0, 10)}.xlsx`,
  });
}

/** Words for a yes/no column's values (`true`/`false` as the list answers them). */
export function yesNoLabels(intl: IntlShape): Record<string, string> {
  return { true: intl.formatMessage(messages.yes), false: intl.formatMessage(messages.no) };
}

/** Words for coded values from their messages (`{ verified: messages.verified }` → `{ verified: 'Verified' }`). */
export function exportWords(
  intl: IntlShape,
  words: Readonly<Record<string, MessageDescriptor>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(words).map(([code, message]) => [code, intl.formatMessage(message)]));
}
