import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The tags strip's scrolling: which ends have tags out of view, the buttons scroll by most of a width, the active tag
 * kept in view and a vertical wheel turned sideways.
 */
export function useTagScroller(tagCount: number, activePath: string) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  // Which ends have tags out of view: they get a fade and an enabled scroll button.
  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const start = scroller.scrollLeft > 1;
    const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
    setMore((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  useEffect(measure, [measure, tagCount, activePath]);
  const scrollBy = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const distance = Math.max(scroller.clientWidth * 0.8, 80) * direction;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (typeof scroller.scrollBy === 'function')
      scroller.scrollBy({ left: distance, behavior: smooth ? 'smooth' : 'auto' });
    else scroller.scrollLeft += distance;
  };

  const overflowing = more.start || more.end;
  // Keep the active tag in view (with 4 px scroll padding).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const active = scroller?.querySelector<HTMLElement>('[data-active="true"]');
    if (!scroller || !active) return;
    const padding = Number.parseFloat(getComputedStyle(scroller).scrollPaddingInlineStart) || 0;
    const left = active.offsetLeft - padding;
    const right = active.offsetLeft + active.offsetWidth + padding;
    if (left < scroller.scrollLeft) scroller.scrollLeft = left;
    else if (right > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = right - scroller.clientWidth;
    // Again when the scroll buttons appear: they narrow the strip and could push the active tag out of view.
  }, [activePath, tagCount, overflowing]);

  // A vertical mouse wheel scrolls the bar sideways, as in the admin.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX) || scroller.scrollWidth <= scroller.clientWidth) return;
      event.preventDefault();
      scroller.scrollLeft += event.deltaY;
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, []);

  return { scrollerRef, more, scrollBy };
}
