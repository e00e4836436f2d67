/** Local-storage key of the language the user chose; the site and the admin share it. */
export const LOCALE_STORAGE_KEY = 'systemLanguageCode';

/** Minimal Storage shape, so tests and prerendering can pass a stand-in. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const TRADITIONAL_CHINESE = new Set(['tw', 'hk', 'mo', 'hant']);

function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/_/g, '-');
}

/**
 * A browser language tag as one of `supported` (codes like `de-de`, `zh-hk`): by the language alone (`de-AT` →
 * `de-de`), except Chinese, where Taiwan, Hong Kong, Macau and Hant go to the traditional locale (`zh-hk`) and every
 * other zh to the simplified one (`zh-cn`). `undefined` for a language not offered.
 */
export function localeFromLanguageTag<L extends string>(tag: string, supported: readonly L[]): L | undefined {
  const [language, ...rest] = normalizeTag(tag).split('-');
  const candidates = supported.filter((locale) => locale.split('-')[0] === language);
  if (language !== 'zh') return candidates[0];
  const traditional = rest.some((part) => TRADITIONAL_CHINESE.has(part));
  return candidates.find((locale) => TRADITIONAL_CHINESE.has(locale.split('-')[1] ?? '') === traditional);
}

/** A stored value as a locale: exact codes in any case, `_` or `-` (`de_DE` → `de-de`); anything else is ignored. */
export function normalizeStoredLocale<L extends string>(value: unknown, supported: readonly L[]): L | undefined {
  if (typeof value !== 'string') return undefined;
  const code = normalizeTag(value);
  return supported.find((locale) => locale === code);
}

/** Reads the stored locale; storage may be missing or throw (private mode, disabled cookies). */
export function readStoredLocale<L extends string>(
  storage: StorageLike | null | undefined,
  supported: readonly L[],
): L | undefined {
  try {
    return normalizeStoredLocale(storage?.getItem(LOCALE_STORAGE_KEY), supported);
  } catch {
    return undefined;
  }
}

/** Stores the chosen language; `false` when storage is unavailable (the choice then lasts for this visit). */
export function storeLocale(storage: StorageLike | null | undefined, locale: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}

/** The first of the browser's languages (`navigator.languages`, in preference order) that is offered. */
export function localeFromLanguages<L extends string>(
  languages: readonly string[] | null | undefined,
  supported: readonly L[],
): L | undefined {
  for (const tag of languages ?? []) {
    const locale = localeFromLanguageTag(tag, supported);
    if (locale) return locale;
  }
  return undefined;
}

/** The stored choice wins over the browser's languages; then `fallback`. */
export function detectLocale<L extends string>(
  inputs: { storage?: StorageLike | null; languages?: readonly string[] | null },
  supported: readonly L[],
  fallback: L,
): L {
  return readStoredLocale(inputs.storage, supported) ?? localeFromLanguages(inputs.languages, supported) ?? fallback;
}

/** The page's language as `<html lang>` says it; both apps keep it current. */
export function documentLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/**
 * The public site's URL prefix per locale: English at the root, the others under a short prefix. The site routes by
 * it; the admin builds the address of the page it previews with it.
 */
export const SITE_LOCALE_PREFIX = {
  'en-us': '',
  'zh-cn': '/zh-cn',
  'zh-hk': '/zh-hk',
  'de-de': '/de',
  'fr-fr': '/fr',
  'es-es': '/es',
} as const satisfies Readonly<Record<string, string>>;

/** A site path in a locale: `/d520` in de-de → `/de/d520`; `/` in de-de → `/de`. */
export function sitePathIn(path: string, locale: keyof typeof SITE_LOCALE_PREFIX): string {
  const prefix = SITE_LOCALE_PREFIX[locale];
  if (prefix === '') return path;
  return path === '/' ? prefix : prefix + path;
}
