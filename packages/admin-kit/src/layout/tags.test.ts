import { describe, expect, it } from 'vitest';
import type { AdminRouteHandle } from '../routing/types';
import { affixTags, visit } from './tags';

const handle = (fullPath: string, title?: string, extra: Partial<AdminRouteHandle> = {}): AdminRouteHandle => ({
  fullPath,
  hidden: false,
  alwaysShow: false,
  component: 'site/driver/index',
  ...(title ? { meta: { title } } : {}),
  ...extra,
});

describe('tags', () => {
  it('affixTags collects affixed routes at every depth with full paths', () => {
    const tags = affixTags([
      {
        path: '/',
        component: 'Layout',
        children: [
          { path: 'index', name: 'Dashboard', component: 'Dashboard', meta: { title: 'Dashboard', affix: true } },
        ],
      },
      {
        path: '/site',
        component: 'Layout',
        children: [{ path: 'driver', component: 'x', meta: { title: 'Drivers' } }],
      },
    ]);
    expect(tags).toEqual([
      {
        path: '/index',
        fullPath: '/index',
        name: 'Dashboard',
        title: 'Dashboard',
        meta: { title: 'Dashboard', affix: true },
      },
    ]);
  });

  it('visit adds a titled page once, updates its query, and ignores layouts and untitled routes', () => {
    let tags = visit([], '/site/driver', '', handle('/site/driver', 'Drivers', { name: 'Driver' }));
    expect(tags).toEqual([
      { path: '/site/driver', fullPath: '/site/driver', name: 'Driver', title: 'Drivers', meta: { title: 'Drivers' } },
    ]);
    expect(visit(tags, '/site/driver', '', handle('/site/driver', 'Drivers'))).toBe(tags);
    tags = visit(tags, '/site/driver', '?page=2', handle('/site/driver', 'Drivers'));
    expect(tags).toHaveLength(1);
    expect(tags[0]!.fullPath).toBe('/site/driver?page=2');
    expect(visit(tags, '/x', '', handle('/x'))).toBe(tags);
    expect(visit(tags, '/site', '', handle('/site', 'Site', { component: 'Layout' }))).toBe(tags);
  });
});
