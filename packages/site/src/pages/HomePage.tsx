import { Inline } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { claims, hero, homeFromDefaults, homeFromPublished, showcase, type HomeView } from '../content/home';
import { usePublishedContent } from '../content/live';
import {
  Actions,
  Card,
  ContentImage,
  CtaLink,
  Grid,
  H2,
  H3,
  Lead,
  M,
  Page,
  Section,
  SiteLink,
  SymbologyImage,
  Text,
  Title,
} from './parts';

const Hero = styled.header`
  padding: ${({ theme }) => `${theme.space[9]}px 0 ${theme.space[6]}px`};
  text-align: center;
  & p {
    margin-left: auto;
    margin-right: auto;
  }
`;

const Wall = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
`;

/**
 * The sample labels at a little over half their drawn size, centred: their words stay readable (10 px and up) and
 * the seven wrap as four and three on a laptop instead of leaving one alone on a row.
 */
const SampleWall = styled(Inline)`
  & > li {
    flex: 0 1 auto;
    max-width: 100%;
  }
`;

/** How much of its drawn width a sample label is shown at. */
const SAMPLE_SCALE = 0.55;

/** A barcode with its symbology's name under it. */
const Barcode = styled.figure`
  margin: 0;
  text-align: center;
  & figcaption {
    margin-top: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const ShowcaseRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[7]}px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const SampleImg = styled.img`
  display: block;
  width: 100%;
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

const LogoLink = styled.a`
  display: block;
  text-align: center;
`;

/** Partner logos link to their partner page when there is one, else to the partner's own site. */
function PartnersSection({ logos }: { logos: HomeView['logos'] }) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="home-partners">
      <H2 id="home-partners">
        <M id="site.home.partnersTitle" />
      </H2>
      <Wall>
        {logos.map((logo) => {
          const img = (
            <img
              src={logo.img}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
              style={{ maxWidth: '100%', height: 'auto' }}
              alt={intl.formatMessage({ id: 'site.home.partnerLogoAlt' }, { brand: logo.name })}
            />
          );
          return (
            <li key={logo.id}>
              {logo.page ? (
                <SiteLink to={logo.page} variant="plain">
                  {img}
                </SiteLink>
              ) : (
                <LogoLink href={logo.url} target="_blank" rel="noopener noreferrer">
                  {img}
                </LogoLink>
              )}
            </li>
          );
        })}
      </Wall>
    </Section>
  );
}

/** Home (`/`, also `/index`): headline, feature blocks, seven sample labels, eight barcodes, nine partner logos. */
export default function HomePage() {
  const intl = useIntl();
  const content = usePublishedContent();
  const published = content?.home[0];
  const view = published ? homeFromPublished(published) : homeFromDefaults(intl);
  return (
    <Page>
      <Hero>
        <Title>{view.headline}</Title>
        {view.subline ? <Lead>{view.subline}</Lead> : null}
        <Actions justify="center">
          <CtaLink to={hero.primaryCta.to}>
            <M id={hero.primaryCta.label} />
          </CtaLink>
          <CtaLink to={hero.secondaryCta.to} variant="secondary">
            <M id={hero.secondaryCta.label} />
          </CtaLink>
        </Actions>
      </Hero>

      {/* Not a named region: the footer's "Features" list is one already, and two landmarks may not share a name. */}
      <Section>
        <H2 id="home-features">
          <M id="site.nav.features" />
        </H2>
        <Grid>
          {claims.map((claim) => (
            <Card key={claim.id}>
              <H3>
                <M id={claim.title} />
              </H3>
              <Text>
                <M id={claim.body} />
              </Text>
            </Card>
          ))}
        </Grid>
      </Section>

      {view.samples.length > 0 ? (
        <Section aria-labelledby="home-samples">
          <H2 id="home-samples">
            <M id="site.home.samplesTitle" />
          </H2>
          <SampleWall forwardedAs="ul" gap={4} justify="center" padding={0}>
            {view.samples.map((image, i) => (
              <li key={`${i}-${image.src}`} style={{ width: Math.round(image.width * SAMPLE_SCALE) }}>
                <SampleImg
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </SampleWall>
        </Section>
      ) : null}

      <Section aria-labelledby="home-showcase">
        <H2 id="home-showcase">
          <M id="site.home.showcaseTitle" />
        </H2>
        {showcase.map((block) => (
          <ShowcaseRow key={block.image.src}>
            <Text>
              <M id={block.text} />
            </Text>
            <ContentImage image={block.image} />
          </ShowcaseRow>
        ))}
      </Section>

      <Section aria-labelledby="home-barcodes">
        <H2 id="home-barcodes">
          <M id="site.home.barcodesTitle" />
        </H2>
        <Wall>
          {view.barcodes.map((s) => (
            <li key={s.id}>
              <Barcode>
                <SymbologyImage symbology={s} />
                <figcaption>{s.name}</figcaption>
              </Barcode>
            </li>
          ))}
        </Wall>
        <Text>
          <SiteLink to="/supportedBarcode">
            <M id="site.home.barcodesLink" />
          </SiteLink>
        </Text>
      </Section>

      {view.logos.length > 0 ? <PartnersSection logos={view.logos} /> : null}
    </Page>
  );
}
