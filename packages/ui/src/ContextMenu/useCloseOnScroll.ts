import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, calls `onClose` when the page or any scroll container scrolls (the tag context
 * menu hides on scroll). Scrolling inside `insideRef` (a long menu's own list) does not count.
 * Listens in the capture phase on `window`, because element scroll events do not bubble.
 */
export function useCloseOnScroll(active: boolean, insideRef: RefObject<HTMLElement | null>, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!active) return undefined;
    const handleScroll = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && insideRef.current?.contains(target)) return;
      onCloseRef.current();
    };
    window.addEventListener('scroll', handleScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', handleScroll, { capture: true });
  }, [active, insideRef]);
}
