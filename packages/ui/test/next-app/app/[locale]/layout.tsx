// The root layout is a Server Component: it picks the catalog and hands serialisable props to the library's
// provider, which adds the style registry (server HTML arrives styled) and the theme and react-intl contexts.
import type { Brand } from '@labelwise/ui';
import { locales, type Catalog, type Locale } from '@labelwise/ui/messages';
import deDE from '@labelwise/ui/messages/de-de';
import frFR from '@labelwise/ui/messages/fr-fr';
import { LabelwiseNextProvider } from '@labelwise/ui/next';
import type { ReactNode } from 'react';

const acme: Brand = { name: 'Acme Labels', primaryColor: '#6959CD' };

// The catalogs this app ships. A language without one shows in English: the provider falls back.
const catalogs: Partial<Record<Locale, Catalog>> = { 'de-de': deDE, 'fr-fr': frFR };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale: segment } = await params;
  const locale = locales.find((candidate) => candidate === segment) ?? 'en-us';
  const messages = catalogs[locale];
  return (
    <html lang={messages ? locale : 'en-us'}>
      <body>
        <LabelwiseNextProvider brand={acme} locale={locale} messages={messages} availableLocales={locales}>
          {children}
        </LabelwiseNextProvider>
      </body>
    </html>
  );
}
