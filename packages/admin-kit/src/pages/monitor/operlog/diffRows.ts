import type { LoggedRow } from '@labelwise/contract';

/** One field of a logged record, before and after the operation. */
export interface DiffRow {
  field: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

/** A field's value as text: strings as they are, everything else (numbers, lists, objects) as JSON. */
export function fieldText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields of `before` and `after`, in the order the record lists them (the fields only `after` has come last),
 * each marked changed when its value differs. An add has no `before` and a delete no `after`: every field of the one
 * side counts as changed.
 */
export function diffRows(before: LoggedRow | null, after: LoggedRow | null): DiffRow[] {
  const fields = [...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter(
    (field, index, all) => all.indexOf(field) === index,
  );
  return fields.map((field) => {
    const b = before ? fieldText(before[field]) : undefined;
    const a = after ? fieldText(after[field]) : undefined;
    return { field, before: b, after: a, changed: b !== a };
  });
}
