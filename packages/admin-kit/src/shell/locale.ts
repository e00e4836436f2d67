import { defaultLocale, isLocale, type Locale } from '@labelwise/ui/messages';

/** Local-storage key of the chosen language, shared with the public site (spec §4). */
export const LOCALE_STORAGE_KEY = 'systemLanguageCode';

const byPrefix: Record<string, Locale> = { de: 'de-de', en: 'en-us', es: 'es-es', fr: 'fr-fr' };

/** Browser language → locale: de, en, es, fr, zh prefixes (zh-TW/HK/MO and Hant → zh-hk). */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  const language = lower.split('-')[0] ?? '';
  if (language === 'zh') return /-(tw|hk|mo|hant)\b/.test(lower) ? 'zh-hk' : 'zh-cn';
  return byPrefix[language];
}

/** The stored choice wins over the browser language; the fallback is en-us (spec §4). */
export function initialLocale(storage?: Storage, languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? []): Locale {
  try {
    const saved = (storage ?? localStorage).getItem(LOCALE_STORAGE_KEY);
    if (saved && isLocale(saved)) return saved;
  } catch {
    // Storage disabled: fall through to the browser language.
  }
  for (const tag of languages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return defaultLocale;
}

export function saveLocale(locale: Locale, storage?: Storage): void {
  try {
    (storage ?? localStorage).setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}
