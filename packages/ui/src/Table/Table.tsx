import { useId, type ReactNode, type TableHTMLAttributes, type ThHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'radix-ui';
import { EmptyState } from '../EmptyState';
import { messages as common } from '../i18n/common.messages';
import { useTheme } from '../theme/ThemeProvider';
import { invariant } from '../utils/invariant';
import { messages } from './Table.messages';
import {
  Caption,
  CellLabel,
  CellValue,
  LoadingVeil,
  SkeletonBar,
  SortButton,
  SortIcon,
  Spinner,
  StyledTable,
  TableRoot,
} from './Table.styles';
import { nextTableSort, tableSortDirections, type TableSort, type TableSortDirection } from './tableSort';

export const tableAligns = ['left', 'center', 'right'] as const;
export type TableAlign = (typeof tableAligns)[number];

/** A header spanning several adjacent columns (for example "Drivers" over Windows, Linux and Mac). */
export interface TableColumnGroup {
  key: string;
  header: ReactNode;
}

export interface TableColumn<Row> {
  /** Unique among the columns. Without `render`, the cell shows `row[key]`. */
  key: string;
  /** The column header, already translated. On phones it labels the cell in each card. */
  header: ReactNode;
  render?: (row: Row) => ReactNode;
  /** Column width in px (desktop layout). */
  width?: number;
  align?: TableAlign;
  /** Cells of this column are row headers (`<th scope="row">`); on phones they become the card title. */
  rowHeader?: boolean;
  /** Adjacent columns with the same group key get a shared spanning header. */
  group?: TableColumnGroup;
  /**
   * The header becomes a button that asks for this column's next sort (`onSortChange`). The table does not reorder
   * `rows` itself: sort them (or fetch them sorted) from the `sort` you pass back.
   */
  sortable?: boolean;
}

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
  invariant('Table', Array.isArray(columns) && columns.length > 0, 'columns must be a non-empty array.');
  invariant('Table', Array.isArray(rows), `rows must be an array; received ${typeof rows}.`);
  invariant('Table', typeof rowKey === 'function', 'rowKey must be a function returning a unique string per row.');
  const keys = columns.map((column) => column.key);
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  invariant('Table', duplicate === undefined, `column keys must be unique; '${String(duplicate)}' appears twice.`);
  for (const column of columns) {
    invariant(
      'Table',
      column.align === undefined || tableAligns.includes(column.align),
      `column '${column.key}' align must be one of ${tableAligns.join(', ')}; received '${String(column.align)}'.`,
    );
  }

  const sortable = columns.some((column) => column.sortable);
  invariant(
    'Table',
    !sortable || typeof onSortChange === 'function',
    'onSortChange is required when a column is sortable (the sort is controlled).',
  );
  if (sort) {
    invariant(
      'Table',
      columns.some((column) => column.key === sort.key && column.sortable),
      `sort.key must be the key of a sortable column; received '${String(sort.key)}'.`,
    );
    invariant(
      'Table',
      tableSortDirections.includes(sort.direction),
      `sort.direction must be one of ${tableSortDirections.join(', ')}; received '${String(sort.direction)}'.`,
    );
  }
  /** Ids of the hidden "what the next click does" descriptions of the sort buttons. */
  const hints = {
    ascending: `${hintId}-sort-ascending`,
    descending: `${hintId}-sort-descending`,
    none: `${hintId}-sort-none`,
  } as const;

  const headerCell = (column: TableColumn<Row>, props: ThHTMLAttributes<HTMLTableCellElement>) => {
    if (!column.sortable) {
      return (
        <th key={column.key} role="columnheader" data-align={column.align ?? 'left'} {...props}>
          {column.header}
        </th>
      );
    }
    const direction: TableSortDirection | undefined = sort?.key === column.key ? sort.direction : undefined;
    const next = nextTableSort(sort, column.key);
    return (
      <th
        key={column.key}
        role="columnheader"
        data-align={column.align ?? 'left'}
        data-sortable="true"
        aria-sort={direction}
        {...props}
      >
        <SortButton
          type="button"
          data-sort={direction ?? 'none'}
          aria-describedby={hints[next?.direction ?? 'none']}
          onClick={() => onSortChange?.(next)}
        >
          <span>{column.header}</span>
          <SortIcon viewBox="0 0 10 14" width="10" height="14" aria-hidden="true" focusable="false" data-sort={direction ?? 'none'}>
            <path data-arrow="ascending" d="M5 1L9 6H1z" />
            <path data-arrow="descending" d="M5 13L1 8h8z" />
          </SortIcon>
        </SortButton>
      </th>
    );
  };

  const runs = columnRuns(columns);
  const groupKeys = runs.flatMap((run) => (run.group ? [run.group.key] : []));
  const split = groupKeys.find((key, index) => groupKeys.indexOf(key) !== index);
  invariant('Table', split === undefined, `columns of group '${String(split)}' must be adjacent.`);
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
                run.group
                  ? run.columns.map((column) => headerCell(column, { scope: 'col' }))
                  : [],
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
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => {
                const content = column.render ? column.render(row) : defaultCell(row, column.key);
                if (column.rowHeader) {
                  return (
                    <th key={column.key} role="rowheader" scope="row" data-align={column.align ?? 'left'}>
                      <CellValue>{content}</CellValue>
                    </th>
                  );
                }
                return (
                  <td key={column.key} role="cell" data-align={column.align ?? 'left'}>
                    {/* Phones show the header beside each value; screen readers already get it from the table. */}
                    <CellLabel aria-hidden="true">
                      {column.group ? <span>{column.group.header}</span> : null}
                      <span>{column.header}</span>
                    </CellLabel>
                    <CellValue>{content}</CellValue>
                  </td>
                );
              })}
            </tr>
          ))}
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
    else runs.push({ key: column.group ? `group-${column.group.key}` : column.key, group: column.group, columns: [column] });
  }
  return runs;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

