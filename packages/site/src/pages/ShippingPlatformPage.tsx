import { dotsAcross, PRINTER_FAMILIES, shippingPlatform } from '@labelwise/contract/shipping';
import { useIntl } from 'react-intl';
import { useSite } from '../app/siteContext';
import { usePublishedContent } from '../content/live';
import { Card, Grid, H2, H3, Lead, M, Page, Section, Text, Title } from './parts';
import { LabelPdfPromo, PlatformLinks, PrintDialogSection } from './ShippingParts';
import { shippingCommonView, shippingView, sizeLabel } from './shippingView';

/**
 * /shipping/{platform}: where the setting is, what to choose per printer resolution, print dialogs, mistakes; the
 * set-up published from the back office (shippingView.ts).
 */
export default function ShippingPlatformPage() {
  const intl = useIntl();
  const { route } = useSite();
  const platform = shippingPlatform(route.platform ?? '') ?? shippingPlatform('shipstation')!;
  const content = usePublishedContent();
  const view = shippingView(platform, content, intl);
  const common = shippingCommonView(content, intl);
  const { name } = view;
  const facts = {
    sizes: intl.formatList(view.sizes.map((s) => sizeLabel(intl, s))),
    formats: intl.formatList(view.formats.map((f) => f.toUpperCase())),
    orientation: intl.formatMessage({
      id: view.orientation === 'landscape' ? 'site.shipping.orientationLandscape' : 'site.shipping.orientationPortrait',
    }),
  };
  return (
    <Page>
      <Title>
        <M id="site.route.shippingPlatformTitle" values={{ platform: name }} />
      </Title>
      <Lead>
        <M id="site.shipping.platformLead" values={{ platform: name }} />
      </Lead>
      <Grid $min={300}>
        <Card>
          <H2>
            <M id="site.shipping.pathTitle" />
          </H2>
          <Text>
            <strong data-testid="shipping-path">{view.path}</strong>
          </Text>
        </Card>
        <Card>
          <H2>
            <M id="site.shipping.chooseTitle" />
          </H2>
          <Text>{view.choose}</Text>
          <Text>
            <M id="site.shipping.labelFacts" values={facts} />
          </Text>
        </Card>
      </Grid>
      <Section aria-labelledby="shipping-families">
        <H2 id="shipping-families">
          <M id="site.shipping.familiesTitle" />
        </H2>
        <Grid $min={300}>
          {PRINTER_FAMILIES.map((f) => (
            <Card key={f.id}>
              <H3>
                <M id="site.shipping.familyTitle" values={{ dpi: f.dpi }} />
              </H3>
              <ul>
                <li>
                  <M id="site.shipping.familyFormat" values={{ dpi: f.dpi, dots: dotsAcross(f.dpi) }} />
                </li>
                <li>
                  <M id="site.shipping.familyDriver" values={{ dpi: view.dpi[f.id] }} />
                </li>
                <li>
                  <M id="site.shipping.familyZpl" />
                </li>
              </ul>
            </Card>
          ))}
        </Grid>
        <Text style={{ marginTop: 16 }}>
          <M id="site.shipping.familyCheck" />
        </Text>
      </Section>
      <PrintDialogSection windows={view.windows} mac={view.mac} />
      <Section aria-labelledby="shipping-mistakes">
        <H2 id="shipping-mistakes">
          <M id="site.shipping.mistakesTitle" />
        </H2>
        <ul>
          {[...view.mistakes, ...common.mistakes].map((line, i) => (
            <li key={i}>
              <Text>{line}</Text>
            </li>
          ))}
        </ul>
        <LabelPdfPromo />
      </Section>
      <Section aria-labelledby="shipping-others">
        <H2 id="shipping-others">
          <M id="site.shipping.otherPlatforms" />
        </H2>
        <PlatformLinks except={platform.slug} />
      </Section>
    </Page>
  );
}
