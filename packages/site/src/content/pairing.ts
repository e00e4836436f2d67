/**
 * System Bluetooth pairing by serial-number prefix. Q103 and Q233 belong to PM-241-BT because
 * packages/api seeds them on PM-241-BT (@labelwise/contract/catalog-seed), and the site follows the API so both agree.
 */
export type PairingPlatform = 'windows' | 'mac' | 'chromeos-usb' | 'chromeos-bluetooth';

export interface PairingRule {
  readonly prefix: string;
  /** Guide slug of the model the prefix belongs to. */
  readonly guide: string;
  readonly model: string;
  readonly platforms: readonly PairingPlatform[];
}

export const pairingRules: readonly PairingRule[] = [
  { prefix: 'Q332', guide: 'pm241', model: 'PM-241-BT', platforms: ['windows', 'mac', 'chromeos-usb'] },
  { prefix: 'Q103', guide: 'pm241', model: 'PM-241-BT', platforms: ['chromeos-bluetooth'] },
  { prefix: 'Q233', guide: 'pm241', model: 'PM-241-BT', platforms: ['chromeos-bluetooth'] },
  { prefix: 'Q505', guide: 'd520', model: 'D520BT', platforms: ['windows'] },
];
