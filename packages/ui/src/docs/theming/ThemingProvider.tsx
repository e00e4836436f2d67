import { useMemo, type ReactNode } from 'react';
import { buildCatalog } from '../../i18n/defineMessages';
import { isLocale, type Locale } from '../../i18n/locales';
import { uiMessages } from '../../i18n/messages';
import { LabelwiseProvider, type Brand } from '../../theme';
import { messages, translations } from './theming.messages';

export interface ThemingProviderProps {
  locale: unknown;
  brand: Brand;
  children: ReactNode;
}

/** The library's strings plus the Theming blocks' own, in the toolbar locale, with the toolbar brand. */
export function ThemingProvider({ locale, brand, children }: ThemingProviderProps) {
  const current: Locale = isLocale(locale) ? locale : 'en-us';
  const catalog = useMemo(
    () => ({ ...uiMessages[current], ...buildCatalog(current, [{ messages, translations }]) }),
    [current],
  );
  return (
    <LabelwiseProvider locale={current} brand={brand} messages={catalog}>
      {children}
    </LabelwiseProvider>
  );
}
