import { createElement, type ComponentType } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { findPage, isExternalPath, normalizeRoutes } from './normalize';
import type {
  Access,
  AdminRoute,
  AdminRouteHandle,
  LayoutComponents,
  LazyComponent,
  PageRegistry,
  ServerRoute,
} from './types';

export interface BuildRoutesOptions {
  pages: PageRegistry;
  components: LayoutComponents;
  /** The user's roles and permissions: routes carrying rules they do not meet are left out. */
  access?: Access;
  /** Add a final `*` route to the NotFound page. Default `true`. */
  catchAll?: boolean;
}

export interface BuiltRoutes {
  /** Route objects for `createBrowserRouter` (under the shell's own constant routes). */
  routes: RouteObject[];
  /** The same tree, normalised, for the Sidebar, tags view, breadcrumbs and header search. */
  menu: AdminRoute[];
}

/** Joins a child path to its parent's full path, as the router does for relative paths. */
export function joinPath(parent: string, path: string): string {
  if (isExternalPath(path)) return path;
  const joined = path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;
  const clean = joined.replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

// RuoYi menus write vue-router params with a pattern, `:dictId(\d+)`; react-router matches bare `:dictId` only, so
// the pattern is taken off the path and checked when the page renders (a mismatch is the 404 page).
const PARAM_WITH_PATTERN = /:([A-Za-z_]\w*)\(((?:[^()\\]|\\.)+)\)/g;

/** The path react-router can match, and the pattern each constrained param must meet. */
export function splitParamPatterns(path: string): { path: string; patterns: Record<string, RegExp> } {
  const patterns: Record<string, RegExp> = {};
  const bare = path.replace(PARAM_WITH_PATTERN, (_match, name: string, source: string) => {
    patterns[name] = new RegExp(`^(?:${source})$`);
    return `:${name}`;
  });
  return { path: bare, patterns };
}

function withParamPatterns(
  Page: ComponentType,
  patterns: Record<string, RegExp>,
  NotFound: ComponentType,
): ComponentType {
  function ParamPatternGuard() {
    const params = useParams();
    const valid = Object.entries(patterns).every(([name, pattern]) => pattern.test(params[name] ?? ''));
    return createElement(valid ? Page : NotFound);
  }
  return ParamPatternGuard;
}

function handleOf(route: AdminRoute, fullPath: string): AdminRouteHandle {
  const handle: AdminRouteHandle = {
    fullPath,
    hidden: route.hidden ?? false,
    alwaysShow: route.alwaysShow ?? false,
    component: route.component,
  };
  if (route.name) handle.name = route.name;
  if (route.redirect) handle.redirect = route.redirect;
  if (route.query) handle.query = route.query;
  if (route.meta) handle.meta = route.meta;
  return handle;
}

function lazyPage(
  pages: PageRegistry,
  key: string,
  patterns: Record<string, RegExp>,
  NotFound: ComponentType,
): RouteObject['lazy'] {
  return async () => {
    const loader = pages[key];
    if (!loader) throw new Error(`[labelwise/admin-kit: routing] no page registered for "${key}"`);
    const module = await loader();
    const Page = module.default;
    return { Component: Object.keys(patterns).length ? withParamPatterns(Page, patterns, NotFound) : Page };
  };
}

function toRouteObject(route: AdminRoute, parentPath: string, options: BuildRoutesOptions): RouteObject | null {
  // A menu entry whose path is itself an address opens in a new tab from the sidebar: nothing to route.
  if (isExternalPath(route.path)) return null;
  const { components, pages } = options;
  const { path, patterns } = splitParamPatterns(route.path);
  const fullPath = joinPath(parentPath, path);
  const object: RouteObject = { path, handle: handleOf(route, fullPath) };
  switch (route.component) {
    case 'Layout':
      object.Component = components.Layout;
      break;
    case 'ParentView':
      object.Component = components.ParentView ?? Outlet;
      break;
    case 'InnerLink':
      object.element = createElement(components.InnerLink, {
        src: route.meta?.frameSrc ?? '',
        title: route.meta?.title ?? route.name ?? '',
      });
      break;
    case 'NotFound':
      object.Component = components.NotFound;
      break;
    default: {
      const key = findPage(pages, route.component);
      if (key) object.lazy = lazyPage(pages, key, patterns, components.NotFound);
      else object.Component = components.NotFound;
    }
  }
  const children = (route.children ?? [])
    .map((child) => toRouteObject(child, fullPath, options))
    .filter((child): child is RouteObject => child !== null);
  if (route.redirect && route.redirect !== 'noRedirect') {
    // A parent with a redirect sends its own path on to the target (RuoYi `redirect`).
    children.unshift({ index: true, element: createElement(Navigate, { to: route.redirect, replace: true }) });
  }
  if (children.length) object.children = children;
  return object;
}

/**
 * Builds react-router 7 route objects from the `/getRouters` menu tree:
 * `Layout` / `ParentView` / `InnerLink` become the shell's components, page keys become lazy routes from the
 * registry, unknown keys the NotFound page, and routes carrying roles or permissions are kept only for users holding
 * any of them. Each route's `handle` carries its meta for breadcrumbs, tags view and titles.
 */
export function buildDynamicRoutes(menuTree: readonly ServerRoute[], options: BuildRoutesOptions): BuiltRoutes {
  const menu = normalizeRoutes(menuTree, options.pages, options.access);
  const routes = menu
    .map((route) => toRouteObject(route, '/', options))
    .filter((route): route is RouteObject => route !== null);
  if (options.catchAll !== false) routes.push({ path: '*', Component: options.components.NotFound });
  return { routes, menu };
}

/**
 * A page registry from Vite's `import.meta.glob('./pages/** /index.tsx')`: keys lose `base` and the extension, so
 * `./pages/system/user/index.tsx` is found as `system/user/index` (and `system/user`).
 */
export function pageRegistryFromGlob(modules: Record<string, () => Promise<unknown>>, base: string): PageRegistry {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const registry: Record<string, LazyComponent> = {};
  for (const [path, load] of Object.entries(modules)) {
    if (!path.startsWith(prefix)) continue;
    const key = path.slice(prefix.length).replace(/\.(t|j)sx?$/, '');
    registry[key] = load as LazyComponent;
  }
  return registry;
}
