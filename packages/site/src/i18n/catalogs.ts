import type { Catalog, Locale } from '@labelwise/ui/messages';
import { allCatalogs } from './allCatalogs';

/*
 * Source (dev server and unit tests): every catalog is available synchronously, so rendering never waits.
 * The production build swaps this module for one that imports each locale's catalog chunk on demand
 * (build/locale-catalogs.ts); both versions export the same two functions. The chunks hold the messages
 * precompiled to ICU ASTs rather than the `Catalog` strings typed here: react-intl takes either form, and the
 * callers only hand the catalog to it, so the type stays the library's `Catalog` that LabelwiseProvider accepts.
 */
const loaded: ReadonlyMap<Locale, Catalog> = new Map(Object.entries(allCatalogs()) as Array<[Locale, Catalog]>);

/** A promise React's `use()` reads without suspending: it looks for `status` and `value` on the thenable. */
function settled(catalog: Catalog): Promise<Catalog> {
  return Object.assign(Promise.resolve(catalog), { status: 'fulfilled', value: catalog });
}
const promises = new Map<Locale, Promise<Catalog>>();

/** The locale's catalog if it is already in memory. */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

/**
 * One stable promise per locale, so `use(loadCatalog(locale))` can be called on every render (React forbids
 * calling `use` conditionally); a catalog already in memory comes back as a settled promise and never suspends.
 */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  let promise = promises.get(locale);
  if (!promise) {
    promise = settled(loaded.get(locale)!);
    promises.set(locale, promise);
  }
  return promise;
}
