import { SHIPPING_LABEL_SIZES, SHIPPING_PLATFORMS } from '@labelwise/contract/shipping';
import { useIntl } from 'react-intl';
import { usePublishedContent } from '../content/live';
import { Card, Grid, H2, H3, Lead, M, Page, Section, SiteLink, Text, Title } from './parts';
import { LabelPdfPromo, PrintDialogSection } from './ShippingParts';
import { shippingCommonView, shippingView } from './shippingView';

/** /shipping: every platform's set-up, the label sizes, the print dialogs and the mistakes they share. */
export default function ShippingPage() {
  const intl = useIntl();
  const content = usePublishedContent();
  const common = shippingCommonView(content, intl);
  return (
    <Page>
      <Title>
        <M id="site.route.shippingTitle" />
      </Title>
      <Lead>
        <M id="site.shipping.indexLead" />
      </Lead>
      <Section aria-labelledby="shipping-platforms">
        <H2 id="shipping-platforms">
          <M id="site.shipping.platformsTitle" />
        </H2>
        <Grid $min={280}>
          {SHIPPING_PLATFORMS.map((p) => {
            const view = shippingView(p, content, intl);
            return (
              <Card key={p.slug}>
                <H3>
                  <SiteLink to={`/shipping/${p.slug}`}>{view.name}</SiteLink>
                </H3>
                <Text>{view.path}</Text>
              </Card>
            );
          })}
        </Grid>
      </Section>
      <Section aria-labelledby="shipping-sizes">
        <H2 id="shipping-sizes">
          <M id="site.shipping.sizesTitle" />
        </H2>
        <Grid $min={260}>
          {SHIPPING_LABEL_SIZES.map((s) => (
            <Card key={s.id}>
              <H3>
                <M id="site.shipping.sizeName" values={{ width: s.widthIn, length: s.lengthIn, mm: s.mm }} />
              </H3>
              <Text>
                <M id={`site.shipping.size${s.id}`} />
              </Text>
            </Card>
          ))}
        </Grid>
      </Section>
      {/* The dialogs as most platforms need them; each platform's page has its own. */}
      <PrintDialogSection windows={common.windows} mac={common.mac} />
      <Section aria-labelledby="shipping-mistakes">
        <H2 id="shipping-mistakes">
          <M id="site.shipping.mistakesTitle" />
        </H2>
        <ul>
          {common.mistakes.map((line, i) => (
            <li key={i}>
              <Text>{line}</Text>
            </li>
          ))}
        </ul>
        <LabelPdfPromo />
      </Section>
    </Page>
  );
}
