import type { VisitedTag } from '@labelwise/ui';
import { joinPath } from '../routing/build-routes';
import { isExternalPath } from '../routing/normalize';
import type { AdminRoute, AdminRouteHandle } from '../routing/types';
import { createStore } from '../settings/store';
import type { TagsStore } from '../shell/runtime';

export function createTagsStore(initial: readonly VisitedTag[] = []): TagsStore {
  const store = createStore<readonly VisitedTag[]>(initial);
  return { getState: store.getState, subscribe: store.subscribe, set: (tags) => store.setState(tags) };
}

/** The menu's affixed pages, as tags that are always there (RuoYi `initTags`). */
export function affixTags(routes: readonly AdminRoute[], parent = '/'): VisitedTag[] {
  const out: VisitedTag[] = [];
  for (const route of routes) {
    const fullPath = joinPath(parent, route.path);
    if (route.meta?.affix && !isExternalPath(fullPath)) {
      const tag: VisitedTag = { path: fullPath, fullPath, title: route.meta.title, meta: { ...route.meta } };
      if (route.name) tag.name = route.name;
      out.push(tag);
    }
    if (route.children) out.push(...affixTags(route.children, fullPath));
  }
  return out;
}

/** Adds the page being shown to the visited tags, or refreshes its query; untitled routes get no tag. */
export function visit(tags: readonly VisitedTag[], pathname: string, search: string, handle: AdminRouteHandle | undefined): readonly VisitedTag[] {
  if (!handle?.meta?.title || handle.component === 'Layout') return tags;
  const fullPath = pathname + search;
  const existing = tags.find((tag) => tag.path === pathname);
  if (existing) {
    return existing.fullPath === fullPath ? tags : tags.map((tag) => (tag.path === pathname ? { ...tag, fullPath } : tag));
  }
  const tag: VisitedTag = { path: pathname, fullPath, title: handle.meta.title, meta: { ...handle.meta } };
  if (handle.name) tag.name = handle.name;
  if (search) tag.query = Object.fromEntries(new URLSearchParams(search));
  return [...tags, tag];
}
