export { DriverTable, driverOperatingSystems } from './DriverTable';
export type { Driver, DriverOs, DriverTableProps } from './DriverTable';
export { FileSize } from './parts';
export type { FileSizeProps } from './parts';
export { toFileSize, type FileSizeUnit } from './driver-table-logic';
