/** How long a navigation keeps its anchor in view while the page holding it loads and settles. */
const ANCHOR_WAIT_MS = 5000;

/** What the visitor does that ends the wait: from then on the scroll position is theirs. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings `#anchor` into view after a navigation, which the browser does not do for a history push: at once when the
 * element is there, else as soon as the page that holds it renders. While the page settles (a lazily loaded page, a
 * first load whose content is swapped for a moment while its messages load) the element is brought back into view
 * if the page moved it away, until the visitor scrolls, types or taps. Returns the cleanup.
 */
export function scrollToAnchor(hash: string, root: Document = document): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => undefined;
  }
  const view = root.defaultView;
  if (!id || !view || !root.body || typeof MutationObserver === 'undefined') return () => undefined;
  let shown: Element | null = null;
  const reveal = () => {
    const target = root.getElementById(id);
    if (!target) return;
    // Already where scrollIntoView put it (below the sticky top bar's padding): nothing to correct.
    if (target === shown && Math.abs(target.getBoundingClientRect().top - scrollPadding(root)) < 2) return;
    // jsdom has no scrollIntoView; a browser always has.
    target.scrollIntoView?.();
    shown = target;
  };
  const observer = new MutationObserver(reveal);
  const timer = setTimeout(stop, ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) view!.removeEventListener(type, stop, true);
  }
  for (const type of USER_INPUT) view.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(root.body, { childList: true, subtree: true });
  reveal();
  return stop;
}

function scrollPadding(root: Document): number {
  const value = root.defaultView?.getComputedStyle(root.documentElement).scrollPaddingTop ?? '';
  return Number.parseFloat(value) || 0;
}
