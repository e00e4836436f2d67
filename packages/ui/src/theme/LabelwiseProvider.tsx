import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalog } from '../i18n/defineMessages';
import { defaultLocale, toBcp47, type Locale } from '../i18n/locales';
import { uiMessages } from '../i18n/messages';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';

export interface LabelwiseProviderProps extends ThemeProviderProps {
  /** One of the six product locales. Default en-us. */
  locale?: Locale;
  /** Your app's messages for `locale`; they are merged over the library's own strings. */
  messages?: Catalog;
  /** Called for messages missing from the catalog; defaults to react-intl's console warning in development. */
  onIntlError?: (error: Error) => void;
}

/** Theme plus internationalisation: the one provider an app or partner page needs. */
export function LabelwiseProvider({
  locale = defaultLocale,
  messages,
  onIntlError,
  children,
  ...themeProps
}: LabelwiseProviderProps) {
  const catalog = useMemo(() => ({ ...uiMessages[locale], ...messages }), [locale, messages]);
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="en-US" messages={catalog} onError={onIntlError}>
      <ThemeProvider {...themeProps}>{children}</ThemeProvider>
    </IntlProvider>
  );
}
