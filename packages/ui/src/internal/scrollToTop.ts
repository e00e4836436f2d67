import { motion } from '../tokens';
import { isExternalHref } from '../utils/href';

/**
 * Normalises a path or href for comparison: hash-router prefixes (`#/download`), query strings, fragments and
 * trailing slashes are dropped and case is ignored, as the site's router does.
 */
export function normalizePath(hrefOrPath: string): string {
  let path = hrefOrPath.trim();
  if (path.startsWith('#')) path = path.slice(1);
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/+$/, '');
  return (path || '/').toLowerCase();
}

/**
 * True when `href` points at the page being shown, so a click should scroll to the top instead of navigating.
 * External links (containing `http`) are never the current page.
 */
export function isCurrentPage(href: string | undefined, currentPath: string | undefined): boolean {
  if (!href || currentPath === undefined || isExternalHref(href)) return false;
  return normalizePath(href) === normalizePath(currentPath);
}

/** The slice of `window` the scroll helper needs; tests pass a fake. */
export interface ScrollWindow {
  scrollY: number;
  scrollTo(options: ScrollToOptions): void;
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(handle: number): void;
  matchMedia?(query: string): { matches: boolean };
  addEventListener(type: 'wheel' | 'touchstart', listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: 'wheel' | 'touchstart', listener: () => void): void;
}

export interface ScrollToTopOptions {
  /** Animation length in ms. Default `theme.motion.scrollToTop` (800 ms). */
  duration?: number;
  /** Defaults to the global `window`. */
  window?: ScrollWindow;
}

/** Slow at both ends, like the original site's scroll-to-top. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Smoothly scrolls the window to the top over `duration` ms with `requestAnimationFrame`, so the length is the
 * specified 800 ms in every browser (`behavior: 'smooth'` lets the browser pick). Jumps instantly when the user
 * prefers reduced motion. A wheel or touch by the user stops the animation. Returns a function that cancels it.
 */
export function scrollToTop({
  duration = motion.scrollToTop,
  window: win = globalThis.window,
}: ScrollToTopOptions = {}): () => void {
  const noop = () => undefined;
  if (!win) return noop;
  const start = win.scrollY;
  if (start <= 0) return noop;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || duration <= 0) {
    win.scrollTo({ top: 0, behavior: 'auto' });
    return noop;
  }
  let frame = 0;
  let startedAt: number | undefined;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener('wheel', stop);
    win.removeEventListener('touchstart', stop);
  };
  const step: FrameRequestCallback = (now) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / duration);
    win.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), behavior: 'auto' });
    if (progress < 1) frame = win.requestAnimationFrame(step);
    else stop();
  };
  win.addEventListener('wheel', stop, { passive: true });
  win.addEventListener('touchstart', stop, { passive: true });
  frame = win.requestAnimationFrame(step);
  return stop;
}
