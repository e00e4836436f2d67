import { describe, expect, it } from 'vitest';
import { toQueryString, withQuery } from './queryString.js';

describe('query strings', () => {
  it('leaves out empty values, repeats arrays and sends one nested level as key[sub]', () => {
    expect(toQueryString({ a: 1, b: true, c: null, d: '', e: ['x', '', 'y'], f: { g: 'h', i: undefined } })).toBe(
      'a=1&b=true&e=x&e=y&f%5Bg%5D=h',
    );
    expect(toQueryString(undefined)).toBe('');
  });

  it('appends to a URL, keeping a query string it already has', () => {
    expect(withQuery('/x?y=1', { z: 2 })).toBe('/x?y=1&z=2');
    expect(withQuery('/x', {})).toBe('/x');
  });
});
