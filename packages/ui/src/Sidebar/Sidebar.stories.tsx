import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { sideThemes } from '../tokens';
import { Sidebar } from './Sidebar';
import { adminRoutes, nestedAdminRoutes } from '../internal/fixtures/routes';

/** A slice of the admin shell: the sidebar at full height beside an empty page. */
const Shell = styled.div`
  display: flex;
  height: 600px;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Page = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.sans};
`;

/** Mobile: the admin shows the sidebar as a drawer over the dimmed page. */
const MobileShell = styled.div`
  position: relative;
  height: 640px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Scrim = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
`;

const Drawer = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const activePaths = ['/index', '/system/role', '/system/user-auth/role/42', '/content/chart', '/content/download-link'];

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    routes: adminRoutes(),
    activePath: '/system/role',
    collapsed: false,
    sideTheme: 'theme-dark',
    logo: { title: 'Labelwise Admin' },
    onNavigate: fn(),
  },
  argTypes: {
    activePath: { control: 'select', options: activePaths },
    sideTheme: { control: 'inline-radio', options: sideThemes },
    collapsed: { control: 'boolean' },
    routes: { control: false },
    renderIcon: { control: false },
    renderLink: { control: false },
  },
  parameters: { lwPadding: false },
  render: (args) => (
    <Shell>
      <Sidebar {...args} />
      <Page />
    </Shell>
  ),
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const sideMenu = (canvasElement: HTMLElement, name = 'Side menu') =>
  within(within(canvasElement).getByRole('navigation', { name }));

/** Stops the browser acting on the next click (a new tab in a test run), after the library has handled it. */
function swallowNextClick() {
  window.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

/** Leaves no hover or focus styling behind for the screenshot. */
async function rest(element: HTMLElement) {
  await userEvent.unhover(element);
  (document.activeElement as HTMLElement | null)?.blur();
}

/**
 * Dark side theme on the Roles page: System is open around it. Content opens and closes as a disclosure, and a
 * click on a leaf hands its path to `onNavigate`.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = sideMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'true');

    const content = menu.getByRole('button', { name: 'Content' });
    await expect(content).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(content);
    await expect(content).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Brands' })).toBeVisible();
    await userEvent.click(content);
    await expect(content).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Brands' })).toBeNull();

    const users = menu.getByRole('link', { name: 'Users' });
    await userEvent.click(users);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/system/user');
    await rest(users);
  },
};

/** The light side theme (settings: sideTheme theme-light). */
export const LightTheme: Story = {
  name: 'Light theme',
  args: { sideTheme: 'theme-light', activePath: '/content/driver' },
  play: async ({ canvasElement }) => {
    const menu = sideMenu(canvasElement);
    await expect(canvasElement.querySelector('[data-side-theme]')).toHaveAttribute('data-side-theme', 'theme-light');
    await expect(menu.getByRole('link', { name: 'Drivers' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Content' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The narrow rail: icons only. Hovering an item shows its title in a tooltip. */
export const Collapsed: Story = {
  args: { collapsed: true, activePath: '/content/chart' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const menu = sideMenu(canvasElement);
    await expect(canvasElement.querySelector('[data-collapsed]')).toHaveAttribute('data-collapsed', 'true');
    // The group that holds the current page is marked, since its links are not shown.
    await expect(menu.getByRole('button', { name: 'Content' })).toHaveAttribute('data-active-branch', 'true');
    await userEvent.hover(menu.getByRole('link', { name: 'Dashboard' }));
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Dashboard');
  },
};

/** Collapsed, a submenu opens as a flyout menu from the keyboard; the current page is marked in it. */
export const CollapsedSubmenu: Story = {
  args: { collapsed: true, activePath: '/content/chart' },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const content = sideMenu(canvasElement).getByRole('button', { name: 'Content' });
    content.focus();
    await userEvent.keyboard('{Enter}');
    const flyout = await body.findByRole('menu');
    await expect(within(flyout).getByRole('menuitem', { name: 'Chart' })).toHaveAttribute('aria-current', 'page');
    await expect(within(flyout).getAllByRole('menuitem')).toHaveLength(7);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** A submenu inside a submenu: both open around the current page, and each level indents further. */
export const NestedActiveDeepItem: Story = {
  name: 'Nested with active deep item',
  args: { routes: nestedAdminRoutes(), activePath: '/monitor/logs/login' },
  play: async ({ canvasElement }) => {
    const menu = sideMenu(canvasElement);
    const login = menu.getByRole('link', { name: 'Login log' });
    await expect(login).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Monitor' })).toHaveAttribute('aria-expanded', 'true');
    const logs = menu.getByRole('button', { name: 'Logs' });
    await expect(logs).toHaveAttribute('aria-expanded', 'true');
    const indent = (element: HTMLElement) => parseFloat(getComputedStyle(element).paddingInlineStart);
    await expect(indent(login)).toBeGreaterThan(indent(logs));
    await expect(indent(logs)).toBeGreaterThan(indent(menu.getByRole('button', { name: 'Monitor' })));
    // Keyboard: Left closes the submenu, Right opens it again.
    logs.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(logs).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(logs).toHaveAttribute('aria-expanded', 'true');
    await expect(login).not.toBeInTheDocument();
    await expect(menu.getByRole('link', { name: 'Login log' })).toHaveAttribute('aria-current', 'page');
    logs.blur();
  },
};

/**
 * Long titles in a nested submenu wrap onto further lines instead of being cut with an ellipsis ("Printer mo…"):
 * every word stays readable. A single word wider than the line breaks as a last resort.
 */
export const LongTitlesWrap: Story = {
  name: 'Long titles wrap',
  args: {
    activePath: '/site/catalog/model',
    routes: [
      {
        path: '/site',
        meta: { title: 'Site' },
        children: [
          {
            path: 'catalog',
            meta: { title: 'Catalog' },
            children: [
              { path: 'model', meta: { title: 'Printer models and accessories' } },
              { path: 'link', meta: { title: 'Compatibility chart of label printers' } },
            ],
          },
          { path: 'contact', meta: { title: 'Contact messages from visitors' } },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = sideMenu(canvasElement);
    for (const name of ['Printer models and accessories', 'Compatibility chart of label printers']) {
      const title = menu.getByText(name);
      // Nothing is clipped: the text box is as wide as its content needs and no wider than its link.
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
      await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
        (title.closest('a') as HTMLElement).getBoundingClientRect().right,
      );
    }
    const long = menu.getByText('Compatibility chart of label printers');
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(long).lineHeight) * 1.5,
    );
  },
};

/** Documentation is an external address: it opens in a new tab and never goes through `onNavigate`. */
export const ExternalLink: Story = {
  name: 'External link',
  args: { activePath: '/index' },
  play: async ({ canvasElement, args }) => {
    const docs = sideMenu(canvasElement).getByRole('link', { name: /^Documentation/ });
    await expect(docs).toHaveAttribute('href', 'https://docs.labelwise.example.com');
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(docs).toHaveAccessibleName('Documentation (opens in a new tab)');
    swallowNextClick();
    await userEvent.click(docs);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await rest(docs);
  },
};

/** Simplified Chinese: route titles arrive translated; the landmark name comes from the library. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { routes: adminRoutes('zh'), activePath: '/content/manual', logo: { title: 'Labelwise 管理后台' } },
  play: async ({ canvasElement }) => {
    const menu = sideMenu(canvasElement, '侧边菜单');
    await expect(menu.getByRole('link', { name: '手册管理' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: '内容管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /^使用文档/ })).toHaveAttribute('target', '_blank');
  },
};

/**
 * A phone: below 992 px the admin shows the sidebar as a drawer over the dimmed page (the shell owns the drawer;
 * the sidebar keeps its 200 px width).
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { activePath: '/system/user' },
  render: (args) => (
    <MobileShell>
      <Page />
      <Scrim />
      <Drawer>
        <Sidebar {...args} />
      </Drawer>
    </MobileShell>
  ),
  play: async ({ canvasElement, args }) => {
    const menu = sideMenu(canvasElement);
    const root = canvasElement.querySelector('[data-side-theme]') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBe(200);
    const dictionary = menu.getByRole('link', { name: 'Dictionary' });
    await userEvent.click(dictionary);
    await expect(args.onNavigate).toHaveBeenCalledWith('/system/dict');
    await rest(dictionary);
  },
};
