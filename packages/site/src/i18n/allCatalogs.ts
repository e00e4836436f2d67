import { locales, uiMessages, type Catalog, type Locale } from '@labelwise/ui/messages';
import { siteMessages } from '.';

/** The catalogs' language tags, for the build to parse each catalog in its locale (build/locale-catalogs.ts). */
export { toBcp47 } from '@labelwise/ui/messages';

/**
 * The full react-intl catalog of every locale: library strings with the site's merged over them.
 * The production build evaluates this at build time to emit one chunk of precompiled messages per locale
 * (build/locale-catalogs.ts), so the browser downloads only the visitor's language and never parses ICU.
 */
export function allCatalogs(): Record<Locale, Catalog> {
  return Object.fromEntries(locales.map((locale) => [locale, { ...uiMessages[locale], ...siteMessages[locale] }])) as Record<
    Locale,
    Catalog
  >;
}
