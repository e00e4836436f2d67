import type { IntlShape, MessageDescriptor } from 'react-intl';
import { SEEDED_NAMES } from './seededNames.messages';

export type SeededKind = keyof typeof SEEDED_NAMES;

/**
 * A system row's name in the operator's language: the seed's rows (found by identifier: role key, post code,
 * config key, dictionary type, `<type>.<value>` of a dictionary entry, a department's seeded name) while their
 * stored name is still the seed's English; a name an operator gave or changed shows as stored.
 */
export function seededName(intl: IntlShape, kind: SeededKind, key: string, stored: string): string {
  const message = (SEEDED_NAMES[kind] as Readonly<Record<string, MessageDescriptor>>)[key];
  return message && message.defaultMessage === stored ? intl.formatMessage(message) : stored;
}
