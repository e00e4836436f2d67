import { Link } from '@labelwise/ui';
import { partnerFromDefaults, partnerFromPublished, type PartnerBrand } from '../content/brands';
import { guideBySlug, guidesByBrand, type GuideModel } from '../content/guides';
import { usePublishedContent } from '../content/live';
import type { SiteMessageId } from '../i18n';
import { useSite } from '../app/siteContext';
import { Actions, Card, CtaLink, Grid, H2, H3, Lead, M, Page, Section, SiteLink, Steps, Title } from './parts';

const intro: Readonly<Record<PartnerBrand, SiteMessageId>> = {
  phomemo: 'site.partners.phomemoIntro',
  itari: 'site.partners.itariIntro',
  omezizy: 'site.partners.omezizyIntro',
};

/** /phomemo, /itari, /omezizy: co-branded (the shell passes the brand to LabelwiseProvider). */
export default function PartnerPage() {
  const { route } = useSite();
  const slug = route.partner ?? 'phomemo';
  const published = usePublishedContent()?.partners[slug];
  const brand = published ? partnerFromPublished(published) : partnerFromDefaults(slug);
  // The operator's list, in its order, where it names models the site has a guide for; else the brand's models.
  const chosen = brand.models.flatMap((m) => guideBySlug(m) ?? []);
  const models: readonly GuideModel[] = chosen.length > 0 ? chosen : guidesByBrand(slug);
  return (
    <Page>
      <Title>
        <M id="site.route.partnerTitle" values={{ brand: brand.name }} />
      </Title>
      {brand.tagline ? <Lead>{brand.tagline}</Lead> : null}
      {brand.description === null ? (
        <Lead>
          <M id={intro[slug]} />
        </Lead>
      ) : (
        <Lead>{brand.description}</Lead>
      )}
      <Actions>
        <CtaLink to="/download">
          <M id="site.home.ctaDownload" />
        </CtaLink>
        {brand.website ? (
          <Link href={brand.website}>
            <M id="site.partners.visitSite" values={{ brand: brand.name }} />
          </Link>
        ) : null}
      </Actions>

      <Section>
        <H2>
          <M id="site.partners.getStarted" />
        </H2>
        <Steps>
          <li>
            <M id="site.partners.stepDownload" />
          </li>
          <li>
            <M id="site.partners.stepConnect" values={{ brand: brand.name }} />
          </li>
          <li>
            <M id="site.partners.stepPrint" />
          </li>
        </Steps>
      </Section>

      <Section>
        <H2>
          <M id="site.partners.modelsTitle" values={{ brand: brand.name }} />
        </H2>
        <Grid $min={200}>
          {models.map((m) => (
            <Card key={m.slug}>
              <H3>{m.name}</H3>
              <SiteLink to={m.path}>
                <M id="site.partners.setupGuide" />
              </SiteLink>
            </Card>
          ))}
        </Grid>
      </Section>
    </Page>
  );
}
