import { locales, uiMessages, type Catalog, type Locale } from '@labelwise/ui/messages';
import { areas, siteMessages, type AreaName } from '.';
import { shellAreas, type CatalogPart } from './pageAreas';

/** The catalogs' language tags, for the build to parse each catalog in its locale (build/locale-catalogs.ts). */
export { toBcp47 } from '@labelwise/ui/messages';

/**
 * The full react-intl catalog of every locale: library strings with the site's merged over them.
 * For tests and the dev server; the production build ships `catalogParts()` instead.
 */
export function allCatalogs(): Record<Locale, Catalog> {
  return Object.fromEntries(
    locales.map((locale) => [locale, { ...uiMessages[locale], ...siteMessages[locale] }]),
  ) as Record<Locale, Catalog>;
}

/**
 * Every locale's catalog cut into the chunks the production build ships (src/i18n/pageAreas.ts): `shell` is the
 * library's strings plus the shell areas, every other area is a part of its own. The build evaluates this at
 * build time and emits one chunk of precompiled messages per locale and part, so the browser downloads only the
 * visitor's language, only the parts the page renders, and never parses ICU.
 */
export function catalogParts(): Record<Locale, Record<CatalogPart, Catalog>> {
  const shell = new Set<AreaName>(shellAreas);
  return Object.fromEntries(
    locales.map((locale) => {
      const parts: Record<string, Catalog> = { shell: { ...uiMessages[locale] } };
      for (const [name, area] of Object.entries(areas) as Array<[AreaName, (typeof areas)[AreaName]]>) {
        if (shell.has(name)) Object.assign(parts.shell!, area.catalogs[locale]);
        else parts[name] = { ...area.catalogs[locale] };
      }
      return [locale, parts];
    }),
  ) as Record<Locale, Record<CatalogPart, Catalog>>;
}
