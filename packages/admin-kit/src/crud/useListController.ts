import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHasPermi } from '../permissions/PermissionsProvider';
import type { QueryParams } from '../request/types';
import { useAdminRuntime } from '../runtime/adminRuntime';
import { DEFAULT_PAGE_SIZE, type ListSort, type PagedList } from './pagedList';
import type { ActionPermissions, FilterDef } from './types';

export interface ListControllerOptions<Row> {
  /** The paged `{ rows, total }` list of the API. */
  listUrl: string;
  rowId: (row: Row) => number | string;
  /** Filters the user sets; their applied values live in the URL's search params. */
  filters?: readonly FilterDef[];
  /** Filters sent with every list call (the dictionary type of the data page). */
  fixedFilters?: QueryParams;
  /** `system:user` → `can.add` is `system:user:add`, and so on. */
  perm?: string;
}

/**
 * The headless state of one list page, in the spirit of react-admin's `ListBase`: the rows of the current page, the
 * filters applied (kept in the URL, so a reload or a shared link shows the same list), the sort, the page, the rows
 * selected for a bulk action, a refresh, and what the user may do.
 */
export interface ListController<Row> extends PagedList<Row> {
  /** The last load failed (the request layer has said why); the rows shown are the previous ones. */
  failed: boolean;
  /** The applied filter values by filter key (empty string: not filtered). */
  filterValues: Record<string, string>;
  /** Applies filter values (blank ones are dropped), back to page 1, and loads again even when unchanged. */
  setFilters(values: Record<string, string>): void;
  /** The filters a list call sends now, fixed ones included (an export reads the same list). */
  query: QueryParams;
  selectedIds: ReadonlySet<string>;
  selectedRows: Row[];
  toggleSelected(row: Row): void;
  /** Selects every row of the page, or clears the selection when all are selected. */
  toggleAllSelected(): void;
  clearSelection(): void;
  rowKey(row: Row): string;
  can: ActionPermissions;
}

function useActionPermissions(perm: string | undefined): ActionPermissions {
  const add = useHasPermi(perm ? [`${perm}:add`] : []);
  const edit = useHasPermi(perm ? [`${perm}:edit`] : []);
  const remove = useHasPermi(perm ? [`${perm}:remove`] : []);
  return { add: Boolean(perm) && add, edit: Boolean(perm) && edit, remove: Boolean(perm) && remove };
}

function useUrlFilters(filters: readonly FilterDef[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Keys and values as strings, so the memos below change only when a filter's key or applied value does.
  const keyList = filters.map((filter) => filter.key).join('\n');
  const valueList = JSON.stringify(filters.map((filter) => searchParams.get(filter.key) ?? ''));
  const filterValues = useMemo(() => {
    const values = JSON.parse(valueList) as string[];
    return Object.fromEntries(
      keyList
        .split('\n')
        .filter(Boolean)
        .map((key, index) => [key, values[index] ?? '']),
    );
  }, [keyList, valueList]);
  const write = useCallback(
    (values: Record<string, string>) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of keyList.split('\n').filter(Boolean)) {
            const value = (values[key] ?? '').trim();
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, keyList],
  );
  return { filterValues, write };
}

export function useListController<Row>({
  listUrl,
  rowId,
  filters = [],
  fixedFilters,
  perm,
}: ListControllerOptions<Row>): ListController<Row> {
  const { client } = useAdminRuntime();
  const { filterValues, write } = useUrlFilters(filters);
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<ListSort | null>(null);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ rows: Row[]; total: number; loading: boolean; failed: boolean }>({
    rows: [],
    total: 0,
    loading: true,
    failed: false,
  });
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(0);
  const fixedKey = JSON.stringify(fixedFilters ?? {});

  const query = useMemo(() => {
    const out: QueryParams = { ...(JSON.parse(fixedKey) as QueryParams) };
    for (const [key, value] of Object.entries(filterValues)) if (value !== '') out[key] = value;
    return out;
  }, [fixedKey, filterValues]);

  useEffect(() => {
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    const params: QueryParams = { pageNum, pageSize, ...query };
    if (sort) {
      params.orderByColumn = sort.orderByColumn;
      params.isAsc = sort.isAsc;
    }
    client
      .page<Row>(listUrl, params)
      .then((page) => {
        if (call !== latest.current) return;
        setState({ rows: page.rows, total: page.total, loading: false, failed: false });
        setSelectedIds(new Set());
      })
      .catch(() => {
        // The request layer has told the user; keep the rows shown.
        if (call === latest.current) setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
  }, [client, listUrl, pageNum, pageSize, query, sort, version]);

  const rowKey = useCallback((row: Row) => String(rowId(row)), [rowId]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setFilters = useCallback(
    (values: Record<string, string>) => {
      write(values);
      setPageNum(1);
      reload();
    },
    [write, reload],
  );
  const { rows } = state;

  return {
    ...state,
    pageNum,
    pageSize,
    setPageNum,
    setPageSize,
    sort,
    setSort: useCallback((next: ListSort | null) => {
      setSortState(next);
      setPageNum(1);
    }, []),
    reload,
    search: useCallback(
      (next: QueryParams) =>
        setFilters(Object.fromEntries(Object.entries(next).map(([key, value]) => [key, String(value ?? '')]))),
      [setFilters],
    ),
    filterValues,
    setFilters,
    query,
    selectedIds,
    selectedRows: rows.filter((row) => selectedIds.has(rowKey(row))),
    toggleSelected: (row) =>
      setSelectedIds((previous) => {
        const next = new Set(previous);
        const key = rowKey(row);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    toggleAllSelected: () =>
      setSelectedIds((previous) =>
        rows.length > 0 && rows.every((row) => previous.has(rowKey(row))) ? new Set() : new Set(rows.map(rowKey)),
      ),
    clearSelection: () => setSelectedIds(new Set()),
    rowKey,
    can: useActionPermissions(perm),
  };
}
