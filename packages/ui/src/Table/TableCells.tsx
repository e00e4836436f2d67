/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role --
   Below 992 px the rows become cards (display: block), which removes the implicit table roles in Chromium and
   Safari; the explicit roles keep the table a table for screen readers at every width. */
import type { ReactNode, ThHTMLAttributes } from 'react';
import { CellLabel, CellValue, SortButton, SortIcon } from './Table.styles';
import type { TableColumn } from './Table.types';
import { nextTableSort, type TableSort, type TableSortDirection } from './tableSort';

export interface HeaderCellProps<Row> {
  column: TableColumn<Row>;
  cellProps: ThHTMLAttributes<HTMLTableCellElement>;
  sort: TableSort | null;
  /** Ids of the hidden "what the next click does" descriptions, by the direction the click asks for. */
  hints: Record<TableSortDirection | 'none', string>;
  onSortChange: ((sort: TableSort | null) => void) | undefined;
}

/** A column header; a sortable one is a button asking for the column's next sort. */
export function HeaderCell<Row>({ column, cellProps, sort, hints, onSortChange }: HeaderCellProps<Row>) {
  if (!column.sortable) {
    return (
      <th role="columnheader" data-align={column.align ?? 'left'} {...cellProps}>
        {column.header}
      </th>
    );
  }
  const direction: TableSortDirection | undefined = sort?.key === column.key ? sort.direction : undefined;
  const next = nextTableSort(sort, column.key);
  return (
    <th
      role="columnheader"
      data-align={column.align ?? 'left'}
      data-sortable="true"
      aria-sort={direction}
      {...cellProps}
    >
      <SortButton
        type="button"
        data-sort={direction ?? 'none'}
        aria-describedby={hints[next?.direction ?? 'none']}
        onClick={() => onSortChange?.(next)}
      >
        <span>{column.header}</span>
        <SortIcon
          viewBox="0 0 10 14"
          width="10"
          height="14"
          aria-hidden="true"
          focusable="false"
          data-sort={direction ?? 'none'}
        >
          <path data-arrow="ascending" d="M5 1L9 6H1z" />
          <path data-arrow="descending" d="M5 13L1 8h8z" />
        </SortIcon>
      </SortButton>
    </th>
  );
}

/** The data rows; row-header cells become `<th scope="row">`, the others carry a label for the phone layout. */
export function BodyRows<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
}) {
  return (
    <>
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
                  <span>{column.cellLabel ?? column.header}</span>
                </CellLabel>
                <CellValue>{content}</CellValue>
              </td>
            );
          })}
        </tr>
      ))}
    </>
  );
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
