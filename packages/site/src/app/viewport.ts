import { useSyncExternalStore } from 'react';

/**
 * The viewport width the prerender assumes: a desktop window. Index and Guides are prerendered as the desktop
 * pages (phones move to /mobile on load) and the top bar shows the menu items that fit at this width.
 */
export const SERVER_VIEWPORT_WIDTH = 1280;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange, { passive: true });
  return () => window.removeEventListener('resize', onChange);
}

/**
 * `window.innerWidth`, kept current on resize. While hydrating prerendered HTML, React uses the server value
 * first (so the top bar's first client render equals the static markup) and then re-renders with the real one.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_VIEWPORT_WIDTH,
  );
}
