import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Sidebar, type SidebarProps } from './Sidebar';
import { adminRoutes, nestedAdminRoutes } from '../internal/fixtures/routes';

// jsdom has no ResizeObserver; Radix's positioning (tooltips, flyout menus) needs one to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const routes = adminRoutes();

function renderSidebar(props: Partial<SidebarProps> = {}, locale?: 'zh-cn') {
  const onNavigate = vi.fn();
  const utils = renderWithProviders(
    <Sidebar routes={routes} activePath="/index" onNavigate={onNavigate} {...props} />,
    locale ? { locale } : {},
  );
  return { ...utils, onNavigate, nav: screen.getByRole('navigation', { name: locale ? '侧边菜单' : 'Side menu' }) };
}

/** An entry's visible text, without its decorative monogram. */
function text(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-sidebar-icon]').forEach((icon) => icon.remove());
  return copy.textContent?.trim() ?? '';
}

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} {...rest} href={`#${href ?? ''}`} data-router="true">
      {children}
    </a>
  );
});

describe('Sidebar', () => {
  it('is a labelled nav listing the visible top-level routes, single-child routes as links', () => {
    const { nav } = renderSidebar();
    const top = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav);
    expect(top.map(text)).toEqual(['Dashboard', 'System', 'Content', 'Documentation (opens in a new tab)']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/index');
    expect(within(nav).getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'false');
    // The hidden /user route is not in the menu.
    expect(within(nav).queryByText('Profile')).toBeNull();
  });

  it('marks the active leaf as the current page and opens its submenu', () => {
    const { nav } = renderSidebar({ activePath: '/content/chart' });
    expect(within(nav).getByRole('link', { name: 'Chart' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Content' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('highlights the activeMenu of a hidden route, ignoring query and trailing slash', () => {
    const { nav, rerender } = renderSidebar({ activePath: '/system/user-auth/role/42' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    rerender(<Sidebar routes={routes} activePath="/system/role/?page=2" />);
    expect(within(nav).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes a submenu with its disclosure button, by mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const { nav } = renderSidebar();
    const content = within(nav).getByRole('button', { name: 'Content' });
    expect(within(nav).queryByRole('link', { name: 'Brands' })).toBeNull();
    await user.click(content);
    expect(content).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(content.getAttribute('aria-controls') ?? '');
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map(text),
    ).toEqual(['Brands', 'Models', 'Drivers', 'Manuals', 'Chart', 'Download links', 'Messages']);
    await user.keyboard('{Enter}');
    expect(content).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Brands' })).toBeNull();
    await user.keyboard(' ');
    expect(content).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps submenus the user opened when the page changes, and opens the new page’s submenu', async () => {
    const user = userEvent.setup();
    const { nav, rerender } = renderSidebar({ activePath: '/index' });
    await user.click(within(nav).getByRole('button', { name: 'System' }));
    rerender(<Sidebar routes={routes} activePath="/content/brand" />);
    expect(within(nav).getByRole('button', { name: 'System' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Content' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('calls onNavigate with the path on a plain click and leaves modified clicks to the browser', () => {
    const { nav, onNavigate } = renderSidebar({ activePath: '/system/user' });
    const roles = within(nav).getByRole('link', { name: 'Roles' });
    expect(roles).toHaveAttribute('href', '/system/role');
    expect(fireEvent.click(roles)).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/system/role');
    const stop = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stop);
    fireEvent.click(roles, { ctrlKey: true });
    window.removeEventListener('click', stop);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens external links in a new tab without calling onNavigate', () => {
    const { nav, onNavigate } = renderSidebar();
    const docs = within(nav).getByRole('link', { name: /Documentation/ });
    expect(docs).toHaveAttribute('href', 'https://docs.labelwise.example.com');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(docs).toHaveAccessibleName(/^Documentation ?\(opens in a new tab\)$/);
    const stop = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stop);
    fireEvent.click(docs);
    window.removeEventListener('click', stop);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('renders internal links through renderLink, with the query string, but never external ones', () => {
    const withQuery = [
      ...routes,
      { path: '/dict-data', query: { type: 'sys_user_sex' }, meta: { title: 'Dict data' } },
    ];
    renderSidebar({
      routes: withQuery,
      activePath: '/dict-data',
      renderLink: ({ href, children }) => <RouterLink href={href}>{children}</RouterLink>,
    });
    const dict = screen.getByRole('link', { name: 'Dict data' });
    expect(dict).toHaveAttribute('data-router', 'true');
    expect(dict).toHaveAttribute('href', '#/dict-data?type=sys_user_sex');
    expect(dict).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Documentation/ })).not.toHaveAttribute('data-router');
  });

  it('draws icons through renderIcon, falling back to a monogram', () => {
    const renderIcon = vi.fn((icon: string | undefined) =>
      icon === 'dashboard' ? <svg data-testid="icon-dashboard" /> : undefined,
    );
    const { nav } = renderSidebar({ renderIcon });
    expect(renderIcon).toHaveBeenCalledWith('dashboard', expect.objectContaining({ key: '/index', kind: 'leaf' }));
    expect(within(nav).getByTestId('icon-dashboard').closest('[aria-hidden]')).not.toBeNull();
    const system = within(nav).getByRole('button', { name: 'System' });
    expect(system.querySelector('[data-sidebar-icon]')).toHaveTextContent('S');
  });

  it('indents nested submenus and reveals a deep active item', () => {
    renderSidebar({ routes: nestedAdminRoutes(), activePath: '/monitor/logs/login' });
    const login = screen.getByRole('link', { name: 'Login log' });
    expect(login).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Monitor' })).toHaveAttribute('aria-expanded', 'true');
    const logs = screen.getByRole('button', { name: 'Logs' });
    expect(logs).toHaveAttribute('aria-expanded', 'true');
    expect(logs.style.getPropertyValue('--lw-sidebar-depth')).toBe('1');
    expect(login.style.getPropertyValue('--lw-sidebar-depth')).toBe('2');
  });

  it('moves focus with the arrow keys and opens, enters and closes submenus', async () => {
    const user = userEvent.setup();
    const { nav } = renderSidebar();
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    const system = within(nav).getByRole('button', { name: 'System' });
    dashboard.focus();
    await user.keyboard('{ArrowDown}');
    expect(system).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(system).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(system).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(system).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(within(nav).getByRole('link', { name: /Documentation/ })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(dashboard).toHaveFocus();
  });

  describe('collapsed', () => {
    it('shows icons only, keeps accessible names and hints the title on focus', async () => {
      const user = userEvent.setup();
      const { nav } = renderSidebar({ collapsed: true, activePath: '/content/chart' });
      expect(nav.parentElement).toHaveAttribute('data-collapsed', 'true');
      const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
      await user.tab();
      expect(dashboard).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
      // No inline submenus: the group holding the current page is marked instead.
      expect(within(nav).queryByRole('link', { name: 'Chart' })).toBeNull();
      expect(within(nav).getByRole('button', { name: 'Content' })).toHaveAttribute('data-active-branch', 'true');
    });

    it('opens a submenu as a flyout whose links navigate', async () => {
      const user = userEvent.setup();
      const { nav, onNavigate } = renderSidebar({
        collapsed: true,
        routes: nestedAdminRoutes(),
        activePath: '/monitor/online',
      });
      const monitor = within(nav).getByRole('button', { name: 'Monitor' });
      expect(monitor).toHaveAttribute('aria-haspopup', 'menu');
      await user.click(monitor);
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Online users', 'Operation log', 'Login log', 'Cache']);
      // The nested Logs submenu becomes a label over its links.
      expect(within(menu).getByText('Logs')).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'Online users' })).toHaveAttribute('aria-current', 'page');
      await user.click(within(menu).getByRole('menuitem', { name: 'Login log' }));
      expect(onNavigate).toHaveBeenCalledTimes(1);
      expect(onNavigate).toHaveBeenCalledWith('/monitor/logs/login');
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  it('shows the logo with its title, linking home; collapsed it keeps the title as the link name', async () => {
    const { nav, onNavigate, rerender } = renderSidebar({ logo: { title: 'Labelwise Admin' } });
    const logo = screen.getByRole('link', { name: 'Labelwise Admin' });
    expect(logo).toHaveAttribute('href', '/');
    expect(nav.contains(logo)).toBe(false);
    fireEvent.click(logo);
    expect(onNavigate).toHaveBeenCalledWith('/');
    rerender(
      <Sidebar
        routes={routes}
        activePath="/index"
        collapsed
        logo={{ title: 'Labelwise Admin', src: '/logo.svg', href: '/index' }}
      />,
    );
    const collapsedLogo = screen.getByRole('link', { name: 'Labelwise Admin' });
    expect(collapsedLogo).toHaveAttribute('href', '/index');
    expect(collapsedLogo.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('uses the side theme from its prop, else from the provider', () => {
    const { container, rerender } = renderSidebar({ sideTheme: 'theme-light' });
    const root = container.querySelector('[data-side-theme]') as HTMLElement;
    expect(root).toHaveAttribute('data-side-theme', 'theme-light');
    const light = getComputedStyle(root).backgroundColor;
    rerender(<Sidebar routes={routes} activePath="/index" />);
    expect(root).toHaveAttribute('data-side-theme', 'theme-dark');
    expect(getComputedStyle(root).backgroundColor).not.toBe(light);
  });

  it('translates the landmark name', () => {
    renderSidebar({ routes: adminRoutes('zh') }, 'zh-cn');
    expect(screen.getByRole('link', { name: '首页' })).toBeInTheDocument();
  });

  it('throws a library error for bad props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Sidebar routes={undefined as never} activePath="/" />)).toThrow(
      '[labelwise/ui: Sidebar] routes must be an array',
    );
    expect(() =>
      renderWithProviders(<Sidebar routes={routes} activePath="/" sideTheme={'theme-blue' as never} />),
    ).toThrow("[labelwise/ui: Sidebar] sideTheme must be one of theme-dark, theme-light; received 'theme-blue'.");
    expect(() => renderWithProviders(<Sidebar routes={routes} activePath="/" logo={{ title: ' ' }} />)).toThrow(
      '[labelwise/ui: Sidebar] logo.title',
    );
  });
});
