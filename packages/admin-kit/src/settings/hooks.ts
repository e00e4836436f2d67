import { useEffect, useSyncExternalStore } from 'react';
import { bodyWidth, type AppStore } from './appState';
import type { Store } from './store';

/** Subscribes a component to one of admin-kit's stores. */
export function useStoreState<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * RuoYi's ResizeHandler: applies the body width on mount and on every resize (entering mobile closes the sidebar
 * without animation), and closes an open mobile sidebar whenever `pathname` changes.
 */
export function useResponsiveSidebar(store: AppStore, pathname: string): void {
  useEffect(() => {
    const apply = () => {
      // Hidden documents report zero width; ignore them rather than flipping to mobile.
      if (!document.hidden) store.applyWidth(bodyWidth());
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [store]);

  useEffect(() => {
    store.onRouteChange();
  }, [store, pathname]);
}
