import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RouteSearch, SearchableRoute } from './routeSearch';
import type * as RouteSearchExports from './routeSearch';

type RouteSearchModule = typeof RouteSearchExports;

// Shared by every HeaderSearch on the page: the module is fetched once, and a box mounted after it arrived
// (a second header, a remount on navigation) builds its index during its first render instead of waiting.
let loadedModule: RouteSearchModule | undefined;
let pendingModule: Promise<RouteSearchModule> | undefined;

function loadRouteSearchModule(): Promise<RouteSearchModule> {
  // fuse.js lives behind this import so it stays out of the entry chunk of apps that put the search in their
  // header; most visits never search.
  pendingModule ??= import('./routeSearch').then(
    (module) => {
      loadedModule = module;
      return module;
    },
    (error: unknown) => {
      // Forget the failure (a dropped connection, a chunk replaced by a deploy) so the next focus tries again.
      pendingModule = undefined;
      throw error;
    },
  );
  return pendingModule;
}

export interface LazyRouteSearch<T extends SearchableRoute> {
  /** The index over `routes`, or null until the search module has loaded. */
  search: RouteSearch<T> | null;
  /** Starts loading the search module (again, after a failure); cheap to call on every focus or keystroke. */
  prefetch: () => void;
}

/**
 * The header search's fuzzy index, built once the search module has loaded. Loading starts on `prefetch()`
 * (first focus or pointer enter: the visitor is about to type) or as soon as `needed` is true (a query that
 * got there without those events), so results follow typing without a visible wait.
 */
export function useRouteSearch<T extends SearchableRoute>(routes: readonly T[], needed: boolean): LazyRouteSearch<T> {
  const [module, setModule] = useState<RouteSearchModule | undefined>(loadedModule);
  const [requested, setRequested] = useState(false);
  // After a failed load only a new prefetch retries, so a query left in the box cannot loop on a dead network.
  const [failed, setFailed] = useState(false);
  const wanted = module === undefined && !failed && (requested || needed);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadRouteSearchModule().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      () => {
        // The box keeps working as a text field without results; the next focus or keystroke retries.
        if (live) setFailed(true);
      },
    );
    return () => {
      // Unmounted (or no longer waiting) before the module arrived: nothing left to update.
      live = false;
    };
  }, [wanted]);

  // New routes with the module already here rebuild the index in the same render, so results never lag a
  // change of language or route list.
  const search = useMemo(() => (module ? module.createRouteSearch(routes) : null), [module, routes]);
  const prefetch = useCallback(() => {
    setFailed(false);
    setRequested(true);
  }, []);
  return { search, prefetch };
}
