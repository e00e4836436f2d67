import type { TableColumn, TableSort } from '@labelwise/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryParams } from '../../request/types';
import { useAdminRuntime } from '../../shell/runtime';

/** Spec §9: page sizes 10/20/30/50, default 20. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

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

/** A paged `{ rows, total }` list of the API, reloaded when the page, size, filters or sort change. */
export function usePagedList<Row>(url: string, initialFilters: QueryParams = {}): PagedList<Row> {
  const { client } = useAdminRuntime();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<QueryParams>(initialFilters);
  const [sort, setSortState] = useState<ListSort | null>(null);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ rows: Row[]; total: number; loading: boolean }>({
    rows: [],
    total: 0,
    loading: true,
  });
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    const params: QueryParams = { pageNum, pageSize };
    for (const [key, value] of Object.entries(filters)) if (value !== '' && value !== undefined) params[key] = value;
    if (sort) {
      params.orderByColumn = sort.orderByColumn;
      params.isAsc = sort.isAsc;
    }
    client
      .page<Row>(url, params)
      .then((page) => {
        if (call === latest.current) setState({ rows: page.rows, total: page.total, loading: false });
      })
      .catch(() => {
        // The request layer has told the user; keep the rows shown.
        if (call === latest.current) setState((previous) => ({ ...previous, loading: false }));
      });
  }, [client, url, pageNum, pageSize, filters, sort, version]);

  return {
    ...state,
    pageNum,
    pageSize,
    setPageNum,
    setPageSize,
    search: useCallback((next: QueryParams) => {
      setFilters(next);
      setPageNum(1);
      setVersion((v) => v + 1);
    }, []),
    reload: useCallback(() => setVersion((v) => v + 1), []),
    sort,
    setSort: useCallback((next: ListSort | null) => {
      setSortState(next);
      setPageNum(1);
    }, []),
  };
}

/** A table column that the API can sort by: `sortKey` is the list's `orderByColumn` field (`releaseDate`, `userName`). */
export type SortableColumn<Row> = TableColumn<Row> & { sortKey?: string };

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
    columns: columns.map(({ sortKey, ...column }) => (sortKey ? { ...column, sortable: true } : column)),
    sort: sorted && list.sort ? { key: sorted.key, direction: list.sort.isAsc } : null,
    onSortChange: (next) => {
      const sortKey = next ? columns.find((column) => column.key === next.key)?.sortKey : undefined;
      list.setSort(next && sortKey ? { orderByColumn: sortKey, isAsc: next.direction } : null);
    },
  };
}
