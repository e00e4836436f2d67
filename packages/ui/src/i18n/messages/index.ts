import type { Catalog } from '../defineMessages';
import type { Locale } from '../locales';
import deDE from './locales/de-de';
import enUS from './locales/en-us';
import esES from './locales/es-es';
import frFR from './locales/fr-fr';
import zhCN from './locales/zh-cn';
import zhHK from './locales/zh-hk';

/**
 * The library's own strings in all six locales. Convenient for tests, Storybook and apps that switch language
 * without a reload; a page that needs one language imports `@labelwise/ui/messages/<locale>` instead.
 */
export const uiMessages: Record<Locale, Catalog> = {
  'en-us': enUS,
  'zh-cn': zhCN,
  'zh-hk': zhHK,
  'de-de': deDE,
  'fr-fr': frFR,
  'es-es': esES,
};

export { locales, languageOptions, defaultLocale, toBcp47, isLocale } from '../locales';
export type { Locale, LanguageOption, TranslatedLocale } from '../locales';
export { buildCatalog, defineMessages } from '../defineMessages';
export type { Catalog, MessageDescriptor, MessageGroup, Translations } from '../defineMessages';
