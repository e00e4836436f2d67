import type { Catalog, Locale } from '@labelwise/ui/messages';
import { allCatalogs } from './allCatalogs';

/*
 * Source (dev server and unit tests): every catalog is available synchronously, so rendering never waits.
 * The production build swaps this module for one that imports each locale's catalog chunk on demand
 * (build/locale-catalogs.ts); both versions export the same two functions.
 */
const loaded: ReadonlyMap<Locale, Catalog> = new Map(Object.entries(allCatalogs()) as Array<[Locale, Catalog]>);

/** The locale's catalog if it is already in memory. */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

/** Loads the locale's catalog (already loaded here). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  return Promise.resolve(loaded.get(locale)!);
}
