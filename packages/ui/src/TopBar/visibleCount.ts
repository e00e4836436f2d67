import { layout } from '../tokens';

/**
 * How many top-bar menu items fit beside the logo: `floor(viewportWidth / 3 / 85)`.
 * A third of the viewport is budgeted for the menu and each item for 85 px; a non-finite or negative width
 * shows none.
 */
export function visibleMenuCount(viewportWidth: number, itemWidth: number = layout.topMenuItemWidth): number {
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0 || itemWidth <= 0) return 0;
  return Math.floor(viewportWidth / 3 / itemWidth);
}

export interface MenuSplit<T> {
  /** Items shown inline, in order. */
  visible: T[];
  /** Items moved into the "More" dropdown, in order. */
  overflow: T[];
}

/** Splits menu items into the ones shown inline and the ones that go into the "More" dropdown. */
export function splitMenuItems<T>(
  items: readonly T[],
  viewportWidth: number,
  itemWidth: number = layout.topMenuItemWidth,
): MenuSplit<T> {
  const count = Math.min(items.length, visibleMenuCount(viewportWidth, itemWidth));
  return { visible: items.slice(0, count), overflow: items.slice(count) };
}

/** The device is mobile below the 992 px breakpoint; the top bar then collapses its menu. */
export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < layout.mobileBreakpoint;
}
