import { GUIDE_DEFAULTS, type GuideDefault } from '@labelwise/contract/guides';
import type { guidePages } from '../i18n/messages/guidePages';
import type { AreaMessageId } from '../i18n/define';
import type { BrandSlug } from './brands';
import { pairingRules, type PairingPlatform } from './pairing';
import { setupSections, type ConnectionKind, type SetupSection, type VideoId } from './types';

/** A guide-page message id; every step renders with `{ model: displayName }`. */
export type GuideMessageId = AreaMessageId<typeof guidePages>;

export interface GuideModel {
  /** Route slug: the page lives at `/${slug}` case as published (`/6XL`, `/DS-50P`). */
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
  /** Serial prefixes for which system pairing applies, with their platforms. */
  readonly pairing: ReadonlyArray<{ readonly prefix: string; readonly platforms: readonly PairingPlatform[] }>;
}

/**
 * A seeded guide as the site shows it: its steps become `site.guide.*` message ids (the same texts, compiled into
 * the catalogs), the firmware section is the guide page's own block, and the serial prefixes come from the pairing
 * rules the serial checker uses.
 */
function toModel(guide: GuideDefault): GuideModel {
  const pairing = pairingRules
    .filter((r) => r.guide === guide.slug)
    .map(({ prefix, platforms }) => ({ prefix, platforms }));
  const steps: Partial<Record<SetupSection, GuideMessageId[]>> = {};
  for (const section of setupSections) {
    const ids = guide.steps[section];
    if (ids) steps[section] = ids.map((id) => `site.guide.${id}` as const);
  }
  return {
    slug: guide.slug,
    path: `/${guide.slug}`,
    name: guide.name,
    // The contract types brands as strings; content.test.ts checks each one against the API's brand list.
    brand: guide.brand as BrandSlug,
    connections: guide.connections,
    sections: setupSections.filter((s) => steps[s] !== undefined),
    steps,
    videos: guide.videos,
    manual: guide.manual,
    firmware: guide.sections.includes('firmware'),
    pairing,
  };
}

/** The 31 guide routes in the contract's order, with its default steps (`@labelwise/contract/guides`). */
export const guideModels: readonly GuideModel[] = GUIDE_DEFAULTS.map(toModel);

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
