/** One CSV cell: quoted when it holds a separator, quote or line break; formula-looking text is defused. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  // Spreadsheets run cells starting with = + - @ as formulas (CSV injection): prefix them with a quote.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180, CRLF) with a header row; a BOM so spreadsheet apps read UTF-8 (Chinese names). */
export function toCsv<Row>(
  columns: ReadonlyArray<{ header: string; value: (row: Row) => unknown }>,
  rows: readonly Row[],
): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
