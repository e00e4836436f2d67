import { describe, expect, it } from 'vitest';
import { legacyHashTarget } from './legacyHash';

describe('legacyHashTarget', () => {
  it('turns old hash routes into real paths', () => {
    expect(legacyHashTarget('#/d520')).toBe('/d520');
    expect(legacyHashTarget('#/printers?brand=1')).toBe('/printers?brand=1');
    expect(legacyHashTarget('#/')).toBe('/');
    expect(legacyHashTarget('#/index')).toBe('/index');
    expect(legacyHashTarget('/pm241')).toBe('/pm241');
  });

  it('leaves ordinary anchors and empty hashes alone', () => {
    expect(legacyHashTarget('#drivers')).toBeNull();
    expect(legacyHashTarget('#')).toBeNull();
    expect(legacyHashTarget('')).toBeNull();
    expect(legacyHashTarget(null)).toBeNull();
  });

  it('never produces an off-site (protocol-relative) URL', () => {
    for (const hash of [
      '#//evil.example/x',
      '#/\\evil.example',
      '#\\\\evil.example',
      '#/\t/evil.example',
      '#/\n//evil.example',
    ]) {
      const target = legacyHashTarget(hash)!;
      expect(target, hash).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, 'https://labelwise.example').origin).toBe('https://labelwise.example');
    }
  });
});
