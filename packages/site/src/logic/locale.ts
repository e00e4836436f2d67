import { defaultLocale, isLocale, locales, type Locale } from '@labelwise/ui/messages';

/** Local-storage key of the chosen language (spec §4). */
export const LOCALE_STORAGE_KEY = 'systemLanguageCode';

/** URL prefix per locale: English at the root, the others under a short prefix. */
export const localePrefix: Readonly<Record<Locale, string>> = {
  'en-us': '',
  'zh-cn': '/zh-cn',
  'zh-hk': '/zh-hk',
  'de-de': '/de',
  'fr-fr': '/fr',
  'es-es': '/es',
};

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
export function localeFromLanguageTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const [language, ...rest] = lower.split('-');
  switch (language) {
    case 'en':
      return 'en-us';
    case 'de':
      return 'de-de';
    case 'fr':
      return 'fr-fr';
    case 'es':
      return 'es-es';
    case 'zh':
      return rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo' || part === 'hant') ? 'zh-hk' : 'zh-cn';
    default:
      return null;
  }
}

/** A stored value as a locale: exact codes, any case, `_` or `-` (`de_DE` → `de-de`); anything else is ignored. */
export function normalizeStoredLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase().replace(/_/g, '-');
  return isLocale(code) ? code : null;
}

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
 * Decides the page language (spec §4): a locale prefix in the URL wins (shared links keep their language);
 * without one, the stored choice overrides the browser's languages; the fallback is en-us.
 */
export function resolveLocale({ pathPrefix, stored, navigatorLanguages }: LocaleInputs): { locale: Locale; source: LocaleSource } {
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

/** Minimal Storage shape, so tests and SSR can pass a stand-in. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads the stored locale; storage may be missing or throw (private mode, disabled cookies). */
export function readStoredLocale(storage: StorageLike | null | undefined): Locale | null {
  try {
    return normalizeStoredLocale(storage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the language chosen in the dropdown; returns false when storage is unavailable. */
export function storeLocale(storage: StorageLike | null | undefined, locale: Locale): boolean {
  try {
    if (!storage) return false;
    storage.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}
