import { joinPath } from '../routing/buildRoutes';
import { isExternalPath } from '../routing/normalize';
import type { AdminRoute } from '../routing/types';

/** One entry of the top navigation: a top-level menu item and the page it opens. */
export interface TopNavItem {
  /** The item's full path; its pages live under it. */
  key: string;
  title: string;
  icon?: string;
  /** Where a click goes: the item itself, or its first page. */
  href: string;
  /** The item's visible children (shown in the sidebar while the item is active); empty for a single page. */
  children: AdminRoute[];
}

const visible = (routes: readonly AdminRoute[] | undefined) => (routes ?? []).filter((route) => !route.hidden);

/** The first page below `route` (depth first), or the route itself when it has none. */
function firstPage(route: AdminRoute, fullPath: string): string {
  const [first] = visible(route.children);
  return first ? firstPage(first, joinPath(fullPath, first.path)) : fullPath;
}

/**
 * The top navigation's items (the `topNav` layout setting, RuoYi's TopNav): one per visible top-level menu entry.
 * A directory opens its first page and puts its children in the sidebar; a single page (a layout with one visible
 * page, such as the Dashboard) is a plain link and leaves no sidebar.
 */
export function topNavItems(menu: readonly AdminRoute[]): TopNavItem[] {
  const items: TopNavItem[] = [];
  for (const route of visible(menu)) {
    const fullPath = joinPath('/', route.path);
    const children = visible(route.children);
    const only =
      children.length === 1 && !route.alwaysShow && visible(children[0]?.children).length === 0
        ? children[0]
        : undefined;
    const source = only ?? route;
    const title = source.meta?.title ?? route.meta?.title;
    if (!title) continue;
    const icon = source.meta?.icon ?? route.meta?.icon;
    items.push({
      key: fullPath,
      title,
      ...(icon ? { icon } : {}),
      href: isExternalPath(route.path) ? route.path : only ? joinPath(fullPath, only.path) : firstPage(route, fullPath),
      children: only ? [] : children,
    });
  }
  return items;
}

/** The item the shown page belongs to: the longest key that prefixes the path. */
export function activeTopNavItem(items: readonly TopNavItem[], pathname: string): TopNavItem | undefined {
  let best: TopNavItem | undefined;
  for (const item of items) {
    const inside =
      item.href === pathname || pathname === item.key || pathname.startsWith(item.key === '/' ? '/' : `${item.key}/`);
    if (inside && (!best || item.key.length > best.key.length)) best = item;
  }
  return best;
}

/**
 * How many entries (of natural `widths`, in order) fit in `available` px; when not all do, `moreWidth` is kept for
 * the "More" menu that holds the rest. Unmeasured (zero) widths count as fitting, so a page without layout shows all.
 */
export function itemsThatFit(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
