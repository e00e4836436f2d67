export { ManualsTable } from './ManualsTable';
export type { Manual, ManualsTableProps } from './ManualsTable';
