import { describe, expect, it } from 'vitest';
import { legacyHashTarget } from '../logic/legacyHash';
import { LEGACY_HASH_SCRIPT } from './legacyHashScript';

/** Runs the script against a location with `hash` on `pathname`; returns where it sent the browser, or null. */
function run(hash: string, pathname = '/'): string | null {
  let target: string | null = null;
  const location = { hash, pathname, replace: (to: string) => (target = to) };
  new Function('location', LEGACY_HASH_SCRIPT)(location);
  return target;
}

describe('LEGACY_HASH_SCRIPT', () => {
  it('sends an old hash link where the app would, and leaves anchors alone', () => {
    const hashes = [
      '#/d520',
      '#/printers?brand=1',
      '#/',
      '#/index',
      '#drivers',
      '#',
      '',
      '#//evil.example/x',
      '#/\\evil.example',
      '#\\\\evil.example',
      '#/\t/evil.example',
      '#/\n//evil.example',
    ];
    for (const hash of hashes) expect(run(hash), hash).toBe(legacyHashTarget(hash));
    expect(run('#/d520')).toBe('/d520');
    expect(run('#//evil.example/x')).toBe('/evil.example/x');
  });

  it("sends an old hash link on a locale's home page to the page in that locale", () => {
    expect(run('#/d520', '/zh-cn')).toBe('/zh-cn/d520');
    expect(run('#/d520', '/zh-cn/')).toBe('/zh-cn/d520');
    expect(run('#/printers?brand=1', '/de')).toBe('/de/printers?brand=1');
    expect(run('#//evil.example/x', '/zh-hk')).toBe('/zh-hk/evil.example/x');
    expect(run('#faq', '/zh-cn')).toBeNull();
  });
});
