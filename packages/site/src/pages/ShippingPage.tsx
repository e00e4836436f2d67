import { SHIPPING_LABEL_SIZES, SHIPPING_PLATFORMS } from '@labelwise/contract/shipping';
import { Card, Grid, H2, H3, Lead, M, Page, Section, SiteLink, Text, Title } from './parts';
import { LabelPdfPromo, platformMessage, PrintDialogSection, sharedMistakes } from './ShippingParts';

/** /shipping: every platform's set-up, the label sizes, the print dialogs and the mistakes they share. */
export default function ShippingPage() {
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
          {SHIPPING_PLATFORMS.map((p) => (
            <Card key={p.slug}>
              <H3>
                <SiteLink to={`/shipping/${p.slug}`}>{p.name}</SiteLink>
              </H3>
              <Text>
                <M id={platformMessage(p.slug, 'Path')} />
              </Text>
            </Card>
          ))}
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
      <PrintDialogSection />
      <Section aria-labelledby="shipping-mistakes">
        <H2 id="shipping-mistakes">
          <M id="site.shipping.mistakesTitle" />
        </H2>
        <ul>
          {sharedMistakes.map((key) => (
            <li key={key}>
              <Text>
                <M id={`site.shipping.${key}`} />
              </Text>
            </li>
          ))}
        </ul>
        <LabelPdfPromo />
      </Section>
    </Page>
  );
}
