import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from './guides.js';
import {
  dotsAcross,
  PRINTER_FAMILIES,
  SHIPPING_PLATFORM_TEXTS,
  SHIPPING_PLATFORMS,
  SHIPPING_TEXTS,
  shippingPlatform,
} from './shipping.js';

describe('shipping-platform set-ups', () => {
  it('cover the ten platforms, each with a settings path, a choice and a mistake in all six locales', () => {
    expect(SHIPPING_PLATFORMS.map((p) => p.slug)).toEqual([
      'shipstation',
      'shopify',
      'ebay',
      'etsy',
      'amazon',
      'paypal-pirate-ship',
      'woocommerce',
      'usps',
      'ups',
      'fedex',
    ]);
    expect(Object.keys(SHIPPING_PLATFORM_TEXTS).sort()).toEqual(SHIPPING_PLATFORMS.map((p) => p.slug).sort());
    for (const [slug, texts] of Object.entries(SHIPPING_PLATFORM_TEXTS)) {
      expect(Object.keys(texts), slug).toEqual(expect.arrayContaining(['path', 'choose', 'mistake1']));
      for (const text of Object.values(texts))
        for (const locale of CONTENT_LOCALES) expect(text[locale].trim(), `${slug} ${locale}`).not.toBe('');
    }
  });

  it('give the family figures as placeholders every translation keeps', () => {
    for (const locale of CONTENT_LOCALES) {
      expect(SHIPPING_TEXTS.familyFormat[locale]).toContain('{dots}');
      expect(SHIPPING_TEXTS.familyFormat[locale]).toContain('{dpi}');
      expect(SHIPPING_TEXTS.familyDriver[locale]).toContain('{dpi}');
    }
  });

  it('know how many dots a 4 in label is across at 203 and 300 dpi', () => {
    expect(PRINTER_FAMILIES.map((f) => dotsAcross(f.dpi))).toEqual([812, 1200]);
    expect(PRINTER_FAMILIES.map((f) => f.dotsPerMm)).toEqual([8, 12]);
  });

  it('find a platform by slug only', () => {
    expect(shippingPlatform('etsy')?.name).toBe('Etsy');
    expect(shippingPlatform('Etsy')).toBeUndefined();
  });
});
