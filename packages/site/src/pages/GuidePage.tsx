import { isDemoResource } from '@labelwise/contract/rules';
import { Badge, Button, FormField, Inline, Input, Link, Stack, Text as UiText } from '@labelwise/ui';
import { FeedLink } from './FeedLink';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useSite } from '../app/siteContext';
import { connectionName, pairingPlatformName, sectionTitle, type GuideModel } from '../content/guides';
import { usePublishedContent } from '../content/live';
import { driverOsName, guideView, type GuideSteps, type GuideView } from './guideView';
import { VideoList } from './VideoList';
import { bluetoothPairingFor, type PairingCheck } from '../logic/pairing';
import { H2, Lead, M, Muted, Page, Section, SiteLink, Steps, Text, Title } from './parts';
import NotFoundPage from './NotFoundPage';

/** The page's table of contents; its margin is the page's vertical rhythm (its siblings space themselves with margins). */
const Toc = styled(Stack)`
  margin: ${({ theme }) => theme.space[5]}px 0;
`;

/** The serial field grows to a readable width beside its button, which lines up with the field, not its label. */
const CheckForm = styled(Inline)`
  /* Below it, the space to the check's answer (its live region has none of its own, so it takes no room empty). */
  margin-block: ${({ theme }) => `${theme.space[4]}px ${theme.space[3]}px`};
  & > div {
    flex: 1 1 260px;
    max-width: 360px;
  }
`;

const Photo = styled.img`
  display: block;
  width: min(320px, 100%);
  aspect-ratio: 4 / 3;
  object-fit: contain;
  margin: ${({ theme }) => theme.space[4]}px 0;
`;

/** The serial-number check: does system Bluetooth pairing apply to this printer? */
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
      {/* noValidate goes through a spread: Inline's props are an element's, not a form's. */}
      <CheckForm forwardedAs="form" gap={3} align="end" onSubmit={onSubmit} {...{ noValidate: true }}>
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
      <Stack gap={3} aria-live="polite">
        {result ? (
          <UiText data-status={result.status} tone={result.status === 'supported' ? 'success' : 'default'}>
            <M
              id={result.message}
              values={{
                serial: 'serial' in result ? result.serial : '',
                model: 'model' in result ? result.model : '',
                platforms,
              }}
            />
          </UiText>
        ) : null}
        {result?.status === 'supported' && result.guide !== guide.slug ? (
          <UiText>
            <SiteLink to={`/${result.guide}`}>
              <M id="site.guide.serialOtherModel" values={{ model: result.model }} />
            </SiteLink>
          </UiText>
        ) : null}
      </Stack>
    </Section>
  );
}

function StepList({ steps, values }: { steps: GuideSteps; values: { model: string } }) {
  return (
    <Steps>
      {steps.kind === 'ids'
        ? steps.ids.map((id) => (
            <li key={id}>
              <M id={id} values={values} />
            </li>
          ))
        : steps.texts.map((text, i) => <li key={i}>{text}</li>)}
    </Steps>
  );
}

function GuideSection({
  id,
  title,
  children,
}: {
  id: string;
  title: Parameters<typeof M>[0]['id'];
  children: ReactNode;
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <H2 id={`${id}-title`}>
        <M id={title} />
      </H2>
      {children}
    </Section>
  );
}

/** Beside a link to a demo stand-in: what it is, in the words of the finder's marks. */
/** A stand-in's mark after its link: the warning badge, set off from the link by the space a badge keeps. */
const DemoMark = styled(Badge)`
  margin-inline-start: ${({ theme }) => theme.space[2]}px;
`;

/** Direct links to the model's drivers in the catalog (published guides only). */
function DriverLinks({ view }: { view: GuideView }) {
  return (
    <GuideSection id="drivers" title="site.guide.sectionDrivers">
      <ul>
        {view.drivers.map((d) => (
          <li key={d.driverId}>
            <Link href={d.url} download>
              <M id="site.guide.driverLink" values={{ name: d.title, os: driverOsName[d.os], version: d.version }} />
            </Link>
            {isDemoResource(d.url) ? (
              <DemoMark tone="warning" data-demo>
                <M id="site.releases.demoDriver" />
              </DemoMark>
            ) : null}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

function FirmwareSection({ view, values }: { view: GuideView; values: { model: string } }) {
  return (
    <GuideSection id="firmware" title="site.guide.sectionFirmware">
      {view.firmwareVersion ? (
        <Text>
          <M id="site.guide.fwVersion" values={{ version: view.firmwareVersion }} />
        </Text>
      ) : null}
      <StepList steps={view.steps('firmware')} values={values} />
      {view.firmwareFile ? (
        <Text>
          <Link href={view.firmwareFile} download>
            <M id="site.guide.fwDownload" />
          </Link>
        </Text>
      ) : null}
    </GuideSection>
  );
}

/**
 * The template behind all printer guide pages: the guide published from the back office for the page's locale
 * (content/live.tsx), else the compiled default of src/content/guides.ts.
 */
export default function GuidePage() {
  const intl = useIntl();
  const { route } = useSite();
  const view = guideView(route.guide ?? '', usePublishedContent());
  if (!view) return <NotFoundPage />;
  const values = { model: view.name };
  const connections = intl.formatList(view.connections.map((c) => intl.formatMessage({ id: connectionName[c] })));
  const toc: Array<{ id: string; title: Parameters<typeof M>[0]['id'] }> = [
    ...view.sections.map((s) => ({ id: s, title: sectionTitle[s] })),
    ...(view.drivers.length > 0 ? [{ id: 'drivers', title: 'site.guide.sectionDrivers' as const }] : []),
    ...(view.videos.length > 0 ? [{ id: 'videos', title: 'site.guide.sectionVideos' as const }] : []),
    ...(view.manual ? [{ id: 'manual', title: 'site.guide.sectionManual' as const }] : []),
    ...(view.firmware ? [{ id: 'firmware', title: 'site.guide.sectionFirmware' as const }] : []),
  ];
  return (
    <Page>
      <Title>
        <M id="site.route.guideTitle" values={values} />
      </Title>
      <Lead>{view.intro ?? <M id="site.guide.intro" values={values} />}</Lead>
      {view.photo ? (
        <Photo src={view.photo} alt={intl.formatMessage({ id: 'site.guide.photoAlt' }, values)} loading="eager" />
      ) : null}
      <Muted>
        <strong>
          <M id="site.guide.connections" />
        </strong>{' '}
        {connections}
      </Muted>
      <Text>
        <SiteLink to={`/doctor?model=${encodeURIComponent(route.guide ?? '')}`}>
          <M id="site.guides.doctorLink" />
        </SiteLink>
      </Text>
      <Toc forwardedAs="nav" gap={2} aria-labelledby="guide-toc">
        <strong id="guide-toc">
          <M id="site.guide.onThisPage" />
        </strong>
        <Inline as="ul" gap={3} padding={0}>
          {toc.map((t) => (
            <li key={t.id}>
              <Link href={`#${t.id}`}>
                <M id={t.title} />
              </Link>
            </li>
          ))}
        </Inline>
      </Toc>

      {view.sections.map((section) => (
        <GuideSection key={section} id={section} title={sectionTitle[section]}>
          <StepList steps={view.steps(section)} values={values} />
        </GuideSection>
      ))}

      {view.connections.includes('bluetooth') ? <SerialCheck guide={view.model} /> : null}

      {view.drivers.length > 0 ? <DriverLinks view={view} /> : null}
      <FeedLink model={{ guidePath: `/${view.model.slug}`, name: view.model.name }} />

      {view.videos.length > 0 ? (
        <GuideSection id="videos" title="site.guide.sectionVideos">
          <VideoList videos={view.videos} />
        </GuideSection>
      ) : null}

      {view.manual ? (
        <GuideSection id="manual" title="site.guide.sectionManual">
          <Text>
            <M id="site.guide.manualBody" values={values} />
          </Text>
          {view.manualUrl ? (
            <Text>
              <Link href={view.manualUrl}>
                <M id="site.guide.manualOpen" />
              </Link>
              {isDemoResource(view.manualUrl) ? (
                <DemoMark tone="warning" data-demo>
                  <M id="site.releases.demoManual" />
                </DemoMark>
              ) : null}
            </Text>
          ) : null}
          <SiteLink to={`/printers?q=${encodeURIComponent(view.name)}`}>
            <M id="site.guide.manualButton" />
          </SiteLink>
        </GuideSection>
      ) : null}

      {view.firmware ? <FirmwareSection view={view} values={values} /> : null}
    </Page>
  );
}
