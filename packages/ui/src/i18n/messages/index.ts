import { buildCatalog, type Catalog } from '../defineMessages';
import { locales, type Locale } from '../locales';
import { messageGroups } from './groups';

/** The library's own strings, per locale. Merge your app's messages over them. */
export const uiMessages: Record<Locale, Catalog> = Object.fromEntries(
  locales.map((locale) => [locale, buildCatalog(locale, messageGroups)]),
) as Record<Locale, Catalog>;

export { locales, languageOptions, defaultLocale, toBcp47, isLocale } from '../locales';
export type { Locale, LanguageOption, TranslatedLocale } from '../locales';
export { defineMessages } from '../defineMessages';
export type { Catalog, MessageDescriptor, Translations } from '../defineMessages';
