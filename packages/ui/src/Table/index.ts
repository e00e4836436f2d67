export { Table, tableAligns } from './Table';
export type { TableProps, TableColumn, TableColumnGroup, TableAlign } from './Table';
export { nextTableSort, tableSortDirections } from './tableSort';
export type { TableSort, TableSortDirection } from './tableSort';
