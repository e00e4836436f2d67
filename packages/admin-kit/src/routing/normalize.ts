import { canAccess } from './access';
import type { Access, AdminRoute, AdminRouteMeta, PageRegistry, ServerRoute } from './types';

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

export function isExternalPath(path: string | undefined | null): boolean {
  return typeof path === 'string' && EXTERNAL.test(path);
}

/** Parses a route's default query: a JSON object (RuoYi stores `{"id":"1"}`) or `a=1&b=2`. Bad input is dropped. */
export function parseRouteQuery(query: ServerRoute['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  if (typeof query === 'object') return Object.keys(query).length ? { ...query } : undefined;
  const text = query.trim();
  if (!text) return undefined;
  if (/^[[{]/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
      const entries = Object.entries(parsed as Record<string, unknown>)
        .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
        .map(([key, value]) => [key, String(value)] as const);
      return entries.length ? Object.fromEntries(entries) : undefined;
    } catch {
      return undefined;
    }
  }
  const entries = [...new URLSearchParams(text.replace(/^\?/, ''))];
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Finds a page: the exact key, then with or without a trailing `/index` (`system/user` = `system/user/index`). */
export function findPage(pages: PageRegistry, key: string): string | undefined {
  const bare = key.replace(/^\/+/, '').replace(/\.(t|j)sx?$/, '');
  const candidates = [bare, bare.replace(/\/index$/, ''), `${bare}/index`];
  return candidates.find((candidate) => Object.prototype.hasOwnProperty.call(pages, candidate));
}

function normalizeMeta(route: ServerRoute, component: string): AdminRouteMeta | undefined {
  const meta = route.meta;
  if (!meta) return undefined;
  const out: AdminRouteMeta = { title: meta.title };
  if (meta.icon && meta.icon !== '#') out.icon = meta.icon;
  if (meta.affix) out.affix = true;
  if (meta.activeMenu) out.activeMenu = meta.activeMenu;
  if (meta.noCache) out.noCache = true;
  const roles = route.roles ?? meta.roles;
  const permissions = route.permissions ?? meta.permissions;
  if (roles?.length) out.roles = [...roles];
  if (permissions?.length) out.permissions = [...permissions];
  if (meta.link) {
    // An InnerLink page shows its address inside the shell; only other links open a new tab from the menu.
    if (component === 'InnerLink') out.frameSrc = meta.link;
    else out.link = meta.link;
  }
  return out;
}

function componentOf(route: ServerRoute, depth: number, pages: PageRegistry): string {
  const kind = route.component?.trim();
  if (!kind) return depth === 0 ? 'Layout' : 'ParentView';
  if (kind === 'Layout' || kind === 'ParentView' || kind === 'InnerLink') return kind;
  return findPage(pages, kind) ?? 'NotFound';
}

/**
 * Turns the server's menu tree into typed admin routes: components resolved against the page registry (unknown
 * keys become `NotFound`), queries parsed, meta carried over, and routes the user may not see left out.
 */
export function normalizeRoutes(
  routes: readonly ServerRoute[],
  pages: PageRegistry,
  access?: Access,
  depth = 0,
): AdminRoute[] {
  const out: AdminRoute[] = [];
  for (const route of routes) {
    if (access && !canAccess(route, access)) continue;
    const component = componentOf(route, depth, pages);
    const admin: AdminRoute = { path: route.path, component };
    if (route.name) admin.name = route.name;
    if (route.hidden) admin.hidden = true;
    if (route.alwaysShow) admin.alwaysShow = true;
    if (route.redirect) admin.redirect = route.redirect;
    const query = parseRouteQuery(route.query);
    if (query) admin.query = query;
    const meta = normalizeMeta(route, component);
    if (meta) admin.meta = meta;
    if (route.children?.length) admin.children = normalizeRoutes(route.children, pages, access, depth + 1);
    out.push(admin);
  }
  return out;
}
