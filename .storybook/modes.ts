/**
 * Chromatic modes: each is a set of toolbar globals (and a viewport width) Chromatic snapshots every story in.
 * Five modes, not the full 3 locales x 2 brands x 2 viewports: each axis is covered against the default of
 * the others, which catches locale, brand and layout regressions at 5 snapshots per story instead of 12.
 */
export const chromaticModes = {
  'en-us desktop': { locale: 'en-us', brand: 'labelwise', viewport: 1280 },
  'en-us mobile': { locale: 'en-us', brand: 'labelwise', viewport: 390 },
  'zh-cn desktop': { locale: 'zh-cn', brand: 'labelwise', viewport: 1280 },
  'de-de desktop': { locale: 'de-de', brand: 'labelwise', viewport: 1280 },
  'phomemo desktop': { locale: 'en-us', brand: 'phomemo', viewport: 1280 },
} as const;
