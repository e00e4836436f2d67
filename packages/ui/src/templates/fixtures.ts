import type { CompatibilityRow } from '../CompatibilityChart';
import type { Driver } from '../DriverTable';
import type { FooterGroups } from '../Footer';
import type { Manual } from '../ManualsTable';
import { siteMenuFor } from '../internal/fixtures/site';
import type { TopBarItem } from '../TopBar';

/**
 * Sample content for the page templates. It is the app's content (menu titles, printer names, copy), which the
 * library receives already translated, so it is plain English data here; every word the components themselves
 * show (menus, pagination, empty states, close buttons) comes from the library's catalog and follows the toolbar.
 */
export const siteMenu: TopBarItem[] = siteMenuFor('en-us');

export const footerGroups: FooterGroups = {
  pages: [
    { key: 'home', title: 'Home', href: '/index' },
    { key: 'download', title: 'Download', href: '/download' },
    { key: 'drivers', title: 'Drivers', href: '/printers' },
    { key: 'guides', title: 'Guides and FAQ', href: '/guides' },
    { key: 'contactUs', title: 'Contact us', href: '/contactUs' },
  ],
  features: [
    { key: 'app', title: 'App', href: '/features#app' },
    { key: 'design', title: 'Design', href: '/features#design' },
    { key: 'data', title: 'Data', href: '/features#data' },
    { key: 'print', title: 'Print', href: '/features#print' },
  ],
  guides: [
    { key: 'd520', title: 'D520 setup guide', href: '/d520' },
    { key: 'd550', title: 'D550 Pro setup guide', href: '/d550Pro' },
    { key: 'pm241', title: 'PM-241-BT setup guide', href: '/pm241' },
  ],
};

export const searchRoutes = [
  { title: 'Download', path: '/download' },
  { title: 'Drivers', path: '/printers' },
  { title: 'Guides and FAQ', path: '/guides' },
  { title: 'D520 setup guide', path: '/d520' },
  { title: 'PM-241-BT setup guide', path: '/pm241' },
  { title: 'Contact us', path: '/contactUs' },
];

export const highlights = [
  { title: 'Design', body: 'Text, barcodes, QR codes, images and shapes on any label size.' },
  { title: 'Data', body: 'Print a label per spreadsheet row, with serial numbers and dates.' },
  { title: 'Print', body: 'USB and Bluetooth thermal printers from every major brand.' },
];

export const downloads = [
  {
    value: 'win64',
    title: 'Windows 64-bit',
    body: 'Installer 3.10.0 for 64-bit Windows 10 and 11.',
    file: 'Labelwise-3.10.0-x64.exe',
  },
  {
    value: 'win32',
    title: 'Windows 32-bit',
    body: 'Installer 3.10.0 for 32-bit Windows.',
    file: 'Labelwise-3.10.0-x86.exe',
  },
  { value: 'mac', title: 'Mac', body: 'Requires macOS 10.14 (Mojave) or later.', file: 'Labelwise-3.10.0.dmg' },
];

export const printerModels = ['PM-241-BT', 'PM-241-WF', 'D520', 'D550 Pro'];

export const drivers: Array<Driver & { model: string }> = [
  {
    id: 'pm241-win',
    model: 'PM-241-BT',
    title: 'PM-241-BT driver',
    os: 'windows',
    version: '2.4.1',
    releaseDate: '2025-03-18',
    fileUrl: '/files/pm241-win.zip',
    fileName: 'pm241-win-2.4.1.zip',
    sizeBytes: 8_421_376,
  },
  {
    id: 'pm241-mac',
    model: 'PM-241-BT',
    title: 'PM-241-BT driver',
    os: 'macos',
    version: '2.4.0',
    releaseDate: '2025-02-02',
    fileUrl: '/files/pm241-mac.pkg',
    fileName: 'pm241-mac-2.4.0.pkg',
    sizeBytes: 5_902_336,
  },
  {
    id: 'd520-win',
    model: 'D520',
    title: 'D520 driver',
    os: 'windows',
    version: '1.9.3',
    releaseDate: '2024-11-05',
    fileUrl: '/files/d520-win.zip',
    fileName: 'd520-win-1.9.3.zip',
    sizeBytes: 7_340_032,
  },
  {
    id: 'd550-linux',
    model: 'D550 Pro',
    title: 'D550 Pro CUPS driver',
    os: 'linux',
    version: '1.2.0',
    releaseDate: '2024-09-21',
    fileUrl: '/files/d550-cups.tar.gz',
    fileName: 'd550-cups-1.2.0.tar.gz',
    sizeBytes: 1_048_576,
  },
];

export const manuals: Manual[] = [
  {
    id: 'pm241-quick',
    title: 'PM-241-BT quick start',
    description: 'Unbox, load 4×6 fanfold labels, pair over Bluetooth and print.',
    version: '1.2',
    releaseDate: '2025-01-10',
    fileUrl: '/files/pm241-quick.pdf',
    sizeBytes: 1_572_864,
  },
  {
    id: 'pm241-user',
    title: 'PM-241-BT user manual',
    description: 'Settings, calibration, and fixing blank or incomplete prints.',
    version: '2.0',
    releaseDate: '2025-03-01',
    fileUrl: '/files/pm241-manual.pdf',
    sizeBytes: 4_194_304,
  },
];

export const faq = [
  {
    value: 'blank',
    title: 'Why does my printer print blank labels?',
    body: 'Check that the labels are thermal labels with the coated side facing the print head.',
  },
  {
    value: 'incomplete',
    title: 'Why is the print incomplete?',
    body: 'Make sure the label size in the app matches the loaded labels, then calibrate the printer.',
  },
  {
    value: 'feed',
    title: 'Why does the paper not load automatically?',
    body: 'Open the cover, feed the first label under the roller until the printer pulls it in, and close the cover firmly.',
  },
];

export const compatibility: CompatibilityRow[] = [
  { model: 'PM-241-BT', drivers: { windows: true, linux: true, mac: true }, software: true },
  { model: 'D520', drivers: { windows: true, linux: false, mac: 'macOS 11+' }, software: true },
];

/** Rows of the admin list template: printer models managed in the console. */
export interface ModelRow {
  id: string;
  model: string;
  brand: string;
  connection: string;
  updated: string;
}

export const brands = [
  { value: 'labelwise', label: 'Labelwise' },
  { value: 'phomemo', label: 'Phomemo' },
  { value: 'itari', label: 'Itari' },
];

export const modelRows: ModelRow[] = [
  { id: '1', model: 'PM-241-BT', brand: 'Phomemo', connection: 'Bluetooth, USB', updated: '2025-03-18' },
  { id: '2', model: 'PM-241-WF', brand: 'Phomemo', connection: 'Wi-Fi, USB', updated: '2025-02-27' },
  { id: '3', model: 'D520', brand: 'Labelwise', connection: 'USB', updated: '2024-11-05' },
  { id: '4', model: 'D550 Pro', brand: 'Labelwise', connection: 'USB, Bluetooth', updated: '2024-09-21' },
  { id: '5', model: 'IT-100', brand: 'Itari', connection: 'Bluetooth', updated: '2024-08-02' },
];
