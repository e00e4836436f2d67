import { describe, expect, it } from 'vitest';
import type { AdminRoute } from '../routing/types';
import { activeTopNavItem, itemsThatFit, topNavItems } from './topNav';

const menu: AdminRoute[] = [
  {
    path: '/',
    component: 'Layout',
    children: [{ path: 'index', component: 'Dashboard', meta: { title: 'Dashboard', icon: 'dashboard', affix: true } }],
  },
  {
    path: '/site',
    component: 'Layout',
    meta: { title: 'Site', icon: 'guide' },
    children: [
      {
        path: 'catalog',
        component: 'ParentView',
        meta: { title: 'Catalog' },
        children: [{ path: 'brand', component: 'site/brand/index', meta: { title: 'Brands' } }],
      },
      { path: 'chart', component: 'site/chart/index', meta: { title: 'Chart' } },
      { path: 'secret', component: 'x', hidden: true, meta: { title: 'Hidden' } },
    ],
  },
  { path: '/hidden', component: 'Layout', hidden: true, meta: { title: 'Nope' } },
];

describe('topNavItems', () => {
  it('one item per visible top-level entry: a single page is a plain link, a directory opens its first page', () => {
    const items = topNavItems(menu);
    expect(items.map(({ key, title, href, icon }) => ({ key, title, href, icon }))).toEqual([
      { key: '/', title: 'Dashboard', href: '/index', icon: 'dashboard' },
      { key: '/site', title: 'Site', href: '/site/catalog/brand', icon: 'guide' },
    ]);
    expect(items[0]!.children).toEqual([]);
    expect(items[1]!.children.map((child) => child.path)).toEqual(['catalog', 'chart']);
  });

  it('the active item is the one whose pages contain the path (the longest key wins over "/")', () => {
    const items = topNavItems(menu);
    expect(activeTopNavItem(items, '/site/chart')?.key).toBe('/site');
    expect(activeTopNavItem(items, '/index')?.key).toBe('/');
    expect(activeTopNavItem(items, '/elsewhere')?.key).toBe('/');
  });
});

describe('itemsThatFit', () => {
  // Seven top-level entries at 1366 px: about 700 px are left beside the search box and the header's tools.
  const widths = [110, 90, 120, 100, 110, 105, 100];
  it('shows all when all fit, and otherwise keeps room for "More" and moves the rest into it', () => {
    expect(itemsThatFit(widths, 1000, 96)).toBe(7);
    expect(itemsThatFit(widths, 735, 96)).toBe(7);
    expect(itemsThatFit(widths, 700, 96)).toBe(5);
    expect(itemsThatFit(widths, 150, 96)).toBe(0);
  });
  it('unmeasured entries (no layout) all count as fitting', () => {
    expect(itemsThatFit([0, 0, 0], 0, 96)).toBe(3);
  });
});
