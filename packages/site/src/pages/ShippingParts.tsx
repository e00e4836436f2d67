import { SHIPPING_PLATFORMS, type ShippingPlatformSlug } from '@labelwise/contract/shipping';
import { css, styled } from 'styled-components';
import type { SiteMessageId } from '../i18n';
import { Card, Grid, H2, H3, M, Section, SiteLink, Steps, Text } from './parts';

/** Message id of a platform's text: `site.shipping.paypalPirateShipPath` for ('paypal-pirate-ship', 'Path'). */
export function platformMessage(slug: ShippingPlatformSlug, field: 'Path' | 'Choose' | 'Mistake1' | 'Mistake2') {
  const camel = slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return `site.shipping.${camel}${field}` as SiteMessageId;
}

/** Platforms with a second platform-specific mistake in the contract. */
export const secondMistake: ReadonlySet<ShippingPlatformSlug> = new Set(['shipstation', 'amazon', 'ups']);

/**
 * The print-dialog settings and shared mistakes of the compiled set-ups (the seed publishes the same, from the
 * contract's texts). Kept here, not in `@labelwise/contract/shipping`: the route table puts that module in every
 * page's entry.
 */
export const windowsSteps = ['winOpen', 'winPrinter', 'winPaper', 'winScale', 'winMargins', 'winDefault'] as const;
export const macSteps = ['macOpen', 'macPaper', 'macScale', 'macOrientation', 'macPreset'] as const;
export const sharedMistakes = ['mistakePaper', 'mistakeFit', 'mistakeDriver'] as const;

/** The browser and system print dialog settings, one a line, for Windows and for macOS. */
export function PrintDialogSection({ windows, mac }: { windows: readonly string[]; mac: readonly string[] }) {
  return (
    <Section aria-labelledby="shipping-dialog">
      <H2 id="shipping-dialog">
        <M id="site.shipping.dialogTitle" />
      </H2>
      <Grid $min={300}>
        <Card>
          <H3>
            <M id="site.shipping.windows" />
          </H3>
          <Steps>
            {windows.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </Steps>
        </Card>
        <Card>
          <H3>
            <M id="site.shipping.macos" />
          </H3>
          <Steps>
            {mac.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </Steps>
        </Card>
      </Grid>
    </Section>
  );
}

/** The Label PDF tool, for a visitor who already has a Letter or A4 label. */
export function LabelPdfPromo() {
  return (
    <Text>
      <M id="site.shipping.labelPdfPromo" />{' '}
      <SiteLink to="/tools/label-pdf">
        <M id="site.route.labelPdfTitle" />
      </SiteLink>
    </Text>
  );
}

const Links = styled.ul`
  ${({ theme }) => css`
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${theme.space[2]}px ${theme.space[5]}px;
  `}
`;

/** Links to every platform's page but `except`. */
export function PlatformLinks({ except }: { except?: ShippingPlatformSlug }) {
  return (
    <Links>
      {SHIPPING_PLATFORMS.filter((p) => p.slug !== except).map((p) => (
        <li key={p.slug}>
          <SiteLink to={`/shipping/${p.slug}`}>{p.name}</SiteLink>
        </li>
      ))}
    </Links>
  );
}
