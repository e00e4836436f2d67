export { Table, tableAligns } from './Table';
export type { TableProps, TableColumn, TableColumnGroup, TableAlign } from './Table';
export { nextTableSort, tableSortDirections } from './table-sort';
export type { TableSort, TableSortDirection } from './table-sort';
