/** Realistic demo rows for the Table stories and tests (not exported from the package). */
export interface PrinterRow {
  model: string;
  connection: string;
  maxWidthMm: number;
  resolutionDpi: number;
  platforms: string;
}

export const printers: PrinterRow[] = [
  {
    model: 'PM-241-BT',
    connection: 'USB, Bluetooth',
    maxWidthMm: 118,
    resolutionDpi: 203,
    platforms: 'Windows, macOS, ChromeOS',
  },
  { model: 'D520BT', connection: 'USB, Bluetooth', maxWidthMm: 110, resolutionDpi: 203, platforms: 'Windows, macOS' },
  {
    model: 'PM-344-WF',
    connection: 'USB, Wi-Fi',
    maxWidthMm: 108,
    resolutionDpi: 300,
    platforms: 'Windows, macOS, Linux',
  },
  { model: 'A64M', connection: 'USB', maxWidthMm: 104, resolutionDpi: 203, platforms: 'Windows, Linux' },
  { model: 'D550 Pro', connection: 'USB, Bluetooth', maxWidthMm: 112, resolutionDpi: 300, platforms: 'Windows, macOS' },
];

const families = ['PM-241', 'PM-245', 'PM-249', 'D520', 'D530', 'D550', 'T200', 'AM-243', 'PM-344', 'P780'];
const suffixes = ['', '-BT', '-WF', ' Pro'];

/** `count` deterministic rows: no randomness, so screenshots stay stable. */
export function manyPrinters(count: number): PrinterRow[] {
  return Array.from({ length: count }, (_, index) => ({
    model: `${families[index % families.length]}${suffixes[Math.floor(index / families.length) % suffixes.length]}`,
    connection: index % 3 === 0 ? 'USB' : index % 3 === 1 ? 'USB, Bluetooth' : 'USB, Wi-Fi',
    maxWidthMm: 100 + ((index * 7) % 20),
    resolutionDpi: index % 4 === 3 ? 300 : 203,
    platforms: index % 2 === 0 ? 'Windows, macOS' : 'Windows, macOS, Linux',
  }));
}
