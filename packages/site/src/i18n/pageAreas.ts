import type { LoadablePage } from '../app/pages';
import type { AreaName } from '.';

/**
 * How the production build splits each locale's messages (build/locale-catalogs.ts): the shell chunk (the library's
 * strings and the areas of the top bar, menu, search, footer and page titles) loads with every page; each page
 * adds the chunks of the areas it renders. A first visit to `/` then downloads the home page's words, not the
 * guides' or the privacy policy's. The prerender fails on a message missing from a page's split catalog, in every
 * locale, so this map cannot silently fall short of what a page renders.
 */
export const shellAreas = ['nav', 'routes', 'footer', 'common'] as const satisfies readonly AreaName[];

export const pageAreas: Readonly<Record<LoadablePage, readonly AreaName[]>> = {
  home: ['home', 'barcodes'],
  contact: ['contact'],
  features: ['features'],
  guides: ['guides', 'faq'],
  privacy: ['privacy'],
  download: ['download', 'chart'],
  printers: ['printers', 'releases'],
  chart: ['download', 'chart', 'releases'],
  about: ['about'],
  partner: ['partners', 'home'],
  barcodes: ['barcodes', 'home'],
  guide: ['guidePages', 'guides', 'releases'],
  mobile: ['mobile', 'guides', 'faq', 'download'],
  labelPdf: ['labelPdf'],
  shipping: ['shipping'],
  shippingPlatform: ['shipping'],
  doctor: ['doctor'],
  notFound: [],
};

/** Areas a component loads itself when it first shows (the features dialog, the search's doctor entries), not with a page. */
export const componentAreas = ['features', 'doctor'] as const satisfies readonly AreaName[];

/** A chunk of a locale's catalog: the shell, or one area. */
export type CatalogPart = 'shell' | AreaName;

/** The chunks a page needs, shell first; `null` (no page yet) needs the shell only. */
export function catalogPartsFor(page: LoadablePage | null): CatalogPart[] {
  return ['shell', ...(page ? pageAreas[page] : [])];
}
