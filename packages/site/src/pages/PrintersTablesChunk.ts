// The drivers and manuals tables and the download overlay: only shown once a model is chosen, so they are a
// chunk of their own instead of part of /printers' first load.
export { DriverTable, LoadingOverlay, ManualsTable } from '@labelwise/ui';
export { DriverReleases } from './DriverReleases';
