/** How long an in-app navigation waits for its anchor's element (a lazily loaded page) before giving up. */
const ANCHOR_WAIT_MS = 5000;

/**
 * Brings `#anchor` into view after an in-app navigation, which the browser does not do for a history push: at once
 * when the element is there, else as soon as the page that holds it renders. Returns the cleanup.
 */
export function scrollToAnchor(hash: string, root: Document = document): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => undefined;
  }
  if (!id) return () => undefined;
  const reveal = () => {
    const target = root.getElementById(id);
    if (!target) return false;
    // jsdom has no scrollIntoView; a browser always has.
    target.scrollIntoView?.();
    return true;
  };
  if (reveal() || typeof MutationObserver === 'undefined' || !root.body) return () => undefined;
  const observer = new MutationObserver(() => {
    if (reveal()) stop();
  });
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root.body, { childList: true, subtree: true });
  return stop;
}
