import { isExternalHref } from '../utils/href';

/** Route meta of the admin shell. Titles arrive already translated: the consumer owns them. */
export interface RouteMeta {
  title: string;
  /** An icon name; the Sidebar renders it through `renderIcon` (default: a monogram of the title). */
  icon?: string;
  /** Affixed tags stay in the tags view and cannot be closed. */
  affix?: boolean;
  /** The menu path to highlight while this (usually hidden) route is shown. */
  activeMenu?: string;
  roles?: string[];
  permissions?: string[];
  /** An external address the menu item opens in a new tab. */
  link?: string;
  /** Excluded from the keep-alive cache (admin convention). */
  noCache?: boolean;
}

/** One route of the admin shell. `path` is relative to the parent unless it starts with `/` or is external. */
export interface Route {
  path: string;
  name?: string;
  hidden?: boolean;
  /** Keep the submenu even when it has a single visible child. */
  alwaysShow?: boolean;
  redirect?: string;
  query?: Record<string, string>;
  meta?: RouteMeta;
  children?: Route[];
}

interface NodeBase {
  /** Stable key: the resolved path of the route. */
  key: string;
  title: string;
  icon?: string;
  /** Nesting level, 0 for top-level items. */
  depth: number;
}

/** A menu entry that navigates. */
export interface SidebarLeaf extends NodeBase {
  kind: 'leaf';
  /** The resolved path (or the external address). */
  path: string;
  /** `path` plus the route's query string. */
  href: string;
  /** External addresses open in a new tab. */
  external: boolean;
}

/** A submenu: a disclosure button and its children. */
export interface SidebarGroup extends NodeBase {
  kind: 'group';
  path: string;
  children: SidebarNode[];
}

export type SidebarNode = SidebarLeaf | SidebarGroup;

/** Resolves `path` against `base` like a URL path: absolute and external paths win; `.` and `..` are honoured. */
export function resolveRoutePath(base: string, path: string): string {
  if (isExternalHref(path)) return path;
  if (isExternalHref(base)) return base;
  const joined = path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`;
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

function withQuery(path: string, query: Record<string, string> | undefined): string {
  if (!query || Object.keys(query).length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

function visibleChildren(route: Route): Route[] {
  return (route.children ?? []).filter((child) => !child.hidden);
}

function leafOf(route: Route, path: string, depth: number, fallbackTitle: string, fallbackIcon?: string): SidebarLeaf {
  const link = route.meta?.link;
  const external = isExternalHref(link) || isExternalHref(path);
  const target = isExternalHref(link) ? (link as string) : path;
  return {
    kind: 'leaf',
    key: path,
    title: route.meta?.title ?? fallbackTitle,
    icon: route.meta?.icon ?? fallbackIcon,
    depth,
    path: target,
    href: external ? target : withQuery(target, route.query),
    external,
  };
}

function buildNode(route: Route, basePath: string, depth: number): SidebarNode | null {
  if (route.hidden) return null;
  const path = resolveRoutePath(basePath, route.path);
  const children = visibleChildren(route);
  if (!route.alwaysShow) {
    // No visible children: the route itself is the leaf (a layout with only hidden pages, or a plain page).
    if (children.length === 0) {
      return route.meta?.title ? leafOf(route, path, depth, route.meta.title) : null;
    }
    // Exactly one visible child without children of its own: show that child in the parent's place.
    const only = children[0] as Route;
    if (children.length === 1 && visibleChildren(only).length === 0 && !only.alwaysShow) {
      const childPath = resolveRoutePath(path, only.path);
      return leafOf(only, childPath, depth, route.meta?.title ?? '', route.meta?.icon);
    }
  }
  const nodes = children
    .map((child) => buildNode(child, path, depth + 1))
    .filter((node): node is SidebarNode => node !== null);
  return {
    kind: 'group',
    key: path,
    title: route.meta?.title ?? '',
    icon: route.meta?.icon,
    depth,
    path,
    children: nodes,
  };
}

/**
 * Builds the sidebar menu from routes: hidden routes are skipped, a route with exactly
 * one visible child (that has no children itself) collapses into that child as a leaf unless `alwaysShow`, paths are
 * resolved against their parents, and external links are marked.
 */
export function buildSidebarTree(routes: readonly Route[], basePath = '/'): SidebarNode[] {
  return routes.map((route) => buildNode(route, basePath, 0)).filter((node): node is SidebarNode => node !== null);
}

function segmentsMatch(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((segment, index) => segment.startsWith(':') || segment === b[index]);
}

/** Finds the route (hidden ones included) whose resolved path matches `path`; `:param` segments match any value. */
export function findRoute(routes: readonly Route[], path: string, basePath = '/'): Route | undefined {
  const bare = path.split(/[?#]/)[0] ?? path;
  for (const route of routes) {
    const resolved = resolveRoutePath(basePath, route.path);
    const inChildren = route.children ? findRoute(route.children, bare, resolved) : undefined;
    if (inChildren) return inChildren;
    if (!isExternalHref(resolved) && segmentsMatch(resolved, bare)) return route;
  }
  return undefined;
}

/** The menu key to highlight for the current path: the route's `meta.activeMenu` when it has one. */
export function activeMenuKey(routes: readonly Route[], activePath: string, basePath = '/'): string {
  const bare = activePath.split(/[?#]/)[0] ?? activePath;
  const route = findRoute(routes, bare, basePath);
  return route?.meta?.activeMenu ? resolveRoutePath(basePath, route.meta.activeMenu) : bare;
}

function pathTo(nodes: readonly SidebarNode[], key: string): string[] | null {
  for (const node of nodes) {
    if (node.kind === 'leaf') {
      if (node.key === key) return [];
      continue;
    }
    const inner = pathTo(node.children, key);
    if (inner) return [node.key, ...inner];
  }
  return null;
}

/** Keys of the groups that contain the leaf `key`, outermost first; empty when it is top-level or absent. */
export function ancestorKeys(nodes: readonly SidebarNode[], key: string): string[] {
  return pathTo(nodes, key) ?? [];
}

/** Whether `key` is a leaf somewhere in `nodes`. */
export function containsKey(nodes: readonly SidebarNode[], key: string): boolean {
  return pathTo(nodes, key) !== null;
}
