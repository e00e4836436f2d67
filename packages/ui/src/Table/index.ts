export { Table, tableAligns } from './Table';
export type { TableProps, TableColumn, TableColumnGroup, TableAlign } from './Table';
