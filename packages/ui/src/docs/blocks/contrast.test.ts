import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastOf } from './contrast';

describe('docs contrast helpers', () => {
  it('computes WCAG ratios and grades them', () => {
    expect(contrastOf('black', 'white')).toBe(21);
    expect(contrastLevel(contrastOf('black', 'white') ?? 0)).toBe('aa');
    // The raw default brand blue on white is too light for body text but fine for a border or large text.
    expect(contrastLevel(contrastOf('rgb(64, 158, 255)', 'white') ?? 0)).toBe('fail');
    expect(contrastLevel(3.2)).toBe('aa-large');
  });

  it('measures a translucent colour as it shows over the background', () => {
    // Half-transparent black over white is mid grey, not black: about 3.95:1, not 21:1.
    expect(contrastOf('rgba(0, 0, 0, 0.5)', 'white')).toBeCloseTo(3.95, 1);
  });

  it('returns undefined for values that are not a single colour', () => {
    expect(contrastOf('linear-gradient(red, blue)', 'white')).toBeUndefined();
  });
});
