import {
  AlertDialog,
  Box,
  SettingsDrawer,
  Sidebar,
  Stack,
  TagsView,
  type BreadcrumbItem,
  type LayoutSettings,
  type RenderLink,
  type RenderSidebarIcon,
  type SearchableRoute,
} from '@labelwise/ui';
import { Circle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { joinPath } from '../routing/buildRoutes';
import { isExternalPath } from '../routing/normalize';
import type { AdminRoute, AdminRouteHandle } from '../routing/types';
import { messages as sessionMessages } from '../session/session.messages';
import { useStoreState } from '../settings/hooks';
import { documentTitle } from '../settings/layoutSettings';
import { useResponsiveSidebar } from '../settings/hooks';
import { useAdminRuntime } from '../runtime/adminRuntime';
import { messages } from './Layout.messages';
import { PROFILE_PATH } from '../routing/constantRoutes';
import { PRODUCT_LOGO_URL } from '../brand/ProductLogo';
import { useRouteTitle } from '../routing/useRouteTitle';
import { useMenu } from './menuContext';
import { menuIcon } from '../menu/menuIcons';
import { Navbar } from './Navbar';
import { activeTopNavItem, topNavItems } from './topNav';
import { TopNav } from './TopNav';
import { visit } from './tags';

/**
 * Wider than the library's default (200 px): with the icon and two levels of indentation, 200 px left about 90 px
 * for a title, which cut German and French titles ("Druckermodelle", "Kompatibilitätsliste") mid-word.
 */
const SIDEBAR_WIDTH = 240;

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surfaceMuted};

  .sidebar {
    flex: none;
    width: ${SIDEBAR_WIDTH}px;
    transition: width ${({ theme }) => theme.motion.normal}ms ${({ theme }) => theme.motion.easing};
  }
  &[data-sidebar='closed'] .sidebar {
    width: ${({ theme }) => theme.layout.sidebarCollapsedWidth}px;
  }
  &[data-device='mobile'][data-sidebar='closed'] .sidebar,
  &[data-has-sidebar='false'] .sidebar {
    display: none;
  }
  &[data-animate='false'] .sidebar {
    transition: none;
  }
  &[data-device='mobile'] .sidebar {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${({ theme }) => theme.zIndex.overlay};
    height: 100vh;
  }
  .backdrop {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.overlay - 1};
    border: 0;
    background: ${({ theme }) => theme.color.overlay};
  }
  .main,
  .content {
    flex: 1;
  }
  &[data-fixed-header='true'] .header {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
  }
`;

const renderLink: RenderLink = ({ href, children }) => <RouterLink to={href}>{children}</RouterLink>;

/** Sidebar icons from the curated lucide set; a name outside it gets a plain dot rather than a letter in a box. */
const renderIcon: RenderSidebarIcon = (name) => {
  const Icon = menuIcon(name)?.Icon ?? Circle;
  return <Icon size={18} strokeWidth={1.75} aria-hidden focusable={false} />;
};

/** The menu with its titles translated (the shell's own entries carry message ids). */
function translateMenu(routes: readonly AdminRoute[], title: (t: string | undefined) => string): AdminRoute[] {
  return routes.map((route) => ({
    ...route,
    ...(route.meta ? { meta: { ...route.meta, title: title(route.meta.title) } } : {}),
    ...(route.children ? { children: translateMenu(route.children, title) } : {}),
  }));
}

function flattenSearch(
  routes: readonly AdminRoute[],
  title: (t: string | undefined) => string,
  parent = '/',
): SearchableRoute[] {
  const out: SearchableRoute[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const fullPath = joinPath(parent, route.path);
    if (route.children?.length) out.push(...flattenSearch(route.children, title, fullPath));
    else if (route.meta?.title && !isExternalPath(fullPath) && !fullPath.includes(':')) {
      out.push({ title: title(route.meta.title), path: fullPath });
    }
  }
  return out.filter((route, index, all) => all.findIndex((other) => other.path === route.path) === index);
}

/** Breadcrumbs of the matched routes, each titled once; menu groups get a crumb without a link. */
function useCrumbs(matches: ReturnType<typeof useMatches>, title: (t: string | undefined) => string): BreadcrumbItem[] {
  return useMemo<BreadcrumbItem[]>(() => {
    const items: BreadcrumbItem[] = [];
    for (const match of matches) {
      const handle = match.handle as AdminRouteHandle | undefined;
      if (!handle?.meta?.title || handle.fullPath === '/' || handle.fullPath === '/index') continue;
      if (items.some((item) => item.title === title(handle.meta?.title))) continue;
      const crumb: BreadcrumbItem = { title: title(handle.meta.title) };
      // Menu groups (noRedirect, Layout, ParentView) are not pages: their crumb is plain text.
      if (handle.redirect !== 'noRedirect' && handle.component !== 'Layout' && handle.component !== 'ParentView')
        crumb.path = match.pathname;
      items.push(crumb);
    }
    return items;
  }, [matches, title]);
}

/** Records each visited page as a tag and keeps the document title on the current page. */
function usePageTracking(
  matches: ReturnType<typeof useMatches>,
  title: (t: string | undefined) => string,
  settings: LayoutSettings,
) {
  const runtime = useAdminRuntime();
  const intl = useIntl();
  const location = useLocation();

  const current = matches.at(-1)?.handle as AdminRouteHandle | undefined;
  useEffect(() => {
    runtime.tags.set(visit(runtime.tags.getState(), location.pathname, location.search, current));
  }, [runtime.tags, location.pathname, location.search, current]);

  const pageTitle = title(current?.meta?.title);
  useEffect(() => {
    document.title = documentTitle(intl.formatMessage(messages.appTitle), pageTitle, settings);
  }, [intl, pageTitle, settings]);
}

/** The tags view over the runtime's tags store, titled in the current language. */
function ShellTagsView() {
  const runtime = useAdminRuntime();
  const title = useRouteTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const tags = useStoreState(runtime.tags);
  const shownTags = useMemo(() => tags.map((tag) => ({ ...tag, title: title(tag.title) })), [tags, title]);

  return (
    <TagsView
      tags={shownTags}
      activePath={location.pathname}
      onSelect={(tag) => navigate(tag.fullPath)}
      onChange={(next, navigateTo) => {
        const byPath = new Map(tags.map((tag) => [tag.path, tag]));
        // Keep the untranslated titles in the store so a language switch retitles the tags.
        runtime.tags.set(next.map((tag) => byPath.get(tag.path) ?? tag));
        if (navigateTo) navigate(navigateTo);
      }}
      onRefresh={(tag) => navigate(`/redirect${tag.fullPath}`, { replace: true })}
      navigation={{ homePath: '/index' }}
    />
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The settings drawer wired to the runtime's layout store: live changes, Save persists, Reset reloads. */
function LayoutSettingsDrawer({ open, onOpenChange }: DialogProps) {
  const runtime = useAdminRuntime();
  const settings = useStoreState(runtime.layout);
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState(false);

  const changeSettings = (next: LayoutSettings) => {
    const currentSettings = runtime.layout.getState();
    for (const key of Object.keys(next) as (keyof LayoutSettings)[]) {
      if (next[key] !== currentSettings[key]) runtime.layout.change(key, next[key] as never);
    }
  };

  return (
    <SettingsDrawer
      open={open}
      onOpenChange={onOpenChange}
      settings={settings}
      onChange={changeSettings}
      saving={saving}
      resetting={resetting}
      onSave={() => {
        setSaving(true);
        runtime.layout.save();
        // Leave the "saving" message up long enough to be read.
        setTimeout(() => setSaving(false), 600);
      }}
      onReset={() => {
        setResetting(true);
        runtime.layout.reset();
        setTimeout(() => window.location.reload(), 600);
      }}
    />
  );
}

/** Asks before logging out; on confirm, ends the session and clears the tags. */
function LogoutDialog({ open, onOpenChange }: DialogProps) {
  const runtime = useAdminRuntime();
  const intl = useIntl();

  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="warning"
      title={intl.formatMessage(sessionMessages.logoutTitle)}
      description={intl.formatMessage(sessionMessages.logoutConfirm)}
      confirmLabel={intl.formatMessage(messages.logout)}
      onConfirm={() =>
        void runtime.session.logout().then(() => {
          runtime.tags.set([]);
          runtime.afterLogout();
        })
      }
    />
  );
}

/**
 * The admin layout: sidebar, navbar, tags view and the settings drawer around the
 * page. Its state lives in the runtime's stores, so every Layout route of the menu shows the same shell.
 */
export function Layout() {
  const runtime = useAdminRuntime();
  const intl = useIntl();
  const title = useRouteTitle();
  const menu = useMenu();
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const app = useStoreState(runtime.app);
  const settings = useStoreState(runtime.layout);
  const session = useStoreState(runtime.session);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);

  useResponsiveSidebar(runtime.app, location.pathname);

  usePageTracking(matches, title, settings);
  const crumbs = useCrumbs(matches, title);

  const searchRoutes = useMemo(() => flattenSearch(menu, title), [menu, title]);
  const mobile = app.device === 'mobile';
  const translated = useMemo(() => translateMenu(menu, title), [menu, title]);
  // Top navigation (the `topNav` setting): top-level entries in the navbar, the active one's pages in the sidebar.
  const topItems = useMemo(() => (settings.topNav ? topNavItems(translated) : []), [settings.topNav, translated]);
  const activeTop = settings.topNav ? activeTopNavItem(topItems, location.pathname) : undefined;
  const sidebarRoutes = settings.topNav ? (activeTop?.children ?? []) : translated;
  const sidebarBase = settings.topNav && activeTop ? activeTop.key : '/';
  const showSidebar = !settings.topNav || sidebarRoutes.length > 0 || mobile;

  return (
    <Shell
      data-top-nav={settings.topNav ? 'true' : 'false'}
      data-has-sidebar={showSidebar ? 'true' : 'false'}
      data-sidebar={app.sidebar.opened ? 'open' : 'closed'}
      data-device={app.device}
      data-animate={app.sidebar.withoutAnimation ? 'false' : 'true'}
      data-fixed-header={settings.fixedHeader ? 'true' : 'false'}
    >
      {mobile && app.sidebar.opened ? (
        <button
          type="button"
          className="backdrop"
          aria-label={intl.formatMessage(messages.toggleSidebar)}
          onClick={() => runtime.app.closeSidebar(false)}
        />
      ) : null}
      <div className="sidebar">
        <Sidebar
          // On a phone the top navigation does not fit: the overlay keeps the whole menu.
          routes={mobile ? translated : sidebarRoutes}
          basePath={mobile ? '/' : sidebarBase}
          renderIcon={renderIcon}
          activePath={location.pathname}
          {...(!mobile && !app.sidebar.opened ? {} : { style: { width: SIDEBAR_WIDTH } })}
          collapsed={!mobile && !app.sidebar.opened}
          sideTheme={settings.sideTheme}
          renderLink={renderLink}
          {...(settings.sidebarLogo
            ? { logo: { title: intl.formatMessage(messages.appTitle), href: '/index', src: PRODUCT_LOGO_URL } }
            : {})}
        />
      </div>
      <Stack gap={0} className="main">
        <div className="header">
          <Navbar
            sidebarOpened={app.sidebar.opened}
            onToggleSidebar={() => runtime.app.toggleSidebar()}
            crumbs={crumbs}
            homeTitle={intl.formatMessage(messages.dashboard)}
            searchRoutes={searchRoutes}
            onNavigate={(path) => navigate(path)}
            renderLink={renderLink}
            size={app.size}
            onSizeChange={(size) => runtime.app.setSize(size)}
            userName={session.user?.nickName || session.user?.userName || ''}
            onOpenProfile={() => navigate(PROFILE_PATH)}
            onOpenSettings={() => setSettingsOpen(true)}
            onLogout={() => setConfirmLogout(true)}
            {...(settings.topNav && !mobile ? { topNav: <TopNav items={topItems} activeKey={activeTop?.key} /> } : {})}
            onFullscreenUnsupported={(message) => runtime.notify({ type: 'warning', message, variant: 'message' })}
            mobile={mobile}
            locale={runtime.locale}
            onLocaleChange={runtime.setLocale}
          />
          {settings.tagsView ? <ShellTagsView /> : null}
        </div>
        <Box as="main" padding={5} className="content">
          <Outlet />
        </Box>
      </Stack>
      <LayoutSettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />
      <LogoutDialog open={confirmLogout} onOpenChange={setConfirmLogout} />
    </Shell>
  );
}
