import { GlobalStyle, LabelwiseBaseProvider, LoadingOverlay, locales, type Locale } from '@labelwise/ui';
import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSettledContent } from '../content/live';
import { loadCatalog, loadedCatalog } from '../i18n/catalogs';
import { reportIntlError } from '../i18n/intlErrors';
import { localizePath, storeLocale, stripLocale } from '../logic/locale';
import { entryRedirect, resolvePath, siteVariantFor, type RouteDef, type SiteVariant } from '../logic/routes';
import { bootTarget, browserLanguages, safeStorage } from './boot';
import { siteConfig, type SiteConfig } from './config';
import { DocumentMeta } from './DocumentMeta';
import { pageReady } from './earlyInput';
import { Layout } from './Layout';
import { SiteGlobalStyle } from './SiteGlobalStyle';
import { pages, preloadPage, type LoadablePage } from './pages';
import { scrollToAnchor } from './scrollToAnchor';
import { builtPartnerTheme, loadPartnerThemeBuilder, partnerTheme } from './partnerTheme';
import { siteTheme } from './siteTheme';
import { safeSessionStorage, SiteContext, type SiteContextValue } from './siteContext';

function currentVariant(config: SiteConfig): SiteVariant {
  const host = typeof window !== 'undefined' ? window.location.hostname : null;
  return siteVariantFor({ host, buildVariant: config.buildVariant, cnHosts: config.cnHosts });
}

/** Every navigation scrolls to the top, or to its `#anchor` once the page holding it has rendered. */
function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) return scrollToAnchor(hash);
    try {
      window.scrollTo(0, 0);
    } catch {
      // Environments without scrolling (tests, SSR) have nothing to do.
    }
  }, [pathname, search, hash]);
  return null;
}

/** Replaces the URL once on first load (legacy hash link, stored/browser language) before the page renders. */
function BootRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  // useEffect, not useLayoutEffect: react-router ignores navigate() calls made before its own effects ran.
  useEffect(() => {
    navigate(to, { replace: true });
    // The boot target is computed from the very first URL only; `navigate` changes with every location.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on mount
  }, []);
  return null;
}

export interface SiteRoutesProps {
  /** Overrides host-based variant detection (tests, the cn build). */
  variant?: SiteVariant;
  /** Viewport width for the mobile redirect; default `window.innerWidth`. */
  viewportWidth?: number;
  /** Build-time configuration; default from the Vite env. */
  config?: SiteConfig;
}

/** The site inside a router: first-load redirects, then one catch-all route resolved by `resolvePath`. */
export function SiteRoutes({ variant, viewportWidth, config = siteConfig }: SiteRoutesProps) {
  const location = useLocation();
  const [boot, setBoot] = useState(() => bootTarget(location, safeStorage(), browserLanguages()));
  const [bootKey] = useState(location.key);
  // The boot redirect is over once the router shows the new location. Not earlier: react-router applies
  // navigations in a transition, so clearing the flag at navigate() time would render the *old* URL for a
  // moment, and `/` on a phone would bounce a `/#/d520` link to /mobile.
  useEffect(() => {
    if (boot && location.key !== bootKey) setBoot(null);
  }, [boot, bootKey, location.key]);
  const resolvedVariant = variant ?? currentVariant(config);
  return (
    <>
      {boot ? <BootRedirect to={boot} /> : null}
      <ScrollToTop />
      {boot ? null : (
        // The production build loads the locale's messages on demand (i18n/catalogs.ts); until they arrive
        // nothing renders, so no page shows message ids.
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="*"
              element={<ResolvedRoute variant={resolvedVariant} viewportWidth={viewportWidth} config={config} />}
            />
          </Routes>
        </Suspense>
      )}
    </>
  );
}

function ResolvedRoute({
  variant,
  viewportWidth,
  config,
}: {
  variant: SiteVariant;
  viewportWidth?: number;
  config: SiteConfig;
}) {
  const location = useLocation();
  const resolution = resolvePath(location.pathname, variant);
  switch (resolution.kind) {
    case 'redirect':
      return <Navigate to={resolution.to + location.search + location.hash} replace />;
    case 'refresh':
      return <Navigate to={resolution.to + location.search} replace />;
    case 'notFound':
      // The not-found page renders at the URL the visitor typed or followed (the server answers it with HTTP 404
      // too): moving to /404 would lose the address and make Back land on the broken link again.
      return (
        <SiteShell
          route={resolution.route}
          locale={resolution.locale}
          path={stripLocale(location.pathname).path}
          variant={variant}
          config={config}
        />
      );
    case 'route': {
      // "Continue to the full website" (`?full=1`) followed inside the app (remembered, the marker dropped), or a
      // small screen on Index or Guides (to /mobile).
      const width = viewportWidth ?? (typeof window !== 'undefined' ? window.innerWidth : 1280);
      const entry = entryRedirect(location, variant, width, safeSessionStorage());
      if (entry !== null) return <Navigate to={entry} replace />;
      return (
        <SiteShell
          route={resolution.route}
          locale={resolution.locale}
          path={resolution.path}
          variant={variant}
          config={config}
        />
      );
    }
  }
}

/** Tells main.tsx the page has committed (after hydration: time to replay early input). Renders nothing. */
function PageReady() {
  useEffect(pageReady, []);
  return null;
}

/**
 * Suspends until a catalog is in memory, then has the shell render again (it renders nothing): the locale's shell
 * messages (page null) or a page's areas on top of them.
 */
function CatalogGate({
  locale,
  page,
  onArrived,
}: {
  locale: Locale;
  page: LoadablePage | null;
  onArrived: () => void;
}) {
  use(loadCatalog(locale, page));
  useLayoutEffect(onArrived, [onArrived]);
  return null;
}

function SiteShell({
  route,
  locale,
  path,
  variant,
  config,
}: {
  route: RouteDef;
  locale: Locale;
  path: string;
  variant: SiteVariant;
  config: SiteConfig;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useCallback((to: string) => localizePath(to, locale), [locale]);
  const switchLocale = useCallback(
    (next: Locale) => {
      storeLocale(safeStorage(), next);
      const { path: bare } = stripLocale(location.pathname);
      navigate(localizePath(bare, next) + location.search + location.hash);
    },
    [location.pathname, location.search, location.hash, navigate],
  );
  const value = useMemo<SiteContextValue>(
    () => ({ locale, route, variant, config, path, localize, switchLocale }),
    [locale, route, variant, config, path, localize, switchLocale],
  );
  const [, catalogArrived] = useReducer((n: number) => n + 1, 0);
  // Read before the early return below: hooks run in the same order on every render.
  const published = useSettledContent(locale, path);
  // A partner page takes the colours and logo published for it (the same snapshot the page renders with). Its theme
  // is derived in the browser by a chunk that loads with the partner page; every other page has the site theme,
  // computed at build time (siteTheme.ts). Until that chunk is in (a visitor following a link to a partner page),
  // the shell keeps the site theme while the page itself shows its loading state.
  const [, partnerThemeArrived] = useReducer((n: number) => n + 1, 0);
  const partnerBrand = route.partner ? partnerTheme(route.partner, published) : null;
  const partnerSiteTheme = partnerBrand ? builtPartnerTheme(partnerBrand) : null;
  const partnerThemePending = partnerBrand !== null && partnerSiteTheme === null;
  useEffect(() => {
    // A failed load is reported by the partner page's own chunk, which loads alongside.
    if (partnerThemePending) loadPartnerThemeBuilder().then(partnerThemeArrived, () => undefined);
  }, [partnerThemePending]);
  // Fetch the page chunk alongside the messages rather than after them.
  if (route.page !== 'redirect') preloadPage(route.page);
  const pageKey = route.page === 'redirect' ? null : route.page;
  const catalog = loadedCatalog(locale, pageKey);
  const shellCatalog = catalog ?? loadedCatalog(locale, null);
  // A locale's first visit waits for its shell messages in CatalogGate. The shell itself never calls use(): a use()
  // during a synchronous act() leaves the rest of the render unflushed in tests, and calling it only sometimes
  // makes React warn about conditional use() after the promise settles.
  if (!shellCatalog) return <CatalogGate locale={locale} page={pageKey} onArrived={catalogArrived} />;
  const Page = pageKey ? pages[pageKey] : null;
  const content: ReactNode = Page ? (
    // A page's own messages (production: chunks per page, i18n/pageAreas.ts) load like its code, behind the same
    // fallback, while the top bar and footer already show with the shell's.
    <Suspense fallback={<LoadingOverlay visible />}>
      {catalog ? (
        <>
          <Page />
          <PageReady />
        </>
      ) : (
        <CatalogGate locale={locale} page={pageKey} onArrived={catalogArrived} />
      )}
    </Suspense>
  ) : null;
  return (
    // Every locale's catalog loads on demand (CatalogGate), so the language menu offers all of them.
    <LabelwiseBaseProvider
      locale={locale}
      messages={catalog ?? shellCatalog}
      availableLocales={locales}
      onIntlError={reportIntlError}
      theme={partnerSiteTheme ?? siteTheme}
    >
      <GlobalStyle />
      <SiteGlobalStyle />
      <SiteContext.Provider value={value}>
        <DocumentMeta />
        {route.layout === 'main' ? <Layout>{content}</Layout> : <main id="main">{content}</main>}
      </SiteContext.Provider>
    </LabelwiseBaseProvider>
  );
}
