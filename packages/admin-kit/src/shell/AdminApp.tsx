import {
  AlertDialog,
  GlobalStyle,
  LabelwiseProvider,
  LoadingOverlay,
  ToastProvider,
  ToastViewport,
  labelwiseBrand,
  useToast,
  type Locale,
  type VisitedTag,
} from '@labelwise/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from '@labelwise/ui/messages';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Navigate,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { adminMessages } from '../i18n/catalog';
import { Layout } from '../layout/Layout';
import { MenuContext } from '../layout/menuContext';
import { affixTags, createTagsStore, restoreTags, savedTags } from '../layout/tags';
import { PermissionsProvider } from '../permissions/PermissionsProvider';
import { createRequestClient, type RequestClient } from '../request/client';
import { messages as requestMessages } from '../request/request.messages';
import { createCookieSessionStore } from '../request/tokenStore';
import type { Notify, SessionExpiredChoice, TokenStore } from '../request/types';
import { buildDynamicRoutes } from '../routing/buildRoutes';
import type { AdminRoute, AdminRouteHandle, PageRegistry } from '../routing/types';
import { constantMenu, PASSWORD_CHANGE_PATH } from '../routing/constantRoutes';
import { createSessionStore } from '../session/sessionStore';
import { createAppStore } from '../settings/appState';
import { useStoreState } from '../settings/hooks';
import { createLayoutSettingsStore } from '../settings/layoutSettings';
import { InnerLinkPage, MissingPage, NotFoundPage, RedirectPage } from './fallbackPages';
import { initialLocale, saveLocale } from './locale';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { AdminRuntimeContext, type AdminRuntime } from '../runtime/adminRuntime';
import { messages } from './shell.messages';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Makes a router for a route table, starting at `initialPath` (a path inside the app, e.g. `/index`). */
export type RouterFactory = (routes: RouteObject[], initialPath: string) => AppRouter;

/** Where the admin is served (the API serves `ADMIN_DIR` at `/admin`; vite.config.ts has `base: '/admin/'`). */
export const ADMIN_BASENAME = '/admin';

/** Shown while a lazy page loads on the first render; the session's loading overlay has just gone. */
function PageLoading() {
  return null;
}

/**
 * Every route gets a `HydrateFallback`: react-router warns ("No `HydrateFallback` element provided…") whenever the
 * first location lands on a lazy page without one, which is every reload of a page of the menu.
 */
function withHydrateFallback(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = {
      ...route,
      ...(route.HydrateFallback || route.hydrateFallbackElement ? {} : { HydrateFallback: PageLoading }),
    } as RouteObject;
    if (route.children) next.children = withHydrateFallback(route.children);
    return next;
  });
}

export const browserRouterFactory: RouterFactory = (routes, initialPath) => {
  const here = window.location.pathname + window.location.search;
  const wanted = ADMIN_BASENAME + initialPath;
  if (here !== wanted) window.history.replaceState(null, '', wanted);
  return createBrowserRouter(withHydrateFallback(routes), { basename: ADMIN_BASENAME });
};

export const memoryRouterFactory: RouterFactory = (routes, initialPath) =>
  createMemoryRouter(withHydrateFallback(routes), { initialEntries: [initialPath] });

export interface AdminAppProps {
  /** Page components by the key the server's menu names (`site/driver/index`). */
  pages: PageRegistry;
  /** The dashboard shown at `/index` (an affixed tag). */
  dashboard: ComponentType;
  /** Adds what a language needs beyond its strings (the Chinese fonts); called when the language is set. */
  loadLocaleFont?: (locale: Locale) => void;
  /** Default: the API's HttpOnly session cookie (`createCookieSessionStore`). */
  tokenStore?: TokenStore;
  /** Replaces fetch for the request layer (tests). */
  fetch?: typeof fetch;
  /** API origin; default the page's. */
  origin?: string;
  /** Default: a browser router under `/admin`. Tests pass `memoryRouterFactory`. */
  createRouter?: RouterFactory;
  /** Where the app starts; default the browser's address. */
  initialPath?: string;
  /** After a confirmed logout. Default: with the browser router, reload at `/admin/index`; otherwise nothing. */
  onLoggedOut?: () => void;
}

const DASHBOARD_TITLE = 'admin.layout.dashboard';

/** The shell's own menu entry: the Dashboard, first and affixed (RuoYi's constant `/index` route). */
const dashboardMenu: AdminRoute = {
  path: '/',
  component: 'Layout',
  children: [
    {
      path: 'index',
      name: 'Dashboard',
      component: 'Dashboard',
      meta: { title: DASHBOARD_TITLE, icon: 'dashboard', affix: true },
    },
  ],
};

/** A path inside the app: a browser router's locations still carry the `/admin` basename. */
function withoutBasename(pathname: string): string {
  if (pathname === ADMIN_BASENAME) return '/';
  return pathname.startsWith(`${ADMIN_BASENAME}/`) ? pathname.slice(ADMIN_BASENAME.length) : pathname;
}

function currentBrowserPath(): string {
  if (typeof window === 'undefined') return '/index';
  return withoutBasename(window.location.pathname) + window.location.search;
}

function loginPathFor(path: string): string {
  const bare = path.split('?')[0] ?? '/';
  if (bare === '/login' || bare === '/' || bare === '') return '/login';
  if (bare === '/register') return '/register';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** After login: the `redirect` of the login page, else where the user was, else the dashboard. */
function pathAfterLogin(path: string): string {
  const [bare, query = ''] = path.split('?');
  if (bare === '/register') return '/index';
  if (bare === '/login') {
    const redirect = new URLSearchParams(query).get('redirect');
    return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/index';
  }
  return bare === '/' || !bare ? '/index' : path;
}

/**
 * The Labelwise back office: providers, request layer, session, and the router built from the user's menu.
 */
export function AdminApp(props: AdminAppProps) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale());
  const layout = useMemo(() => createLayoutSettingsStore(), []);
  const app = useMemo(() => createAppStore(), []);
  const settings = useStoreState(layout);
  const { size } = useStoreState(app);
  const brand = useMemo(() => ({ ...labelwiseBrand, primaryColor: settings.theme }), [settings.theme]);
  // The back office switches language without a reload, so it keeps every locale's library strings at hand.
  const catalog = useMemo(() => ({ ...uiMessages[locale], ...adminMessages[locale] }), [locale]);
  const setLocale = (next: Locale) => {
    saveLocale(next);
    setLocaleState(next);
  };
  const { loadLocaleFont } = props;
  useEffect(() => {
    document.documentElement.lang = locale;
    loadLocaleFont?.(locale);
  }, [locale, loadLocaleFont]);

  return (
    <LabelwiseProvider locale={locale} messages={catalog} brand={brand} size={size} sideTheme={settings.sideTheme}>
      <GlobalStyle />
      <ToastProvider>
        <Runtime {...props} locale={locale} setLocale={setLocale} layout={layout} app={app} />
        <ToastViewport />
      </ToastProvider>
    </LabelwiseProvider>
  );
}

interface RuntimeProps extends AdminAppProps, Pick<AdminRuntime, 'locale' | 'setLocale' | 'layout' | 'app'> {}

function Runtime(props: RuntimeProps) {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const [expired, setExpired] = useState<((choice: SessionExpiredChoice) => void) | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { toast } = useToast();

  // One request layer and session per mounted app: created on the first render, never replaced by later props.
  const [core] = useState(() => {
    const tokenStore = props.tokenStore ?? createCookieSessionStore();
    // Short messages and notifications both become toasts; errors stay a little longer.
    const notify: Notify = (notice) => {
      if (notice.message)
        toast({ tone: notice.type, title: notice.message, ...(notice.type === 'error' ? { duration: 6000 } : {}) });
    };
    const sessionRef: { current?: ReturnType<typeof createSessionStore> } = {};
    const client: RequestClient = createRequestClient({
      tokenStore,
      ...(props.fetch ? { fetch: props.fetch } : {}),
      ...(props.origin ? { origin: props.origin } : {}),
      formatMessage: (descriptor, values) => intlRef.current.formatMessage(descriptor, values),
      notify,
      onSessionExpired: () => new Promise<SessionExpiredChoice>((resolve) => setExpired(() => resolve)),
      // "Log in again" logs out and goes to the login page.
      onRelogin: () => sessionRef.current?.clear(),
      onLoadingChange: setDownloading,
    });
    const session = createSessionStore(client, tokenStore);
    sessionRef.current = session;
    // Read before anything visits a page: the first visit saves the tags again.
    return { client, session, notify, tags: createTagsStore(), restorable: { tags: savedTags() } };
  });

  const { app, layout, locale, setLocale, onLoggedOut, createRouter } = props;
  const runtime = useMemo<AdminRuntime>(
    () => ({
      client: core.client,
      session: core.session,
      tags: core.tags,
      notify: core.notify,
      app,
      layout,
      locale,
      setLocale,
      afterLogout: () => {
        if (onLoggedOut) onLoggedOut();
        else if (!createRouter) window.location.assign(`${ADMIN_BASENAME}/index`);
      },
    }),
    [core, app, layout, locale, setLocale, onLoggedOut, createRouter],
  );

  useEffect(() => {
    if (core.session.getState().status === 'loading') void core.session.load();
  }, [core]);

  const answer = (choice: SessionExpiredChoice) => {
    expired?.(choice);
    setExpired(null);
  };

  return (
    <AdminRuntimeContext.Provider value={runtime}>
      <SessionRouter {...props} runtime={runtime} restorable={core.restorable} />
      <LoadingOverlay fullscreen visible={downloading} label={intl.formatMessage(requestMessages.downloading)} />
      <AlertDialog
        open={expired !== null}
        onOpenChange={(open) => {
          if (!open && expired) answer('stay');
        }}
        tone="warning"
        title={intl.formatMessage(requestMessages.sessionExpiredTitle)}
        description={intl.formatMessage(requestMessages.sessionExpiredBody)}
        confirmLabel={intl.formatMessage(requestMessages.relogin)}
        cancelLabel={intl.formatMessage(requestMessages.stay)}
        onConfirm={() => answer('relogin')}
        onCancel={() => answer('stay')}
      />
    </AdminRuntimeContext.Provider>
  );
}

function SessionRouter(props: RuntimeProps & { runtime: AdminRuntime; restorable: { tags: VisitedTag[] } }) {
  const { runtime, pages, dashboard } = props;
  const intl = useIntl();
  const session = useSyncExternalStore(runtime.session.subscribe, runtime.session.getState);
  const factory = props.createRouter ?? browserRouterFactory;
  const routerRef = useRef<AppRouter | null>(null);
  const routerCount = useRef(0);
  const startPath = useRef(props.initialPath ?? currentBrowserPath());

  const built = useMemo(() => {
    if (session.status !== 'ready' && session.status !== 'error') return null;
    // A password someone else set (an import's initial password) is changed before anything else: until then the
    // profile is the only page, and every other address leads to its password form.
    const mustChangePassword = session.user?.passwordChangeRequired === true;
    const dynamic = buildDynamicRoutes(mustChangePassword ? constantMenu : [...constantMenu, ...session.menu], {
      pages,
      components: { Layout, InnerLink: InnerLinkPage, NotFound: NotFoundPage },
      access: { roles: session.roles, permissions: session.permissions },
      catchAll: false,
    });
    const dashboardHandle: AdminRouteHandle = {
      fullPath: '/index',
      name: 'Dashboard',
      hidden: false,
      alwaysShow: false,
      component: 'Dashboard',
      meta: { title: DASHBOARD_TITLE, icon: 'dashboard', affix: true },
    };
    const routes: RouteObject[] = [
      { path: '/login', element: <Navigate to="/index" replace /> },
      {
        path: '/',
        Component: Layout,
        handle: { fullPath: '/', hidden: false, alwaysShow: false, component: 'Layout' } satisfies AdminRouteHandle,
        children: [
          { index: true, element: <Navigate to="/index" replace /> },
          { path: 'index', Component: dashboard, handle: dashboardHandle },
          { path: 'redirect/*', Component: RedirectPage },
        ],
      },
      ...dynamic.routes,
      { path: '*', Component: Layout, children: [{ path: '*', element: <MissingPage pages={pages} /> }] },
    ];
    if (mustChangePassword) {
      const toPassword: RouteObject = { path: '*', element: <Navigate to={PASSWORD_CHANGE_PATH} replace /> };
      return { routes: [...dynamic.routes, toPassword], menu: dynamic.menu };
    }
    return { routes, menu: [dashboardMenu, ...dynamic.menu] };
  }, [session, pages, dashboard]);

  const router = useMemo(() => {
    const previous = routerRef.current;
    const where = previous
      ? withoutBasename(previous.state.location.pathname) + previous.state.location.search
      : startPath.current;
    routerCount.current += 1;
    if (built) return factory(built.routes, pathAfterLogin(where));
    if (session.status === 'loading') return null;
    const loginRoutes: RouteObject[] = [
      { path: '/login', element: <LoginPage client={runtime.client} session={runtime.session} /> },
      // The page itself is always reachable; the server refuses registration while it is switched off.
      { path: '/register', element: <RegisterPage client={runtime.client} /> },
      { path: '*', element: <Navigate to="/login" replace /> },
    ];
    return factory(loginRoutes, loginPathFor(where));
    // A new router remounts every page, so one is made only for new routes or when loading ends. The factory and the
    // client and session the login routes read are fixed for the app's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilding on `runtime` would remount on a language switch
  }, [built, session.status === 'loading']);

  useEffect(() => {
    // Kept while the session loads (router null): the next router starts where this one was.
    if (!router) return;
    const previous = routerRef.current;
    routerRef.current = router;
    if (previous && previous !== router) previous.dispose();
  }, [router]);

  const restorable = props.restorable;
  useEffect(() => {
    if (!built) return;
    const routable = (path: string) => {
      const matches = matchRoutes(built.routes, path);
      const last = matches?.at(-1)?.route;
      return Boolean(last && last.path !== '*' && (last.handle as AdminRouteHandle | undefined)?.meta?.title);
    };
    // Tags saved by the last page load of this tab come back once; the page being opened (visited already) stays.
    const saved = [...restorable.tags, ...runtime.tags.getState()];
    restorable.tags = [];
    runtime.tags.set(restoreTags(affixTags(built.menu), saved, routable));
  }, [built, runtime.tags, restorable]);

  if (!router) return <LoadingOverlay fullscreen visible label={intl.formatMessage(messages.loading)} />;
  return (
    <PermissionsProvider roles={session.roles} permissions={session.permissions}>
      <MenuContext.Provider value={built?.menu ?? []}>
        {/* RouterProvider keeps the first router's state: a new router needs a new provider. */}
        <RouterProvider key={routerCount.current} router={router} />
      </MenuContext.Provider>
    </PermissionsProvider>
  );
}
