import { Button, FormField, Input } from '@labelwise/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useSite } from '../app/site-context';
import { connectionName, guideBySlug, pairingPlatformName, sectionTitle, type GuideModel } from '../content/guides';
import { videoById } from '../content/videos';
import { VideoList } from './VideoList';
import { bluetoothPairingFor, type PairingCheck } from '../logic/pairing';
import { H2, Lead, M, Muted, Page, Section, SiteLink, Steps, Text, Title } from './parts';
import NotFoundPage from './NotFoundPage';

const Toc = styled.nav`
  margin: ${({ theme }) => theme.space[5]}px 0;
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[2]}px ${theme.space[5]}px`};
    list-style: none;
    padding: 0;
    margin: ${({ theme }) => theme.space[2]}px 0 0;
  }
`;

const CheckForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;
  margin-top: ${({ theme }) => theme.space[4]}px;
  & > div {
    flex: 1 1 260px;
    max-width: 360px;
  }
`;

const Result = styled.p`
  margin-top: ${({ theme }) => theme.space[3]}px;
  &[data-status='supported'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

/** The serial-number check of spec §9: does system Bluetooth pairing apply to this printer? */
export function SerialCheck({ guide }: { guide: GuideModel }) {
  const intl = useIntl();
  const [serial, setSerial] = useState('');
  const [result, setResult] = useState<PairingCheck | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(bluetoothPairingFor(serial));
  };
  const platforms =
    result?.status === 'supported'
      ? intl.formatList(result.platforms.map((p) => intl.formatMessage({ id: pairingPlatformName[p] })))
      : '';
  return (
    <Section aria-labelledby="serial-check">
      <H2 id="serial-check">
        <M id="site.guide.serialTitle" />
      </H2>
      <Text>
        <M id="site.guide.serialIntro" />
      </Text>
      <CheckForm onSubmit={onSubmit} noValidate>
        <FormField label={<M id="site.guide.serialLabel" />}>
          <Input
            value={serial}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: 'site.guide.serialPlaceholder' })}
            onChange={(e) => setSerial(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary">
          <M id="site.guide.serialCheck" />
        </Button>
      </CheckForm>
      <div aria-live="polite">
        {result ? (
          <Result data-status={result.status}>
            <M
              id={result.message}
              values={{
                serial: 'serial' in result ? result.serial : '',
                model: 'model' in result ? result.model : '',
                platforms,
              }}
            />
          </Result>
        ) : null}
        {result?.status === 'supported' && result.guide !== guide.slug ? (
          <Text>
            <SiteLink to={`/${result.guide}`}>
              <M id="site.guide.serialOtherModel" values={{ model: result.model }} />
            </SiteLink>
          </Text>
        ) : null}
      </div>
    </Section>
  );
}

/** The one template behind all 31 printer guide pages (spec §2), driven by src/content/guides.ts. */
export default function GuidePage() {
  const intl = useIntl();
  const { route } = useSite();
  const guide = route.guide ? guideBySlug(route.guide) : undefined;
  if (!guide) return <NotFoundPage />;
  const values = { model: guide.name };
  const connections = intl.formatList(guide.connections.map((c) => intl.formatMessage({ id: connectionName[c] })));
  const hasBluetooth = guide.connections.includes('bluetooth');
  const toc: Array<{ id: string; title: Parameters<typeof M>[0]['id'] }> = [
    ...guide.sections.map((s) => ({ id: s, title: sectionTitle[s] })),
    { id: 'videos', title: 'site.guide.sectionVideos' },
    ...(guide.manual ? [{ id: 'manual', title: 'site.guide.sectionManual' as const }] : []),
    ...(guide.firmware ? [{ id: 'firmware', title: 'site.guide.sectionFirmware' as const }] : []),
  ];
  return (
    <Page>
      <Title>
        <M id="site.route.guideTitle" values={values} />
      </Title>
      <Lead>
        <M id="site.guide.intro" values={values} />
      </Lead>
      <Muted>
        <strong>
          <M id="site.guide.connections" />
        </strong>{' '}
        {connections}
      </Muted>
      <Toc aria-labelledby="guide-toc">
        <strong id="guide-toc">
          <M id="site.guide.onThisPage" />
        </strong>
        <ul>
          {toc.map((t) => (
            <li key={t.id}>
              <a href={`#${t.id}`}>
                <M id={t.title} />
              </a>
            </li>
          ))}
        </ul>
      </Toc>

      {guide.sections.map((section) => (
        <Section key={section} id={section} aria-labelledby={`${section}-title`}>
          <H2 id={`${section}-title`}>
            <M id={sectionTitle[section]} />
          </H2>
          <Steps>
            {(guide.steps[section] ?? []).map((step) => (
              <li key={step}>
                <M id={step} values={values} />
              </li>
            ))}
          </Steps>
        </Section>
      ))}

      {hasBluetooth ? <SerialCheck guide={guide} /> : null}

      <Section id="videos" aria-labelledby="videos-title">
        <H2 id="videos-title">
          <M id="site.guide.sectionVideos" />
        </H2>
        <VideoList videos={guide.videos.map(videoById)} />
      </Section>

      {guide.manual ? (
        <Section id="manual" aria-labelledby="manual-title">
          <H2 id="manual-title">
            <M id="site.guide.sectionManual" />
          </H2>
          <Text>
            <M id="site.guide.manualBody" values={values} />
          </Text>
          <SiteLink to={`/printers?q=${encodeURIComponent(guide.name)}`}>
            <M id="site.guide.manualButton" />
          </SiteLink>
        </Section>
      ) : null}

      {guide.firmware ? (
        <Section id="firmware" aria-labelledby="firmware-title">
          <H2 id="firmware-title">
            <M id="site.guide.sectionFirmware" />
          </H2>
          <Steps>
            <li>
              <M id="site.guide.fwCheck" values={values} />
            </li>
            <li>
              <M id="site.guide.fwApp" values={values} />
            </li>
            <li>
              <M id="site.guide.fwKeepOn" values={values} />
            </li>
          </Steps>
        </Section>
      ) : null}
    </Page>
  );
}
