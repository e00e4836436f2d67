/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   Below 992 px the rows become cards (display: block), which removes the implicit table roles in Chromium and
   Safari; the explicit roles keep the table a table for screen readers at every width. */
import { useId, type ReactNode, type TableHTMLAttributes, type ThHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import { EmptyState } from '../EmptyState';
import { messages as common } from '../i18n/common.messages';
import { useTheme } from '../theme/useTheme';
import { messages } from './Table.messages';
import { Caption, LoadingVeil, SkeletonBar, Spinner, StyledTable, TableRoot } from './Table.styles';
import type { TableColumn, TableColumnGroup } from './Table.types';
import { BodyRows, HeaderCell } from './TableCells';
import { assertAdjacentGroups, assertTableProps } from './tableChecks';
import type { TableSort } from './tableSort';

export { tableAligns, type TableAlign, type TableColumn, type TableColumnGroup } from './Table.types';

export interface TableProps<Row> extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  /** A stable, unique key per row. */
  rowKey: (row: Row) => string;
  /** A visible caption naming the table. Without one, pass `aria-label`. */
  caption?: ReactNode;
  /** Shown when there are no rows. Default: the library's "No data". */
  emptyText?: ReactNode;
  /** Sets `aria-busy`, announces loading and shows a spinner (or skeleton rows while there is no data yet). */
  loading?: boolean;
  /**
   * The current sort (controlled): the key of a `sortable` column and its direction, or `null` for the rows' own
   * order. The sorted header gets `aria-sort` and a filled arrow.
   */
  sort?: TableSort | null;
  /**
   * Called with the next sort when a sortable header is activated (click, Enter or Space). Each header cycles
   * ascending → descending → unsorted (`null`); another column starts at ascending (see `nextTableSort`).
   * Required when any column is `sortable`.
   */
  onSortChange?: (sort: TableSort | null) => void;
}

const skeletonRows = 3;

/**
 * A semantic data table. On desktop it is a classic table; below the mobile breakpoint every row stacks into a card
 * whose cells are labelled with their column headers, so nothing needs horizontal scrolling on a phone.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  emptyText,
  loading = false,
  sort = null,
  onSortChange,
  className,
  style,
  ...rest
}: TableProps<Row>) {
  const theme = useTheme();
  const intl = useIntl();
  const hintId = useId();
  const sortable = assertTableProps(columns, rows, rowKey, sort, onSortChange);
  /** Ids of the hidden "what the next click does" descriptions of the sort buttons. */
  const hints = {
    ascending: `${hintId}-sort-ascending`,
    descending: `${hintId}-sort-descending`,
    none: `${hintId}-sort-none`,
  } as const;

  const headerCell = (column: TableColumn<Row>, props: ThHTMLAttributes<HTMLTableCellElement>) => (
    <HeaderCell
      key={column.key}
      column={column}
      cellProps={props}
      sort={sort}
      hints={hints}
      onSortChange={onSortChange}
    />
  );

  const runs = columnRuns(columns);
  if (process.env.NODE_ENV !== 'production')
    assertAdjacentGroups(runs.flatMap((run) => (run.group ? [run.group.key] : [])));
  const grouped = runs.some((run) => run.group);
  const showSkeleton = loading && rows.length === 0;
  const isEmpty = !loading && rows.length === 0;

  return (
    <TableRoot className={className} style={style} data-loading={loading || undefined}>
      <StyledTable
        role="table"
        data-size={theme.size}
        data-sortable={sortable || undefined}
        aria-busy={loading || undefined}
        {...rest}
      >
        {caption ? <Caption>{caption}</Caption> : null}
        {runs.map((run) => (
          <colgroup key={run.key}>
            {run.columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
        ))}
        <thead role="rowgroup">
          <tr role="row">
            {runs.map((run) =>
              run.group ? (
                <th key={run.key} role="columnheader" scope="colgroup" colSpan={run.columns.length} data-group="true">
                  {run.group.header}
                </th>
              ) : (
                run.columns.map((column) => headerCell(column, { scope: 'col', rowSpan: grouped ? 2 : undefined }))
              ),
            )}
          </tr>
          {grouped ? (
            <tr role="row">
              {runs.flatMap((run) =>
                run.group ? run.columns.map((column) => headerCell(column, { scope: 'col' })) : [],
              )}
            </tr>
          ) : null}
        </thead>
        <tbody role="rowgroup">
          {isEmpty ? (
            <tr role="row" data-empty="true">
              <td role="cell" colSpan={columns.length}>
                <EmptyState title={emptyText ?? undefined} compact />
              </td>
            </tr>
          ) : null}
          {showSkeleton
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={`skeleton-${index}`} role="row" aria-hidden="true" data-skeleton="true">
                  {columns.map((column) => (
                    <td key={column.key} role="cell" data-align={column.align ?? 'left'}>
                      <SkeletonBar />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          <BodyRows columns={columns} rows={rows} rowKey={rowKey} />
        </tbody>
      </StyledTable>
      {loading && rows.length > 0 ? (
        <LoadingVeil aria-hidden="true">
          <Spinner />
        </LoadingVeil>
      ) : null}
      {sortable ? (
        // Referenced by aria-describedby; `hidden` keeps them out of the reading order but not out of descriptions.
        <div hidden>
          <span id={hints.ascending}>{intl.formatMessage(messages.sortAscending)}</span>
          <span id={hints.descending}>{intl.formatMessage(messages.sortDescending)}</span>
          <span id={hints.none}>{intl.formatMessage(messages.clearSort)}</span>
        </div>
      ) : null}
      {/* Mounted all the time so the change to "Loading…" is announced. */}
      <VisuallyHidden.Root role="status">{loading ? intl.formatMessage(common.loading) : null}</VisuallyHidden.Root>
    </TableRoot>
  );
}

interface ColumnRun<Row> {
  key: string;
  group?: TableColumnGroup;
  columns: Array<TableColumn<Row>>;
}

/** Splits columns into runs: each group's adjacent columns together, every ungrouped column on its own. */
function columnRuns<Row>(columns: ReadonlyArray<TableColumn<Row>>): Array<ColumnRun<Row>> {
  const runs: Array<ColumnRun<Row>> = [];
  for (const column of columns) {
    const previous = runs.at(-1);
    if (column.group && previous?.group?.key === column.group.key) previous.columns.push(column);
    else
      runs.push({
        key: column.group ? `group-${column.group.key}` : column.key,
        group: column.group,
        columns: [column],
      });
  }
  return runs;
}
