import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from '../logic/routes';

/** One chunk per page (issue 4: route-level code splitting). `redirect` never renders a page. */
export const pages: Readonly<Record<Exclude<PageKey, 'redirect'>, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../pages/HomePage')),
  contact: lazy(() => import('../pages/ContactPage')),
  guides: lazy(() => import('../pages/GuidesPage')),
  privacy: lazy(() => import('../pages/PrivacyPage')),
  download: lazy(() => import('../pages/DownloadPage')),
  printers: lazy(() => import('../pages/PrintersPage')),
  chart: lazy(() => import('../pages/ChartPage')),
  about: lazy(() => import('../pages/AboutPage')),
  partner: lazy(() => import('../pages/PartnerPage')),
  barcodes: lazy(() => import('../pages/BarcodesPage')),
  guide: lazy(() => import('../pages/GuidePage')),
  mobile: lazy(() => import('../pages/MobilePage')),
  notFound: lazy(() => import('../pages/NotFoundPage')),
};
