import { detectLocale, localeFromLanguageTag as fromTag, storeLocale } from '@labelwise/client/language';
import { defaultLocale, locales, type Locale } from '@labelwise/ui/messages';

/** Shared with the public site through the client package: one key, one detection rule. */
export { LOCALE_STORAGE_KEY } from '@labelwise/client/language';

/** Browser language → locale: de, en, es, fr, zh prefixes (zh-TW/HK/MO and Hant → zh-hk). */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  return fromTag(tag, locales);
}

function defaultStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The stored choice wins over the browser language; the fallback is en-us. */
export function initialLocale(
  storage?: Storage,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
): Locale {
  return detectLocale({ storage: storage ?? defaultStorage(), languages }, locales, defaultLocale);
}

/** Not persisted when storage is unavailable; the choice still applies for this visit. */
export function saveLocale(locale: Locale, storage?: Storage): void {
  storeLocale(storage ?? defaultStorage(), locale);
}
