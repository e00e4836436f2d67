import { createContext, useContext } from 'react';
import { defaultLocale, languageOptions, type LanguageOption, type Locale } from './locales';

/**
 * The locales the app can show the library in: set by `LabelwiseProvider`, read by the top bar's language menu so
 * it never offers a language whose catalog the app cannot provide. Null outside a `LabelwiseProvider`.
 */
export const AvailableLocalesContext = createContext<readonly Locale[] | null>(null);

/**
 * The languages a language menu offers: `given` when the consumer lists them, else the enabled product languages
 * the provider can show (outside a provider, English and `current`, the only ones known to work).
 */
export function useOfferedLanguages(current: Locale, given?: readonly LanguageOption[]): readonly LanguageOption[] {
  const available = useContext(AvailableLocalesContext) ?? [defaultLocale, current];
  return given ?? languageOptions.filter((option) => option.status && available.includes(option.langCode));
}
