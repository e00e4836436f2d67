import { BRAND_NAME_MAX, inputMaxLength, linkShape, modelShape, sortInt } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import { messages } from './shared.messages';
import type { FieldDef } from './types';
import { maxLengthOf, validateDraft, visibleFields } from './validateDraft';

const invalid = { id: 'test.invalid', defaultMessage: 'Invalid' };
const fields: FieldDef[] = [
  { key: 'key', label: invalid, kind: 'text', required: true, contract: { schema: linkShape.key, invalid } },
  { key: 'sort', label: invalid, kind: 'text', maxLength: 6, contract: { schema: sortInt, invalid } },
  {
    key: 'secret',
    label: invalid,
    kind: 'password',
    createOnly: true,
    validate: (value) => (value.length < 3 ? invalid : undefined),
  },
  { key: 'prefixes', label: invalid, kind: 'text', when: (draft) => draft.bluetooth === 'yes', required: true },
];

/** What a save checks: the fields shown for the draft (adding), as the dialog does. */
const check = (draft: Record<string, unknown>) => validateDraft(visibleFields(fields, draft, false), draft);

describe('declared form checks', () => {
  it('a missing required value, then the contract schema of the field, like the API', () => {
    expect(check({ key: '  ', sort: '' })).toEqual({ key: messages.required });
    expect(check({ key: 'has space', sort: '100001' })).toEqual({ key: invalid, sort: invalid });
    expect(check({ key: 'app.windows', sort: '42' })).toEqual({});
  });

  it('custom rules see passwords untrimmed; hidden and add-only fields are left out', () => {
    expect(check({ key: 'k', sort: '', secret: ' a' })).toEqual({ secret: invalid });
    expect(visibleFields(fields, { bluetooth: 'no' }, true).map((field) => field.key)).toEqual(['key', 'sort']);
    expect(visibleFields(fields, { bluetooth: 'yes' }, false).map((field) => field.key)).toEqual([
      'key',
      'sort',
      'secret',
      'prefixes',
    ]);
  });

  it('an input takes its length limit from the contract schema unless the declaration sets one', () => {
    expect(maxLengthOf(fields[0]!)).toBe(linkShape.key.maxLength);
    expect(maxLengthOf(fields[0]!)).toBe(80);
    expect(maxLengthOf(fields[1]!)).toBe(6);
    expect(maxLengthOf({ key: 'name', label: invalid, kind: 'text', maxLength: BRAND_NAME_MAX })).toBe(BRAND_NAME_MAX);
  });

  it('refuses text over the contract limit with the limit named, and keeps the text as typed', () => {
    const max = inputMaxLength(modelShape.description);
    expect(max).toBe(2000);
    const description: FieldDef = { key: 'description', label: invalid, kind: 'textarea', maxLength: max };
    const draft = { description: 'x'.repeat(2001) };
    expect(validateDraft([description], draft)).toEqual({
      description: { message: messages.tooLong, values: { max } },
    });
    expect(draft.description).toHaveLength(2001);
    expect(validateDraft([description], { description: 'x'.repeat(2000) })).toEqual({});
  });
});
