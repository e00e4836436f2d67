import Fuse, { type IFuseOptions } from 'fuse.js';
import { assertSearchableRoutes } from './route-checks';

/** A page the header search can jump to. `title` is already translated by the consumer. */
export interface SearchableRoute {
  title: string;
  path: string;
}

/**
 * The fuzzy-match settings of the header search (spec §2): threshold 0.4, route title weighted 0.7 and
 * path 0.3, so a title match always outranks a match on the path alone.
 */
export const routeSearchOptions = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
} as const satisfies IFuseOptions<SearchableRoute>;

export interface RouteSearch<T extends SearchableRoute> {
  /** Routes matching `query`, best first; at most `limit` of them. A blank query matches nothing. */
  search(query: string, limit?: number): T[];
}

/**
 * Builds the fuzzy index once for a list of routes. Paths must be unique: they identify the options.
 *
 * ```ts
 * const { search } = createRouteSearch([{ title: 'Drivers', path: '/printers' }]);
 * search('drivrs'); // → [{ title: 'Drivers', path: '/printers' }]
 * ```
 */
export function createRouteSearch<T extends SearchableRoute>(routes: readonly T[]): RouteSearch<T> {
  assertSearchableRoutes(routes);
  const fuse = new Fuse<T>(routes, {
    ...routeSearchOptions,
    keys: routeSearchOptions.keys.map((key) => ({ ...key })),
  });
  return {
    search(query, limit = Number.POSITIVE_INFINITY) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      return fuse
        .search(trimmed)
        .slice(0, limit)
        .map((result) => result.item);
    },
  };
}
