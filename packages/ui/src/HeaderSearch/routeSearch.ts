import Fuse, { type IFuseOptions } from 'fuse.js';
import { assertSearchableRoutes, type SearchableRoute } from './routeChecks';

export type { SearchableRoute };

/**
 * The fuzzy-match settings of the header search: threshold 0.4, route title weighted 0.7 and
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

/** Case, width and separators (space, hyphen, underscore, dot) do not matter when comparing model numbers. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '');
}

/**
 * How literally a title matches a query, for ordering the fuzzy results of a model-number query (lower is better):
 * 0 the title, or one of its words, equals the query (`PM-241-BT` in "Drivers for PM-241-BT");
 * 1 the title or one of its words starts with it; 2 the title contains it; 3 a fuzzy match only.
 * Case, full-width characters and separators are ignored, so `pm241bt` finds `PM-241-BT` first.
 */
export function matchRank(title: string, query: string): 0 | 1 | 2 | 3 {
  const q = fold(query);
  if (!q) return 3;
  const whole = fold(title);
  const words = title.split(/\s+/).map(fold).filter(Boolean);
  if (whole === q || words.includes(q)) return 0;
  if (whole.startsWith(q) || words.some((word) => word.startsWith(q))) return 1;
  return whole.includes(q) ? 2 : 3;
}

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
  if (process.env.NODE_ENV !== 'production') assertSearchableRoutes(routes);
  const fuse = new Fuse<T>(routes, {
    ...routeSearchOptions,
    keys: routeSearchOptions.keys.map((key) => ({ ...key })),
  });
  return {
    search(query, limit = Number.POSITIVE_INFINITY) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      // A model number (a query with a digit) lists exact and prefix matches first: typed in full it must win over
      // a near miss (`PM-241-BT` before `PM-241-WF`). Within a rank, and for words, fuse's score decides.
      const results = fuse.search(trimmed);
      if (!/\d/.test(trimmed)) return results.slice(0, limit).map((result) => result.item);
      return results
        .map((result, index) => ({ item: result.item, index, rank: matchRank(result.item.title, trimmed) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .slice(0, limit)
        .map((result) => result.item);
    },
  };
}
