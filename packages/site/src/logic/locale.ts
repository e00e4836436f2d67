import {
  LOCALE_STORAGE_KEY,
  localeFromLanguageTag as fromTag,
  normalizeStoredLocale as storedAs,
  readStoredLocale as readStored,
  SITE_LOCALE_PREFIX,
  storeLocale as store,
  type StorageLike,
} from '@labelwise/client/language';
import { defaultLocale, locales, type Locale } from '@labelwise/ui/messages';

// The language key and detection are the admin's too: one definition in @labelwise/client/language (no ky).
export { LOCALE_STORAGE_KEY, type StorageLike };

/** URL prefix per locale: English at the root, the others under a short prefix (shared with the admin's preview). */
export const localePrefix: Readonly<Record<Locale, string>> = SITE_LOCALE_PREFIX;

const prefixToLocale = new Map<string, Locale>(
  locales.filter((l) => localePrefix[l] !== '').map((l) => [localePrefix[l].slice(1), l]),
);

/** The locale a first path segment stands for (`de`, `/zh-cn`), or null. Case-sensitive: prefixes are lower case. */
export function localeFromPrefix(segment: string | null | undefined): Locale | null {
  if (!segment) return null;
  return prefixToLocale.get(segment.replace(/^\/+|\/+$/g, '')) ?? null;
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

/** Splits a pathname into its locale prefix and the unprefixed path: `/de/printers?x` → `de-de`, `/printers?x`. */
export function stripLocale(pathname: string): { locale: Locale | null; path: string } {
  const [path, suffix] = splitSuffix(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const segment = path.split('/')[1] ?? '';
  const locale = localeFromPrefix(segment);
  if (!locale) return { locale: null, path: path + suffix };
  const rest = path.slice(segment.length + 1);
  return { locale, path: (rest === '' ? '/' : rest) + suffix };
}

/** The path of a page in a locale: `localizePath('/printers', 'de-de')` → `/de/printers`; `/` in German → `/de`. */
export function localizePath(path: string, locale: Locale): string {
  const { path: bare } = stripLocale(path);
  const [pathname, suffix] = splitSuffix(bare);
  const prefix = localePrefix[locale];
  if (prefix === '') return pathname + suffix;
  return (pathname === '/' ? prefix : prefix + pathname) + suffix;
}

/** Browser language → site locale: prefixes de, en, es, fr, zh; zh-TW/zh-HK/zh-MO/Hant → zh-hk, other zh → zh-cn. */
export const localeFromLanguageTag = (tag: string): Locale | null => fromTag(tag, locales) ?? null;

/** A stored value as a locale: exact codes, any case, `_` or `-` (`de_DE` → `de-de`); anything else is ignored. */
export const normalizeStoredLocale = (value: unknown): Locale | null => storedAs(value, locales) ?? null;

export type LocaleSource = 'path' | 'stored' | 'browser' | 'default';

export interface LocaleInputs {
  /** The URL's first segment if it is a locale prefix (`de`, `zh-cn`); null or '' for the unprefixed (English) URLs. */
  pathPrefix?: string | null;
  /** `localStorage.systemLanguageCode`. */
  stored?: string | null;
  /** `navigator.languages` (or `[navigator.language]`), in preference order. */
  navigatorLanguages?: readonly string[] | null;
}

/**
 * Decides the page language: a locale prefix in the URL wins (shared links keep their language);
 * without one, the stored choice overrides the browser's languages; the fallback is en-us.
 */
export function resolveLocale({ pathPrefix, stored, navigatorLanguages }: LocaleInputs): {
  locale: Locale;
  source: LocaleSource;
} {
  const fromPath = localeFromPrefix(pathPrefix);
  if (fromPath) return { locale: fromPath, source: 'path' };
  const fromStore = normalizeStoredLocale(stored);
  if (fromStore) return { locale: fromStore, source: 'stored' };
  for (const tag of navigatorLanguages ?? []) {
    const fromBrowser = localeFromLanguageTag(tag);
    if (fromBrowser) return { locale: fromBrowser, source: 'browser' };
  }
  return { locale: defaultLocale, source: 'default' };
}

/**
 * On first load of an unprefixed URL: where to send the visitor if their stored or browser language is not
 * English (`/printers` → `/de/printers`). Null when the URL already decides, or English applies.
 */
export function initialLocaleRedirect(pathname: string, inputs: Omit<LocaleInputs, 'pathPrefix'>): string | null {
  const { locale: explicit, path } = stripLocale(pathname);
  if (explicit) return null;
  const { locale } = resolveLocale({ pathPrefix: null, ...inputs });
  return locale === 'en-us' ? null : localizePath(path, locale);
}

/** Reads the stored locale; storage may be missing or throw (private mode, disabled cookies). */
export const readStoredLocale = (storage: StorageLike | null | undefined): Locale | null =>
  readStored(storage, locales) ?? null;

/** Stores the language chosen in the dropdown; returns false when storage is unavailable. */
export const storeLocale = (storage: StorageLike | null | undefined, locale: Locale): boolean => store(storage, locale);
