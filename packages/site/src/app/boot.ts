import { legacyHashTarget } from '../logic/legacyHash';
import { initialLocaleRedirect, readStoredLocale, type StorageLike } from '../logic/locale';

/** Local storage, or null where it is unavailable (SSR, privacy modes that throw on access). */
export function safeStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * Where the first load should move to, before anything renders: an old hash link (`#/d520` → `/d520`), then
 * an unprefixed URL to the stored or browser language (`/printers` → `/de/printers`). Null: stay.
 */
export function bootTarget(
  location: { pathname: string; search: string; hash: string },
  storage: StorageLike | null,
  languages: readonly string[],
): string | null {
  const legacy = legacyHashTarget(location.hash);
  const path = legacy ?? location.pathname + location.search;
  const localized = initialLocaleRedirect(path, { stored: readStoredLocale(storage), navigatorLanguages: languages });
  const target = localized ?? path;
  return legacy !== null || localized !== null ? target : null;
}
