import { pairingRules, type PairingPlatform } from '../content/pairing';
import type { SiteMessageId } from '../i18n';

/** A serial number: a letter, then letters and digits, 8 to 20 characters in all. */
const SERIAL = /^[A-Z][A-Z0-9]{7,19}$/;

export type PairingCheck =
  | { readonly status: 'empty'; readonly message: SiteMessageId }
  | { readonly status: 'invalid'; readonly serial: string; readonly message: SiteMessageId }
  | { readonly status: 'unsupported'; readonly serial: string; readonly message: SiteMessageId }
  | {
      readonly status: 'supported';
      readonly serial: string;
      readonly prefix: string;
      /** Display name and guide slug of the model the prefix belongs to. */
      readonly model: string;
      readonly guide: string;
      readonly platforms: readonly PairingPlatform[];
      readonly message: SiteMessageId;
    };

/**
 * Upper-case, full-width digits and letters folded to ASCII (NFKC), whitespace and the separators people copy
 * from a label or type out of habit (`Q332-1234-5678`, `Q332.1234`, `Q332_1234`) removed, as the model search does.
 */
export function normalizeSerial(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\s\-_./\u2010-\u2015]+/g, '')
    .toUpperCase();
}

/**
 * Whether system Bluetooth pairing applies to a printer, by serial-number prefix:
 * Q332 → PM-241-BT on Windows and Mac, and ChromeOS over USB; Q103 and Q233 → ChromeOS Bluetooth;
 * Q505 → D520 on Windows; anything else → not supported (use the app or USB).
 */
export function bluetoothPairingFor(serial: string | null | undefined): PairingCheck {
  const normalized = normalizeSerial(serial ?? '');
  if (normalized === '') return { status: 'empty', message: 'site.guide.serialEmpty' };
  if (!SERIAL.test(normalized)) return { status: 'invalid', serial: normalized, message: 'site.guide.serialInvalid' };
  const rule = pairingRules.find((r) => normalized.startsWith(r.prefix));
  if (!rule) return { status: 'unsupported', serial: normalized, message: 'site.guide.serialUnsupported' };
  return {
    status: 'supported',
    serial: normalized,
    prefix: rule.prefix,
    model: rule.model,
    guide: rule.guide,
    platforms: rule.platforms,
    message: 'site.guide.serialSupported',
  };
}
