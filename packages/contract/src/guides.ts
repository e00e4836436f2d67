/**
 * Printer guides without zod: the setup sections, the limits of a guide's texts and (below) the models with their
 * default steps. The public site imports this entry (`@labelwise/contract/guides`) to render a guide nobody has
 * edited yet, and the API seeds and the admin editor read the same copy, so the defaults exist once.
 */

import { GUIDE_INTRO, GUIDE_STEP_TEXTS, type GuideStepId } from './guideSteps.messages.js';
import { MODELS } from './catalogSeed.js';
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
  connections: readonly GuideConnection[];
  linux?: boolean;
  mac?: boolean;
  pairs?: GuidePairingPlatform[];
}

/** The catalog names macOS `macos` (its driver OS); a guide's pairing section calls it `mac`. */
export const guidePairingPlatform = (p: string): GuidePairingPlatform =>
  p === 'macos' ? 'mac' : (p as GuidePairingPlatform);

/** The 31 guide routes in the site's order: the seeded catalog's models, with the systems their serials pair on. */
const seeds: Seed[] = MODELS.map((m) => ({
  slug: m.guide,
  name: m.name,
  brand: m.brand,
  connections: m.connections,
  linux: m.linux,
  mac: m.mac,
  pairs: m.pairing && [...new Set(m.pairing.flatMap((p) => p.platforms.map(guidePairingPlatform)))],
}));

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
