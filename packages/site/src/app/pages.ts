import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from '../logic/routes';
import { loadPartnerThemeBuilder } from './partnerTheme';

export type LoadablePage = Exclude<PageKey, 'redirect'>;
type PageModule = { default: ComponentType };

const loaders: Readonly<Record<LoadablePage, () => Promise<PageModule>>> = {
  home: () => import('../pages/HomePage'),
  contact: () => import('../pages/ContactPage'),
  features: () => import('../pages/FeaturesPage'),
  guides: () => import('../pages/GuidesPage'),
  privacy: () => import('../pages/PrivacyPage'),
  download: () => import('../pages/DownloadPage'),
  printers: () => import('../pages/PrintersPage'),
  chart: () => import('../pages/ChartPage'),
  about: () => import('../pages/AboutPage'),
  // A partner page also needs its brand's theme built in the browser (app/partnerTheme.ts).
  partner: () => Promise.all([import('../pages/PartnerPage'), loadPartnerThemeBuilder()]).then(([page]) => page),
  barcodes: () => import('../pages/BarcodesPage'),
  guide: () => import('../pages/GuidePage'),
  mobile: () => import('../pages/MobilePage'),
  labelPdf: () => import('../pages/LabelPdfPage'),
  shipping: () => import('../pages/ShippingPage'),
  shippingPlatform: () => import('../pages/ShippingPlatformPage'),
  doctor: () => import('../pages/DoctorPage'),
  notFound: () => import('../pages/NotFoundPage'),
};

/** Page modules already loaded (main.tsx loads the first page's before rendering). */
const loadedModules = new Map<LoadablePage, PageModule>();

/**
 * A module already loaded, as React's lazy wants it: lazy only calls `then`, and reads a module handed to it during
 * that call without suspending (a real Promise always calls back later). Typed as the Promise lazy's types ask for.
 */
const settled = (module: PageModule) =>
  ({
    then: (onFulfilled?: (m: PageModule) => unknown) => Promise.resolve(onFulfilled?.(module)),
  }) as unknown as Promise<PageModule>;

/**
 * One chunk per page (route-level code splitting). `redirect` never renders a page. A page whose chunk is
 * in renders in the same commit as the shell: rendered afresh over static HTML (a not-found URL, a phone sent to
 * /mobile), a lazy page that suspended once would show the loading overlay in its place for a frame.
 */
export const pages: Readonly<Record<LoadablePage, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  (Object.keys(loaders) as LoadablePage[]).map((key) => [
    key,
    lazy(() => {
      const loaded = loadedModules.get(key);
      return loaded ? settled(loaded) : loadPageChunk(key);
    }),
  ]),
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
export function loadPageChunk(page: LoadablePage): Promise<PageModule> {
  preloaded.add(page);
  return loaders[page]().then((module) => {
    loadedModules.set(page, module);
    return module;
  });
}
