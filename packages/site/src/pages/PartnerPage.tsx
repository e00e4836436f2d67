import { Link } from '@labelwise/ui';
import { brandBySlug, type PartnerBrand } from '../content/brands';
import { guidesByBrand } from '../content/guides';
import type { SiteMessageId } from '../i18n';
import { useSite } from '../app/site-context';
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
  const brand = brandBySlug(slug);
  const models = guidesByBrand(slug);
  return (
    <Page>
      <Title>
        <M id="site.route.partnerTitle" values={{ brand: brand.name }} />
      </Title>
      <Lead>
        <M id={intro[slug]} />
      </Lead>
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
