import { useEffect, useState, useSyncExternalStore } from 'react';
import { layout } from '../tokens';
import { isMobileWidth } from './visibleCount';

/** Width assumed before the first measurement (server rendering): the nav's own maximum width. */
export const fallbackViewportWidth = layout.navMaxWidth;

/** `override` when given, else `window.innerWidth`, kept current on resize. */
export function useViewportWidth(override?: number): number {
  const [measured, setMeasured] = useState(() =>
    typeof window === 'undefined' ? fallbackViewportWidth : window.innerWidth,
  );
  useEffect(() => {
    if (override !== undefined) return undefined;
    const measure = () => setMeasured(window.innerWidth);
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [override]);
  return override ?? measured;
}

/** `override` when given, else whether the window is scrolled down, from a passive scroll listener. */
export function useScrolled(override?: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (override !== undefined) return undefined;
    const check = () => setScrolled(window.scrollY > 0);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [override]);
  return override ?? scrolled;
}

const subscribeNever = () => () => undefined;

/**
 * The bar's layout. Server HTML and the hydration pass leave it to the stylesheet (`auto`): the inline menu and the
 * menu button are both in the markup and a media query shows one, so a phone gets its layout before any script has
 * run. Once hydrated, the width decides.
 */
export function useBarLayout(viewportWidth: number): 'auto' | 'mobile' | 'desktop' {
  // The server's snapshot serves the server render and the hydration pass; the client's, every render after.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return 'auto';
  return isMobileWidth(viewportWidth) ? 'mobile' : 'desktop';
}
