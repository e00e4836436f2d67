import { listView, type ListView } from '@labelwise/contract';
import type { TableColumn } from '@labelwise/ui';

/** Columns CrudPage adds itself: always shown, never offered in the column picker. */
const FIXED_KEYS = new Set(['actions', '__select']);

/**
 * The columns an operator may hide: not the row header (it names the row, and is the card title on phones) and not
 * the selection or actions columns.
 */
export function hideableColumns<C extends Pick<TableColumn<unknown>, 'key' | 'rowHeader'>>(columns: readonly C[]): C[] {
  return columns.filter((column) => !column.rowHeader && !FIXED_KEYS.has(column.key));
}

/** The columns shown, given the keys hidden; a hidden key the list no longer has changes nothing. */
export function shownColumns<C extends Pick<TableColumn<unknown>, 'key' | 'rowHeader'>>(
  columns: readonly C[],
  hidden: readonly string[],
): C[] {
  const hideable = new Set(hideableColumns(columns).map((column) => column.key));
  const off = new Set(hidden.filter((key) => hideable.has(key)));
  return columns.filter((column) => !off.has(column.key));
}

/**
 * The hidden keys after showing or hiding one column: in the list's order, without keys the list no longer has, and
 * never every data column (a list showing only its row names would look broken, not chosen).
 */
export function withColumn(
  columns: readonly Pick<TableColumn<unknown>, 'key' | 'rowHeader'>[],
  hidden: readonly string[],
  key: string,
  shown: boolean,
): string[] {
  const hideable = hideableColumns(columns).map((column) => column.key);
  if (!hideable.includes(key)) return hideable.filter((k) => hidden.includes(k));
  const next = new Set(hidden.filter((k) => hideable.includes(k)));
  if (shown) next.delete(key);
  else next.add(key);
  const hasRowHeader = columns.some((column) => column.rowHeader);
  if (!hasRowHeader && next.size >= hideable.length) return hideable.filter((k) => hidden.includes(k));
  return hideable.filter((k) => next.has(k));
}

/** A stored view from the API, checked: anything unexpected reads as "nothing hidden". */
export function readListView(input: unknown): ListView {
  const parsed = listView.safeParse(input);
  return parsed.success ? parsed.data : { hidden: [] };
}
