import type { VisitedTag } from '@labelwise/ui';
import { joinPath } from '../routing/buildRoutes';
import { isExternalPath } from '../routing/normalize';
import type { AdminRoute, AdminRouteHandle } from '../routing/types';
import { createStore } from '../settings/store';
import type { TagsStore } from '../runtime/adminRuntime';

/** Where the open tags are kept for the browser tab: a reload keeps them, a new tab or a sign-out starts afresh. */
export const TAGS_STORAGE_KEY = 'labelwise-admin-tags';

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): tags just do not survive a reload
  }
}

function isTag(value: unknown): value is VisitedTag {
  const tag = value as VisitedTag;
  return (
    typeof tag === 'object' &&
    tag !== null &&
    typeof tag.path === 'string' &&
    typeof tag.fullPath === 'string' &&
    typeof tag.title === 'string'
  );
}

/** The tags saved by an earlier page load of this tab (empty when none, or when the saved value is unusable). */
export function savedTags(storage: Storage | undefined = sessionStore()): VisitedTag[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TAGS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTag) : [];
  } catch {
    return [];
  }
}

/** The tags store; every change is saved to `storage` (sessionStorage by default). */
export function createTagsStore(
  initial: readonly VisitedTag[] = [],
  storage: Storage | undefined = sessionStore(),
): TagsStore {
  const store = createStore<readonly VisitedTag[]>(initial);
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    set: (tags) => {
      store.setState(tags);
      try {
        if (tags.length === 0) storage?.removeItem(TAGS_STORAGE_KEY);
        else storage?.setItem(TAGS_STORAGE_KEY, JSON.stringify(tags));
      } catch {
        // quota or blocked storage: the tags still work for this page load
      }
    },
  };
}

/**
 * The tags to show when a session's menu arrives: the affixed ones, then the saved ones this menu still has a page
 * for (`isRoutable`), in their saved order. A saved tag for a page the user may no longer open is dropped.
 */
export function restoreTags(
  affixed: readonly VisitedTag[],
  saved: readonly VisitedTag[],
  isRoutable: (path: string) => boolean,
): VisitedTag[] {
  const out = [...affixed];
  for (const tag of saved) {
    if (out.some((other) => other.path === tag.path) || !isRoutable(tag.path)) continue;
    out.push(tag);
  }
  return out;
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
export function visit(
  tags: readonly VisitedTag[],
  pathname: string,
  search: string,
  handle: AdminRouteHandle | undefined,
): readonly VisitedTag[] {
  if (!handle?.meta?.title || handle.component === 'Layout') return tags;
  const fullPath = pathname + search;
  const existing = tags.find((tag) => tag.path === pathname);
  if (existing) {
    return existing.fullPath === fullPath
      ? tags
      : tags.map((tag) => (tag.path === pathname ? { ...tag, fullPath } : tag));
  }
  const tag: VisitedTag = { path: pathname, fullPath, title: handle.meta.title, meta: { ...handle.meta } };
  if (handle.name) tag.name = handle.name;
  if (search) tag.query = Object.fromEntries(new URLSearchParams(search));
  return [...tags, tag];
}
