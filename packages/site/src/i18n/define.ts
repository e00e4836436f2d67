import { locales, type Catalog, type Locale, type MessageDescriptor } from '@labelwise/ui/messages';

/** One message in all six locales. A missing locale is a compile error. */
export type LocalizedText = { readonly [L in Locale]: string };

/** A react-intl descriptor whose id keeps its literal type (`site.nav.download`). */
export interface SiteMessage<Id extends string = string> extends MessageDescriptor {
  readonly id: Id;
  readonly defaultMessage: string;
}

/**
 * A message area (nav, footer, faq…): descriptors keyed by short name, plus one catalog per locale.
 * `messages.x` spreads into `<FormattedMessage {...messages.x} />` or `intl.formatMessage(messages.x)`.
 */
export interface MessageArea<P extends string, K extends string> {
  readonly prefix: P;
  /** True for pages that exist in en-us only (Privacy & Compliance); other locales reuse English. */
  readonly englishOnly: boolean;
  readonly messages: { readonly [Key in K]: SiteMessage<`${P}.${Key}`> };
  readonly catalogs: { readonly [L in Locale]: Readonly<Record<`${P}.${K}`, string>> };
}

/**
 * Defines an area whose every message is written in every locale, side by side, so a reviewer
 * sees one message's six translations together and the compiler rejects a missing one.
 */
export function defineArea<const P extends string, const T extends Record<string, LocalizedText>>(
  prefix: P,
  entries: T,
): MessageArea<P, keyof T & string> {
  const messages: Record<string, SiteMessage> = {};
  const catalogs = Object.fromEntries(locales.map((locale) => [locale, {} as Catalog])) as Record<Locale, Catalog>;
  for (const [key, text] of Object.entries(entries)) {
    const id = `${prefix}.${key}`;
    messages[key] = { id, defaultMessage: text['en-us'] };
    for (const locale of locales) catalogs[locale][id] = text[locale];
  }
  return { prefix, englishOnly: false, messages, catalogs } as unknown as MessageArea<P, keyof T & string>;
}

/** An en-us-only area: the other locales' catalogs carry the English text (the page redirects to English). */
export function defineEnglishOnlyArea<const P extends string, const T extends Record<string, string>>(
  prefix: P,
  entries: T,
): MessageArea<P, keyof T & string> {
  const localized = Object.fromEntries(
    Object.entries(entries).map(([key, en]) => [key, Object.fromEntries(locales.map((l) => [l, en])) as LocalizedText]),
  );
  return { ...defineArea(prefix, localized), englishOnly: true } as unknown as MessageArea<P, keyof T & string>;
}

/** The message id union of an area. */
export type AreaMessageId<A> = A extends MessageArea<infer P, infer K> ? `${P}.${K}` : never;
