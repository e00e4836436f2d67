import type { RequestClient } from '../../../request/client';
import type { QueryParams } from '../../../request/types';
import { saveBlob } from '../../../request/saveFile';
import { toCsv } from '../../shared/csv';

/** Export reads the filtered list page by page; this many rows at most (the API pages by 50). */
const EXPORT_LIMIT = 5000;
const EXPORT_PAGE = 50;

/**
 * Saves what a log list shows (its filters and order, every page up to 5000 lines) as a CSV file whose headers and
 * values are in the reader's language.
 */
export async function exportLogCsv<Row>(
  client: RequestClient,
  listUrl: string,
  query: QueryParams,
  columns: ReadonlyArray<{ header: string; value: (row: Row) => unknown }>,
  fileStem: string,
): Promise<void> {
  const rows: Row[] = [];
  for (let pageNum = 1; rows.length < EXPORT_LIMIT; pageNum++) {
    const page = await client.page<Row>(listUrl, { ...query, pageNum, pageSize: EXPORT_PAGE });
    rows.push(...page.rows);
    if (page.rows.length < EXPORT_PAGE || rows.length >= page.total) break;
  }
  saveBlob(
    new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
    `${fileStem}-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
