import { describe, expect, it } from 'vitest';
import { orderedConnections, parseSerialPrefixes } from './modelForm';

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
