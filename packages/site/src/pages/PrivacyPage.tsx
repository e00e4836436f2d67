import { privacy } from '../i18n/messages/privacy';
import { H2, Lead, M, Muted, Page, Section, Text, Title } from './parts';

const p = privacy.messages;

/** The date the Privacy & Compliance text was last changed. Legal review sets the real date with the text. */
const LAST_UPDATED = '2026-11-01';

const sections = [
  { title: p.collectTitle, body: [p.collectContact, p.collectLogs, p.collectVitals, p.collectStorage, p.collectShip] },
  { title: p.useTitle, body: [p.useBody] },
  { title: p.retentionTitle, body: [p.retentionBody] },
  { title: p.sharingTitle, body: [p.sharingBody] },
  { title: p.rightsTitle, body: [p.rightsBody] },
  { title: p.childrenTitle, body: [p.childrenBody] },
  { title: p.changesTitle, body: [p.changesBody] },
  { title: p.complianceTitle, body: [p.complianceBody] },
];

/** /privacy: Privacy & Compliance, in every locale. */
export default function PrivacyPage() {
  return (
    <Page>
      <Title>
        <M id={p.title.id} />
      </Title>
      <Muted>
        <M id={p.lastUpdated.id} values={{ date: LAST_UPDATED }} />
      </Muted>
      <Lead>
        <M id={p.intro.id} />
      </Lead>
      {sections.map((s) => (
        <Section key={s.title.id}>
          <H2>
            <M id={s.title.id} />
          </H2>
          {s.body.map((b) => (
            <Text key={b.id}>
              <M id={b.id} />
            </Text>
          ))}
        </Section>
      ))}
    </Page>
  );
}
