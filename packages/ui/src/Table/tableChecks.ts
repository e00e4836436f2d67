import { invariant, invariantOneOf } from '../utils/invariant';
import { tableAligns, type TableColumn } from './Table.types';
import { tableSortDirections, type TableSort } from './tableSort';

/** Throws on props the table cannot render; returns whether any column is sortable. */
export function assertTableProps<Row>(
  columns: ReadonlyArray<TableColumn<Row>>,
  rows: ReadonlyArray<Row>,
  rowKey: (row: Row) => string,
  sort: TableSort | null,
  onSortChange: ((sort: TableSort | null) => void) | undefined,
): boolean {
  if (process.env.NODE_ENV !== 'production') {
    invariant('Table', Array.isArray(columns) && columns.length > 0, 'columns must be a non-empty array.');
    invariant('Table', Array.isArray(rows), `rows must be an array; received ${typeof rows}.`);
    invariant('Table', typeof rowKey === 'function', 'rowKey must be a function returning a unique string per row.');
  }
  const keys = columns.map((column) => column.key);
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (process.env.NODE_ENV !== 'production') {
    invariant('Table', duplicate === undefined, `column keys must be unique; '${String(duplicate)}' appears twice.`);
  }
  for (const column of columns) {
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        'Table',
        column.align === undefined || tableAligns.includes(column.align),
        `column '${column.key}' align must be one of ${tableAligns.join(', ')}; received '${String(column.align)}'.`,
      );
    }
  }

  const sortable = columns.some((column) => column.sortable);
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Table',
      !sortable || typeof onSortChange === 'function',
      'onSortChange is required when a column is sortable (the sort is controlled).',
    );
  }
  if (sort) {
    if (process.env.NODE_ENV !== 'production') {
      invariant(
        'Table',
        columns.some((column) => column.key === sort.key && column.sortable),
        `sort.key must be the key of a sortable column; received '${String(sort.key)}'.`,
      );
      invariantOneOf('Table', 'sort.direction', sort.direction, tableSortDirections);
    }
  }
  return sortable;
}

/** Throws when the columns of one group are not adjacent (their header could not span them). */
export function assertAdjacentGroups(groupKeys: readonly string[]): void {
  const split = groupKeys.find((key, index) => groupKeys.indexOf(key) !== index);
  invariant('Table', split === undefined, `columns of group '${String(split)}' must be adjacent.`);
}
