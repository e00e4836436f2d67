import { dotsAcross, PRINTER_FAMILIES, shippingPlatform } from '@labelwise/contract/shipping';
import { useSite } from '../app/site-context';
import { Card, Grid, H2, H3, Lead, M, Page, Section, Text, Title } from './parts';
import {
  LabelPdfPromo,
  PlatformLinks,
  platformMessage,
  PrintDialogSection,
  secondMistake,
  sharedMistakes,
} from './ShippingParts';

/** /shipping/{platform}: where the setting is, what to choose per printer resolution, print dialogs, mistakes. */
export default function ShippingPlatformPage() {
  const { route } = useSite();
  const platform = shippingPlatform(route.platform ?? '') ?? shippingPlatform('shipstation')!;
  const { slug, name } = platform;
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
            <strong>
              <M id={platformMessage(slug, 'Path')} />
            </strong>
          </Text>
        </Card>
        <Card>
          <H2>
            <M id="site.shipping.chooseTitle" />
          </H2>
          <Text>
            <M id={platformMessage(slug, 'Choose')} />
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
                  <M id="site.shipping.familyDriver" values={{ dpi: f.dpi }} />
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
      <PrintDialogSection />
      <Section aria-labelledby="shipping-mistakes">
        <H2 id="shipping-mistakes">
          <M id="site.shipping.mistakesTitle" />
        </H2>
        <ul>
          <li>
            <Text>
              <M id={platformMessage(slug, 'Mistake1')} />
            </Text>
          </li>
          {secondMistake.has(slug) ? (
            <li>
              <Text>
                <M id={platformMessage(slug, 'Mistake2')} />
              </Text>
            </li>
          ) : null}
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
      <Section aria-labelledby="shipping-others">
        <H2 id="shipping-others">
          <M id="site.shipping.otherPlatforms" />
        </H2>
        <PlatformLinks except={slug} />
      </Section>
    </Page>
  );
}
