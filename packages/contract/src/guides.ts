/**
 * Printer guides without zod: the setup sections, the limits of a guide's texts and (below) the models with their
 * default steps. The public site imports this entry (`@labelwise/contract/guides`) to render a guide nobody has
 * edited yet, and the API seeds and the admin editor read the same copy, so the defaults exist once.
 */

import { GUIDE_INTRO, GUIDE_STEP_TEXTS, type GuideStepId } from './guideSteps.messages.js';
import { type ContentLocale } from './locales.js';
import { searchKey } from './searchKey.js';

/** Setup sections of a guide page, in page order. */
export const GUIDE_SECTIONS = ['bluetooth', 'usb', 'windows', 'mac', 'chromeos', 'linux', 'firmware'] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

export { CONTENT_FALLBACK_LOCALE, CONTENT_LOCALES, type ContentLocale } from './locales.js';

/** Catalog text an operator writes per locale; English is required and shown wherever a locale has none. */
export type LocalizedText = { 'en-us': string } & Partial<Record<ContentLocale, string>>;

/** The text of `locale`, else English: what a visitor of that locale reads. */
export function pickLocale(text: Partial<Record<ContentLocale, string>> | null | undefined, locale: string): string {
  if (!text) return '';
  const own = text[locale as ContentLocale];
  return own && own.trim() ? own : (text['en-us'] ?? '');
}

/**
 * The Atom feed of a model's driver releases: named after its guide (`/feeds/drivers/pm241.atom`), or after its name
 * in letters and digits when it has no guide. The API answers either name, in any case.
 */
export function driverFeedPath(model: { guidePath: string; name: string }): string {
  const slug = model.guidePath ? model.guidePath.replace(/^\//, '') : searchKey(model.name);
  return `/feeds/drivers/${slug}.atom`;
}
export const ALL_DRIVERS_FEED_PATH = '/feeds/drivers.atom';

export const GUIDE_STEPS_MAX = 30;
export const GUIDE_STEP_MAX = 1000;
export const GUIDE_INTRO_MAX = 2000;
export const GUIDE_VIDEOS_MAX = 20;

// ---------- the seeded defaults ----------

export { GUIDE_INTRO, GUIDE_STEP_TEXTS, type GuideStepId };

export type GuideConnection = 'usb' | 'bluetooth' | 'wifi';
/** Where system Bluetooth pairing works for some serial numbers of the model (the site's serial checker). */
export type GuidePairingPlatform = 'windows' | 'mac' | 'chromeos-usb' | 'chromeos-bluetooth';

/** A guide as the site showed it before guides were content: the default an operator's edits start from. */
export interface GuideDefault {
  /** Route slug: the page lives at `/${slug}`, case as published (`/6XL`, `/DS-50P`). */
  readonly slug: string;
  /** Display name, as in the catalog (`PM-241-BT`). */
  readonly name: string;
  readonly brand: string;
  readonly connections: readonly GuideConnection[];
  /** Setup sections shown, in page order (firmware last, for models that upgrade firmware from the app). */
  readonly sections: readonly GuideSection[];
  /** Default steps of every section the model can show. */
  readonly steps: Readonly<Partial<Record<GuideSection, readonly GuideStepId[]>>>;
  /** Ids of the videos shown on the page. */
  readonly videos: readonly string[];
  readonly manual: boolean;
}

interface Seed {
  slug: string;
  name: string;
  brand: string;
  connections: GuideConnection[];
  linux?: boolean;
  mac?: boolean;
  pairs?: GuidePairingPlatform[];
}

/** The 31 guide routes in the site's order; names, brands and connections match the API's catalog. */
const seeds: Seed[] = [
  { slug: 'd520', name: 'D520BT', brand: 'phomemo', connections: ['usb', 'bluetooth'], pairs: ['windows'] },
  { slug: 'd530', name: 'D530', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  { slug: 'd550', name: 'D550', brand: 'phomemo', connections: ['usb'] },
  { slug: 'd550Pro', name: 'D550 Pro', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  {
    slug: 'pm241',
    name: 'PM-241-BT',
    brand: 'phomemo',
    connections: ['usb', 'bluetooth'],
    linux: true,
    pairs: ['windows', 'mac', 'chromeos-usb', 'chromeos-bluetooth'],
  },
  { slug: 'pm245', name: 'PM-245', brand: 'phomemo', connections: ['usb'], linux: true },
  { slug: 'pm249', name: 'PM-249', brand: 'phomemo', connections: ['usb'] },
  { slug: 'pm249wf', name: 'PM-249-WF', brand: 'phomemo', connections: ['usb', 'wifi'] },
  { slug: 'pm247wf', name: 'PM-247-WF', brand: 'itari', connections: ['usb', 'wifi'] },
  { slug: 'pm248wf', name: 'PM-248-WF', brand: 'itari', connections: ['usb', 'wifi'] },
  { slug: 'pm246s', name: 'PM-246S', brand: 'phomemo', connections: ['usb'], linux: true },
  { slug: 'pm246sbt', name: 'PM-246S-BT', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  { slug: '6series', name: '6 Series', brand: 'itari', connections: ['usb'] },
  { slug: '6XL', name: '6XL', brand: 'itari', connections: ['usb', 'bluetooth'] },
  { slug: '650', name: '650', brand: 'itari', connections: ['usb'] },
  { slug: '650xlpro', name: '650XL Pro', brand: 'itari', connections: ['usb', 'bluetooth'] },
  { slug: 'pm241wf', name: 'PM-241-WF', brand: 'phomemo', connections: ['usb', 'wifi'] },
  { slug: 't200', name: 'T200', brand: 'omezizy', connections: ['usb', 'bluetooth'] },
  { slug: 'd480bt', name: 'D480BT', brand: 'omezizy', connections: ['usb', 'bluetooth'] },
  { slug: 'd450', name: 'D450', brand: 'omezizy', connections: ['usb'] },
  { slug: 'am243', name: 'AM-243', brand: 'omezizy', connections: ['usb'] },
  { slug: 'am243bt', name: 'AM-243-BT', brand: 'omezizy', connections: ['usb', 'bluetooth'] },
  { slug: 'pm344', name: 'PM-344-WF', brand: 'phomemo', connections: ['usb', 'wifi'], linux: true },
  { slug: 'p780bt', name: 'P780BT', brand: 'labelwise-oem', connections: ['usb', 'bluetooth'] },
  { slug: 'pl70', name: 'PL70', brand: 'labelwise-oem', connections: ['usb'] },
  { slug: 'DS-50P', name: 'DS-50P', brand: 'generic', connections: ['usb'], mac: false },
  { slug: 'pm2410', name: 'PM-2410', brand: 'labelwise-oem', connections: ['usb'] },
  { slug: 'pm64d', name: 'PM-64D', brand: 'labelwise-oem', connections: ['usb'] },
  { slug: 'pm64Air', name: 'PM-64 Air', brand: 'labelwise-oem', connections: ['usb', 'bluetooth'] },
  { slug: 'pm2411', name: 'PM-2411', brand: 'labelwise-oem', connections: ['usb'] },
  { slug: 'a64m', name: 'A64M', brand: 'generic', connections: ['usb', 'bluetooth'] },
];

function bluetoothSteps(pairs: ReadonlySet<GuidePairingPlatform>): GuideStepId[] {
  const steps: GuideStepId[] = [
    'btInstallApp',
    'btPowerOn',
    'btNoSystemPair',
    'btConnectInApp',
    'btTestPrint',
    'btTroubleshoot',
  ];
  if (!pairs.has('windows') && !pairs.has('mac')) return steps;
  steps.push('pairCheckSerial');
  if (pairs.has('windows')) steps.push('pairWindows');
  if (pairs.has('mac')) steps.push('pairMac');
  steps.push('pairAfter');
  return steps;
}

function buildDefault(seed: Seed): GuideDefault {
  const bt = seed.connections.includes('bluetooth');
  const wifi = seed.connections.includes('wifi');
  const mac = seed.mac !== false;
  const pairs = new Set(seed.pairs ?? []);
  const steps: Partial<Record<GuideSection, GuideStepId[]>> = {};
  if (bt) steps.bluetooth = bluetoothSteps(pairs);
  steps.usb = ['usbConnect', 'usbPower', 'usbLoad', 'usbCalibrate', 'usbDriverNote'];
  steps.windows = ['winDownload', 'winRun', 'winConnect', ...(wifi ? (['wifiJoin', 'winAddNetwork'] as const) : [])];
  steps.windows.push('winPaper', 'winTest');
  if (mac) {
    steps.mac = ['macRequirement', 'macDownload', 'macAllow', 'macAdd'];
    steps.mac.push(...(wifi ? (['wifiJoin', 'macAddNetwork'] as const) : []), 'macPaper');
  }
  steps.chromeos = ['crosExtension', 'crosConnectUsb', 'crosAllow'];
  steps.chromeos.push(...(pairs.has('chromeos-bluetooth') ? (['crosBluetooth'] as const) : []), 'crosPrint');
  if (seed.linux) steps.linux = ['linuxDownload', 'linuxInstall', 'linuxAdd', 'linuxPaper'];
  if (bt || wifi) steps.firmware = ['fwCheck', 'fwApp', 'fwKeepOn'];

  const videos = ['pc-driver-windows'];
  if (mac) videos.push('pc-driver-mac');
  if (bt) videos.push('mobile-bluetooth');
  if (wifi || seed.brand === 'itari') videos.push('pc-pdf-crop');
  videos.push('pc-calibrate');
  return {
    slug: seed.slug,
    name: seed.name,
    brand: seed.brand,
    connections: [...seed.connections],
    sections: GUIDE_SECTIONS.filter((s) => steps[s] !== undefined),
    steps,
    videos,
    manual: true,
  };
}

export const GUIDE_DEFAULTS: readonly GuideDefault[] = seeds.map(buildDefault);

/** Case-insensitive lookup by slug (`6xl` and `/6xl` find `6XL`). */
export function guideDefault(slug: string): GuideDefault | undefined {
  const wanted = slug.replace(/^\//, '').toLowerCase();
  return GUIDE_DEFAULTS.find((g) => g.slug.toLowerCase() === wanted);
}

/** A guide text with `{model}` replaced by the printer's display name. */
export const fillModel = (text: string, model: string): string => text.split('{model}').join(model);

/**
 * The default steps of a section in a locale, `{model}` filled in; empty when the model has no default for it (a
 * section an operator added, or a guide that is not one of the seeded models).
 */
export function defaultGuideSteps(
  slug: string,
  section: GuideSection,
  locale: ContentLocale,
  model?: string,
): string[] {
  const guide = guideDefault(slug);
  const ids = guide?.steps[section] ?? [];
  return ids.map((id) => fillModel(GUIDE_STEP_TEXTS[id][locale], model ?? guide?.name ?? slug));
}

/** The steps a guide page shows for a section: the operator's override if there is one, else the default. */
export function guideSteps(
  guide: { slug: string; name: string; override?: readonly string[] | undefined },
  section: GuideSection,
  locale: ContentLocale,
): string[] {
  if (guide.override && guide.override.length > 0) return guide.override.map((s) => fillModel(s, guide.name));
  return defaultGuideSteps(guide.slug, section, locale, guide.name);
}

/** The intro a guide page shows: the operator's text if not empty, else the default. */
export const guideIntro = (name: string, locale: ContentLocale, override?: string): string =>
  fillModel(override || GUIDE_INTRO[locale], name);
