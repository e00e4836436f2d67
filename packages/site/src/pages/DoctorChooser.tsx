import { Button, FormField, Inline, Input } from '@labelwise/ui';
import { ModelOptions, ModelSelect } from './ModelOptions';
import { DOCTOR_SYMPTOMS, DOCTOR_SYSTEMS, type DoctorSymptomId } from '@labelwise/contract/doctor';
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { brandBySlug } from '../content/brands';
import { pairingRules } from '../content/pairing';
import {
  DOCTOR_FAMILIES,
  doctorSystemName,
  familyModels,
  modelBySerial,
  searchDoctorModels,
  type DoctorView,
} from '../logic/doctor';
import { H2, M, Muted, Section, Text } from './parts';
import { doctorModels, familyMessage } from './useDoctor';

/**
 * A row of choices that wraps. Its margin is the page's vertical rhythm: its siblings are flow blocks that space
 * themselves with margins (parts.tsx), so the space around the row collapses with theirs.
 */
export const Choices = styled(Inline).attrs({ gap: 2, align: 'stretch' } as const)`
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

const SymptomGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  & > button {
    height: auto;
    min-height: 48px;
    justify-content: flex-start;
    text-align: start;
    white-space: normal;
  }
`;

const brandName = (slug: string) => brandBySlug(slug as Parameters<typeof brandBySlug>[0]).name;

/** A choice among several: pressed when chosen, so the state is announced and visible. */
function Choice({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}

/** "I don't know": the printer by its connections, or by the serial-number prefixes the site knows. */
function UnknownPrinter({ view, go }: { view: DoctorView; go: (next: DoctorView) => void }) {
  const intl = useIntl();
  const [serial, setSerial] = useState('');
  const found = modelBySerial(serial, pairingRules);
  return (
    <>
      <Text>
        <M id="site.doctor.familyHint" />
      </Text>
      <Choices>
        {DOCTOR_FAMILIES.map((family) => (
          <Choice
            key={family}
            pressed={view.family === family}
            onClick={() => go({ ...view, model: null, family, step: 0 })}
          >
            <M id={familyMessage[family]} />
          </Choice>
        ))}
      </Choices>
      {view.family ? (
        <Muted>
          <M
            id="site.doctor.familyModels"
            values={{ models: intl.formatList(familyModels(view.family, doctorModels).map((m) => m.name)) }}
          />
        </Muted>
      ) : null}
      <FormField label={<M id="site.doctor.serialLabel" />}>
        <Input
          name="serial"
          autoComplete="off"
          value={serial}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setSerial(e.target.value)}
        />
      </FormField>
      {found ? (
        <Choices>
          <Text role="status">
            <M id="site.doctor.serialFound" values={{ prefix: found.prefix, model: found.model }} />
          </Text>
          <Choice
            pressed={view.model === found.guide}
            onClick={() => go({ ...view, model: found.guide, family: null, step: 0 })}
          >
            {found.model}
          </Choice>
        </Choices>
      ) : serial.trim().length >= 4 ? (
        <Muted role="status">
          <M id="site.doctor.serialUnknown" />
        </Muted>
      ) : null}
    </>
  );
}

/** The printer: by searching, by brand and model, or "I don't know". */
function PrinterChoice({ view, go }: { view: DoctorView; go: (next: DoctorView) => void }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [unknown, setUnknown] = useState(view.family !== null);
  const results = searchDoctorModels(query, doctorModels, brandName).slice(0, 8);
  const pick = (slug: string) => go({ ...view, model: slug, family: null, step: 0 });
  return (
    <Section aria-labelledby="doctor-printer">
      <H2 id="doctor-printer">
        <M id="site.doctor.printerHeading" />
      </H2>
      <FormField label={<M id="site.doctor.searchLabel" />}>
        <Input
          type="search"
          name="model-search"
          autoComplete="off"
          placeholder="D520, PM-241-BT…"
          value={query}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value)}
        />
      </FormField>
      {query.trim() && results.length === 0 ? (
        <Muted role="status">
          <M id="site.doctor.noModel" values={{ query: query.trim() }} />
        </Muted>
      ) : null}
      {results.length > 0 ? (
        <Choices>
          {results.map((m) => (
            <Choice key={m.slug} pressed={view.model === m.slug} onClick={() => pick(m.slug)}>
              {`${brandName(m.brand)} ${m.name}`}
            </Choice>
          ))}
        </Choices>
      ) : null}
      <Choices>
        <ModelSelect
          aria-label={intl.formatMessage({ id: 'site.doctor.printerHeading' })}
          value={view.model ?? ''}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => (e.target.value ? pick(e.target.value) : undefined)}
        >
          <option value="">—</option>
          <ModelOptions models={doctorModels} />
        </ModelSelect>
        <Choice pressed={unknown} onClick={() => setUnknown(!unknown)}>
          <M id="site.doctor.dontKnow" />
        </Choice>
      </Choices>
      {unknown ? <UnknownPrinter view={view} go={go} /> : null}
    </Section>
  );
}

/** The three questions: printer, symptom and system; a symptom is named as published (`symptomName`). */
export function DoctorChooser({
  view,
  go,
  symptomName,
}: {
  view: DoctorView;
  go: (next: DoctorView, replace?: boolean) => void;
  symptomName: (id: DoctorSymptomId) => string;
}) {
  // Choosing keeps the visitor on the chooser (step 0) until they ask for the first step; the address bar follows
  // each choice without filling the history with them.
  const choose = (next: DoctorView) => go({ ...next, step: 0 }, true);
  return (
    <>
      <PrinterChoice view={view} go={choose} />
      <Section aria-labelledby="doctor-symptom">
        <H2 id="doctor-symptom">
          <M id="site.doctor.symptomHeading" />
        </H2>
        <SymptomGrid>
          {DOCTOR_SYMPTOMS.map((s) => (
            <Choice key={s.id} pressed={view.symptom === s.id} onClick={() => choose({ ...view, symptom: s.id })}>
              {symptomName(s.id)}
            </Choice>
          ))}
        </SymptomGrid>
      </Section>
      <Section aria-labelledby="doctor-system">
        <H2 id="doctor-system">
          <M id="site.doctor.systemHeading" />
        </H2>
        <Choices>
          {DOCTOR_SYSTEMS.map((os) => (
            <Choice key={os} pressed={view.os === os} onClick={() => choose({ ...view, os })}>
              {doctorSystemName[os]}
            </Choice>
          ))}
        </Choices>
      </Section>
      <Choices>
        <Button variant="primary" disabled={!view.symptom} onClick={() => go({ ...view, step: 1 })}>
          <M id="site.doctor.start" />
        </Button>
        {view.symptom ? null : (
          <Muted>
            <M id="site.doctor.needSymptom" />
          </Muted>
        )}
      </Choices>
    </>
  );
}
