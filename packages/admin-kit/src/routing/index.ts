export { buildDynamicRoutes, joinPath, pageRegistryFromGlob } from './buildRoutes';
export type { BuildRoutesOptions, BuiltRoutes } from './buildRoutes';
export { canAccess, filterAsyncRoutes } from './access';
export { findPage, isExternalPath, normalizeRoutes, parseRouteQuery } from './normalize';
export type {
  Access,
  AdminRoute,
  AdminRouteHandle,
  AdminRouteMeta,
  LayoutComponents,
  LayoutKind,
  LazyComponent,
  PageRegistry,
  ServerRoute,
  ServerRouteMeta,
} from './types';
