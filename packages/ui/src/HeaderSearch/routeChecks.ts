import { invariant } from '../utils/invariant';

/** A page the header search can jump to. `title` is already translated by the consumer. */
export interface SearchableRoute {
  title: string;
  path: string;
}

/**
 * Throws on a route without a string title and path, or on a repeated path (paths identify the options).
 * Kept apart from the fuzzy index so HeaderSearch can reject bad routes on its first render, before the
 * lazily loaded search module arrives.
 */
export function assertSearchableRoutes(routes: readonly SearchableRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    invariant(
      'HeaderSearch',
      typeof route.title === 'string' && typeof route.path === 'string',
      `every route needs a string title and path; received ${JSON.stringify(route)}.`,
    );
    invariant('HeaderSearch', !seen.has(route.path), `route paths must be unique; '${route.path}' appears twice.`);
    seen.add(route.path);
  }
}
