import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildDynamicRoutes, joinPath, pageRegistryFromGlob } from './buildRoutes';
import { menuTree } from './routing.fixtures';
import type { AdminRoute, AdminRouteHandle, LazyComponent, PageRegistry } from './types';

function page(text: string): LazyComponent {
  return () => Promise.resolve({ default: (() => <p>{text}</p>) as ComponentType });
}

const pages: PageRegistry = {
  'dashboard/index': page('dashboard page'),
  'site/drivers/index': page('drivers page'),
  'site/drivers/edit': page('driver edit page'),
  'site/deep': page('deep page'),
  'ops/board': page('board page'),
};

/** A layout that shows the current route's title from `handle`, as the shell's breadcrumbs will. */
function Layout() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AdminRouteHandle | undefined;
  return (
    <div>
      <h1>layout: {handle?.meta?.title ?? 'untitled'}</h1>
      <Outlet />
    </div>
  );
}
const components = {
  Layout,
  InnerLink: ({ src, title }: { src: string; title: string }) => <iframe src={src} title={title} />,
  NotFound: () => <p>404 page</p>,
};

const admin = { roles: ['admin'], permissions: ['*:*:*'] };
const viewer = { roles: ['editor'], permissions: ['site:driver:list'] };

async function renderAt(path: string, access = admin) {
  const { routes } = buildDynamicRoutes(menuTree, { pages, components, access });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function find(routes: readonly AdminRoute[], name: string): AdminRoute | undefined {
  for (const route of routes) {
    if (route.name === name) return route;
    const inner = route.children ? find(route.children, name) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe('buildDynamicRoutes: rendering through react-router', () => {
  it('loads a registered page lazily inside the Layout, with its meta in handle', async () => {
    await renderAt('/site/drivers');
    expect(await screen.findByText('drivers page')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('layout: Drivers');
  });

  it('top-level pages sit in a Layout at /', async () => {
    await renderAt('/dashboard');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('an unknown component key renders the 404 page inside the layout', async () => {
    await renderAt('/site/legacy');
    expect(await screen.findByText('404 page')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('layout: Legacy');
  });

  it('a param written with a RuoYi pattern routes when the address meets it, and is the 404 page when not', async () => {
    await renderAt('/site/drivers/edit/42', { roles: ['editor'], permissions: ['site:driver:edit'] });
    expect(await screen.findByText('driver edit page')).toBeInTheDocument();
  });

  it('a param that does not meet its pattern renders the 404 page inside the layout', async () => {
    await renderAt('/site/drivers/edit/latest', { roles: ['editor'], permissions: ['site:driver:edit'] });
    expect(await screen.findByText('404 page')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('layout: Edit driver');
  });

  it('an unknown path hits the catch-all 404', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByText('404 page')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('ParentView nests its children through an outlet', async () => {
    await renderAt('/site/nested/deep');
    expect(await screen.findByText('deep page')).toBeInTheDocument();
  });

  it('InnerLink shows meta.link in an iframe', async () => {
    await renderAt('/site/docs');
    const frame = await screen.findByTitle('Docs');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://docs.example.com/admin');
  });

  it('a real redirect sends the parent path on; noRedirect does not', async () => {
    const router = await renderAt('/ops');
    expect(await screen.findByText('board page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/board');
    const site = buildDynamicRoutes(menuTree, { pages, components, access: admin }).routes.find(
      (r) => r.path === '/site',
    );
    expect(site?.children?.some((child) => child.index)).toBe(false);
  });

  it('a route the user lacks is not routable: the catch-all answers', async () => {
    await renderAt('/site/drivers/edit/3', viewer);
    expect(await screen.findByText('404 page')).toBeInTheDocument();
    await renderAt('/site/drivers/edit/3', { roles: ['editor'], permissions: ['site:driver:edit'] });
    expect(await screen.findByText('driver edit page')).toBeInTheDocument();
  });

  it('loads a page only when its route is visited', async () => {
    const loader = vi.fn(page('x'));
    const { routes } = buildDynamicRoutes([{ path: '/x', component: 'x', meta: { title: 'X' } }], {
      pages: { x: loader },
      components,
    });
    expect(routes[0]!.lazy).toBeTypeOf('function');
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('buildDynamicRoutes: route objects and menu', () => {
  const { routes, menu } = buildDynamicRoutes(menuTree, { pages, components, access: admin });

  it('carries hidden / alwaysShow / affix / activeMenu / permissions / fullPath in handle', () => {
    const site = routes.find((route) => route.path === '/site') as RouteObject;
    expect(site.handle).toMatchObject({
      fullPath: '/site',
      alwaysShow: true,
      hidden: false,
      redirect: 'noRedirect',
      name: 'Site',
    });
    // The router gets the bare param; the pattern is checked when the page renders.
    const edit = site.children!.find((child) => child.path === 'drivers/edit/:id')!;
    expect(edit.handle).toEqual({
      fullPath: '/site/drivers/edit/:id',
      name: 'DriverEdit',
      hidden: true,
      alwaysShow: false,
      component: 'site/drivers/edit',
      meta: { title: 'Edit driver', activeMenu: '/site/drivers', noCache: true, permissions: ['site:driver:edit'] },
    });
    const dashboard = routes[0]!.children![0]!;
    expect((dashboard.handle as AdminRouteHandle).meta).toEqual({ title: 'Dashboard', icon: 'dashboard', affix: true });
    const board = routes.find((route) => route.path === '/ops')!.children!.find((child) => child.path === 'board')!;
    expect((board.handle as AdminRouteHandle).query).toEqual({ tab: '1', page: '2' });
    expect((board.handle as AdminRouteHandle).fullPath).toBe('/ops/board');
  });

  it('ends with the catch-all unless told not to', () => {
    expect(routes.at(-1)).toEqual({ path: '*', Component: components.NotFound });
    const without = buildDynamicRoutes(menuTree, { pages, components, catchAll: false }).routes;
    expect(without.some((route) => route.path === '*')).toBe(false);
  });

  it('leaves external menu entries out of the router but keeps them in the menu', () => {
    const site = routes.find((route) => route.path === '/site')!;
    expect(site.children!.some((child) => child.path?.startsWith('https:'))).toBe(false);
    expect(find(menu, 'Shop')).toMatchObject({
      path: 'https://shop.example.com',
      meta: { title: 'Shop', link: 'https://shop.example.com' },
    });
  });

  it('menu: normalised for the sidebar (InnerLink keeps its address as frameSrc so it opens in the shell)', () => {
    expect(find(menu, 'Docs')).toEqual({
      name: 'Docs',
      path: 'docs',
      component: 'InnerLink',
      meta: { title: 'Docs', icon: 'guide', frameSrc: 'https://docs.example.com/admin' },
    });
    expect(find(menu, 'Legacy')?.component).toBe('NotFound');
    expect(find(menu, 'Drivers')?.meta).toEqual({ title: 'Drivers', icon: 'download' });
  });

  it('filters by access: permission-carrying and role-carrying routes only for holders of any', () => {
    const forViewer = buildDynamicRoutes(menuTree, { pages, components, access: viewer }).menu;
    expect(find(forViewer, 'DriverEdit')).toBeUndefined();
    expect(find(forViewer, 'Ops')).toBeUndefined();
    expect(find(forViewer, 'Drivers')).toBeDefined();
    const forOps = buildDynamicRoutes(menuTree, {
      pages,
      components,
      access: { roles: ['ops'], permissions: [] },
    }).menu;
    expect(find(forOps, 'Ops')).toBeDefined();
    expect(find(forOps, 'DriverEdit')).toBeUndefined();
    // No access given: the server already filtered; keep everything.
    expect(find(buildDynamicRoutes(menuTree, { pages, components }).menu, 'DriverEdit')).toBeDefined();
  });

  it('defaults a missing component to Layout at the top and ParentView below', () => {
    const built = buildDynamicRoutes(
      [{ path: '/a', meta: { title: 'A' }, children: [{ path: 'b', meta: { title: 'B' }, children: [] }] }],
      {
        pages,
        components,
      },
    );
    expect(built.menu[0]!.component).toBe('Layout');
    expect(built.menu[0]!.children![0]!.component).toBe('ParentView');
    expect(built.routes[0]!.Component).toBe(Layout);
    expect(built.routes[0]!.children![0]!.Component).toBe(Outlet);
  });
});

describe('helpers', () => {
  it('joinPath', () => {
    expect(joinPath('/', 'dashboard')).toBe('/dashboard');
    expect(joinPath('/site', 'drivers/edit/:id')).toBe('/site/drivers/edit/:id');
    expect(joinPath('/site', '/abs')).toBe('/abs');
    expect(joinPath('/', '/')).toBe('/');
    expect(joinPath('/site/', 'x/')).toBe('/site/x');
    expect(joinPath('/site', 'https://x.test')).toBe('https://x.test');
  });

  it('pageRegistryFromGlob strips the base and extension', async () => {
    const load = () => Promise.resolve({ default: () => null });
    const registry = pageRegistryFromGlob(
      { './pages/system/user/index.tsx': load, './pages/dashboard.tsx': load, './other/x.tsx': load },
      './pages',
    );
    expect(Object.keys(registry).sort()).toEqual(['dashboard', 'system/user/index']);
    const { menu } = buildDynamicRoutes([{ path: '/system', children: [{ path: 'user', component: 'system/user' }] }], {
      pages: registry,
      components,
    });
    expect(menu[0]!.children![0]!.component).toBe('system/user/index');
  });
});
