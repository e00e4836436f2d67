import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { AvailableLocalesContext } from '../i18n/availableLocales';
import type { Catalog } from '../i18n/defineMessages';
import { messages as commonMessages } from '../i18n/common.messages';
import { defaultLocale, toBcp47, type Locale } from '../i18n/locales';
import { devWarning } from '../utils/invariant';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import type { Theme } from './createTheme';

export interface LabelwiseBaseProviderProps {
  /**
   * The theme, built ahead: `createTheme(brand)` run at build time and shipped as data, so the colour engine (culori)
   * stays out of the page's JavaScript.
   */
  theme: Theme;
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
  children?: ReactNode;
}

/**
 * `LabelwiseProvider` for a theme built ahead of time: the same theme and internationalisation, without deriving
 * colours in the browser. Use it where page weight matters and the brand is known at build time.
 */
export function LabelwiseBaseProvider({
  theme,
  locale = defaultLocale,
  messages,
  availableLocales,
  onIntlError,
  children,
}: LabelwiseBaseProviderProps) {
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
        <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>
      </AvailableLocalesContext.Provider>
    </IntlProvider>
  );
}
