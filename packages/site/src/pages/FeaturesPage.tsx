import { useDefaultFeatures, type FeatureItem } from '@labelwise/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { withFeaturePictures } from '../app/featurePictures';
import { Card, CtaLink, Actions, Grid, H2, H3, Lead, M, Page, Section, Text, Title } from './parts';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin-top: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

function FeatureCard({ item }: { item: FeatureItem }) {
  return (
    <Card>
      <H3>{item.label}</H3>
      {item.description ? <Text>{item.description}</Text> : null}
      {item.image ? (
        <Picture
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </Card>
  );
}

/**
 * /features: what the menu's Features dialog lists, as a page of its own, for a new tab, a shared link or a browser
 * without JavaScript (the menu item and the footer's Design / Data / Print links point here).
 */
export default function FeaturesPage() {
  const intl = useIntl();
  const defaults = useDefaultFeatures();
  const content = useMemo(
    () => withFeaturePictures(defaults, (key) => intl.formatMessage({ id: `site.features.${key}Picture` })),
    [defaults, intl],
  );
  return (
    <Page>
      <Title>
        <M id="site.route.featuresTitle" />
      </Title>
      <Lead>
        <M id="site.features.description" />
      </Lead>
      <Section>
        <Grid>
          {content.top.map((item) => (
            <FeatureCard key={item.key} item={item} />
          ))}
        </Grid>
      </Section>
      {content.groups.map((group) => (
        <Section key={group.key} id={group.key} aria-labelledby={`features-${group.key}`}>
          <H2 id={`features-${group.key}`}>{group.label}</H2>
          <Grid>
            {group.items.map((item) => (
              <FeatureCard key={item.key} item={item} />
            ))}
          </Grid>
        </Section>
      ))}
      <Actions>
        <CtaLink to="/download">
          <M id="site.nav.download" />
        </CtaLink>
      </Actions>
    </Page>
  );
}
