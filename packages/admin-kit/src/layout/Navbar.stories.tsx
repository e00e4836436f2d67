import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdminMessages } from '../test/authStories';
import { Navbar } from './Navbar';

const searchRoutes = [
  { title: 'Dashboard', path: '/index' },
  { title: 'Brands', path: '/site/catalog/brand' },
  { title: 'Printer models', path: '/site/catalog/model' },
  { title: 'Drivers', path: '/site/catalog/driver' },
  { title: 'Manuals', path: '/site/catalog/manual' },
  { title: 'Contact messages', path: '/site/contact' },
];

const body = within(document.body);

const meta = {
  title: 'Admin/Navbar',
  component: Navbar,
  tags: ['!autodocs'],
  decorators: [withAdminMessages],
  parameters: { lwPadding: false },
  args: {
    sidebarOpened: true,
    onToggleSidebar: fn(),
    crumbs: [{ title: 'Site' }, { title: 'Catalog' }, { title: 'Drivers', path: '/site/catalog/driver' }],
    homeTitle: 'Dashboard',
    searchRoutes,
    onNavigate: fn(),
    size: 'medium',
    onSizeChange: fn(),
    userName: 'Demo admin',
    onOpenProfile: fn(),
    onOpenSettings: fn(),
    onLogout: fn(),
    onFullscreenUnsupported: fn(),
    mobile: false,
    locale: 'en-us',
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggle, breadcrumbs to the current page, search, full screen, size, language and the account. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show or hide the menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);

    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    // Each crumb after the first starts with its (hidden) separator.
    const titles = crumbs.getAllByRole('listitem').map((item) => (item.textContent ?? '').replace(/^\//, ''));
    await expect(titles).toEqual(['Dashboard', 'Site', 'Catalog', 'Drivers']);
    await userEvent.click(crumbs.getByRole('link', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/index');

    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu of Demo admin' })).toHaveTextContent('Demo admin');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The header search goes to the chosen page. */
export const Search: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('combobox', { name: 'Search pages' });
    await userEvent.click(search);
    await userEvent.type(search, 'driv');
    const option = await body.findByRole('option', { name: /Drivers/ });
    await expect(body.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(option);
    await expect(args.onNavigate).toHaveBeenCalledWith('/site/catalog/driver');
    // Searching again leaves the suggestions open for the picture.
    await userEvent.click(search);
    await userEvent.type(search, 'model');
    await expect(await body.findByRole('option', { name: /Printer models/ })).toBeVisible();
  },
};

/** The account menu: the own profile, layout settings and log out (the layout asks to confirm). */
export const AccountMenu: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    const account = within(canvasElement).getByRole('button', { name: 'Account menu of Demo admin' });
    await userEvent.click(account);
    let menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile', 'Layout settings', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My profile' }));
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(account);
    menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(account);
    menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Layout settings' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Open again for the picture.
    await userEvent.click(account);
    await body.findByRole('menu');
  },
};

/** The features panel: top items and the Design / Data / Print folds; closing resets it. */
export const Features: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Product features' });
    await userEvent.click(open);
    let dialog = await body.findByRole('dialog', { name: 'Features' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Data' }));
    await expect(within(dialog).getByRole('button', { name: 'Built-in spreadsheet' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
    // Opened again, the panel starts afresh; left open with one item chosen for the picture.
    await userEvent.click(open);
    dialog = await body.findByRole('dialog', { name: 'Features' });
    await expect(within(dialog).queryByRole('button', { name: 'Built-in spreadsheet' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Driverless printing' }));
  },
};

/** Simplified Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: {
    locale: 'zh-cn',
    crumbs: [{ title: '站点' }, { title: '产品目录' }, { title: '驱动管理', path: '/site/catalog/driver' }],
    homeTitle: '首页',
    userName: '演示管理员',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '显示或隐藏菜单' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '演示管理员 的账户菜单' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '首页' })).toBeVisible();
  },
};

/** Below 992 px: no breadcrumbs, search or full screen; the account button shows only its icon. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { mobile: true, sidebarOpened: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show or hide the menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Search pages' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Full screen' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Account menu of Demo admin' })).not.toHaveTextContent(
      'Demo admin',
    );
    const bar = canvasElement.querySelector('header');
    await expect(bar!.scrollWidth).toBeLessThanOrEqual(390);
  },
};
