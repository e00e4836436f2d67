// The real (Radix) select, loaded by DeferredSelect on first intent; kept out of the /printers first load.
export { Select } from '@labelwise/ui';
