import { describe, expect, it } from 'vitest';
import { legacyHashTarget } from '../logic/legacyHash';
import { LEGACY_HASH_SCRIPT } from './legacyHashScript';

/** Runs the script against a location with `hash`; returns where it sent the browser, or null. */
function run(hash: string): string | null {
  let target: string | null = null;
  const location = { hash, replace: (to: string) => (target = to) };
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
});
