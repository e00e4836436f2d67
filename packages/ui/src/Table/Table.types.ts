import type { ReactNode } from 'react';

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
  /**
   * What phones show beside each value of the column, when the header is not plain words (a "select all" checkbox
   * would otherwise repeat in every card); `header` by default.
   */
  cellLabel?: ReactNode;
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
