import type { DownloadPlatform } from '../content/downloads';

export type SuggestedOs = 'windows' | 'mac' | 'android' | 'ios' | 'linux' | 'chromeos';

/** The parts of `navigator.userAgentData` (User-Agent Client Hints) this module reads. */
export interface UaDataLike {
  readonly platform?: string;
  readonly mobile?: boolean;
  /** High-entropy hint: '64' or '32' (from `getHighEntropyValues(['bitness'])`). */
  readonly bitness?: string;
}

const fromPlatformHint: Record<string, SuggestedOs> = {
  windows: 'windows',
  macos: 'mac',
  android: 'android',
  ios: 'ios',
  'chrome os': 'chromeos',
  chromeos: 'chromeos',
  'chromium os': 'chromeos',
  linux: 'linux',
};

/**
 * The visitor's operating system for the Download page's suggestion. Client Hints win when present (Chromium);
 * otherwise the User-Agent string decides. iPadOS reports itself as a Mac, so a touch-capable "Mac" is iOS.
 * Null when unknown: the page then shows every option without a suggestion.
 */
export function suggestOs(
  userAgent: string | null | undefined,
  uaData?: UaDataLike | null,
  maxTouchPoints = 0,
): SuggestedOs | null {
  const hinted = uaData?.platform ? fromPlatformHint[uaData.platform.trim().toLowerCase()] : undefined;
  if (hinted) return hinted;
  const ua = userAgent ?? '';
  if (/\bCrOS\b/.test(ua)) return 'chromeos';
  if (/\bAndroid\b/i.test(ua)) return 'android';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  if (/\bWindows\b|\bWin(32|64)\b|\bWOW64\b/.test(ua)) return 'windows';
  if (/\bLinux\b|\bX11\b/.test(ua)) return 'linux';
  return null;
}

/**
 * Windows installer width: the bitness Client Hint when known; a UA naming Win64/WOW64/x64 means 64-bit.
 * Modern browsers freeze the UA to "Win64; x64", so 32-bit is suggested only when the platform says so.
 */
export function windowsBitness(userAgent: string | null | undefined, uaData?: UaDataLike | null): 64 | 32 {
  if (uaData?.bitness === '32') return 32;
  if (uaData?.bitness === '64') return 64;
  const ua = userAgent ?? '';
  if (/Win64|WOW64|x64|amd64|arm64/i.test(ua)) return 64;
  if (/Windows NT/.test(ua) && /\b(i[3-6]86|Win32)\b/.test(ua)) return 32;
  return 64;
}

const DEFAULT_ORDER: readonly DownloadPlatform[] = ['Win64', 'Win32', 'Mac', 'chrome', 'Android', 'IOS'];

/** Which downloads to suggest for a system. Linux has no desktop app: the Chrome extension and the Linux driver. */
export function suggestedDownloads(os: SuggestedOs | null, bitness: 64 | 32 = 64): DownloadPlatform[] {
  switch (os) {
    case 'windows':
      return [bitness === 32 ? 'Win32' : 'Win64'];
    case 'mac':
      return ['Mac'];
    case 'android':
      return ['Android'];
    case 'ios':
      return ['IOS'];
    case 'chromeos':
    case 'linux':
      return ['chrome'];
    default:
      return [];
  }
}

/** Every download, the suggested ones first; nothing is hidden. */
export function orderDownloads(os: SuggestedOs | null, bitness: 64 | 32 = 64): DownloadPlatform[] {
  const first = suggestedDownloads(os, bitness);
  return [...first, ...DEFAULT_ORDER.filter((p) => !first.includes(p))];
}

/** Driver OS to pre-select on the Printers page for a system, if any. */
export function driverOsFor(os: SuggestedOs | null): 'windows' | 'macos' | 'linux' | null {
  return os === 'windows' ? 'windows' : os === 'mac' ? 'macos' : os === 'linux' ? 'linux' : null;
}
