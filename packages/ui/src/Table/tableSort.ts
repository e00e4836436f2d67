export const tableSortDirections = ['ascending', 'descending'] as const;
export type TableSortDirection = (typeof tableSortDirections)[number];

/** The sorted column (by column key) and its direction; `null` when the table is unsorted. */
export interface TableSort {
  key: string;
  direction: TableSortDirection;
}

/**
 * The sort after activating the header of column `key`: another column (or none) → `key` ascending; ascending →
 * descending; descending → `null` (unsorted, the data's own order). Three states, so the default order is one click
 * away without a separate "reset" control.
 */
export function nextTableSort(current: TableSort | null | undefined, key: string): TableSort | null {
  if (!current || current.key !== key) return { key, direction: 'ascending' };
  if (current.direction === 'ascending') return { key, direction: 'descending' };
  return null;
}
