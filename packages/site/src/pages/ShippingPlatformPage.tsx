import { dotsAcross, shippingPlatform } from '@labelwise/contract/shipping';
import { Inline } from '@labelwise/ui';
import type { ChangeEvent } from 'react';
import { ModelOptions, ModelSelect } from './ModelOptions';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSite } from '../app/siteContext';
import { brandBySlug } from '../content/brands';
import { guideBySlug, guideModels, type GuideModel } from '../content/guides';
import { usePublishedContent } from '../content/live';
import { Card, Grid, H2, H3, Lead, M, Page, Section, Text, Title } from './parts';
import { LabelPdfPromo, PlatformLinks, PrintDialogSection } from './ShippingParts';
import { shippingCommonView, shippingView, shownFamilies, sizeLabel, type ShippingView } from './shippingView';
import { useRecordedResolution, type Recorded } from './useRecordedResolution';

/** The printer picker's row; its margin is the section's vertical rhythm (its siblings space themselves with margins). */
const Picker = styled(Inline)`
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

/** The printer chosen (`?model=<guide slug>`, so a link keeps it) and the resolution the catalogue records for it. */
function useChosenPrinter(): { model: GuideModel | undefined; recorded: Recorded; choose: (slug: string) => void } {
  const [params, setParams] = useSearchParams();
  const model = guideBySlug(params.get('model') ?? '');
  const recorded = useRecordedResolution(model);
  const choose = (slug: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (slug) next.set('model', slug);
        else next.delete('model');
        return next;
      },
      { replace: true },
    );
  return { model, recorded, choose };
}

/**
 * The settings per print resolution, for the printer the visitor chose: the recorded resolution's only, or both
 * with how to find it when the catalogue records none.
 */
function ResolutionSection({ driverDpi }: { driverDpi: ShippingView['dpi'] }) {
  const intl = useIntl();
  const printer = useChosenPrinter();
  const printerName = printer.model ? `${brandBySlug(printer.model.brand).name} ${printer.model.name}` : '';
  const families = shownFamilies(printer.recorded === 'pending' ? null : printer.recorded);
  return (
    <Section aria-labelledby="shipping-families">
      <H2 id="shipping-families">
        <M id="site.shipping.familiesTitle" />
      </H2>
      <Picker gap={3}>
        <label htmlFor="shipping-printer">
          <M id="site.shipping.printerLabel" />
        </label>
        <ModelSelect
          id="shipping-printer"
          value={printer.model?.slug ?? ''}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => printer.choose(e.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'site.shipping.printerAny' })}</option>
          <ModelOptions models={guideModels} />
        </ModelSelect>
      </Picker>
      {/* Always present, so the sentence is announced when a choice brings it. */}
      <div role="status" data-testid="shipping-printer-resolution">
        {printer.model && printer.recorded !== 'pending' ? (
          <Text>
            {printer.recorded ? (
              <M id="site.shipping.printerKnown" values={{ model: printerName, dpi: printer.recorded }} />
            ) : (
              <M id="site.shipping.printerUnknown" values={{ model: printerName }} />
            )}
          </Text>
        ) : null}
      </div>
      <Grid $min={300}>
        {families.map((f) => (
          <Card key={f.id}>
            <H3>
              <M id="site.shipping.familyTitle" values={{ dpi: f.dpi }} />
            </H3>
            <ul>
              <li>
                <M id="site.shipping.familyFormat" values={{ dpi: f.dpi, dots: dotsAcross(f.dpi) }} />
              </li>
              <li>
                <M id="site.shipping.familyDriver" values={{ dpi: driverDpi[f.id] }} />
              </li>
              <li>
                <M id="site.shipping.familyZpl" />
              </li>
            </ul>
          </Card>
        ))}
      </Grid>
      {printer.model ? null : (
        <Text style={{ marginTop: 16 }}>
          <M id="site.shipping.familyCheck" />
        </Text>
      )}
    </Section>
  );
}

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
      <ResolutionSection driverDpi={view.dpi} />
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
