import { describe, expect, it } from 'vitest';
import { visitorSystem } from './visitorSystem';

const WIN_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';

describe('the visitor system from client hints', () => {
  it('tells Windows 11 on ARM and macOS 15 on Apple silicon from the hints', () => {
    expect(visitorSystem(WIN_UA, { platform: 'Windows', platformVersion: '15.0.0', architecture: 'arm' })).toEqual({
      system: 'windows-11',
      cpu: 'arm',
    });
    expect(visitorSystem(WIN_UA, { platform: 'Windows', platformVersion: '10.0.0', architecture: 'x86' })).toEqual({
      system: 'windows-10',
      cpu: 'x64',
    });
    expect(visitorSystem(MAC_UA, { platform: 'macOS', platformVersion: '15.1.0', architecture: 'arm' })).toEqual({
      system: 'macos-15',
      cpu: 'arm',
    });
  });

  it('does not guess a computer from the frozen user agent alone, but places phones and ChromeOS', () => {
    expect(visitorSystem(WIN_UA, null)).toBeNull();
    expect(visitorSystem(MAC_UA, null)).toBeNull();
    expect(visitorSystem(MAC_UA, { platform: 'macOS', platformVersion: '10.15.7' })).toBeNull();
    expect(visitorSystem('Mozilla/5.0 (Linux; Android 14; Pixel 8)', null)).toEqual({ system: 'android', cpu: 'any' });
    expect(visitorSystem('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', null)).toEqual({
      system: 'ios',
      cpu: 'any',
    });
    expect(visitorSystem('Mozilla/5.0 (X11; CrOS x86_64 16093.0.0)', null)).toEqual({ system: 'chromeos', cpu: 'any' });
  });
});
