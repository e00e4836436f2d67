/** The six languages of the product, in the language list's order: en-us is the default. */
export const locales = ['en-us', 'zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'] as const;
export type Locale = (typeof locales)[number];
export type TranslatedLocale = Exclude<Locale, 'en-us'>;
export const defaultLocale: Locale = 'en-us';

export interface LanguageOption {
  id: number;
  /** The language's own name, shown in the language dropdown. */
  langName: string;
  /** English description, for operators. */
  desp: string;
  langCode: Locale;
  status: boolean;
}

export const languageOptions: readonly LanguageOption[] = [
  { id: 1, langName: 'English', desp: 'English', langCode: 'en-us', status: true },
  { id: 2, langName: '简体中文', desp: 'Simplified Chinese', langCode: 'zh-cn', status: true },
  { id: 3, langName: '繁體中文', desp: 'Traditional Chinese', langCode: 'zh-hk', status: true },
  { id: 4, langName: 'Deutsch', desp: 'German', langCode: 'de-de', status: true },
  { id: 5, langName: 'Français', desp: 'French', langCode: 'fr-fr', status: true },
  { id: 6, langName: 'Español', desp: 'Spanish', langCode: 'es-es', status: true },
];

/** BCP 47 tag for `Intl` and the `lang` attribute: `zh-hk` → `zh-HK`. */
export function toBcp47(locale: Locale): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
