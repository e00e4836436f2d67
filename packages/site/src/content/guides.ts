import type { guidePages } from '../i18n/messages/guidePages';
import type { AreaMessageId } from '../i18n/define';
import type { BrandSlug } from './brands';
import { pairingRules, type PairingPlatform } from './pairing';
import { setupSections, type ConnectionKind, type SetupSection } from './types';
import type { VideoId } from './videos';

/** A guide-page message id; every step renders with `{ model: displayName }`. */
export type GuideMessageId = AreaMessageId<typeof guidePages>;

export interface GuideModel {
  /** Route slug: the page lives at `/${slug}` (spec §2), case as in the spec (`/6XL`, `/DS-50P`). */
  readonly slug: string;
  readonly path: `/${string}`;
  /** Display name, as in the API catalog (`PM-241-BT`, `D520BT`). */
  readonly name: string;
  readonly brand: BrandSlug;
  readonly connections: readonly ConnectionKind[];
  /** Setup sections shown, in page order. */
  readonly sections: readonly SetupSection[];
  /** Steps per shown section, as message ids. */
  readonly steps: Readonly<Partial<Record<SetupSection, readonly GuideMessageId[]>>>;
  readonly videos: readonly VideoId[];
  /** A user manual PDF is published for the model (the Printers page lists it). */
  readonly manual: boolean;
  /** Firmware can be upgraded from the app (models with Bluetooth or Wi-Fi). */
  readonly firmware: boolean;
  /** Serial prefixes for which system pairing applies (spec §9), with their platforms. */
  readonly pairing: ReadonlyArray<{ readonly prefix: string; readonly platforms: readonly PairingPlatform[] }>;
}

interface ModelSeed {
  slug: string;
  name: string;
  brand: BrandSlug;
  connections: ConnectionKind[];
  linux?: boolean;
  mac?: boolean;
}

/** The 31 guide routes of spec §2, in the spec's order; names, brands and connections match packages/api. */
const seeds: ModelSeed[] = [
  { slug: 'd520', name: 'D520BT', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  { slug: 'd530', name: 'D530', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  { slug: 'd550', name: 'D550', brand: 'phomemo', connections: ['usb'] },
  { slug: 'd550Pro', name: 'D550 Pro', brand: 'phomemo', connections: ['usb', 'bluetooth'] },
  { slug: 'pm241', name: 'PM-241-BT', brand: 'phomemo', connections: ['usb', 'bluetooth'], linux: true },
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

function buildModel(seed: ModelSeed): GuideModel {
  const bt = seed.connections.includes('bluetooth');
  const wifi = seed.connections.includes('wifi');
  const mac = seed.mac !== false;
  const pairing = pairingRules
    .filter((r) => r.guide === seed.slug)
    .map(({ prefix, platforms }) => ({ prefix, platforms }));
  const pairsOn = new Set(pairing.flatMap((p) => p.platforms));
  const desktopPairing = pairsOn.has('windows') || pairsOn.has('mac');

  const steps: Partial<Record<SetupSection, GuideMessageId[]>> = {};
  if (bt) {
    steps.bluetooth = [
      'site.guide.btInstallApp',
      'site.guide.btPowerOn',
      'site.guide.btNoSystemPair',
      'site.guide.btConnectInApp',
      'site.guide.btTestPrint',
      'site.guide.btTroubleshoot',
    ];
    if (desktopPairing) {
      steps.bluetooth.push('site.guide.pairCheckSerial');
      if (pairsOn.has('windows')) steps.bluetooth.push('site.guide.pairWindows');
      if (pairsOn.has('mac')) steps.bluetooth.push('site.guide.pairMac');
      steps.bluetooth.push('site.guide.pairAfter');
    }
  }
  steps.usb = [
    'site.guide.usbConnect',
    'site.guide.usbPower',
    'site.guide.usbLoad',
    'site.guide.usbCalibrate',
    'site.guide.usbDriverNote',
  ];
  steps.windows = [
    'site.guide.winDownload',
    'site.guide.winRun',
    'site.guide.winConnect',
    ...(wifi ? (['site.guide.wifiJoin', 'site.guide.winAddNetwork'] as const) : []),
    'site.guide.winPaper',
    'site.guide.winTest',
  ];
  if (mac) {
    steps.mac = [
      'site.guide.macRequirement',
      'site.guide.macDownload',
      'site.guide.macAllow',
      'site.guide.macAdd',
      ...(wifi ? (['site.guide.wifiJoin', 'site.guide.macAddNetwork'] as const) : []),
      'site.guide.macPaper',
    ];
  }
  steps.chromeos = [
    'site.guide.crosExtension',
    'site.guide.crosConnectUsb',
    'site.guide.crosAllow',
    ...(pairsOn.has('chromeos-bluetooth') ? (['site.guide.crosBluetooth'] as const) : []),
    'site.guide.crosPrint',
  ];
  if (seed.linux)
    steps.linux = [
      'site.guide.linuxDownload',
      'site.guide.linuxInstall',
      'site.guide.linuxAdd',
      'site.guide.linuxPaper',
    ];

  const videos: VideoId[] = ['pc-driver-windows'];
  if (mac) videos.push('pc-driver-mac');
  if (bt) videos.push('mobile-bluetooth');
  if (wifi || seed.brand === 'itari') videos.push('pc-pdf-crop');
  videos.push('pc-calibrate');

  return {
    slug: seed.slug,
    path: `/${seed.slug}`,
    name: seed.name,
    brand: seed.brand,
    connections: [...seed.connections],
    sections: setupSections.filter((s) => steps[s] !== undefined),
    steps,
    videos,
    manual: true,
    firmware: bt || wifi,
    pairing,
  };
}

export const guideModels: readonly GuideModel[] = seeds.map(buildModel);

/** Case-insensitive lookup by slug (`/6xl` finds `6XL`). */
export function guideBySlug(slug: string): GuideModel | undefined {
  const wanted = slug.replace(/^\//, '').toLowerCase();
  return guideModels.find((g) => g.slug.toLowerCase() === wanted);
}

export function guidesByBrand(brand: BrandSlug): readonly GuideModel[] {
  return guideModels.filter((g) => g.brand === brand);
}

/** Message id of a section heading. */
export const sectionTitle: Readonly<Record<SetupSection, GuideMessageId>> = {
  bluetooth: 'site.guide.sectionBluetooth',
  usb: 'site.guide.sectionUsb',
  windows: 'site.guide.sectionWindows',
  mac: 'site.guide.sectionMac',
  chromeos: 'site.guide.sectionChromeos',
  linux: 'site.guide.sectionLinux',
};

/** Message id of a connection kind's name. */
export const connectionName: Readonly<Record<ConnectionKind, GuideMessageId>> = {
  bluetooth: 'site.guide.connBluetooth',
  usb: 'site.guide.connUsb',
  wifi: 'site.guide.connWifi',
};

/** Message id of a pairing platform's name. */
export const pairingPlatformName: Readonly<Record<PairingPlatform, GuideMessageId>> = {
  windows: 'site.guide.platformWindows',
  mac: 'site.guide.platformMac',
  'chromeos-usb': 'site.guide.platformChromeosUsb',
  'chromeos-bluetooth': 'site.guide.platformChromeosBluetooth',
};
