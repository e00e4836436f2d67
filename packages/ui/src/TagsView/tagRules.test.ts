import { describe, expect, it } from 'vitest';
import {
  applyTagAction,
  canApplyTagAction,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTag,
  isAffix,
  nextPathAfterClose,
  runTagAction,
  type TagAction,
  type VisitedTag,
} from './tagRules';

function tag(
  path: string,
  options: { affix?: boolean; name?: string; query?: Record<string, string> } = {},
): VisitedTag {
  const query = options.query;
  const fullPath = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  return {
    path,
    fullPath,
    name: options.name,
    title: path.slice(1) || 'home',
    query,
    meta: { title: path, affix: options.affix },
  };
}

const dashboard = tag('/index', { affix: true, name: 'Dashboard' });
const users = tag('/system/user', { name: 'User' });
const roles = tag('/system/role', { name: 'Role' });
const pinned = tag('/content/chart', { affix: true, name: 'Chart' });
const brands = tag('/content/brand', { name: 'Brand', query: { page: '2' } });
const models = tag('/content/model', { name: 'Model' });

// Dashboard (affix) · Users · Roles · Chart (affix) · Brands · Models
const tags = [dashboard, users, roles, pinned, brands, models];
const paths = (list: VisitedTag[]) => list.map((item) => item.path);

describe('isAffix', () => {
  it('reads meta.affix', () => {
    expect(isAffix(dashboard)).toBe(true);
    expect(isAffix(users)).toBe(false);
    expect(isAffix({ path: '/x', fullPath: '/x', title: 'x' })).toBe(false);
  });
});

describe('closeTag', () => {
  it('removes the tag', () => {
    expect(paths(closeTag(tags, roles))).toEqual([
      '/index',
      '/system/user',
      '/content/chart',
      '/content/brand',
      '/content/model',
    ]);
  });

  it('never removes an affixed tag', () => {
    expect(closeTag(tags, dashboard)).toEqual(tags);
    expect(closeTag(tags, pinned)).toEqual(tags);
  });

  it('matches by path, so a tag with another query is the same page', () => {
    expect(paths(closeTag(tags, { ...brands, fullPath: '/content/brand?page=3' }))).not.toContain('/content/brand');
  });

  it('ignores an unknown tag and does not mutate its input', () => {
    const copy = [...tags];
    expect(closeTag(tags, tag('/nowhere'))).toEqual(tags);
    expect(tags).toEqual(copy);
  });
});

describe('closeOthers', () => {
  it('keeps the tag and every affixed tag, in order', () => {
    expect(paths(closeOthers(tags, brands))).toEqual(['/index', '/content/chart', '/content/brand']);
  });

  it('on an affixed tag keeps only affixed tags', () => {
    expect(paths(closeOthers(tags, dashboard))).toEqual(['/index', '/content/chart']);
  });
});

describe('closeLeft / closeRight', () => {
  it('closes to the left but keeps affixed tags', () => {
    expect(paths(closeLeft(tags, brands))).toEqual(['/index', '/content/chart', '/content/brand', '/content/model']);
  });

  it('closes to the right but keeps affixed tags', () => {
    expect(paths(closeRight(tags, users))).toEqual(['/index', '/system/user', '/content/chart']);
  });

  it('do nothing at the edges or for an unknown tag', () => {
    expect(closeLeft(tags, dashboard)).toEqual(tags);
    expect(closeRight(tags, models)).toEqual(tags);
    expect(closeLeft(tags, tag('/nowhere'))).toEqual(tags);
    expect(closeRight(tags, tag('/nowhere'))).toEqual(tags);
  });
});

describe('closeAll', () => {
  it('keeps only affixed tags', () => {
    expect(paths(closeAll(tags))).toEqual(['/index', '/content/chart']);
    expect(closeAll([users, roles])).toEqual([]);
    expect(closeAll([])).toEqual([]);
  });
});

describe('canApplyTagAction', () => {
  const can = (list: VisitedTag[], action: TagAction, target: VisitedTag) => canApplyTagAction(list, action, target);

  it('disables close current on affixed tags only', () => {
    expect(can(tags, 'close', dashboard)).toBe(false);
    expect(can(tags, 'close', users)).toBe(true);
  });

  it('disables close left on the first tag and when only affixed tags are to the left', () => {
    expect(can(tags, 'closeLeft', dashboard)).toBe(false);
    expect(can(tags, 'closeLeft', users)).toBe(false);
    expect(can(tags, 'closeLeft', roles)).toBe(true);
  });

  it('disables close right on the last tag', () => {
    expect(can(tags, 'closeRight', models)).toBe(false);
    expect(can(tags, 'closeRight', brands)).toBe(true);
    expect(can([dashboard, users, pinned], 'closeRight', users)).toBe(false);
  });

  it('disables close others and close all when only affixed tags would be left anyway', () => {
    expect(can([dashboard, users], 'closeOthers', users)).toBe(false);
    expect(can([dashboard, users], 'closeOthers', dashboard)).toBe(true);
    expect(can([dashboard, pinned], 'closeAll', dashboard)).toBe(false);
    expect(can(tags, 'closeAll', dashboard)).toBe(true);
  });

  it('agrees with applyTagAction', () => {
    const actions: TagAction[] = ['close', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'];
    for (const action of actions) {
      for (const target of tags) {
        expect(can(tags, action, target)).toBe(applyTagAction(tags, action, target).length < tags.length);
      }
    }
  });
});

describe('nextPathAfterClose', () => {
  it('stays when the active page is still open', () => {
    expect(nextPathAfterClose(closeTag(tags, roles), { tag: roles, activePath: '/system/user' })).toBeUndefined();
  });

  it('closing the active tag goes to the last remaining tag (with its query)', () => {
    expect(nextPathAfterClose(closeTag(tags, users), { tag: users, activePath: '/system/user' })).toBe(
      '/content/model',
    );
    const withoutModels = closeTag(tags, models);
    expect(nextPathAfterClose(withoutModels, { tag: models, activePath: '/content/model' })).toBe(
      '/content/brand?page=2',
    );
  });

  it('closing the last tag goes home', () => {
    expect(nextPathAfterClose([], { tag: users, activePath: '/system/user' })).toBe('/');
    expect(nextPathAfterClose([], { tag: users, activePath: '/system/user', homePath: '/index' })).toBe('/index');
  });

  it('closing the last tag when it is the Dashboard reloads it through its redirect path', () => {
    const unpinnedDashboard = tag('/index', { name: 'Dashboard' });
    expect(nextPathAfterClose([], { tag: unpinnedDashboard, activePath: '/index' })).toBe('/redirect/index');
    expect(nextPathAfterClose([], { tag: unpinnedDashboard, activePath: '/index', redirectPrefix: '/reload' })).toBe(
      '/reload/index',
    );
    expect(
      nextPathAfterClose([], { tag: tag('/home', { name: 'Home' }), activePath: '/home', dashboardName: 'Home' }),
    ).toBe('/redirect/home');
  });

  it('close others focuses the chosen tag', () => {
    expect(
      nextPathAfterClose(closeOthers(tags, brands), { tag: brands, activePath: '/system/user', action: 'closeOthers' }),
    ).toBe('/content/brand?page=2');
    expect(
      nextPathAfterClose(closeOthers(tags, brands), {
        tag: brands,
        activePath: '/content/brand',
        action: 'closeOthers',
      }),
    ).toBeUndefined();
  });
});

describe('runTagAction', () => {
  it('close others keeps affixed tags and moves to the chosen tag', () => {
    expect(runTagAction(tags, 'closeOthers', roles, '/content/model')).toEqual({
      tags: [dashboard, roles, pinned],
      navigateTo: '/system/role',
    });
  });

  it('close left that removes the active page goes to the last remaining tag', () => {
    expect(runTagAction(tags, 'closeLeft', brands, '/system/user')).toEqual({
      tags: [dashboard, pinned, brands, models],
      navigateTo: '/content/model',
    });
  });

  it('close right keeps the active page open when it is left of the tag', () => {
    expect(runTagAction(tags, 'closeRight', roles, '/system/user')).toEqual({
      tags: [dashboard, users, roles, pinned],
    });
  });

  it('close all stays on an affixed active page', () => {
    expect(runTagAction(tags, 'closeAll', users, '/index')).toEqual({ tags: [dashboard, pinned] });
  });

  it('close all goes to the last affixed tag, or home when nothing is affixed', () => {
    expect(runTagAction(tags, 'closeAll', users, '/system/user')).toEqual({
      tags: [dashboard, pinned],
      navigateTo: '/content/chart',
    });
    expect(runTagAction([users, roles], 'closeAll', roles, '/system/role')).toEqual({ tags: [], navigateTo: '/' });
  });

  it('closing an affixed tag changes nothing', () => {
    expect(runTagAction(tags, 'close', dashboard, '/index')).toEqual({ tags });
  });
});
