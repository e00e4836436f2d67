export { HeaderSearch } from './HeaderSearch';
export type { HeaderSearchProps } from './HeaderSearch';
export { createRouteSearch, matchRank, routeSearchOptions } from './routeSearch';
export type { RouteSearch, SearchableRoute } from './routeSearch';
