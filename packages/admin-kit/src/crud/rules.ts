import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Choice, ChoiceOption, FieldRule } from './types';

/** Anything with zod's `safeParse` (a schema of `@labelwise/contract`): the same rule the API applies. */
export interface ParsesValues {
  safeParse(value: unknown): { success: boolean };
}

/** A field rule from a contract schema: `problem` when the API would refuse the value. */
export function schemaRule(schema: ParsesValues, problem: MessageDescriptor): FieldRule {
  return (value) => (schema.safeParse(value).success ? undefined : problem);
}

/** A field rule from a test of the value. */
export function checkRule(ok: (value: string) => boolean, problem: MessageDescriptor): FieldRule {
  return (value) => (ok(value) ? undefined : problem);
}

/** The value of a draft's text field, trimmed. */
export function draftText(draft: Record<string, unknown>, key: string): string {
  const value = draft[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The value of a draft's checkbox group. */
export function draftList(draft: Record<string, unknown>, key: string): string[] {
  const value = draft[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A whole number field: empty is 0. */
export function draftNumber(draft: Record<string, unknown>, key: string): number {
  const text = draftText(draft, key);
  return text ? Number(text) : 0;
}

/** Declared choices with their labels in the user's language. */
export function translateChoices(intl: IntlShape, choices: readonly Choice[] | undefined): ChoiceOption[] {
  return (choices ?? []).map(({ value, label, depth }) => ({
    value,
    label: typeof label === 'string' ? label : intl.formatMessage(label),
    ...(depth ? { depth } : {}),
  }));
}
