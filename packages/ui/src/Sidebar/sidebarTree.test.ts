import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../internal/fixtures/routes';
import {
  activeMenuKey,
  ancestorKeys,
  buildSidebarTree,
  containsKey,
  findRoute,
  resolveRoutePath,
  type Route,
  type SidebarGroup,
  type SidebarLeaf,
} from './sidebarTree';

describe('resolveRoutePath', () => {
  it.each([
    ['/', 'index', '/index'],
    ['/', '', '/'],
    ['/system', 'user', '/system/user'],
    ['/system/', 'user', '/system/user'],
    ['/system', '/monitor/online', '/monitor/online'],
    ['/system', '', '/system'],
    ['/system/user', '../role', '/system/role'],
    ['/system', './dict', '/system/dict'],
    ['/system', 'https://example.com/a', 'https://example.com/a'],
    ['https://example.com', 'child', 'https://example.com'],
  ])('resolves %s + %s to %s', (base, path, expected) => {
    expect(resolveRoutePath(base, path)).toBe(expected);
  });
});

describe('buildSidebarTree', () => {
  const tree = buildSidebarTree(adminRoutes());

  it('skips hidden routes and hidden children', () => {
    expect(tree.map((node) => node.title)).toEqual(['Dashboard', 'System', 'Content', 'Documentation']);
    const system = tree[1] as SidebarGroup;
    expect(system.children.map((node) => node.title)).toEqual(['Users', 'Roles', 'Menus', 'Dictionary', 'Config']);
  });

  it('collapses a route with exactly one visible child into that child as a leaf', () => {
    expect(tree[0]).toEqual<SidebarLeaf>({
      kind: 'leaf',
      key: '/index',
      title: 'Dashboard',
      icon: 'dashboard',
      depth: 0,
      path: '/index',
      href: '/index',
      external: false,
    });
  });

  it('keeps the submenu when alwaysShow is set, even with a single child', () => {
    const [node] = buildSidebarTree([
      {
        path: '/tools',
        alwaysShow: true,
        meta: { title: 'Tools' },
        children: [{ path: 'gen', meta: { title: 'Generator' } }],
      },
    ]);
    expect(node?.kind).toBe('group');
    expect((node as SidebarGroup).children).toHaveLength(1);
    expect((node as SidebarGroup).children[0]).toMatchObject({ kind: 'leaf', key: '/tools/gen', depth: 1 });
  });

  it('counts only visible children when deciding to collapse', () => {
    const [node] = buildSidebarTree([
      {
        path: '/monitor',
        meta: { title: 'Monitor' },
        children: [
          { path: 'online', meta: { title: 'Online users' } },
          { path: 'job-log', hidden: true, meta: { title: 'Job log' } },
        ],
      },
    ]);
    expect(node).toMatchObject({ kind: 'leaf', key: '/monitor/online', title: 'Online users' });
  });

  it('does not collapse a single child that has children of its own', () => {
    const [node] = buildSidebarTree([
      {
        path: '/monitor',
        meta: { title: 'Monitor' },
        children: [
          {
            path: 'logs',
            meta: { title: 'Logs' },
            children: [
              { path: 'operation', meta: { title: 'Operation log' } },
              { path: 'login', meta: { title: 'Login log' } },
            ],
          },
        ],
      },
    ]);
    expect(node?.kind).toBe('group');
    const logs = (node as SidebarGroup).children[0] as SidebarGroup;
    expect(logs).toMatchObject({ kind: 'group', key: '/monitor/logs', depth: 1 });
    expect(logs.children.map((leaf) => [leaf.key, leaf.depth])).toEqual([
      ['/monitor/logs/operation', 2],
      ['/monitor/logs/login', 2],
    ]);
  });

  it('turns a route whose children are all hidden into a leaf of itself', () => {
    const [node] = buildSidebarTree([
      { path: '/about', meta: { title: 'About' }, children: [{ path: 'edit', hidden: true, meta: { title: 'Edit' } }] },
    ]);
    expect(node).toMatchObject({ kind: 'leaf', key: '/about', title: 'About' });
  });

  it('drops untitled routes with nothing to show', () => {
    expect(
      buildSidebarTree([{ path: '/empty' }, { path: '/hidden-only', children: [{ path: 'x', hidden: true }] }]),
    ).toEqual([]);
  });

  it('falls back to the parent title and icon for an untitled single child', () => {
    const [node] = buildSidebarTree([
      { path: '/reports', meta: { title: 'Reports', icon: 'chart' }, children: [{ path: 'index' }] },
    ]);
    expect(node).toMatchObject({ kind: 'leaf', key: '/reports/index', title: 'Reports', icon: 'chart' });
  });

  it('marks external links (http) and keeps their address', () => {
    const docs = tree[3] as SidebarLeaf;
    expect(docs).toMatchObject({
      kind: 'leaf',
      title: 'Documentation',
      external: true,
      path: 'https://docs.labelwise.example.com',
      href: 'https://docs.labelwise.example.com',
    });
  });

  it('treats meta.link as an external address', () => {
    const [node] = buildSidebarTree([
      { path: '/status', meta: { title: 'Status', link: 'https://status.example.com' } },
    ]);
    expect(node).toMatchObject({ key: '/status', external: true, href: 'https://status.example.com' });
  });

  it('appends the route query to the href', () => {
    const [node] = buildSidebarTree([
      { path: '/dict-data', query: { type: 'sys_user_sex' }, meta: { title: 'Dict data' } },
    ]);
    expect(node).toMatchObject({ path: '/dict-data', href: '/dict-data?type=sys_user_sex' });
  });

  it('resolves top-level paths against basePath', () => {
    const [node] = buildSidebarTree([{ path: 'orders', meta: { title: 'Orders' } }], '/admin');
    expect(node).toMatchObject({ key: '/admin/orders', href: '/admin/orders' });
  });
});

describe('active menu', () => {
  const routes = adminRoutes();
  const tree = buildSidebarTree(routes);

  it('finds hidden routes, matching :param segments', () => {
    expect(findRoute(routes, '/system/user-auth/role/42')?.name).toBe('AuthRole');
    expect(findRoute(routes, '/system/role')?.name).toBe('Role');
    expect(findRoute(routes, '/nowhere')).toBeUndefined();
  });

  it('uses meta.activeMenu to mark another item active', () => {
    expect(activeMenuKey(routes, '/system/user-auth/role/42')).toBe('/system/user');
    expect(activeMenuKey(routes, '/system/role?page=2')).toBe('/system/role');
    expect(activeMenuKey(routes, '/unknown')).toBe('/unknown');
  });

  it('lists the groups to open to reveal the active item', () => {
    expect(ancestorKeys(tree, '/content/chart')).toEqual(['/content']);
    expect(ancestorKeys(tree, '/index')).toEqual([]);
    expect(ancestorKeys(tree, '/missing')).toEqual([]);
    expect(containsKey(tree, '/content/chart')).toBe(true);
    expect(containsKey(tree, '/content')).toBe(false);
  });

  it('reaches nested groups', () => {
    const nested: Route[] = [
      {
        path: '/a',
        meta: { title: 'A' },
        children: [
          {
            path: 'b',
            meta: { title: 'B' },
            children: [
              { path: 'c', meta: { title: 'C' } },
              { path: 'd', meta: { title: 'D' } },
            ],
          },
          { path: 'e', meta: { title: 'E' } },
        ],
      },
    ];
    expect(ancestorKeys(buildSidebarTree(nested), '/a/b/d')).toEqual(['/a', '/a/b']);
  });
});
