import { describe, expect, it } from 'vitest';
import {
  orderedConnections,
  parseSerialPrefixes,
  resolutionBody,
  resolutionDraft,
  RESOLUTION_VALUES,
  UNKNOWN_RESOLUTION,
} from './modelForm';

describe('parseSerialPrefixes', () => {
  it('reads comma, space and Chinese separators, upper-cases and drops duplicates', () => {
    expect(parseSerialPrefixes(' q332, Q103  q233，Q505、q332 ')).toEqual({
      ok: true,
      prefixes: ['Q332', 'Q103', 'Q233', 'Q505'],
    });
    expect(parseSerialPrefixes('   ')).toEqual({ ok: true, prefixes: [] });
  });

  it('names the first entry the API would refuse', () => {
    expect(parseSerialPrefixes('Q332, Q-505, x')).toEqual({ ok: false, invalid: 'Q-505' });
    expect(parseSerialPrefixes('Q33200000000')).toEqual({ ok: false, invalid: 'Q33200000000' });
  });
});

describe('orderedConnections', () => {
  it('keeps the API order and drops unknown kinds', () => {
    expect(orderedConnections(['wifi', 'usb', 'serial'])).toEqual(['usb', 'wifi']);
  });
});

describe('the print resolution select', () => {
  it('offers Unknown first, then the contract’s resolutions', () => {
    expect(RESOLUTION_VALUES).toEqual([UNKNOWN_RESOLUTION, '203', '300']);
  });

  it('reads a model’s resolution and sends back null for Unknown', () => {
    expect(resolutionDraft(null)).toBe(UNKNOWN_RESOLUTION);
    expect(resolutionDraft(300)).toBe('300');
    expect(RESOLUTION_VALUES.map(resolutionBody)).toEqual([null, 203, 300]);
    expect(resolutionBody('250')).toBeNull();
  });
});
