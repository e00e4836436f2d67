// A Server Component page rendering library components directly, plus the two mistakes that used to break a
// partner's production page: a bad prop (pagerCount must be odd) and a language whose catalog the app never ships.
import { Button, EmptyState, type Locale } from '@labelwise/ui';
import { locales } from '@labelwise/ui/messages';
import { PartnerChrome } from './PartnerChrome';
import { PagedList } from './PagedList';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: segment } = await params;
  const locale: Locale = locales.find((candidate) => candidate === segment) ?? 'en-us';
  return (
    <PartnerChrome locale={locale}>
      <h1>Acme Labels</h1>
      <Button variant="primary">Acme</Button>
      <EmptyState />
      <PagedList />
    </PartnerChrome>
  );
}
