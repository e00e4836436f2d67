import { describe, expect, it } from 'vitest';
import { canAccess, filterAsyncRoutes } from './access';
import { parseRouteQuery, findPage } from './normalize';

const staticRoutes = [
  {
    path: '/system/user-auth',
    hidden: true,
    permissions: ['system:user:edit'],
    children: [{ path: 'role/:userId', meta: { title: 'Assign roles' } }],
  },
  { path: '/system/role-auth', hidden: true, meta: { title: 'x', permissions: ['system:role:edit'] } },
  { path: '/ops', roles: ['ops'], children: [{ path: 'secret', permissions: ['ops:secret'] }, { path: 'open' }] },
  { path: '/open' },
];

describe('filterAsyncRoutes', () => {
  it('keeps routes whose permissions or roles the user holds any of, at every depth', () => {
    const kept = filterAsyncRoutes(staticRoutes, { roles: ['ops'], permissions: ['system:user:edit'] });
    expect(kept.map((route) => route.path)).toEqual(['/system/user-auth', '/ops', '/open']);
    expect(kept[1]!.children!.map((route) => route.path)).toEqual(['open']);
    expect(kept[0]!.children).toHaveLength(1);
  });

  it('admin / *:*:* keep everything; nobody keeps only the open ones', () => {
    expect(filterAsyncRoutes(staticRoutes, { roles: ['admin'], permissions: ['*:*:*'] })).toHaveLength(4);
    expect(filterAsyncRoutes(staticRoutes, { roles: [], permissions: [] }).map((route) => route.path)).toEqual([
      '/open',
    ]);
  });

  it('does not mutate its input', () => {
    const before = JSON.stringify(staticRoutes);
    filterAsyncRoutes(staticRoutes, { roles: [], permissions: [] });
    expect(JSON.stringify(staticRoutes)).toBe(before);
  });

  it('treats empty rule lists in data as no rule (not a crash)', () => {
    expect(canAccess({ permissions: [], roles: [] }, { roles: [], permissions: [] })).toBe(true);
  });

  it('permissions win over roles when both are present', () => {
    expect(canAccess({ permissions: ['a'], roles: ['r'] }, { roles: ['r'], permissions: [] })).toBe(false);
  });
});

describe('parseRouteQuery', () => {
  it('reads JSON objects and query strings, drops junk', () => {
    expect(parseRouteQuery('{"id":"1","n":2,"b":true,"o":{}}')).toEqual({ id: '1', n: '2', b: 'true' });
    expect(parseRouteQuery('?a=1&b=x')).toEqual({ a: '1', b: 'x' });
    expect(parseRouteQuery('{broken')).toBeUndefined();
    expect(parseRouteQuery('[1,2]')).toBeUndefined();
    expect(parseRouteQuery('')).toBeUndefined();
    expect(parseRouteQuery(undefined)).toBeUndefined();
    expect(parseRouteQuery({ a: '1' })).toEqual({ a: '1' });
  });
});

describe('findPage', () => {
  it('matches with or without /index and a leading slash', () => {
    const pages = {
      'system/user/index': () => Promise.resolve({ default: () => null }),
      tool: () => Promise.resolve({ default: () => null }),
    };
    expect(findPage(pages, 'system/user/index')).toBe('system/user/index');
    expect(findPage(pages, '/system/user')).toBe('system/user/index');
    expect(findPage(pages, 'tool/index')).toBe('tool');
    expect(findPage(pages, 'nope')).toBeUndefined();
    expect(findPage(pages, 'toString')).toBeUndefined();
  });
});
