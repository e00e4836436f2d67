/**
 * The seeded catalog: brands and the 31 printer models that have a setup guide on the public site. The API seeds its
 * database from it and the site's prerender paints the chart and brands from it, so both import this one module.
 */
import type { CONTACT_OS, CONTACT_ROLES } from './rules.js';
import { searchKey } from './searchKey.js';

export { CONTACT_OS, CONTACT_ROLES, DRIVER_OS } from './rules.js';
export { searchKey } from './searchKey.js';

export const BRANDS = [
  {
    name: 'Phomemo',
    slug: 'phomemo',
    website: 'https://phomemo.com',
    sort: 1,
    description: 'Partner brand: thermal label and shipping-label printers.',
  },
  {
    name: 'Itari',
    slug: 'itari',
    website: 'https://itari.com',
    sort: 2,
    description: 'Partner brand: 4x6 shipping-label printers.',
  },
  {
    name: 'Omezizy',
    slug: 'omezizy',
    website: 'https://omezizy.com',
    sort: 3,
    description: 'Partner brand: desktop thermal label printers.',
  },
  {
    name: 'Labelwise OEM',
    slug: 'labelwise-oem',
    website: '',
    sort: 4,
    description: 'OEM printers sold under the Labelwise name (demo data).',
  },
  {
    name: 'Generic',
    slug: 'generic',
    website: '',
    sort: 5,
    description: 'Other compatible thermal printers (demo data).',
  },
] as const;

type Conn = 'usb' | 'bluetooth' | 'wifi';

export interface ModelSeed {
  guide: string;
  name: string;
  brand: (typeof BRANDS)[number]['slug'];
  connections: Conn[];
  pairing?: Array<{ prefix: string; platforms: string[]; note: string }>;
  linux?: boolean;
  mac?: boolean;
}

/** The public site's guide routes, in order; `pairing` names the serial prefixes where system Bluetooth pairing applies. */
export const MODELS: ModelSeed[] = [
  {
    guide: 'd520',
    name: 'D520BT',
    brand: 'phomemo',
    connections: ['usb', 'bluetooth'],
    pairing: [{ prefix: 'Q505', platforms: ['windows'], note: 'System Bluetooth pairing on Windows' }],
  },
  { guide: 'd530', name: 'D530', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  { guide: 'd550', name: 'D550', brand: 'phomemo', connections: ['usb'] },
  { guide: 'd550Pro', name: 'D550 Pro', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  {
    guide: 'pm241',
    name: 'PM-241-BT',
    brand: 'phomemo',
    connections: ['usb', 'bluetooth'],
    linux: true,
    pairing: [
      {
        prefix: 'Q332',
        platforms: ['windows', 'macos', 'chromeos-usb'],
        note: 'System Bluetooth pairing on Windows and Mac; ChromeOS over USB',
      },
      { prefix: 'Q103', platforms: ['chromeos-bluetooth'], note: 'ChromeOS Bluetooth' },
      { prefix: 'Q233', platforms: ['chromeos-bluetooth'], note: 'ChromeOS Bluetooth' },
    ],
  },
  { guide: 'pm245', name: 'PM-245', brand: 'phomemo', connections: ['usb'], linux: true },
  { guide: 'pm249', name: 'PM-249', brand: 'phomemo', connections: ['usb'] },
  { guide: 'pm249wf', name: 'PM-249-WF', brand: 'phomemo', connections: ['usb', 'wifi'] },
  { guide: 'pm247wf', name: 'PM-247-WF', brand: 'itari', connections: ['usb', 'wifi'] },
  { guide: 'pm248wf', name: 'PM-248-WF', brand: 'itari', connections: ['usb', 'wifi'] },
  { guide: 'pm246s', name: 'PM-246S', brand: 'phomemo', connections: ['usb'], linux: true },
  { guide: 'pm246sbt', name: 'PM-246S-BT', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  { guide: '6series', name: '6 Series', brand: 'itari', connections: ['usb'] },
  { guide: '6XL', name: '6XL', brand: 'itari', connections: ['usb', 'bluetooth'] },
  { guide: '650', name: '650', brand: 'itari', connections: ['usb'] },
  { guide: '650xlpro', name: '650XL Pro', brand: 'itari', connections: ['usb', 'bluetooth'] },
  { guide: 'pm241wf', name: 'PM-241-WF', brand: 'phomemo', connections: ['usb', 'wifi'] },
  { guide: 't200', name: 'T200', brand: 'omezizy', connections: ['usb', 'bluetooth'] },
  { guide: 'd480bt', name: 'D480BT', brand: 'omezizy', connections: ['usb', 'bluetooth'] },
  { guide: 'd450', name: 'D450', brand: 'omezizy', connections: ['usb'] },
  { guide: 'am243', name: 'AM-243', brand: 'omezizy', connections: ['usb'] },
  { guide: 'am243bt', name: 'AM-243-BT', brand: 'omezizy', connections: ['usb', 'bluetooth'] },
  { guide: 'pm344', name: 'PM-344-WF', brand: 'phomemo', connections: ['usb', 'wifi'], linux: true },
  { guide: 'p780bt', name: 'P780BT', brand: 'labelwise-oem', connections: ['usb', 'bluetooth'] },
  { guide: 'pl70', name: 'PL70', brand: 'labelwise-oem', connections: ['usb'] },
  { guide: 'DS-50P', name: 'DS-50P', brand: 'generic', connections: ['usb'], mac: false },
  { guide: 'pm2410', name: 'PM-2410', brand: 'labelwise-oem', connections: ['usb'] },
  { guide: 'pm64d', name: 'PM-64D', brand: 'labelwise-oem', connections: ['usb'] },
  { guide: 'pm64Air', name: 'PM-64 Air', brand: 'labelwise-oem', connections: ['usb', 'bluetooth'] },
  { guide: 'pm2411', name: 'PM-2411', brand: 'labelwise-oem', connections: ['usb'] },
  { guide: 'a64m', name: 'A64M', brand: 'generic', connections: ['usb', 'bluetooth'] },
];

export const CONTACT_ROLE_LABELS: Record<(typeof CONTACT_ROLES)[number], string> = {
  software_user: 'Label editing software user',
  chrome_extension_user: 'Chrome extension user',
  driver_user: 'Driver user',
  printer_manufacturer: 'Printer manufacturer',
};
export const CONTACT_OS_LABELS: Record<(typeof CONTACT_OS)[number], string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
  ios: 'iOS',
  android: 'Android',
  other: 'Other',
};

/**
 * A model's row of the compatibility chart as the demo database is seeded. The public site renders the same rows
 * at first paint (its prerender imports this module), so both read them from here.
 */
export function chartFactsFor(m: ModelSeed) {
  const key = searchKey(m.name);
  return {
    driverWindows: true,
    driverMac: m.mac !== false,
    driverLinux: Boolean(m.linux),
    softwareSupport: true,
    firmwareVersion: `V${(key.length % 3) + 1}.0.${key.length}`,
    labelPrinter: m.connections.includes('wifi') ? 'Wi-Fi shipping label printer' : 'Thermal label printer',
  };
}

/** The seeded chart's printer types (English in `label_printer`) in the other five languages. */
export const LABEL_PRINTER_TEXTS: Record<string, Record<'zh-cn' | 'zh-hk' | 'de-de' | 'fr-fr' | 'es-es', string>> = {
  'Thermal label printer': {
    'zh-cn': '热敏标签打印机',
    'zh-hk': '熱敏標籤打印機',
    'de-de': 'Thermo-Etikettendrucker',
    'fr-fr': 'Imprimante thermique pour étiquettes',
    'es-es': 'Impresora térmica de etiquetas',
  },
  'Wi-Fi shipping label printer': {
    'zh-cn': 'Wi-Fi 快递标签打印机',
    'zh-hk': 'Wi-Fi 運輸標籤打印機',
    'de-de': 'WLAN-Versandetikettendrucker',
    'fr-fr': 'Imprimante Wi-Fi pour étiquettes de colis',
    'es-es': 'Impresora de etiquetas de envío wifi',
  },
};
