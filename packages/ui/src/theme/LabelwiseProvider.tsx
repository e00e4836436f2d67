import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalog } from '../i18n/defineMessages';
import { messages as commonMessages } from '../i18n/common.messages';
import { defaultLocale, toBcp47, type Locale } from '../i18n/locales';
import { invariant } from '../utils/invariant';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';

export interface LabelwiseProviderProps extends ThemeProviderProps {
  /** One of the six product locales. Default en-us. */
  locale?: Locale;
  /**
   * The catalog for `locale`: the library's strings (`@labelwise/ui/messages/<locale>`) with your app's merged over
   * them. Optional for en-us, whose library strings are built into the components.
   */
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
  // The library no longer bundles every language into every page; a translated locale without the library's
  // strings would silently show English buttons and labels, so that mistake fails loudly in development.
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'LabelwiseProvider',
      locale === defaultLocale || (messages !== undefined && commonMessages.close.id in messages),
      `messages for locale '${locale}' lack the library's strings: merge your catalog over the one from '@labelwise/ui/messages/${locale}'.`,
    );
  }
  const catalog = useMemo(() => messages ?? {}, [messages]);
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="en-US" messages={catalog} onError={onIntlError}>
      <ThemeProvider {...themeProps}>{children}</ThemeProvider>
    </IntlProvider>
  );
}
