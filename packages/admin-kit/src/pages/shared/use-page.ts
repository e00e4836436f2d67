import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryParams } from '../../request/types';
import { useAdminRuntime } from '../../shell/runtime';

/** Spec §9: page sizes 10/20/30/50, default 20. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

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
  reload(): void;
}

/** A paged `{ rows, total }` list of the API, reloaded when the page, size or filters change. */
export function usePagedList<Row>(url: string, initialFilters: QueryParams = {}): PagedList<Row> {
  const { client } = useAdminRuntime();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<QueryParams>(initialFilters);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ rows: Row[]; total: number; loading: boolean }>({ rows: [], total: 0, loading: true });
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    const params: QueryParams = { pageNum, pageSize };
    for (const [key, value] of Object.entries(filters)) if (value !== '' && value !== undefined) params[key] = value;
    client
      .page<Row>(url, params)
      .then((page) => {
        if (call === latest.current) setState({ rows: page.rows, total: page.total, loading: false });
      })
      .catch(() => {
        // The request layer has told the user; keep the rows shown.
        if (call === latest.current) setState((previous) => ({ ...previous, loading: false }));
      });
  }, [client, url, pageNum, pageSize, filters, version]);

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
  };
}
