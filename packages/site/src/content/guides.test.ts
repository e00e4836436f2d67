import { describe, expect, it } from 'vitest';
import { guideModels } from './guides';

describe('guide pairing steps', () => {
  // The steps come from the contract's defaults, the serial prefixes from the site's pairing rules: a page must not
  // describe system pairing on a platform its serial checker never offers, nor leave out one it does.
  it('describe system pairing on exactly the platforms the model’s serial prefixes allow', () => {
    for (const g of guideModels) {
      const platforms = new Set(g.pairing.flatMap((p) => p.platforms));
      const bluetooth = g.steps.bluetooth ?? [];
      expect(bluetooth.includes('site.guide.pairWindows'), g.slug).toBe(platforms.has('windows'));
      expect(bluetooth.includes('site.guide.pairMac'), g.slug).toBe(platforms.has('mac'));
      expect(g.steps.chromeos!.includes('site.guide.crosBluetooth'), g.slug).toBe(platforms.has('chromeos-bluetooth'));
    }
  });
});
