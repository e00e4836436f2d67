import { MODELS } from '@labelwise/contract/catalog-seed';
import { guidePairingPlatform, type GuidePairingPlatform } from '@labelwise/contract/guides';

/** System Bluetooth pairing by serial-number prefix, as the catalog seeds it on each model. */
export type PairingPlatform = GuidePairingPlatform;

export interface PairingRule {
  readonly prefix: string;
  /** Guide slug of the model the prefix belongs to. */
  readonly guide: string;
  readonly model: string;
  readonly platforms: readonly PairingPlatform[];
}

export const pairingRules: readonly PairingRule[] = MODELS.flatMap((m) =>
  (m.pairing ?? []).map((p) => ({
    prefix: p.prefix,
    guide: m.guide,
    model: m.name,
    platforms: p.platforms.map(guidePairingPlatform),
  })),
);
