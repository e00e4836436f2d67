/**
 * The six product locales, in the language list's order. Content, captions, web-vitals beacons and the site's
 * routes all take their list from here; `@labelwise/ui` publishes the same list for partners (a site test holds the
 * two equal, since the published library cannot import this private package).
 */
export const CONTENT_LOCALES = ['en-us', 'zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** The locale shown wherever an item has no text of the visitor's locale. */
export const CONTENT_FALLBACK_LOCALE: ContentLocale = 'en-us';
