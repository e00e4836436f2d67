import type { TableColumn, TableSort } from '@labelwise/ui';
import type { QueryParams } from '../request/types';

/** Page sizes 10/20/30/50, default 20: the API's own limits. */
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@labelwise/contract';

/** The API's RuoYi-style list sort: a field of the resource's whitelist and its direction. */
export interface ListSort {
  orderByColumn: string;
  isAsc: 'ascending' | 'descending';
}

export interface PagedList<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  setPageNum(page: number): void;
  setPageSize(size: number): void;
  /** Applies new search filters and goes back to page 1. */
  search(filters: QueryParams): void;
  /** The requested order (`orderByColumn`/`isAsc`), or null for the API's default order. */
  sort: ListSort | null;
  /** Changes the order and goes back to page 1. */
  setSort(sort: ListSort | null): void;
  reload(): void;
}

/**
 * A table column that the API can sort by: `sortKey` is the list's `orderByColumn` field (`releaseDate`, `userName`).
 * An .xlsx export writes the row field `exportKey` (the column's `key` by default; `false` leaves the column out),
 * coded values in the words of `exportLabels`.
 */
export type SortableColumn<Row> = TableColumn<Row> & {
  sortKey?: string;
  exportKey?: string | false;
  exportLabels?: Readonly<Record<string, string>>;
};

/**
 * The `Table` props that connect columns with a `sortKey` to a paged list: those columns become sortable headers,
 * the table shows the list's sort, and a header click asks the list for the next order (back to page 1).
 */
export function tableSort<Row>(
  columns: ReadonlyArray<SortableColumn<Row>>,
  list: Pick<PagedList<Row>, 'sort' | 'setSort'>,
): { columns: TableColumn<Row>[]; sort: TableSort | null; onSortChange: (next: TableSort | null) => void } {
  const sorted = list.sort ? columns.find((column) => column.sortKey === list.sort?.orderByColumn) : undefined;
  return {
    columns: columns.map(({ sortKey, exportKey: _exportKey, exportLabels: _exportLabels, ...column }) =>
      sortKey ? { ...column, sortable: true } : column,
    ),
    sort: sorted && list.sort ? { key: sorted.key, direction: list.sort.isAsc } : null,
    onSortChange: (next) => {
      const sortKey = next ? columns.find((column) => column.key === next.key)?.sortKey : undefined;
      list.setSort(next && sortKey ? { orderByColumn: sortKey, isAsc: next.direction } : null);
    },
  };
}
