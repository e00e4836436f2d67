import type { SiteMessageId } from '../i18n';
import { Card, Grid, H2, Lead, M, Page, Section, SiteLink, Text, Title } from './parts';

const blocks: ReadonlyArray<{ title: SiteMessageId; body: SiteMessageId }> = [
  { title: 'site.about.whatTitle', body: 'site.about.whatBody' },
  { title: 'site.about.whoTitle', body: 'site.about.whoBody' },
  { title: 'site.about.supportTitle', body: 'site.about.supportBody' },
  { title: 'site.about.manufacturersTitle', body: 'site.about.manufacturersBody' },
];

/** /aboutUs. */
export default function AboutPage() {
  return (
    <Page>
      <Title>
        <M id="site.about.title" />
      </Title>
      <Lead>
        <M id="site.about.lead" />
      </Lead>
      <Grid $min={320}>
        {blocks.map((b) => (
          <Card key={b.title}>
            <H2>
              <M id={b.title} />
            </H2>
            <Text>
              <M id={b.body} />
            </Text>
          </Card>
        ))}
      </Grid>
      <Section>
        <SiteLink to="/contactUs">
          <M id="site.nav.contactUs" />
        </SiteLink>
      </Section>
    </Page>
  );
}
