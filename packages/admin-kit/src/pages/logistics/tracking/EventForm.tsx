import {
  EVENT_FUTURE_SLACK_MS,
  parcelEventShape,
  type ParcelEventCreate,
  type TrackingStatus,
} from '@labelwise/contract';
import { Button, FormField, Input, Select, Textarea } from '@labelwise/ui';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import { translateChoices } from '../../../crud';
import { messages as m } from '../logistics.messages';
import { statusChoices } from '../shared';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  align-items: start;
  .wide {
    grid-column: 1 / -1;
  }
`;

/** `2026-11-24T09:30` in the browser's zone, as a datetime-local input shows it. */
export function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

type Problems = Partial<Record<'occurredAt' | 'location' | 'note', MessageDescriptor>>;

/** The client's check of an event, with the API's own rules: a time not in the future, text it accepts. */
export function checkEvent(draft: { occurredAt: string; location: string; note: string }, now = Date.now()): Problems {
  const out: Problems = {};
  const at = Date.parse(draft.occurredAt);
  if (!draft.occurredAt || Number.isNaN(at)) out.occurredAt = m.timeRequired;
  else if (at > now + EVENT_FUTURE_SLACK_MS) out.occurredAt = m.futureTime;
  if (!parcelEventShape.location.safeParse(draft.location).success) out.location = m.textFormat;
  if (!parcelEventShape.note.safeParse(draft.note).success) out.note = m.textFormat;
  return out;
}

export interface EventFormProps {
  /** Sends the event; rejects with the API's refusal (a field's message is returned to show under it). */
  onAdd: (event: ParcelEventCreate) => Promise<{ field: string; message: string } | undefined>;
  /** The clock the form starts from (fixed in stories). */
  now?: () => Date;
}

/** "Add event": status, time (now by default), location and note, under the history. */
export function EventForm({ onAdd, now = () => new Date() }: EventFormProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<TrackingStatus>('in_transit');
  const [occurredAt, setOccurredAt] = useState(() => localInputValue(now()));
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkEvent({ occurredAt, location, note }, now().getTime());
    setErrors(Object.fromEntries(Object.entries(found).map(([key, problem]) => [key, intl.formatMessage(problem)])));
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const refused = await onAdd({ status, occurredAt: new Date(occurredAt).toISOString(), location, note });
      if (refused) setErrors({ [refused.field]: refused.message });
      else {
        setLocation('');
        setNote('');
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.addEvent)}>
      <FormField label={intl.formatMessage(m.status)} required>
        <Select
          value={status}
          options={translateChoices(intl, statusChoices)}
          onValueChange={(value) => setStatus(value as TrackingStatus)}
        />
      </FormField>
      <FormField label={intl.formatMessage(m.occurredAt)} required error={errors.occurredAt}>
        <Input type="datetime-local" value={occurredAt} onChange={(e) => setOccurredAt(e.target.value)} />
      </FormField>
      <FormField className="wide" label={intl.formatMessage(m.location)} error={errors.location}>
        <Input value={location} onChange={(e) => setLocation(e.target.value)} />
      </FormField>
      <FormField className="wide" label={intl.formatMessage(m.note)} error={errors.note}>
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div className="wide">
        <Button type="submit" variant="primary" loading={saving}>
          {intl.formatMessage(m.addEvent)}
        </Button>
      </div>
    </Form>
  );
}
