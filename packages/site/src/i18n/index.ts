import { locales, type Catalog, type Locale } from '@labelwise/ui/messages';
import type { AreaMessageId } from './define';
import { about } from './messages/about';
import { barcodes } from './messages/barcodes';
import { chart } from './messages/chart';
import { common } from './messages/common';
import { contact } from './messages/contact';
import { doctor } from './messages/doctor';
import { download } from './messages/download';
import { faq } from './messages/faq';
import { features } from './messages/features';
import { footer } from './messages/footer';
import { guidePages } from './messages/guidePages';
import { guides } from './messages/guides';
import { home } from './messages/home';
import { labelPdf } from './messages/labelPdf';
import { mobile } from './messages/mobile';
import { nav } from './messages/nav';
import { partners } from './messages/partners';
import { printers } from './messages/printers';
import { privacy } from './messages/privacy';
import { releases } from './messages/releases';
import { routes } from './messages/routes';
import { shipping } from './messages/shipping';

/** Every message area of the site, by area name. */
export const areas = {
  nav,
  routes,
  footer,
  features,
  common,
  home,
  download,
  printers,
  guides,
  faq,
  contact,
  about,
  privacy,
  partners,
  barcodes,
  guidePages,
  mobile,
  labelPdf,
  shipping,
  doctor,
  releases,
  chart,
} as const;

export type AreaName = keyof typeof areas;

/** Any message id of the site: a typo in content or route data is a compile error. */
export type SiteMessageId = { [A in AreaName]: AreaMessageId<(typeof areas)[A]> }[AreaName];

/** Short access to descriptors: `messages.nav.download` → `{ id: 'site.nav.download', defaultMessage: 'Download' }`. */
export const messages: { readonly [A in AreaName]: (typeof areas)[A]['messages'] } = Object.fromEntries(
  Object.entries(areas).map(([name, area]) => [name, area.messages]),
) as never;

/** The site's own catalog for a locale (merge it over `uiMessages[locale]` in the IntlProvider). */
export function siteCatalog(locale: Locale): Catalog {
  const catalog: Catalog = {};
  for (const area of Object.values(areas)) Object.assign(catalog, area.catalogs[locale]);
  return catalog;
}

/**
 * All six catalogs, built once, for tests and the build. Not for code that runs in the browser: the production
 * build blanks every text in the message modules (build/locale-catalogs.ts) and ships the catalogs precompiled,
 * so components format through react-intl. Ids survive the blanking, texts do not.
 */
export const siteMessages: Readonly<Record<Locale, Catalog>> = Object.fromEntries(
  locales.map((locale) => [locale, siteCatalog(locale)]),
) as Record<Locale, Catalog>;

/** The English text of a message id, for tests and build scripts (see `siteMessages`); the id if it has none. */
export function englishText(id: SiteMessageId): string {
  return siteMessages['en-us'][id] || id;
}

export function isSiteMessageId(id: string): id is SiteMessageId {
  return Object.prototype.hasOwnProperty.call(siteMessages['en-us'], id);
}

export type { SiteMessage, LocalizedText, MessageArea } from './define';
export { defineArea, defineEnglishOnlyArea } from './define';
