import type { Locale, TranslatedLocale } from './locales';

export interface MessageDescriptor {
  id: string;
  /** The en-us text; ICU MessageFormat. */
  defaultMessage: string;
  description?: string;
}

/**
 * Like react-intl's `defineMessages`, but keeps the literal ids in the type so that
 * `Translations<typeof messages>` makes a missing translation a compile error.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

export type MessageId<T extends Record<string, MessageDescriptor>> = T[keyof T]['id'];

/** Every message of a group translated into every non-default locale. */
export type Translations<T extends Record<string, MessageDescriptor>> = Record<
  TranslatedLocale,
  Record<MessageId<T>, string>
>;

export type Catalog = Record<string, string>;

/** A module's messages with their translations, the shape `buildCatalog` reads (a `*.messages.ts` namespace). */
export interface MessageGroup {
  messages: Record<string, MessageDescriptor>;
  translations: Record<TranslatedLocale, Catalog>;
}

/**
 * Builds one locale's catalog from message groups: en-us takes each `defaultMessage`, other locales their
 * translation, falling back to English for an id a group has not translated yet.
 */
export function buildCatalog(locale: Locale, groups: ReadonlyArray<MessageGroup>): Catalog {
  const catalog: Catalog = {};
  for (const group of groups) {
    for (const descriptor of Object.values(group.messages)) {
      catalog[descriptor.id] =
        locale === 'en-us'
          ? descriptor.defaultMessage
          : (group.translations[locale][descriptor.id] ?? descriptor.defaultMessage);
    }
  }
  return catalog;
}
