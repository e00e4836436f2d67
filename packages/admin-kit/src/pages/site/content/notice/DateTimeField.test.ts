import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './DateTimeField';

describe('notice date fields', () => {
  it('show a stored instant in the operator’s time zone and store what they pick as UTC', () => {
    const picked = '2026-12-24T08:30';
    const stored = fromLocalInput(picked);
    expect(stored).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(new Date(stored).getTime()).toBe(new Date(picked).getTime());
    expect(toLocalInput(stored)).toBe(picked);
  });

  it('leave an empty or broken value empty rather than inventing a date', () => {
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('soon')).toBe('');
    expect(toLocalInput(undefined)).toBe('');
    expect(fromLocalInput('')).toBe('');
  });
});
