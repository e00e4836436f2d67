import type { SidebarRouteMeta as RouteMeta } from '../Sidebar';

/** A visited page in the tags view. Tags are identified by `path`; `fullPath` includes the query. */
export interface VisitedTag {
  path: string;
  fullPath: string;
  name?: string;
  /** Already translated by the consumer. */
  title: string;
  query?: Record<string, string>;
  meta?: RouteMeta;
}

export type TagAction = 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** Affixed tags (`meta.affix`) are never closed. */
export function isAffix(tag: VisitedTag): boolean {
  return tag.meta?.affix === true;
}

function indexOfTag(tags: readonly VisitedTag[], tag: VisitedTag): number {
  return tags.findIndex((candidate) => candidate.path === tag.path);
}

/** Closes `tag` unless it is affixed. */
export function closeTag(tags: readonly VisitedTag[], tag: VisitedTag): VisitedTag[] {
  return tags.filter((candidate) => candidate.path !== tag.path || isAffix(candidate));
}

/** Keeps `tag` and the affixed tags. */
export function closeOthers(tags: readonly VisitedTag[], tag: VisitedTag): VisitedTag[] {
  return tags.filter((candidate) => candidate.path === tag.path || isAffix(candidate));
}

/** Closes the tags left of `tag`, except affixed ones. Unknown `tag`: nothing changes. */
export function closeLeft(tags: readonly VisitedTag[], tag: VisitedTag): VisitedTag[] {
  const index = indexOfTag(tags, tag);
  if (index < 0) return [...tags];
  return tags.filter((candidate, position) => position >= index || isAffix(candidate));
}

/** Closes the tags right of `tag`, except affixed ones. Unknown `tag`: nothing changes. */
export function closeRight(tags: readonly VisitedTag[], tag: VisitedTag): VisitedTag[] {
  const index = indexOfTag(tags, tag);
  if (index < 0) return [...tags];
  return tags.filter((candidate, position) => position <= index || isAffix(candidate));
}

/** Keeps only the affixed tags. */
export function closeAll(tags: readonly VisitedTag[]): VisitedTag[] {
  return tags.filter(isAffix);
}

/** Applies one context-menu action. */
export function applyTagAction(tags: readonly VisitedTag[], action: TagAction, tag: VisitedTag): VisitedTag[] {
  switch (action) {
    case 'close':
      return closeTag(tags, tag);
    case 'closeOthers':
      return closeOthers(tags, tag);
    case 'closeLeft':
      return closeLeft(tags, tag);
    case 'closeRight':
      return closeRight(tags, tag);
    case 'closeAll':
      return closeAll(tags);
  }
}

/** Whether `action` on `tag` would close anything: the menu disables actions that would do nothing. */
export function canApplyTagAction(tags: readonly VisitedTag[], action: TagAction, tag: VisitedTag): boolean {
  return applyTagAction(tags, action, tag).length !== tags.length;
}

export interface NextPathOptions {
  /** The tag the action was taken on (the one closed, or the one right-clicked). */
  tag: VisitedTag;
  /** The path currently shown. */
  activePath: string;
  /** The action taken. Default `close`. */
  action?: TagAction;
  /** The refresh route prefix (`/redirect{path}`). Default `/redirect`. */
  redirectPrefix?: string;
  /** The route name whose last tag reloads in place instead of going home. Default `Dashboard`. */
  dashboardName?: string;
  /** Where to go when nothing is left. Default `/`. */
  homePath?: string;
}

/**
 * Where to navigate after tags were closed, or `undefined` to stay.
 * - "Close others" always focuses the tag it was chosen on.
 * - Otherwise, while the active page is still open, stay.
 * - When the active page was closed, go to the right-most (last) remaining tag.
 * - Nothing remains: go to `/`, or, when the closed tag is the Dashboard, reload it through its redirect path
 *   (`/redirect` + its full path).
 */
export function nextPathAfterClose(
  remaining: readonly VisitedTag[],
  {
    tag,
    activePath,
    action = 'close',
    redirectPrefix = '/redirect',
    dashboardName = 'Dashboard',
    homePath = '/',
  }: NextPathOptions,
): string | undefined {
  if (action === 'closeOthers' && tag.path !== activePath) return tag.fullPath;
  if (remaining.some((candidate) => candidate.path === activePath)) return undefined;
  const last = remaining[remaining.length - 1];
  if (last) return last.fullPath;
  return tag.name === dashboardName ? `${redirectPrefix}${tag.fullPath}` : homePath;
}

export interface TagActionResult {
  tags: VisitedTag[];
  /** Where to go next; `undefined` to stay on the current page. */
  navigateTo?: string;
}

/** Applies `action` and works out where to go: what the tags view reports through `onChange`. */
export function runTagAction(
  tags: readonly VisitedTag[],
  action: TagAction,
  tag: VisitedTag,
  activePath: string,
  options: Omit<NextPathOptions, 'tag' | 'activePath' | 'action'> = {},
): TagActionResult {
  const next = applyTagAction(tags, action, tag);
  const navigateTo = nextPathAfterClose(next, { ...options, tag, activePath, action });
  return navigateTo === undefined ? { tags: next } : { tags: next, navigateTo };
}
