import { CONNECTIONS, type Connection } from '@labelwise/contract/rules';
import { DOCTOR_LINKS, DOCTOR_STEP_ID_MAX, DOCTOR_SYSTEMS, type DoctorSystem } from '@labelwise/contract/doctor';
import { GUIDE_DEFAULTS } from '@labelwise/contract/guides';
import { Button, FormField, Inline, Input, Select } from '@labelwise/ui';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import { CheckList } from '../../../../crud';
import { ListFieldGroup } from '../../../../crud/pageParts';
import { Problem } from '../shared/ContentFields';
import { ContentFileField } from '../shared/ContentFileField';
import type { BodyValues, ContentFieldRenderProps } from '../shared/types';
import { messages } from './doctor.messages';
import { Entry } from './doctorFields.styles';
import { useStepChoices } from './useStepChoices';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Models = styled.details`
  summary {
    cursor: pointer;
  }
  & > fieldset {
    margin-top: ${({ theme }) => theme.space[2]}px;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  }
`;

/** Systems by their product names, which are not translated. */
const systemNames: Readonly<Record<DoctorSystem, string>> = {
  windows: 'Windows',
  mac: 'macOS',
  chromeos: 'ChromeOS',
  linux: 'Linux',
  ios: 'iPhone / iPad',
  android: 'Android',
};
const connectionNames: Readonly<Record<Connection, string>> = { usb: 'USB', bluetooth: 'Bluetooth', wifi: 'Wi-Fi' };
const linkNames: Readonly<Record<(typeof DOCTOR_LINKS)[number], MessageDescriptor>> = {
  '/download': messages.linkDownload,
  '/tools/label-pdf': messages.linkLabelPdf,
  '/shipping': messages.linkShipping,
};
/** The 31 guide models a step may be limited to; the contract compares their slugs in lower case. */
const modelChoices = GUIDE_DEFAULTS.map((g) => ({ value: g.slug.toLowerCase(), label: g.name }));
/** The select's value for "no link" (a select option cannot be the empty string). */
const NO_LINK = 'none';

const asSteps = (value: unknown): BodyValues[] =>
  Array.isArray(value) ? value.filter((v): v is BodyValues => typeof v === 'object' && v !== null) : [];
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Where a step applies and what it shows besides its words: id, link, systems, connections, models, picture. */
function StepSettings({
  step,
  inputId,
  choices,
  change,
}: {
  step: BodyValues;
  inputId: string;
  /** The printer doctor steps to name; null: typed as text (still loading, or not listable by this operator). */
  choices: ReadonlyArray<{ value: string; label: string }> | null;
  change: (key: string, value: unknown) => void;
}) {
  const intl = useIntl();
  const models = asList(step.models);
  const id = typeof step.id === 'string' ? step.id : '';
  // A name that is not a step (typed before the list loaded, or the step was deleted since) stays visible as such.
  const stepOptions =
    choices && id && !choices.some((c) => c.value === id)
      ? [{ value: id, label: intl.formatMessage(messages.unknownStep, { id }) }, ...choices]
      : choices;
  const linkOptions = [
    { value: NO_LINK, label: intl.formatMessage(messages.noLink) },
    ...DOCTOR_LINKS.map((l) => ({ value: l, label: intl.formatMessage(linkNames[l]) })),
  ];
  return (
    <>
      {/* Its own row: a step is picked by its title, which the narrow columns below would cut. */}
      <FormField label={intl.formatMessage(messages.stepId)}>
        {stepOptions ? (
          <Select
            id={`${inputId}-id`}
            options={stepOptions}
            value={id}
            placeholder={intl.formatMessage(messages.chooseStep)}
            onValueChange={(v) => change('id', v)}
          />
        ) : (
          <Input
            id={`${inputId}-id`}
            value={id}
            maxLength={DOCTOR_STEP_ID_MAX}
            onChange={(e) => change('id', e.target.value)}
          />
        )}
      </FormField>
      <Columns>
        <FormField label={intl.formatMessage(messages.link)}>
          <Select
            id={`${inputId}-link`}
            options={linkOptions}
            value={typeof step.link === 'string' && step.link ? step.link : NO_LINK}
            onValueChange={(v) => change('link', v === NO_LINK ? '' : v)}
          />
        </FormField>
      </Columns>
      <Columns>
        <CheckList
          legend={intl.formatMessage(messages.systems)}
          options={DOCTOR_SYSTEMS.map((s) => ({ value: s, label: systemNames[s] }))}
          value={asList(step.systems)}
          onChange={(v) => change('systems', v)}
        />
        <CheckList
          legend={intl.formatMessage(messages.connections)}
          options={CONNECTIONS.map((c) => ({ value: c, label: connectionNames[c] }))}
          value={asList(step.connections)}
          onChange={(v) => change('connections', v)}
        />
      </Columns>
      <Models>
        <summary>
          {intl.formatMessage(messages.models)}: {intl.formatMessage(messages.modelsChosen, { count: models.length })}
        </summary>
        <CheckList
          legend={intl.formatMessage(messages.models)}
          options={modelChoices}
          value={models}
          onChange={(v) => change('models', v)}
        />
      </Models>
      <ContentFileField
        label={intl.formatMessage(messages.picture)}
        value={typeof step.picture === 'string' ? step.picture : ''}
        onChange={(v) => change('picture', v)}
        accept={['png', 'jpg', 'jpeg', 'webp', 'svg']}
      />
    </>
  );
}

/** Moves the focus to a step's up or down button after a move; the other one when that became disabled. */
function useFocusAfterMove(group: RefObject<HTMLFieldSetElement | null>) {
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    const [at, button] = focus.split(':');
    const find = (name: string) => group.current?.querySelector<HTMLButtonElement>(`[data-focus="${at}:${name}"]`);
    const target = find(button!);
    (target && !target.disabled ? target : find(button === 'up' ? 'down' : 'up'))?.focus();
    setFocus(null);
  }, [focus, group]);
  return setFocus;
}

/**
 * The ordered steps of a doctor tree: each step's id, where it applies (systems, connections, models), its link and
 * picture; moved up and down, removed and added with buttons, so the keyboard does all of it. After a move the
 * focus follows the step it moved.
 */
export function DoctorStepsField({ props }: { props: ContentFieldRenderProps }) {
  const intl = useIntl();
  const base = useId();
  const steps = asSteps(props.value);
  const group = useRef<HTMLFieldSetElement>(null);
  const focusAfterMove = useFocusAfterMove(group);
  const choices = useStepChoices();
  const update = (next: BodyValues[]) => props.set(next);
  const move = (from: number, to: number, button: 'up' | 'down') => {
    const next = [...steps];
    const [step] = next.splice(from, 1);
    next.splice(to, 0, step!);
    update(next);
    focusAfterMove(`${to}:${button}`);
  };
  return (
    <ListFieldGroup ref={group} label={props.label}>
      {steps.length === 0 ? <span>{intl.formatMessage(messages.noSteps)}</span> : null}
      {steps.map((step, i) => {
        const n = i + 1;
        return (
          <Entry key={i} forwardedAs="fieldset" gap={2}>
            <legend>
              {typeof step.id === 'string' && step.id
                ? intl.formatMessage(messages.step, { n, id: step.id })
                : intl.formatMessage(messages.stepUnnamed, { n })}
            </legend>
            <StepSettings
              step={step}
              inputId={`${base}-${i}`}
              choices={choices}
              change={(key, value) => update(steps.map((s, j) => (j === i ? { ...s, [key]: value } : s)))}
            />
            <Inline gap={2}>
              <Button
                size="small"
                variant="text"
                data-focus={`${i}:up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1, 'up')}
              >
                {intl.formatMessage(messages.moveUp, { n })}
              </Button>
              <Button
                size="small"
                variant="text"
                data-focus={`${i}:down`}
                disabled={i === steps.length - 1}
                onClick={() => move(i, i + 1, 'down')}
              >
                {intl.formatMessage(messages.moveDown, { n })}
              </Button>
              <Button size="small" variant="text" onClick={() => update(steps.filter((_, j) => j !== i))}>
                {intl.formatMessage(messages.removeStep, { n })}
              </Button>
            </Inline>
          </Entry>
        );
      })}
      <Inline gap={2}>
        <Button
          size="small"
          variant="secondary"
          onClick={() =>
            update([...steps, { id: '', systems: [], connections: [], models: [], link: '', picture: '' }])
          }
        >
          {intl.formatMessage(messages.addStep)}
        </Button>
      </Inline>
      {props.error ? <Problem role="alert">{props.error}</Problem> : null}
    </ListFieldGroup>
  );
}
