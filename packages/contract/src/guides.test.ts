import { describe, expect, it } from 'vitest';
import {
  CONTENT_LOCALES,
  GUIDE_DEFAULTS,
  GUIDE_STEP_TEXTS,
  defaultGuideSteps,
  guideDefault,
  guideIntro,
  guideSteps,
} from './guides.js';

describe('guide defaults', () => {
  it('hold the 31 guide pages, each with its sections in page order', () => {
    expect(GUIDE_DEFAULTS).toHaveLength(31);
    expect(new Set(GUIDE_DEFAULTS.map((g) => g.slug.toLowerCase())).size).toBe(31);
    const pm241 = guideDefault('/PM241')!;
    expect(pm241.sections).toEqual(['bluetooth', 'usb', 'windows', 'mac', 'chromeos', 'linux', 'firmware']);
    expect(guideDefault('ds-50p')!.sections).not.toContain('mac');
    expect(guideDefault('d550')!.sections).not.toContain('firmware');
  });

  it('have every default step in all six locales, with the model name filled in', () => {
    for (const texts of Object.values(GUIDE_STEP_TEXTS))
      for (const locale of CONTENT_LOCALES) expect(texts[locale].trim()).not.toBe('');
    const steps = defaultGuideSteps('d520', 'bluetooth', 'de-de');
    expect(steps[1]).toContain('D520BT');
    expect(steps.join(' ')).not.toContain('{model}');
    expect(steps).toContain(defaultGuideSteps('d520', 'bluetooth', 'de-de')[0]);
    expect(steps.length).toBe(GUIDE_DEFAULTS.find((g) => g.slug === 'd520')!.steps.bluetooth!.length);
  });

  it('let an override replace a section’s steps and an intro replace the default one', () => {
    const guide = { slug: 'd520', name: 'D520BT' };
    expect(guideSteps({ ...guide, override: ['Plug in the {model}.'] }, 'usb', 'en-us')).toEqual([
      'Plug in the D520BT.',
    ]);
    expect(guideSteps({ ...guide, override: [] }, 'usb', 'fr-fr')).toEqual(defaultGuideSteps('d520', 'usb', 'fr-fr'));
    expect(guideIntro('D520BT', 'zh-cn')).toContain('D520BT');
    expect(guideIntro('D520BT', 'zh-cn', 'Hallo {model}')).toBe('Hallo D520BT');
  });
});
