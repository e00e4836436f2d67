import type { CompatibilityRow } from '../CompatibilityChart';
import type { Driver } from '../DriverTable';
import type { FooterGroups } from '../Footer';
import type { Manual } from '../ManualsTable';
import type { IntlShape } from 'react-intl';
import { locales, toBcp47, type Locale } from '../i18n/locales';
import { siteMenuFor } from '../internal/fixtures/site';
import type { TopBarItem } from '../TopBar';
import { messages as t } from './siteContent.messages';

/**
 * Sample content for the page templates: the app's content (menu titles, printer names, copy), which an app passes
 * to the library already translated. Its words are messages in six languages (`siteContent.messages.ts`), so a
 * template follows the Locale toolbar through and through; the words the components themselves show (menus,
 * pagination, empty states, close buttons) come from the library's catalog.
 */
type Format = IntlShape['formatMessage'];

/** The library locale the provider above shows (react-intl knows only its BCP 47 tag). */
export function templateLocale(intl: Pick<IntlShape, 'locale'>): Locale {
  return locales.find((locale) => toBcp47(locale) === intl.locale) ?? 'en-us';
}

export function siteMenu(intl: IntlShape): TopBarItem[] {
  return siteMenuFor(templateLocale(intl));
}

export function footerGroups(format: Format): FooterGroups {
  return {
    pages: [
      { key: 'home', title: format(t.navHome), href: '/index' },
      { key: 'download', title: format(t.navDownload), href: '/download' },
      { key: 'drivers', title: format(t.navDrivers), href: '/printers' },
      { key: 'guides', title: format(t.navGuides), href: '/guides' },
      { key: 'contactUs', title: format(t.navContact), href: '/contactUs' },
    ],
    features: [
      { key: 'app', title: format(t.navApp), href: '/features#app' },
      { key: 'design', title: format(t.designTitle), href: '/features#design' },
      { key: 'data', title: format(t.dataTitle), href: '/features#data' },
      { key: 'print', title: format(t.printTitle), href: '/features#print' },
    ],
    guides: [
      { key: 'd520', title: format(t.guideTitle, { model: 'D520' }), href: '/d520' },
      { key: 'd550', title: format(t.guideTitle, { model: 'D550 Pro' }), href: '/d550Pro' },
      { key: 'pm241', title: format(t.guideTitle, { model: 'PM-241-BT' }), href: '/pm241' },
    ],
  };
}

export function searchRoutes(format: Format) {
  return [
    { title: format(t.navDownload), path: '/download' },
    { title: format(t.navDrivers), path: '/printers' },
    { title: format(t.navGuides), path: '/guides' },
    { title: format(t.guideTitle, { model: 'D520' }), path: '/d520' },
    { title: format(t.guideTitle, { model: 'PM-241-BT' }), path: '/pm241' },
    { title: format(t.navContact), path: '/contactUs' },
  ];
}

export const highlights = [
  { key: 'design', title: t.designTitle, body: t.designBody },
  { key: 'data', title: t.dataTitle, body: t.dataBody },
  { key: 'print', title: t.printTitle, body: t.printBody },
];

export const downloads = [
  { value: 'win64', title: t.win64Title, body: t.win64Body, file: 'Labelwise-3.10.0-x64.exe' },
  { value: 'win32', title: t.win32Title, body: t.win32Body, file: 'Labelwise-3.10.0-x86.exe' },
  { value: 'mac', title: t.macTitle, body: t.macBody, file: 'Labelwise-3.10.0.dmg' },
];
export const appVersion = '3.10.0';

export const printerModels = ['PM-241-BT', 'PM-241-WF', 'D520', 'D550 Pro'];

export function drivers(format: Format): Array<Driver & { model: string }> {
  return [
    {
      id: 'pm241-win',
      model: 'PM-241-BT',
      title: format(t.driver, { model: 'PM-241-BT' }),
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
      title: format(t.driver, { model: 'PM-241-BT' }),
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
      title: format(t.driver, { model: 'D520' }),
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
      title: format(t.cupsDriver, { model: 'D550 Pro' }),
      os: 'linux',
      version: '1.2.0',
      releaseDate: '2024-09-21',
      fileUrl: '/files/d550-cups.tar.gz',
      fileName: 'd550-cups-1.2.0.tar.gz',
      sizeBytes: 1_048_576,
    },
  ];
}

export function manuals(format: Format): Manual[] {
  return [
    {
      id: 'pm241-quick',
      title: format(t.manualQuick, { model: 'PM-241-BT' }),
      description: format(t.manualQuickBody),
      version: '1.2',
      releaseDate: '2025-01-10',
      fileUrl: '/files/pm241-quick.pdf',
      sizeBytes: 1_572_864,
    },
    {
      id: 'pm241-user',
      title: format(t.manualUser, { model: 'PM-241-BT' }),
      description: format(t.manualUserBody),
      version: '2.0',
      releaseDate: '2025-03-01',
      fileUrl: '/files/pm241-manual.pdf',
      sizeBytes: 4_194_304,
    },
  ];
}

export const faq = [
  { value: 'blank', title: t.faqBlank, body: t.faqBlankBody },
  { value: 'incomplete', title: t.faqIncomplete, body: t.faqIncompleteBody },
  { value: 'feed', title: t.faqFeed, body: t.faqFeedBody },
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
