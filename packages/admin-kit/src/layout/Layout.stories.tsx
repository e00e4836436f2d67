import { Heading, Stack, Table, type TableColumn } from '@labelwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Cookies from 'js-cookie';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryTokenStore } from '../request/tokenStore';
import type { PageRegistry, ServerRoute } from '../routing/types';
import { SIDEBAR_COOKIE } from '../settings/appState';
import { AdminApp, memoryRouterFactory } from '../shell/AdminApp';
import { createFakeApi } from '../test/fakeApi';
import { menuDirectory, menuPage } from '../test/menuFixtures';
import { cleanAdminStorage } from '../test/pageStory';

/** A sample page: a heading and a table of static rows, so the pictures show the shell around a page. */
function Panel({ children, ...props }: { 'aria-labelledby': string; children: ReactNode }) {
  return (
    <Stack as="section" gap={4} padding={5} radius="md" background="surface" {...props}>
      {children}
    </Stack>
  );
}

interface Row {
  id: string;
  title: string;
  model: string;
  version: string;
}

const rows: Row[] = [
  { id: '1', title: 'D520BT Windows driver', model: 'D520BT', version: '1.2.2' },
  { id: '2', title: 'D520BT macOS driver', model: 'D520BT', version: '1.2.1' },
  { id: '3', title: 'PM-241-BT Windows driver', model: 'PM-241-BT', version: '3.0.4' },
];

function samplePage(heading: string) {
  return function SamplePage() {
    const intl = useIntl();
    const columns: TableColumn<Row>[] = [
      { key: 'title', header: intl.formatMessage({ id: 'admin.pages.title' }), rowHeader: true },
      { key: 'model', header: intl.formatMessage({ id: 'admin.pages.model' }) },
      { key: 'version', header: intl.formatMessage({ id: 'admin.pages.version' }) },
    ];
    return (
      <Panel aria-labelledby="lw-story-page">
        <Heading level={2} size="lg" id="lw-story-page">
          {heading}
        </Heading>
        <Table aria-labelledby="lw-story-page" columns={columns} rows={rows} rowKey={(row) => row.id} />
      </Panel>
    );
  };
}

function SampleDashboard() {
  const intl = useIntl();
  return (
    <Panel aria-labelledby="lw-story-dashboard">
      <Heading level={2} size="lg" id="lw-story-dashboard">
        {intl.formatMessage({ id: 'admin.layout.dashboard' })}
      </Heading>
    </Panel>
  );
}

type Titles = Record<'site' | 'catalog' | 'brands' | 'models' | 'drivers' | 'system' | 'users', string>;

const english: Titles = {
  site: 'Site',
  catalog: 'Catalog',
  brands: 'Brands',
  models: 'Printer models',
  drivers: 'Drivers',
  system: 'System',
  users: 'Users',
};
/** Menu names are data: a Chinese deployment names its menu in Chinese. */
const chinese: Titles = {
  site: '站点管理',
  catalog: '产品目录',
  brands: '品牌管理',
  models: '打印机型号',
  drivers: '驱动管理',
  system: '系统管理',
  users: '用户管理',
};

/** The shape `/getRouters` sends (packages/api seed, shortened). */
function menuOf(t: Titles): ServerRoute[] {
  return [
    menuDirectory('System', '/system', { title: t.system, icon: 'system' }, [
      menuPage('User', 'user', 'system/user/index', t.users, 'user'),
    ]),
    menuDirectory('Site', '/site', { title: t.site, icon: 'guide' }, [
      menuDirectory('Catalog', 'catalog', { title: t.catalog, icon: 'tree', component: 'ParentView' }, [
        menuPage('Brand', 'brand', 'site/brand/index', t.brands, 'star'),
        menuPage('Model', 'model', 'site/model/index', t.models, 'print'),
        menuPage('Driver', 'driver', 'site/driver/index', t.drivers, 'download'),
      ]),
    ]),
  ];
}

/** Page modules by menu key, loaded lazily as `import.meta.glob` gives them. */
function pagesOf(t: Titles): PageRegistry {
  const lazy = (Component: ComponentType) => () => Promise.resolve({ default: Component });
  return {
    'system/user/index': lazy(samplePage(t.users)),
    'site/brand/index': lazy(samplePage(t.brands)),
    'site/model/index': lazy(samplePage(t.models)),
    'site/driver/index': lazy(samplePage(t.drivers)),
  };
}

const meta = {
  title: 'Admin/Layout',
  tags: ['!autodocs'],
  parameters: { lwPadding: false },
  // The shell keeps the language, the layout settings and the sidebar state in the browser: each story starts clean.
  beforeEach: cleanAdminStorage,
  render: (_args, { globals }) => {
    const titles = globals.locale === 'zh-cn' ? chinese : english;
    const api = createFakeApi({ roles: ['admin'], permissions: ['*:*:*'], menu: menuOf(titles) });
    return (
      <AdminApp
        pages={pagesOf(titles)}
        dashboard={SampleDashboard}
        tokenStore={createMemoryTokenStore('tok-story')}
        fetch={api.fetch}
        origin="http://admin.test"
        createRouter={memoryRouterFactory}
        initialPath="/site/catalog/driver"
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sideMenu = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation', { name }));
const tagTitles = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * The shell around a page: the sidebar with the menu of `/getRouters`, the navbar with the crumbs of the page, and
 * the tags view of the visited pages with the affixed Dashboard first.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Drivers' });
    const side = sideMenu(canvasElement, 'Side menu');
    await expect(side.getByRole('link', { name: 'Drivers' })).toHaveAttribute('aria-current', 'page');
    await expect(side.getByRole('button', { name: 'Catalog' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(tagTitles(canvasElement, 'Open pages')).toEqual(['Dashboard', 'Drivers']));

    // Visiting pages through the sidebar adds their tags and moves the crumbs.
    await userEvent.click(side.getByRole('link', { name: 'Brands' }));
    await canvas.findByRole('heading', { level: 2, name: 'Brands' });
    await userEvent.click(side.getByRole('link', { name: 'Printer models' }));
    await canvas.findByRole('heading', { level: 2, name: 'Printer models' });
    await waitFor(() =>
      expect(tagTitles(canvasElement, 'Open pages')).toEqual(['Dashboard', 'Drivers', 'Brands', 'Printer models']),
    );
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByText('Printer models')).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/index');

    // Back to Drivers by its tag.
    const tags = within(canvas.getByRole('navigation', { name: 'Open pages' }));
    await userEvent.click(tags.getByRole('button', { name: 'Drivers' }));
    await canvas.findByRole('heading', { level: 2, name: 'Drivers' });
    await expect(tags.getByRole('button', { name: 'Drivers' })).toHaveAttribute('aria-current', 'page');
    await expect(document.title).toBe('Labelwise Admin');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The toggle folds the sidebar to its icon rail and remembers it (cookie `sidebarStatus`). */
export const CollapsedSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Drivers' });
    const toggle = canvas.getByRole('button', { name: 'Show or hide the menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(Cookies.get(SIDEBAR_COOKIE)).toBe('0');
    await waitFor(() => expect(canvasElement.querySelector('[data-sidebar="closed"]')).not.toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Simplified Chinese: the shell's own strings, and a menu named in Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '驱动管理' });
    await waitFor(() => expect(tagTitles(canvasElement, '已打开的页面')).toEqual(['首页', '驱动管理']));
    await expect(canvas.getByRole('button', { name: '显示或隐藏菜单' })).toBeVisible();
    await expect(document.documentElement.lang.toLowerCase()).toBe('zh-cn');
  },
};

/** Below 992 px the sidebar is an overlay: closed on arrival, opened by the toggle, closed again by navigating. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Drivers' });
    const toggle = canvas.getByRole('button', { name: 'Show or hide the menu' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('navigation', { name: 'Side menu' })).toBeNull();

    await userEvent.click(toggle);
    const side = sideMenu(canvasElement, 'Side menu');
    await userEvent.click(side.getByRole('link', { name: 'Brands' }));
    await canvas.findByRole('heading', { level: 2, name: 'Brands' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('navigation', { name: 'Side menu' })).toBeNull();

    // Open again for the picture: the menu over the dimmed page.
    await userEvent.click(toggle);
    await expect(sideMenu(canvasElement, 'Side menu').getByRole('link', { name: 'Brands' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
