import { isLocale, type Locale } from '@labelwise/ui';
import { buildCatalog, type MessageGroup } from '@labelwise/ui/messages';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import * as content from './content.messages';

/** The locale of the surrounding IntlProvider as a catalog locale (`de-DE` → `de-de`). */
export function useCatalogLocale(): Locale {
  const intl = useIntl();
  const lower = intl.locale.toLowerCase();
  return isLocale(lower) ? lower : 'en-us';
}

/**
 * Adds the content pages' strings (the shared ones and `groups`) to the app's catalog, so a content page works
 * whether or not its groups are listed in `i18n/catalog.ts`.
 */
export function ContentMessages({ groups = [], children }: { groups?: readonly MessageGroup[]; children: ReactNode }) {
  const intl = useIntl();
  const locale = useCatalogLocale();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...buildCatalog(locale, [content, ...groups]) }),
    [intl.messages, locale, groups],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
