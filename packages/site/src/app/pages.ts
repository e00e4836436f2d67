import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from '../logic/routes';

export type LoadablePage = Exclude<PageKey, 'redirect'>;
type PageModule = { default: ComponentType };

const loaders: Readonly<Record<LoadablePage, () => Promise<PageModule>>> = {
  home: () => import('../pages/HomePage'),
  contact: () => import('../pages/ContactPage'),
  guides: () => import('../pages/GuidesPage'),
  privacy: () => import('../pages/PrivacyPage'),
  download: () => import('../pages/DownloadPage'),
  printers: () => import('../pages/PrintersPage'),
  chart: () => import('../pages/ChartPage'),
  about: () => import('../pages/AboutPage'),
  partner: () => import('../pages/PartnerPage'),
  barcodes: () => import('../pages/BarcodesPage'),
  guide: () => import('../pages/GuidePage'),
  mobile: () => import('../pages/MobilePage'),
  notFound: () => import('../pages/NotFoundPage'),
};

/** One chunk per page (issue 4: route-level code splitting). `redirect` never renders a page. */
export const pages: Readonly<Record<LoadablePage, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(loaders).map(([key, load]) => [key, lazy(load)]),
) as Record<LoadablePage, LazyExoticComponent<ComponentType>>;

const preloaded = new Set<LoadablePage>();

/** Starts fetching a page's chunk early (e.g. while its messages load); the browser caches the module. */
export function preloadPage(page: LoadablePage): void {
  if (preloaded.has(page)) return;
  preloaded.add(page);
  // A failed preload is reported again, and handled, when the lazy page itself imports the chunk.
  loaders[page]().catch(() => undefined);
}

/**
 * Loads a page's chunk and resolves when it is in. main.tsx waits for it before hydrating, so the lazy page
 * hydrates right after the shell instead of waiting on the network with its prerendered markup.
 */
export function loadPageChunk(page: LoadablePage): Promise<unknown> {
  preloaded.add(page);
  return loaders[page]();
}
