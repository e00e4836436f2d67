import type { Catalog, Locale } from '@labelwise/ui/messages';
import type { LoadablePage } from '../app/pages';
import { allCatalogs } from './allCatalogs';
import type { AreaName } from '.';

/*
 * Source (dev server and unit tests): every catalog is available synchronously and whole, so rendering never
 * waits. The production build swaps this module for one that imports, on demand, the chunks of each locale's
 * catalog a page needs (build/locale-catalogs.ts, src/i18n/pageAreas.ts); both versions export the same three
 * functions. The chunks hold the messages precompiled to ICU ASTs rather than the `Catalog` strings typed here:
 * react-intl takes either form, and the callers only hand the catalog to it, so the type stays the library's
 * `Catalog` that LabelwiseProvider accepts.
 */
const loaded: ReadonlyMap<Locale, Catalog> = new Map(Object.entries(allCatalogs()) as Array<[Locale, Catalog]>);

/** A promise React's `use()` reads without suspending: it looks for `status` and `value` on the thenable. */
function settled(catalog: Catalog): Promise<Catalog> {
  return Object.assign(Promise.resolve(catalog), { status: 'fulfilled', value: catalog });
}
const promises = new Map<Locale, Promise<Catalog>>();

/**
 * The catalog for a page of a locale if it is already in memory: the shell's messages plus the page's areas
 * (`null`: the shell's only).
 */
export function loadedCatalog(locale: Locale, _page: LoadablePage | null): Catalog | undefined {
  return loaded.get(locale);
}

/**
 * One stable promise per locale and page, so `use(loadCatalog(locale, page))` can be called on every render (React
 * forbids calling `use` conditionally); a catalog already in memory comes back as a settled promise and never
 * suspends.
 */
export function loadCatalog(locale: Locale, _page: LoadablePage | null): Promise<Catalog> {
  let promise = promises.get(locale);
  if (!promise) {
    promise = settled(loaded.get(locale)!);
    promises.set(locale, promise);
  }
  return promise;
}

/** The messages of areas a component loads when it first shows (pageAreas.ts `componentAreas`). */
export function loadAreas(locale: Locale, _areas: readonly AreaName[]): Promise<Catalog> {
  return loadCatalog(locale, null);
}
