import { describe, expect, it } from 'vitest';
import { bluetoothPairingFor, normalizeSerial } from './pairing';

describe('bluetoothPairingFor', () => {
  it('Q332: PM-241-BT on Windows and Mac, and ChromeOS over USB', () => {
    expect(bluetoothPairingFor('Q332A1234567')).toEqual({
      status: 'supported',
      serial: 'Q332A1234567',
      prefix: 'Q332',
      model: 'PM-241-BT',
      guide: 'pm241',
      platforms: ['windows', 'mac', 'chromeos-usb'],
      message: 'site.guide.serialSupported',
    });
  });

  it.each(['Q103', 'Q233'])('%s: ChromeOS Bluetooth only', (prefix) => {
    const result = bluetoothPairingFor(`${prefix}00000042`);
    expect(result.status).toBe('supported');
    if (result.status === 'supported') expect(result.platforms).toEqual(['chromeos-bluetooth']);
  });

  it('Q505: D520 on Windows only', () => {
    const result = bluetoothPairingFor('Q505B7654321');
    expect(result).toMatchObject({ status: 'supported', model: 'D520BT', guide: 'd520', platforms: ['windows'] });
  });

  it('other prefixes are not supported', () => {
    for (const serial of ['Q333A1234567', 'A332Q1234567', 'Q33200', 'QQ332A123456', 'Q0505123456789']) {
      const result = bluetoothPairingFor(serial);
      if (serial === 'Q33200') expect(result.status).toBe('invalid');
      else expect(result, serial).toMatchObject({ status: 'unsupported', message: 'site.guide.serialUnsupported' });
    }
  });

  it('tolerates case, surrounding and inner whitespace, and full-width input', () => {
    expect(bluetoothPairingFor('  q332 a123 4567\n')).toMatchObject({ status: 'supported', serial: 'Q332A1234567' });
    expect(bluetoothPairingFor('ｑ３３２Ａ１２３４５６７')).toMatchObject({
      status: 'supported',
      serial: 'Q332A1234567',
    });
    expect(normalizeSerial('\tq505\u00a0x1 ')).toBe('Q505X1');
  });

  it('accepts the dashes, dots and underscores the model search accepts', () => {
    for (const typed of ['Q332-A123-4567', 'q332.a1234567', 'Q332_A1234567', 'Q332 – A1234567', 'Q332/A1234567']) {
      expect(bluetoothPairingFor(typed), typed).toMatchObject({ status: 'supported', serial: 'Q332A1234567' });
    }
  });

  it('rejects empty input and malformed serial numbers', () => {
    expect(bluetoothPairingFor('')).toEqual({ status: 'empty', message: 'site.guide.serialEmpty' });
    expect(bluetoothPairingFor('   ')).toMatchObject({ status: 'empty' });
    expect(bluetoothPairingFor(undefined)).toMatchObject({ status: 'empty' });
    for (const bad of ['Q332', '3320A1234567', 'Q332A12345678901234567', 'Q332A12<script>', 'Q332_A12']) {
      expect(bluetoothPairingFor(bad), bad).toMatchObject({ status: 'invalid', message: 'site.guide.serialInvalid' });
    }
  });
});
