import { Button } from '@labelwise/ui';
import type { DoctorLink, DoctorStep } from '@labelwise/contract/doctor';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import type { SiteMessageId } from '../i18n';
import { guideBySlug } from '../content/guides';
import type { DoctorView } from '../logic/doctor';
import { Choices, DoctorChooser } from './DoctorChooser';
import { Card, H2, Lead, M, Muted, Page, SiteLink, Text, Title } from './parts';
import { useDoctor } from './useDoctor';
import { useRecordedResolution } from './useRecordedResolution';

const StepCard = styled(Card)`
  max-width: 760px;
  & > h2:focus {
    outline: none;
  }
`;

/** A step's picture: its box is reserved before it loads, so the buttons under it do not move. */
const Picture = styled.img`
  display: block;
  width: min(480px, 100%);
  aspect-ratio: 4 / 3;
  object-fit: contain;
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

/** The page a step sends to for what it does not repeat, named by that page's own title. */
const linkTitle: Readonly<Record<DoctorLink, SiteMessageId>> = {
  '/download': 'site.nav.download',
  '/tools/label-pdf': 'site.route.labelPdfTitle',
  '/shipping': 'site.route.shippingTitle',
};

type Doctor = ReturnType<typeof useDoctor>;

/** One step: what to do, and "Did this fix it?". Its heading takes the focus when the step changes. */
function StepView({ doctor, step }: { doctor: Doctor; step: DoctorStep }) {
  const { view, steps, words, current, go, solve, toContact, markStarted, printerText } = doctor;
  const { title, body } = words(step);
  // The resolution step names the chosen printer's, when the catalogue records one.
  const recorded = useRecordedResolution(step.id === 'dpiMatch' ? guideBySlug(view.model ?? '') : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    markStarted();
    if (first.current) first.current = false;
    else heading.current?.focus();
    // The step number is what changes the content; the callbacks are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  const last = current >= steps.length;
  return (
    <StepCard data-testid="doctor-step" data-step={current}>
      <Muted>
        <M id="site.doctor.stepOf" values={{ step: current, total: steps.length }} />
      </Muted>
      <H2 ref={heading} tabIndex={-1}>
        {title}
      </H2>
      {step.picture ? <Picture src={step.picture} alt={title} loading="lazy" /> : null}
      <Text>{body}</Text>
      {typeof recorded === 'number' ? (
        <Text data-testid="doctor-dpi">
          <M id="site.doctor.dpiRecorded" values={{ model: printerText, dpi: recorded }} />
        </Text>
      ) : null}
      {step.link ? (
        <Text>
          <SiteLink to={step.link}>
            <M id={linkTitle[step.link]} />
          </SiteLink>
        </Text>
      ) : null}
      <Text id="doctor-question" weight="medium">
        <M id="site.doctor.fixedQuestion" />
      </Text>
      <Choices role="group" aria-labelledby="doctor-question">
        <Button variant="primary" onClick={solve}>
          <M id="site.doctor.yes" />
        </Button>
        <Button onClick={last ? toContact : () => go({ ...view, step: current + 1 })}>
          <M id={last ? 'site.doctor.noLast' : 'site.doctor.no'} />
        </Button>
        {current > 1 ? (
          <Button variant="text" onClick={() => go({ ...view, step: current - 1 })}>
            <M id="site.doctor.previous" />
          </Button>
        ) : null}
      </Choices>
    </StepCard>
  );
}

/** Yes: what fixed it, and the way to another problem. */
function Solved({ doctor, at }: { doctor: Doctor; at: number }) {
  const { steps, view, go, words } = doctor;
  const { title, fixed } = words(steps[at - 1]!);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StepCard role="status" data-testid="doctor-solved">
      <H2 ref={heading} tabIndex={-1}>
        <M id="site.doctor.solvedTitle" />
      </H2>
      <Text>
        <M id="site.doctor.solvedBy" values={{ step: at, title }} />
      </Text>
      {fixed ? <Text>{fixed}</Text> : null}
      <Text>
        <M id="site.doctor.solvedKeep" />
      </Text>
      <Button onClick={() => go({ ...view, symptom: null, step: 0 })}>
        <M id="site.doctor.startAgain" />
      </Button>
    </StepCard>
  );
}

/** The printer, system and symptom chosen, with the way back to change them. */
function Summary({ doctor }: { doctor: Doctor }) {
  const { view, go, printerText, systemText, tree } = doctor;
  return (
    <Choices>
      <Muted data-testid="doctor-summary">
        <M
          id="site.doctor.summary"
          values={{
            printer: printerText,
            system: systemText,
            symptom: tree?.name ?? '',
          }}
        />
      </Muted>
      <Button variant="text" onClick={() => go({ ...view, step: 0 } satisfies DoctorView)}>
        <M id="site.doctor.change" />
      </Button>
    </Choices>
  );
}

/**
 * /doctor: pick the printer, the symptom and the system, then one step at a time. /doctor/{symptom}: the landing
 * page of one symptom, whose first step is in the prerendered HTML (readable without JavaScript).
 */
export default function DoctorPage() {
  const doctor = useDoctor();
  const { view, landing, steps, current, solvedAt, toContact, symptom } = doctor;
  const landed = landing ? symptom(landing) : null;
  const step = steps[current - 1];
  const walking = view.symptom !== null && view.step > 0;
  return (
    <Page>
      <Title>{landed ? landed.name : <M id="site.doctor.title" />}</Title>
      <Lead>{landed ? landed.lead : <M id="site.doctor.lead" />}</Lead>
      {walking ? <Summary doctor={doctor} /> : null}
      {landing && !view.model && !view.family && !view.os ? (
        <Muted>
          <M id="site.doctor.landingNote" />
        </Muted>
      ) : null}
      {!walking ? (
        <DoctorChooser view={view} go={doctor.go} symptomName={(id) => symptom(id).name} />
      ) : solvedAt !== null ? (
        <Solved doctor={doctor} at={solvedAt} />
      ) : step ? (
        <StepView doctor={doctor} step={step} />
      ) : (
        <StepCard data-testid="doctor-none">
          <Text>
            <M id="site.doctor.noSteps" />
          </Text>
          <Button variant="primary" onClick={toContact}>
            <M id="site.doctor.writeToUs" />
          </Button>
        </StepCard>
      )}
    </Page>
  );
}
