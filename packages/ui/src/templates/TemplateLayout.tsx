import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { buildCatalog, type Catalog, type MessageGroup } from '../i18n/defineMessages';
import { Footer } from '../Footer';
import { HeaderSearch } from '../HeaderSearch';
import { adminRoutes, type RouteTitles } from '../internal/fixtures/routes';
import { Sidebar } from '../Sidebar';
import { TagsView, type VisitedTag } from '../TagsView';
import { TopBar } from '../TopBar';
import { footerGroups, searchRoutes, siteMenu, templateLocale } from './fixtures';
import * as adminContent from './adminContent.messages';
import * as siteContent from './siteContent.messages';

const noop = () => undefined;

export const PageMain = styled.main`
  max-width: ${({ theme }) => theme.layout.navMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.sans};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.font.size.display}px;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h2 {
    margin: ${({ theme }) => theme.space[7]}px 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.font.size.xl}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
    line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
    max-width: 680px;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
    h1 {
      font-size: ${({ theme }) => theme.font.size.xxl}px;
    }
  }
`;

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;

  li {
    padding: ${({ theme }) => theme.space[5]}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.lg}px;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[5]}px 0;
`;

/**
 * Adds a template's own content, in the language the library's provider shows, to its catalog: a story decorator,
 * so a page's words follow the Locale toolbar like the components' own.
 */
function TemplateContent({ group, children }: { group: MessageGroup; children: ReactNode }) {
  const intl = useIntl();
  const locale = templateLocale(intl);
  const catalog = useMemo(
    // The library's catalogs are ICU strings (never precompiled), so the merged catalog is strings too.
    () => ({ ...(intl.messages as Catalog), ...buildCatalog(locale, [group]) }),
    [intl.messages, locale, group],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={catalog} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}

/** The site templates' content in the Locale toolbar's language. */
export function SiteContent({ children }: { children: ReactNode }) {
  return <TemplateContent group={siteContent}>{children}</TemplateContent>;
}

/** The admin templates' content (menu titles, labels, errors) in the Locale toolbar's language. */
export function AdminTemplateContent({ children }: { children: ReactNode }) {
  return <TemplateContent group={adminContent}>{children}</TemplateContent>;
}

const a = adminContent.messages;

/** The fixture menu's titles, translated: the sidebar and the visited-page tags name pages in the admin's language. */
export function useAdminRouteTitles(): RouteTitles {
  const { formatMessage } = useIntl();
  return useMemo(
    () => ({
      dashboard: formatMessage(a.routeDashboard),
      system: formatMessage(a.routeSystem),
      users: formatMessage(a.routeUsers),
      roles: formatMessage(a.routeRoles),
      menus: formatMessage(a.routeMenus),
      dictionary: formatMessage(a.routeDictionary),
      config: formatMessage(a.routeConfig),
      assignRoles: formatMessage(a.routeAssignRoles),
      content: formatMessage(a.routeContent),
      brands: formatMessage(a.routeBrands),
      models: formatMessage(a.routeModels),
      drivers: formatMessage(a.routeDrivers),
      manuals: formatMessage(a.routeManuals),
      chart: formatMessage(a.routeChart),
      downloadLinks: formatMessage(a.routeDownloadLinks),
      messages: formatMessage(a.routeMessages),
      profile: formatMessage(a.routeProfile),
      docs: formatMessage(a.routeDocs),
    }),
    [formatMessage],
  );
}

/** A public site page: the top bar with search, the page, the footer. */
export function SitePage({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <TopBar
        items={siteMenu(intl)}
        homeHref="/index"
        currentPath={currentPath}
        onLocaleChange={noop}
        onNavigate={noop}
        scrolled={false}
        showBrandName
        actions={<HeaderSearch routes={searchRoutes(intl.formatMessage)} onSelect={noop} />}
      />
      <PageMain>{children}</PageMain>
      <Footer
        groups={footerGroups(intl.formatMessage)}
        currentPath={currentPath}
        homeHref="/index"
        copyrightYear={2022}
        copyrightEndYear={2026}
        onNavigate={noop}
      />
    </>
  );
}

const AdminFrame = styled.div`
  display: flex;
  min-height: 720px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-family: ${({ theme }) => theme.font.family.sans};
  color: ${({ theme }) => theme.color.text};
`;

/** Keeps the sidebar's colour down to the bottom of the screen when the page is taller than its menu. */
const SidebarColumn = styled.div`
  flex: none;
  background: ${({ theme }) => theme.color.sidebarBackground};
`;

const AdminColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const AdminHeader = styled.header`
  display: flex;
  align-items: center;
  height: 50px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const AdminContent = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[5]}px;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.font.size.xl}px;
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

export interface AdminPageProps {
  activePath: string;
  tags: VisitedTag[];
  onSelectTag?: (tag: VisitedTag) => void;
  children: ReactNode;
}

/** The admin console's shell: the sidebar, a header, the visited-page tags and the page. */
export function AdminPage({ activePath, tags, onSelectTag = noop, children }: AdminPageProps) {
  const { formatMessage } = useIntl();
  const titles = useAdminRouteTitles();
  const routes = useMemo(() => adminRoutes(titles), [titles]);
  return (
    <AdminFrame>
      <SidebarColumn>
        <Sidebar
          routes={routes}
          activePath={activePath}
          logo={{ title: formatMessage(a.appTitle) }}
          onNavigate={noop}
        />
      </SidebarColumn>
      <AdminColumn>
        <AdminHeader>{formatMessage(a.appTitle)}</AdminHeader>
        <TagsView tags={tags} activePath={activePath} onSelect={onSelectTag} onChange={noop} onRefresh={noop} />
        <AdminContent>{children}</AdminContent>
      </AdminColumn>
    </AdminFrame>
  );
}
