export { HeaderSearch } from './HeaderSearch';
export type { HeaderSearchProps } from './HeaderSearch';
export { createRouteSearch, matchRank, routeSearchOptions } from './route-search';
export type { RouteSearch, SearchableRoute } from './route-search';
