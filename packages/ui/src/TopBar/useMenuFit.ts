import { useLayoutEffect, useRef, useState } from 'react';
import type { TopBarItem } from './TopBar.types';
import { splitMenuItems } from './visibleCount';

/** The menu items shown inline and those that go into "More", at this width and in this language. */
export function useMenuFit(items: readonly TopBarItem[], viewportWidth: number, locale: string) {
  // The count budgets 85 px an item, but long labels (German, French) can still overrun the room the
  // actions leave. Then items move into More one at a time until the list fits; the cap resets whenever the
  // items, the width or the language change. jsdom and the server never measure, so they keep the formula.
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState<{ key: string; cap: number }>({ key: '', cap: Number.POSITIVE_INFINITY });
  const fitKey = `${viewportWidth}|${locale}|${items.map((item) => item.key).join(',')}`;
  const cap = fit.key === fitKey ? fit.cap : Number.POSITIVE_INFINITY;
  const split = splitMenuItems(items, viewportWidth);
  const visible = split.visible.slice(0, cap);
  const overflow = items.slice(visible.length);
  // After every render: a font or container change can make the list overrun without any prop changing. It stops
  // once the list fits, since setFit only runs on an overrun and each run moves one item out.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- measures after every render on purpose (above).
  useLayoutEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || visible.length === 0) return;
    if (list.scrollWidth > nav.clientWidth + 1) setFit({ key: fitKey, cap: visible.length - 1 });
  });
  return { navRef, listRef, visible, overflow };
}
