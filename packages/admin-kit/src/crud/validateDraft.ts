import { inputMaxLength } from '@labelwise/contract';
import { messages } from './shared.messages';
import type { Draft, FieldDef, FieldProblem } from './types';

/** The fields a draft shows: add-only ones only when adding, conditional ones when their condition holds. */
export function visibleFields(fields: readonly FieldDef[], draft: Draft, editing: boolean): FieldDef[] {
  return fields.filter((field) => !(editing && field.createOnly) && (field.when?.(draft) ?? true));
}

function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/**
 * The client's check of a draft, by field key: a missing required value, then the field's rule (the same rule the
 * API applies, from the contract). Checkbox groups and custom fields are checked only for presence.
 */
export function validateDraft(fields: readonly FieldDef[], draft: Draft): Record<string, FieldProblem> {
  const found: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const value = draft[field.key];
    if (field.required && isMissing(value)) {
      found[field.key] = field.requiredMessage ?? messages.required;
      continue;
    }
    if (typeof value !== 'string') continue;
    const text = field.kind === 'password' ? value : value.trim();
    if (!text) continue;
    const max = maxLengthOf(field);
    // Over-long text is kept in the field and refused here, never cut by the input (a paste would lose the end).
    const tooLong: FieldProblem | undefined =
      max !== undefined && text.length > max ? { message: messages.tooLong, values: { max } } : undefined;
    const problem =
      tooLong ??
      field.validate?.(text, draft) ??
      (field.contract && !field.contract.schema.safeParse(text).success ? field.contract.invalid : undefined);
    if (problem) found[field.key] = problem;
  }
  return found;
}

/** The input's length limit: the declared one, else the contract schema's. */
export function maxLengthOf(field: FieldDef): number | undefined {
  return field.maxLength ?? (field.contract ? inputMaxLength(field.contract.schema) : undefined);
}
