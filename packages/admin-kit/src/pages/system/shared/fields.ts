import { inputMaxLength, roleShape } from '@labelwise/contract';
import type { MessageDescriptor } from 'react-intl';
import type { FieldDef, FieldSchema } from '../../../crud';
import { systemMessages as m } from '../system.messages';

/** A required key field (role key, config key, dictionary type or value), checked with the contract's schema. */
export function keyField(key: string, label: MessageDescriptor, schema: FieldSchema): FieldDef {
  return { key, label, kind: 'text', required: true, contract: { schema, invalid: m.keyFormat } };
}

/** A sort position (0 to the contract's maximum). */
export function sortField(key: string, schema: FieldSchema): FieldDef {
  return { key, label: m.sort, kind: 'text', maxLength: 6, contract: { schema, invalid: m.wholeNumber } };
}

/** The free-text remark of a system record. */
// Roles, config and dictionary entries share one remark rule in the contract.
export const remarkField: FieldDef = {
  key: 'remark',
  label: m.remark,
  kind: 'textarea',
  maxLength: inputMaxLength(roleShape.remark),
};
