import type { ComponentType } from 'react';
import type { SidebarRouteMeta as RouteMeta } from '@labelwise/ui';

/** A code-split page: what `() => import('./pages/x')` returns. */
export type LazyComponent = () => Promise<{ default: ComponentType }>;

/** Page components by the key the server names in `component` (e.g. `system/user/index`). */
export type PageRegistry = Readonly<Record<string, LazyComponent>>;

/** The component kinds the menu tree can name besides a page key. */
export type LayoutKind = 'Layout' | 'ParentView' | 'InnerLink';

/** Route meta as `/getRouters` sends it (RuoYi shape). */
export interface ServerRouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  /** External address; with component `InnerLink` it is shown in an iframe. `null` when none. */
  link?: string | null;
  affix?: boolean;
  activeMenu?: string;
  roles?: string[];
  permissions?: string[];
}

/** One node of the `/getRouters` menu tree, or of a static route table written in the same shape. */
export interface ServerRoute {
  name?: string;
  path: string;
  hidden?: boolean;
  /** `Layout`, `ParentView`, `InnerLink` or a page key; missing means `Layout` at the top and `ParentView` below. */
  component?: string;
  /** A path to redirect to, or `noRedirect` (the breadcrumb is not a link). */
  redirect?: string;
  alwaysShow?: boolean;
  /** Default query of the page: a JSON object string (RuoYi) or `a=1&b=2`. */
  query?: string | Record<string, string>;
  meta?: ServerRouteMeta;
  children?: ServerRoute[];
  /** Static routes (RuoYi's dynamicRoutes) carry their access rules here. */
  roles?: string[];
  permissions?: string[];
}

/**
 * Route meta for the sidebar, tags view and breadcrumbs: the `RouteMeta` of `@labelwise/ui`'s Sidebar, so these routes
 * can be handed to it as they are, plus what only the admin uses.
 */
export interface AdminRouteMeta extends RouteMeta {
  /** The address an InnerLink page shows in its iframe (an external `link` opens in a new tab instead). */
  frameSrc?: string;
}

/** A normalised menu route: the `Route` shape of `@labelwise/ui`'s Sidebar, plus the component it renders. */
export interface AdminRoute {
  path: string;
  name?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  query?: Record<string, string>;
  meta?: AdminRouteMeta;
  children?: AdminRoute[];
  /** `Layout`, `ParentView`, `InnerLink`, a page key, or `NotFound` for a key the registry lacks. */
  component: string;
}

/** What every generated route object carries in `handle`, for breadcrumbs, tags view and titles (`useMatches`). */
export interface AdminRouteHandle {
  /** The full path, parents included (`/system/user`). */
  fullPath: string;
  name?: string;
  hidden: boolean;
  alwaysShow: boolean;
  redirect?: string;
  query?: Record<string, string>;
  meta?: AdminRouteMeta;
  component: string;
}

/** The user's access, from `getInfo`. */
export interface Access {
  roles: readonly string[];
  permissions: readonly string[];
}

/** The components the builder puts in place of the layout kinds. */
export interface LayoutComponents {
  Layout: ComponentType;
  /** Default: a bare `<Outlet />`. */
  ParentView?: ComponentType;
  /** Shows `src` in an iframe. */
  InnerLink: ComponentType<{ src: string; title: string }>;
  /** Shown for unknown component keys and (with `catchAll`) unknown paths. */
  NotFound: ComponentType;
}
