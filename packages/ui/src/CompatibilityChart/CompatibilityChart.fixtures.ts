import type { CompatibilityRow } from './CompatibilityChart';

/** Realistic demo rows for stories and tests (not exported from the package). */
export const compatibilityRows: CompatibilityRow[] = [
  {
    model: 'PM-241-BT',
    drivers: { windows: true, linux: true, mac: true },
    software: true,
    firmware: '1.2.8',
    labelPrinter: 'Phomemo',
  },
  {
    model: 'PM-344-WF',
    drivers: { windows: true, linux: true, mac: 'macOS 10.14+' },
    software: true,
    firmware: '2.0.3',
    labelPrinter: 'Phomemo',
  },
  {
    model: 'D520BT',
    drivers: { windows: true, linux: false, mac: true },
    software: '3.8.0+',
    firmware: '1.0.6',
    labelPrinter: 'iTari',
  },
  { model: 'D550 Pro', drivers: { windows: true, linux: false, mac: false }, software: true, labelPrinter: 'iTari' },
  {
    model: 'A64M',
    drivers: { windows: true, linux: true, mac: false },
    software: false,
    firmware: '0.9.12',
    labelPrinter: 'Omezizy',
  },
  { model: 'T200', drivers: { windows: '3.10.0+', linux: false, mac: true }, software: true, firmware: '1.1.0' },
];

export function manyCompatibilityRows(count: number): CompatibilityRow[] {
  const models = [
    'PM-241',
    'PM-245',
    'PM-246S',
    'PM-247-WF',
    'PM-248-WF',
    'PM-249',
    'PM-2410',
    'PM-2411',
    'D450',
    'D480BT',
    'D530',
    'P780BT',
    'PL70',
    'AM-243',
    'DS-50P',
  ];
  const brands = ['Phomemo', 'iTari', 'Omezizy', 'Labelwise'];
  return Array.from({ length: count }, (_, index) => ({
    model: `${models[index % models.length]}${index >= models.length ? `-${Math.floor(index / models.length) + 1}` : ''}`,
    drivers: { windows: true, linux: index % 3 !== 0, mac: index % 4 === 1 ? 'macOS 10.14+' : index % 5 !== 0 },
    software: index % 6 === 5 ? '3.8.0+' : index % 7 !== 6,
    firmware: index % 5 === 4 ? undefined : `1.${index % 4}.${index % 9}`,
    labelPrinter: brands[index % brands.length],
  }));
}
