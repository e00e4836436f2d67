import { useCallback, useSyncExternalStore } from 'react';
import { layout } from '../tokens';

/** The same query as `theme.media.mobile`: below the 992 px breakpoint. */
export const mobileQuery = `(max-width: ${layout.mobileBreakpoint - 0.02}px)`;

function mediaQueryList(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mobileQuery)
    : undefined;
}

/** True below the mobile breakpoint; false on the server and where `matchMedia` is missing. */
export function useIsMobile(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = mediaQueryList();
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList()?.matches ?? false,
    () => false,
  );
}
