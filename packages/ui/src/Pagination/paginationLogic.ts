import { invariant } from '../utils/invariant';

/** One slot of the numbered pager: a page button or an ellipsis that jumps several pages. */
export type PagerItem =
  { type: 'page'; page: number } | { type: 'prev-more'; target: number } | { type: 'next-more'; target: number };

export const minPagerCount = 5;
export const maxPagerCount = 21;

/** Throws unless `pagerCount` is an odd whole number from 5 to 21 (the current page needs a centre). */
export function assertPagerCount(pagerCount: number): void {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Pagination',
      Number.isInteger(pagerCount) &&
        pagerCount >= minPagerCount &&
        pagerCount <= maxPagerCount &&
        pagerCount % 2 === 1,
      `pagerCount must be an odd whole number from ${minPagerCount} to ${maxPagerCount}; received ${String(pagerCount)}.`,
    );
  }
}

/** Number of pages for `total` items, never less than 1 (an empty list still shows page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Pagination',
      Number.isInteger(total) && total >= 0,
      `total must be a whole number ≥ 0; received ${String(total)}.`,
    );
    invariant(
      'Pagination',
      Number.isInteger(pageSize) && pageSize > 0,
      `pageSize must be a whole number > 0; received ${String(pageSize)}.`,
    );
  }
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Brings `page` into 1…pageCount: a page beyond the last page shows the last page. */
export function clampPage(page: number, pageCount: number): number {
  if (process.env.NODE_ENV !== 'production') {
    invariant('Pagination', Number.isFinite(page), `page must be a number; received ${String(page)}.`);
  }
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}

/** How many pages an ellipsis button jumps: the pager's inner width. */
export function jumpSize(pagerCount: number): number {
  return pagerCount - 2;
}

/**
 * The numbered pager around `page`: the first and last page always show, `pagerCount` page buttons at most, and an
 * ellipsis stands for the pages left out on either side (it jumps `pagerCount - 2` pages when pressed).
 */
export function computePager({
  page,
  pageCount,
  pagerCount,
}: {
  page: number;
  pageCount: number;
  pagerCount: number;
}): PagerItem[] {
  assertPagerCount(pagerCount);
  if (process.env.NODE_ENV !== 'production') {
    invariant(
      'Pagination',
      Number.isInteger(pageCount) && pageCount >= 1,
      `pageCount must be a whole number ≥ 1; received ${String(pageCount)}.`,
    );
  }
  const current = clampPage(page, pageCount);
  const pages = (from: number, to: number): PagerItem[] =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({ type: 'page', page: from + index }));

  if (pageCount <= pagerCount) return pages(1, pageCount);

  const half = (pagerCount - 1) / 2;
  const showPrevMore = current > pagerCount - half;
  const showNextMore = current < pageCount - half;
  const jump = jumpSize(pagerCount);
  const prevMore: PagerItem = { type: 'prev-more', target: Math.max(1, current - jump) };
  const nextMore: PagerItem = { type: 'next-more', target: Math.min(pageCount, current + jump) };
  const first = pages(1, 1);
  const last = pages(pageCount, pageCount);

  if (showPrevMore && showNextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    return [...first, prevMore, ...pages(current - offset, current + offset), nextMore, ...last];
  }
  if (showPrevMore) {
    return [...first, prevMore, ...pages(pageCount - (pagerCount - 2), pageCount - 1), ...last];
  }
  return [...pages(1, pagerCount - 1), nextMore, ...last];
}

/**
 * The page to show after the page size changes, chosen so that the first item the visitor was looking at stays on
 * screen (page 3 of 10 per page shows items 21–30; at 20 per page that is page 2).
 */
export function pageAfterSizeChange({
  page,
  pageSize,
  nextPageSize,
  total,
}: {
  page: number;
  pageSize: number;
  nextPageSize: number;
  total: number;
}): number {
  const firstItem = (clampPage(page, pageCountOf(total, pageSize)) - 1) * pageSize;
  return clampPage(Math.floor(firstItem / nextPageSize) + 1, pageCountOf(total, nextPageSize));
}

/** Parses the "Go to" field: a whole page number clamped into range, or `undefined` for anything else. */
export function parsePageInput(text: string, pageCount: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return clampPage(Number(trimmed), pageCount);
}
