import type { CompatCpu, CompatSystem } from '@labelwise/contract/compat';

/** The User-Agent Client Hints this module asks for (Chromium answers them; other browsers have no `userAgentData`). */
export interface UaHints {
  platform?: string;
  platformVersion?: string;
  architecture?: string;
}

export interface VisitorSystem {
  system: CompatSystem;
  cpu: CompatCpu;
}

const MAC_MAJORS = new Set(['12', '13', '14', '15', '26']);

/**
 * The visitor's system version and CPU, as far as the browser tells: only Client Hints name the Windows version
 * (platformVersion 13 and up is Windows 11), the macOS version and the CPU; the frozen user-agent string does not,
 * so without hints a computer is not placed (null) rather than guessed. Phones and ChromeOS need no version.
 */
export function visitorSystem(userAgent: string, hints: UaHints | null): VisitorSystem | null {
  const platform = (hints?.platform ?? '').toLowerCase();
  const cpu: CompatCpu = hints?.architecture === 'arm' ? 'arm' : 'x64';
  const major = (hints?.platformVersion ?? '').split('.')[0] ?? '';
  if (platform === 'windows' && major) return { system: Number(major) >= 13 ? 'windows-11' : 'windows-10', cpu };
  if (platform === 'macos' && MAC_MAJORS.has(major)) return { system: `macos-${major}` as CompatSystem, cpu };
  if (platform === 'chrome os' || platform === 'chromeos' || /\bCrOS\b/.test(userAgent))
    return { system: 'chromeos', cpu: 'any' };
  if (platform === 'android' || /\bAndroid\b/i.test(userAgent)) return { system: 'android', cpu: 'any' };
  if (platform === 'ios' || /\b(iPhone|iPad|iPod)\b/.test(userAgent)) return { system: 'ios', cpu: 'any' };
  return null;
}

/** Asks the browser for the high-entropy hints (version, architecture); null where there are none. */
export async function readUaHints(): Promise<UaHints | null> {
  const data = (
    navigator as Navigator & {
      userAgentData?: { platform?: string; getHighEntropyValues?: (h: string[]) => Promise<UaHints> };
    }
  ).userAgentData;
  if (!data) return null;
  try {
    const high = data.getHighEntropyValues ? await data.getHighEntropyValues(['platformVersion', 'architecture']) : {};
    return { platform: data.platform, ...high };
  } catch {
    return { ...(data.platform ? { platform: data.platform } : {}) };
  }
}
