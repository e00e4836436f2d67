import { locales, type Locale } from '@labelwise/ui/messages';
import { partnerBrands, type PartnerBrand } from '../content/brands';
import { guideModels } from '../content/guides';
import type { SiteMessageId } from '../i18n';
import { nav } from '../i18n/messages/nav';
import { helpRoutes, type HelpRoute } from './helpRoutes';
import { pageAnchor, safeInternalPath } from './legacyHash';
import { localizePath, stripLocale } from './locale';

/** Which page component renders a route (`app/pages.ts` maps each to a lazy-loaded page). */
export type PageKey =
  | 'home'
  | 'contact'
  | 'features'
  | 'guides'
  | 'privacy'
  | 'download'
  | 'printers'
  | 'chart'
  | 'about'
  | 'partner'
  | 'barcodes'
  | 'guide'
  | 'mobile'
  | 'notFound'
  | 'redirect'
  | HelpRoute['page'];

/** A help page carries the platform (shipping set-up) or symptom (doctor) it is about. */
export interface RouteDef extends Pick<HelpRoute, 'platform' | 'symptom' | 'ownTitle'> {
  /** Path without a locale prefix. */
  readonly path: string;
  /** Route name; Index and Guides drive the mobile redirect. */
  readonly name: string;
  readonly page: PageKey;
  readonly title: SiteMessageId;
  readonly description: SiteMessageId;
  /** ICU values for title and description (`{model}`, `{brand}`, `{connections}` is filled by the page). */
  readonly titleValues?: Readonly<Record<string, string>>;
  /** 'main' has the top bar, breadcrumbs and footer; 'bare' is outside the layout. */
  readonly layout: 'main' | 'bare';
  /** Hidden from menus, breadcrumbs search and the sitemap. */
  readonly hidden: boolean;
  /** Index and Guides go to /mobile on small screens. */
  readonly mobileRedirect: boolean;
  /** The URL search engines should index for this content (aliases point to their main page). */
  readonly canonical: string;
  /** Locales the page exists in (Privacy & Compliance is en-us only). */
  readonly locales: readonly Locale[];
  /** Rendered to static HTML at build time. */
  readonly prerender: boolean;
  readonly guide?: string;
  readonly partner?: PartnerBrand;
}

const page = (
  path: string,
  name: string,
  pageKey: PageKey,
  title: SiteMessageId,
  description: SiteMessageId,
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  name,
  page: pageKey,
  title,
  description,
  layout: 'main',
  hidden: false,
  mobileRedirect: false,
  canonical: path,
  locales,
  prerender: true,
  ...extra,
});

const partnerName: Record<PartnerBrand, string> = { phomemo: 'Phomemo', itari: 'Itari', omezizy: 'Omezizy' };

/** The public routes, as real paths (the home page is `/`; `/index` redirects there). */
export const routeTable: readonly RouteDef[] = [
  page('/', 'Index', 'home', 'site.route.indexTitle', 'site.home.routeDescription', { mobileRedirect: true }),
  // The old site served the contact form at /features; a visitor opening the menu's Features in a new tab (or without
  // JavaScript) expects the features, so /features is the features page.
  page('/features', 'Features', 'features', 'site.route.featuresTitle', 'site.features.description'),
  page('/contactUs', 'ContactUs', 'contact', 'site.route.contactTitle', 'site.contact.routeDescription'),
  page('/guides', 'Guides', 'guides', 'site.route.guidesTitle', 'site.route.guidesDescription', {
    mobileRedirect: true,
  }),
  page('/privacy', 'Privacy', 'privacy', 'site.route.privacyTitle', 'site.privacy.routeDescription'),
  page('/downloadNew', 'DownloadNew', 'download', 'site.route.downloadTitle', 'site.route.downloadDescription', {
    canonical: '/download',
  }),
  page('/download', 'Download', 'download', 'site.route.downloadTitle', 'site.route.downloadDescription'),
  page('/printers', 'Printers', 'printers', 'site.route.printersTitle', 'site.route.printersDescription'),
  page('/chart', 'Chart', 'chart', 'site.route.chartTitle', 'site.route.chartDescription'),
  page('/aboutUs', 'AboutUs', 'about', 'site.route.aboutTitle', 'site.about.routeDescription'),
  ...partnerBrands.map((brand) =>
    page(`/${brand}`, partnerName[brand], 'partner', 'site.route.partnerTitle', 'site.route.partnerDescription', {
      partner: brand,
      titleValues: { brand: partnerName[brand] },
    }),
  ),
  page(
    '/supportedBarcode',
    'SupportedBarcode',
    'barcodes',
    'site.route.barcodesTitle',
    'site.barcodes.routeDescription',
  ),
  ...guideModels.map((g) =>
    page(g.path, `Guide_${g.slug}`, 'guide', 'site.route.guideTitle', 'site.route.guideDescription', {
      guide: g.slug,
      titleValues: { model: g.name },
    }),
  ),
  ...helpRoutes.map(({ path, name, page: key, title, description, ...extra }) =>
    page(path, name, key, title, description, extra),
  ),
  // /mobile and /404 are pages of the main layout (top bar, search, footer), so no visitor is ever trapped on them.
  page('/mobile', 'Mobile', 'mobile', 'site.route.mobileTitle', 'site.mobile.routeDescription'),
  page('/404', 'NotFound', 'notFound', 'site.route.notFoundTitle', 'site.route.notFoundDescription', { hidden: true }),
];

/** Old paths that now live elsewhere. */
export const pathRedirects: Readonly<Record<string, string>> = { '/index': '/' };

/** The refresh route (`/redirect{path}`): `/redirect/printers` re-enters `/printers`. */
export const REDIRECT_PREFIX = '/redirect';

/** Device is mobile below this body width: the layout's and the measurements' rule. */
export const MOBILE_BREAKPOINT = 992;

/**
 * Index and Guides send a visitor to /mobile below this body width: phones only. A tablet (768 px and up) gets the
 * page it asked for, which lays out fine at that width, instead of the app-store page.
 */
export const PHONE_BREAKPOINT = 768;

const byPath = new Map(routeTable.map((r) => [r.path, r]));

export function routeByPath(path: string): RouteDef | undefined {
  return byPath.get(path);
}

export function routeByName(name: string): RouteDef | undefined {
  return routeTable.find((r) => r.name === name);
}

export type Resolution =
  | {
      readonly kind: 'route';
      readonly route: RouteDef;
      readonly locale: Locale;
      readonly path: string;
      readonly search: string;
    }
  | { readonly kind: 'redirect'; readonly to: string; readonly permanent: boolean }
  | { readonly kind: 'refresh'; readonly to: string; readonly locale: Locale }
  | { readonly kind: 'notFound'; readonly locale: Locale; readonly route: RouteDef };

/**
 * Maps a URL path to what the app shows: a route, a redirect (alias, wrong case, trailing slash, a page that
 * does not exist in the locale), the refresh route, or not found (a path with no route shows the 404 page).
 */
export function resolvePath(pathname: string, variant: SiteVariant = 'global'): Resolution {
  const { exact: exactMap, folded: foldedMap, redirects } = lookup(variant);
  const { locale: explicit, path: bareWithSuffix } = stripLocale(pathname);
  const locale = explicit ?? 'en-us';
  const cut = bareWithSuffix.search(/[?#]/);
  const rawPath = cut === -1 ? bareWithSuffix : bareWithSuffix.slice(0, cut);
  const search = cut === -1 ? '' : bareWithSuffix.slice(cut);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;

  if (path === REDIRECT_PREFIX || path.startsWith(`${REDIRECT_PREFIX}/`)) {
    const target = path.slice(REDIRECT_PREFIX.length) || '/';
    return { kind: 'refresh', to: localizePath(safeInternalPath(target) + search, locale), locale };
  }

  const exact = exactMap.get(path);
  if (exact) {
    if (path !== rawPath) return { kind: 'redirect', to: localizePath(path + search, locale), permanent: true };
    if (!exact.locales.includes(locale))
      return { kind: 'redirect', to: localizePath(path + search, exact.locales[0]!), permanent: false };
    return { kind: 'route', route: exact, locale, path, search };
  }
  const alias = redirects[path] ?? redirects[path.toLowerCase()];
  if (alias) return { kind: 'redirect', to: localizePath(alias + search, locale), permanent: variant === 'global' };
  const folded = foldedMap.get(path.toLowerCase());
  if (folded) return { kind: 'redirect', to: localizePath(folded.path + search, locale), permanent: true };
  return { kind: 'notFound', locale, route: byPath.get('/404')! };
}

/**
 * Where a route sends a phone: Index and Guides → /mobile below `PHONE_BREAKPOINT`, carrying the page
 * asked for, anchor included, in `?from=` so "Continue to the full website" can go back to that place. The anchor
 * is /mobile's too: `#faq` lands on /mobile's FAQ. `continued`: the visitor already chose the full website in this
 * visit, so nothing redirects any more.
 */
export function mobileRedirectFor(
  route: RouteDef,
  viewportWidth: number,
  locale: Locale,
  continued = false,
  hash = '',
): string | null {
  if (!route.mobileRedirect || viewportWidth >= PHONE_BREAKPOINT || continued) return null;
  const asked = localizePath(route.path, locale);
  const mobile = localizePath('/mobile', locale);
  const anchor = pageAnchor(hash);
  return route.path === '/' && !anchor ? mobile : `${mobile}?from=${encodeURIComponent(asked + anchor)}${anchor}`;
}

/** sessionStorage key: the visitor chose "Continue to the full website" in this visit. */
export const FULL_SITE_KEY = 'labelwise.fullSite';

/**
 * Query parameter (`?full=1`) of "Continue to the full website": the choice travels with the link, so it holds when
 * the link is followed before /mobile's app has run (the phone redirect script and the client both honour it).
 */
export const FULL_SITE_PARAM = 'full';

/** Whether a query (`location.search`) carries the full-site marker. */
export function hasFullSiteMarker(search: string): boolean {
  return new URLSearchParams(search).get(FULL_SITE_PARAM) === '1';
}

/** `path` (may have a query and a hash) with the full-site marker added to its query. */
export function withFullSiteMarker(path: string): string {
  const hashAt = path.indexOf('#');
  const base = hashAt < 0 ? path : path.slice(0, hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${FULL_SITE_PARAM}=1${hashAt < 0 ? '' : path.slice(hashAt)}`;
}

/** A query without the full-site marker (`''` when nothing else is left). */
export function withoutFullSiteMarker(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FULL_SITE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A storage that may be missing (SSR) or throw (privacy modes). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether the visitor chose the full website earlier in this visit. */
export function readFullSiteChoice(storage: SessionStorageLike | null): boolean {
  try {
    return storage?.getItem(FULL_SITE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers "Continue to the full website" for the rest of the visit (tolerates storage that throws). */
export function rememberFullSiteChoice(storage: SessionStorageLike | null): void {
  try {
    storage?.setItem(FULL_SITE_KEY, '1');
  } catch {
    // Without storage the choice cannot be remembered: the visitor still lands on the page asked for.
  }
}

/**
 * Where a URL moves before its page shows, or null: "Continue to the full website" (`?full=1`) is remembered for the
 * visit (in `storage`) and the marker leaves the address; a small screen on Index or Guides goes to /mobile. The
 * browser's entry asks before the first render, the router at every in-app move, so both follow the same rules.
 */
export function entryRedirect(
  location: { pathname: string; search: string; hash: string },
  variant: SiteVariant,
  viewportWidth: number,
  storage: SessionStorageLike | null,
): string | null {
  if (hasFullSiteMarker(location.search)) {
    rememberFullSiteChoice(storage);
    return location.pathname + withoutFullSiteMarker(location.search) + location.hash;
  }
  const asked = resolvePath(location.pathname, variant);
  if (asked.kind !== 'route') return null;
  return mobileRedirectFor(asked.route, viewportWidth, asked.locale, readFullSiteChoice(storage), location.hash);
}

/**
 * Where "Continue to the full website" goes: the page the visitor asked for (`?from=/de/guides`) when it is a page
 * of this site, otherwise the home page of the locale. Never off-site.
 */
export function fullSiteTarget(search: string, locale: Locale, variant: SiteVariant = 'global'): string {
  const fallback = localizePath('/', locale);
  const from = new URLSearchParams(search).get('from');
  if (!from) return fallback;
  const safe = safeInternalPath(from);
  const resolution = resolvePath(safe, variant);
  if (resolution.kind !== 'route' || resolution.route.page === 'mobile' || resolution.route.page === 'notFound')
    return fallback;
  return safe;
}

/** Every URL to prerender: each prerendered route in each locale it exists in. */
export function prerenderPaths(routes: readonly RouteDef[] = routeTable): string[] {
  return routes.filter((r) => r.prerender).flatMap((r) => r.locales.map((l) => localizePath(r.path, l)));
}

/** hreflang alternates of a page (absolute URLs), including x-default → English. */
export function hreflangAlternates(route: RouteDef, origin: string): Array<{ hreflang: string; href: string }> {
  const base = origin.replace(/\/+$/, '');
  const path = route.canonical;
  const links = route.locales.map((l) => ({
    hreflang: l.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`),
    href: base + localizePath(path, l),
  }));
  return [...links, { hreflang: 'x-default', href: base + localizePath(path, 'en-us') }];
}

/** Routes for the sitemap: visible, prerendered, canonical ones only. */
export function sitemapPaths(routes: readonly RouteDef[] = routeTable): string[] {
  return routes
    .filter((r) => !r.hidden && r.prerender && r.canonical === r.path && r.layout === 'main' && r.page !== 'mobile')
    .flatMap((r) => r.locales.map((l) => localizePath(r.path, l)));
}

// ---------------------------------------------------------------------------------------------------------------
// Chinese-market variant: a reduced route list, chosen by host (or build setting).

export type SiteVariant = 'global' | 'cn';

export interface VariantInputs {
  /** `location.hostname`. */
  host?: string | null;
  /** Build setting (`import.meta.env.VITE_SITE_VARIANT`): 'cn' or 'global' forces the variant. */
  buildVariant?: string | null;
  /** Hosts that serve the Chinese-market variant; by default any `.cn` domain. */
  cnHosts?: readonly string[] | null;
}

/** English and Chinese hosts are told apart by domain. */
export function siteVariantFor({ host, buildVariant, cnHosts }: VariantInputs): SiteVariant {
  if (buildVariant === 'cn' || buildVariant === 'global') return buildVariant;
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!hostname) return 'global';
  if (cnHosts && cnHosts.length > 0) return cnHosts.some((h) => h.toLowerCase() === hostname) ? 'cn' : 'global';
  return hostname.endsWith('.cn') ? 'cn' : 'global';
}

/** The Chinese-market list: download, printers (as Drivers), guides, contactUs, aboutUs — with menu titles. */
export const cnRouteList: ReadonlyArray<{
  readonly path: string;
  readonly name: string;
  readonly title: SiteMessageId;
}> = [
  { path: '/download', name: 'Download', title: 'site.nav.download' },
  { path: '/printers', name: 'Drivers', title: 'site.nav.drivers' },
  { path: '/guides', name: 'Guides', title: 'site.nav.guidesFaq' },
  { path: '/contactUs', name: 'ContactUs', title: 'site.nav.contactUs' },
  { path: '/aboutUs', name: 'AboutUs', title: 'site.nav.aboutUs' },
];

/** The route table a variant serves. The cn variant keeps /mobile and /404; its home redirects to /download. */
export function routesForVariant(variant: SiteVariant): readonly RouteDef[] {
  if (variant === 'global') return routeTable;
  return [
    ...cnRouteList.map(({ path, name, title }) => ({ ...byPath.get(path)!, name, title })),
    byPath.get('/mobile')!,
    byPath.get('/404')!,
  ];
}

/** Menu titles of the cn variant, Chinese or English; read from the nav area only, to keep the entry small. */
export function cnMenuTitles(chinese: boolean): Array<{ path: string; name: string; title: string }> {
  const catalog: Readonly<Record<string, string>> = nav.catalogs[chinese ? 'zh-cn' : 'en-us'];
  return cnRouteList.map(({ path, name, title }) => ({ path, name, title: catalog[title] ?? title }));
}

/** Path redirects of the cn variant: it has no home page of its own. */
export const cnPathRedirects: Readonly<Record<string, string>> = {
  '/': '/download',
  '/index': '/download',
  '/drivers': '/printers',
};

const lookups = new Map<
  SiteVariant,
  { exact: Map<string, RouteDef>; folded: Map<string, RouteDef>; redirects: Readonly<Record<string, string>> }
>();
function lookup(variant: SiteVariant) {
  let entry = lookups.get(variant);
  if (!entry) {
    const routes = routesForVariant(variant);
    entry = {
      exact: new Map(routes.map((r) => [r.path, r])),
      folded: new Map(routes.map((r) => [r.path.toLowerCase(), r])),
      redirects: variant === 'cn' ? cnPathRedirects : pathRedirects,
    };
    lookups.set(variant, entry);
  }
  return entry;
}
