import {
  Breadcrumb,
  featuresReducer,
  Footer,
  HeaderSearch,
  initialFeaturesState,
  TopBar,
  type FeatureGroupKey,
  type RenderLink,
} from '@labelwise/ui';
import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useReducer,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { styled } from 'styled-components';
import type { SiteMessageId } from '../i18n';
import { stripLocale } from '../logic/locale';
import { parentRoutes } from '../logic/routeParents';
import { foldModel } from '../logic/finder';
import { useSettledContent } from '../content/live';
import { NoticeBar } from './NoticeBar';
import { routeTitle } from './pageMeta';
import { sendShipEvent } from './ship';
import { useSite } from './siteContext';
import { useLayoutNav } from './useLayoutNav';
import { useViewportWidth } from './viewport';

/** react-router's Link, taking the library's `href` (RenderLink hands over `href`, the router wants `to`). */
const HrefLink = forwardRef<HTMLAnchorElement, Omit<RouterLinkProps, 'to'> & { href: string }>(function HrefLink(
  { href, ...rest },
  ref,
) {
  return <RouterLink ref={ref} to={href} {...rest} />;
});

/** Plugs react-router into the library's layout components (see @labelwise/ui internal/RouteLink.tsx). */
export const renderRouterLink: RenderLink = ({ href, children }) => <HrefLink href={href}>{children}</HrefLink>;

const FeaturesDialog = lazy(() => import('./FeaturesDialogChunk'));

/** First year of the copyright line. */
const FIRST_YEAR = 2022;
/**
 * The year the site was built (Vite `define`), the same in the prerender and the browser's first render, so
 * hydration never mismatches; unit tests without the define use the current year.
 */
declare const __LW_BUILD_YEAR__: number | undefined;
const BUILD_YEAR = typeof __LW_BUILD_YEAR__ === 'number' ? __LW_BUILD_YEAR__ : new Date().getFullYear();
const noSubscription = () => () => undefined;

/** The current year: the build year while hydrating, then the browser's clock (a site not rebuilt in January). */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => Math.max(BUILD_YEAR, new Date().getFullYear()),
    () => BUILD_YEAR,
  );
}

/**
 * A header-search result "Drivers for <model>" carries `/printers?q=<model>`. On selection the model is looked up
 * (the API client is loaded then, not with the entry) and the driver finder opens with it chosen
 * (`?brand=&model=`); when the lookup fails, the finder opens with the model typed into its search.
 */
async function driverFinderPath(path: string): Promise<string> {
  const [pathname = '', query = ''] = path.split('?');
  const model = new URLSearchParams(query).get('q');
  if (stripLocale(pathname).path !== '/printers' || !model) return path;
  try {
    const { searchModels } = await import('../api/endpoints');
    const found = (await searchModels(model)).find((m) => foldModel(m.name) === foldModel(model));
    return found ? `${pathname}?brand=${found.brandId}&model=${found.modelId}` : path;
  } catch {
    return path;
  }
}

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]}px;
  top: -${({ theme }) => theme.space[10]}px;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  background: ${({ theme }) => theme.color.primaryStrong};
  color: ${({ theme }) => theme.color.textInverse};
  border-radius: ${({ theme }) => theme.radii.md}px;
  &:focus {
    top: ${({ theme }) => theme.space[2]}px;
  }
`;

const Main = styled.main`
  min-height: 60vh;
  position: relative;
`;

const Crumbs = styled.div`
  max-width: ${({ theme }) => theme.layout.navMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px 0`};
`;

/** Features dialog: the menu's Features link opens it, the footer's Design / Data / Print links at their group. */
function useFeaturesDialog() {
  const [featuresOpen, setFeaturesOpen] = useState(false);
  const [featuresMounted, setFeaturesMounted] = useState(false);
  const [features, dispatchFeatures] = useReducer(featuresReducer, initialFeaturesState);
  const openFeatures = useCallback(
    (group: FeatureGroupKey | null) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      dispatchFeatures(group ? { type: 'setOpenGroups', groups: [group] } : { type: 'reset' });
      setFeaturesMounted(true);
      setFeaturesOpen(true);
    },
    [],
  );
  return { featuresOpen, setFeaturesOpen, featuresMounted, features, dispatchFeatures, openFeatures };
}

/** The main layout: top bar, breadcrumb, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // Passed down rather than measured by the TopBar, so hydration starts from the prerender's width.
  const viewportWidth = useViewportWidth();
  const { locale, route, variant, config, localize, switchLocale, path } = useSite();
  const published = useSettledContent(locale, path);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useCallback((id: SiteMessageId) => intl.formatMessage({ id }), [intl]);

  const { featuresOpen, setFeaturesOpen, featuresMounted, features, dispatchFeatures, openFeatures } =
    useFeaturesDialog();
  const year = useCurrentYear();

  const { searchable, loadSearchExtras, items, groups } = useLayoutNav(openFeatures);

  const home = localize(variant === 'cn' ? '/download' : '/');
  // A page whose title lives with its own words (helpRoutes.ts `ownTitle`) gets its crumb once they are in.
  const showCrumbs = route.path !== '/' && !route.hidden && intl.messages[route.title] !== undefined;

  return (
    <>
      <SkipLink href="#main">{t('site.nav.skipToContent')}</SkipLink>
      <TopBar
        items={items}
        homeHref={home}
        currentPath={pathname}
        locale={locale}
        viewportWidth={viewportWidth}
        onLocaleChange={switchLocale}
        renderLink={renderRouterLink}
        actions={
          <HeaderSearch
            routes={searchable}
            onFocus={loadSearchExtras}
            onPointerEnter={loadSearchExtras}
            onSelect={(path) => void driverFinderPath(path).then((to) => navigate(to))}
          />
        }
        {...(config.shipUrl ? { shipHref: config.shipUrl, onShipClick: () => sendShipEvent(config, locale) } : {})}
      />
      {/* Its own boundary: a locale's notices still loading never holds back the page around them. */}
      <Suspense fallback={null}>
        <NoticeBar />
      </Suspense>
      {showCrumbs ? (
        <Crumbs>
          <Breadcrumb
            home={{ path: home }}
            items={[
              ...parentRoutes(route, variant).map((parent) => ({
                title: routeTitle(parent, intl, published),
                path: localize(parent.path),
              })),
              { title: routeTitle(route, intl, published) },
            ]}
            renderLink={renderRouterLink}
          />
        </Crumbs>
      ) : null}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer
        groups={groups}
        currentPath={pathname}
        locale={locale}
        homeHref={home}
        privacyHref="/privacy"
        copyrightYear={FIRST_YEAR}
        copyrightEndYear={year}
        // Partner pages are co-branded, but Labelwise publishes the site: say so.
        {...(route.partner
          ? { publisherNote: intl.formatMessage({ id: 'site.common.publishedBy' }, { publisher: 'Labelwise' }) }
          : {})}
        tagline={t('site.footer.tagline')}
        renderLink={renderRouterLink}
      />
      {featuresMounted ? (
        <Suspense fallback={null}>
          <FeaturesDialog
            open={featuresOpen}
            onOpenChange={setFeaturesOpen}
            state={features}
            onAction={dispatchFeatures}
            renderLink={renderRouterLink}
          />
        </Suspense>
      ) : null}
    </>
  );
}
