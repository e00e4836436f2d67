import { describe, expect, it } from 'vitest';
import { formatDuration } from './videoDialogLogic';

describe('formatDuration', () => {
  it('formats seconds as m:ss and h:mm:ss, rounded to whole seconds', () => {
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(4.04)).toBe('0:04');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(127.5)).toBe('2:08');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
  it('gives null for an unknown length instead of inventing one', () => {
    expect(formatDuration(Number.NaN)).toBeNull();
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
  });
});
