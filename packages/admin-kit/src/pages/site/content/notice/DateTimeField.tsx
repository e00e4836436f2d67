import { FormField, Input } from '@labelwise/ui';
import type { ContentFieldRenderProps } from '../shared/types';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the operator's time zone ('' when empty or not a date). */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the operator's time zone) as the ISO instant the API stores. */
export function fromLocalInput(value: string): string {
  if (value === '') return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString().replace('.000Z', 'Z');
}

/** A moment picked in the operator's time zone and stored as a UTC instant, so every visitor's clock agrees. */
export function DateTimeField({ value, set, error, label, id, hint }: ContentFieldRenderProps & { hint: string }) {
  return (
    <FormField label={label} error={error} hint={hint} required>
      <Input
        id={id}
        type="datetime-local"
        value={toLocalInput(value)}
        onChange={(e) => set(fromLocalInput(e.target.value))}
      />
    </FormField>
  );
}
