import { useEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { AvailableLocalesContext } from '../i18n/availableLocales';
import type { Catalog } from '../i18n/defineMessages';
import { messages as commonMessages } from '../i18n/common.messages';
import { defaultLocale, toBcp47, type Locale } from '../i18n/locales';
import { devWarning } from '../utils/invariant';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';

export interface LabelwiseProviderProps extends ThemeProviderProps {
  /** One of the six product locales. Default en-us. */
  locale?: Locale;
  /**
   * The catalog for `locale`: the library's strings (`@labelwise/ui/messages/<locale>`) with your app's merged over
   * them. Optional for en-us, whose library strings are built into the components. Without the library's strings a
   * translated locale shows in English (with a warning in development) until they arrive.
   */
  messages?: Catalog;
  /**
   * The locales your app can switch to, loading their catalogs when needed; the top bar's language menu offers
   * only these. Default: en-us, and `locale` when `messages` holds the library's strings for it.
   */
  availableLocales?: readonly Locale[];
  /** Called for messages missing from the catalog; defaults to react-intl's console warning in development. */
  onIntlError?: (error: Error) => void;
}

/** Theme plus internationalisation: the one provider an app or partner page needs. */
export function LabelwiseProvider({
  locale = defaultLocale,
  messages,
  availableLocales,
  onIntlError,
  children,
  ...themeProps
}: LabelwiseProviderProps) {
  // A translated locale without the library's strings (a catalog not loaded yet, or not merged) falls back to
  // English as a whole rather than mixing languages or leaving the page blank.
  const loaded = locale === defaultLocale || (messages !== undefined && commonMessages.close.id in messages);
  const shown = loaded ? locale : defaultLocale;
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && !loaded) {
      devWarning(
        'LabelwiseProvider',
        `messages for locale '${locale}' lack the library's strings, so the page shows in English: merge your catalog over the one from '@labelwise/ui/messages/${locale}'.`,
      );
    }
  }, [loaded, locale]);
  const catalog = useMemo(() => (loaded && messages) || {}, [loaded, messages]);
  const offered = useMemo(
    () => availableLocales ?? (loaded && locale !== defaultLocale ? [defaultLocale, locale] : [defaultLocale]),
    [availableLocales, loaded, locale],
  );
  return (
    <IntlProvider locale={toBcp47(shown)} defaultLocale="en-US" messages={catalog} onError={onIntlError}>
      <AvailableLocalesContext.Provider value={offered}>
        <ThemeProvider {...themeProps}>{children}</ThemeProvider>
      </AvailableLocalesContext.Provider>
    </IntlProvider>
  );
}
