import { describe, expect, it } from 'vitest';
import { driverOsFor, orderDownloads, suggestedDownloads, suggestOs, windowsBitness } from './os';

const UA = {
  win: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  win32: 'Mozilla/5.0 (Windows NT 6.1; Win32; rv:115.0) Gecko/20100101 Firefox/115.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  cros: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ubuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('suggestOs', () => {
  it('reads the User-Agent string', () => {
    expect(suggestOs(UA.win)).toBe('windows');
    expect(suggestOs(UA.win32)).toBe('windows');
    expect(suggestOs(UA.mac)).toBe('mac');
    expect(suggestOs(UA.iphone)).toBe('ios');
    expect(suggestOs(UA.android)).toBe('android');
    expect(suggestOs(UA.cros)).toBe('chromeos');
    expect(suggestOs(UA.linux)).toBe('linux');
    expect(suggestOs(UA.ubuntu)).toBe('linux');
  });

  it('prefers User-Agent Client Hints when the browser gives them', () => {
    expect(suggestOs(UA.linux, { platform: 'Chrome OS' })).toBe('chromeos');
    expect(suggestOs(UA.win, { platform: 'macOS' })).toBe('mac');
    expect(suggestOs('', { platform: 'Android', mobile: true })).toBe('android');
    expect(suggestOs(UA.win, { platform: '' })).toBe('windows');
    expect(suggestOs(UA.win, { platform: 'Unknown' })).toBe('windows');
  });

  it('treats a touch-capable Mac (iPadOS desktop mode) as iOS', () => {
    expect(suggestOs(UA.mac, null, 5)).toBe('ios');
    expect(suggestOs(UA.mac, null, 0)).toBe('mac');
  });

  it('returns null when it cannot tell', () => {
    expect(suggestOs('')).toBeNull();
    expect(suggestOs(undefined)).toBeNull();
    expect(suggestOs('curl/8.5.0')).toBeNull();
  });
});

describe('download suggestions', () => {
  it('picks the Windows installer width', () => {
    expect(windowsBitness(UA.win)).toBe(64);
    expect(windowsBitness(UA.win32)).toBe(32);
    expect(windowsBitness(UA.win, { bitness: '32' })).toBe(32);
    expect(windowsBitness('Mozilla/5.0 (Windows NT 10.0)')).toBe(64);
  });

  it('suggests the visitor’s own platform first without hiding the others', () => {
    expect(orderDownloads('mac')).toEqual(['Mac', 'Win64', 'Win32', 'chrome', 'Android', 'IOS']);
    expect(orderDownloads('windows', 32)).toEqual(['Win32', 'Win64', 'Mac', 'chrome', 'Android', 'IOS']);
    expect(orderDownloads('ios')[0]).toBe('IOS');
    expect(orderDownloads('linux')[0]).toBe('chrome');
    expect(orderDownloads(null)).toEqual(['Win64', 'Win32', 'Mac', 'chrome', 'Android', 'IOS']);
    for (const os of ['windows', 'mac', 'android', 'ios', 'linux', 'chromeos', null] as const)
      expect(new Set(orderDownloads(os)).size).toBe(6);
    expect(suggestedDownloads(null)).toEqual([]);
  });

  it('maps a system to the driver filter of the Printers page', () => {
    expect(driverOsFor('mac')).toBe('macos');
    expect(driverOsFor('linux')).toBe('linux');
    expect(driverOsFor('ios')).toBeNull();
  });
});
