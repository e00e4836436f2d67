export { DriverTable, driverOperatingSystems } from './DriverTable';
export type { Driver, DriverOs, DriverTableProps } from './DriverTable';
export { FileSize } from '../internal/tableCells';
export type { FileSizeProps } from '../internal/tableCells';
export { toFileSize, type FileSizeUnit } from '../internal/fileFormat';
