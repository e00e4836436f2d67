import { describe, expect, it } from 'vitest';
import {
  assertPagerCount,
  clampPage,
  computePager,
  jumpSize,
  pageAfterSizeChange,
  pageCountOf,
  parsePageInput,
  type PagerItem,
} from './paginationLogic';

/** Renders a pager as text: `1 … 4 5 [6] 7 8 … 20`, with the current page in brackets. */
function show(items: PagerItem[], current: number): string {
  return items
    .map((item) => {
      if (item.type === 'page') return item.page === current ? `[${item.page}]` : String(item.page);
      return item.type === 'prev-more' ? `«${item.target}` : `»${item.target}`;
    })
    .join(' ');
}

const pager = (page: number, pageCount: number, pagerCount = 7) =>
  show(computePager({ page, pageCount, pagerCount }), clampPage(page, pageCount));

describe('pageCountOf', () => {
  it('rounds up and never returns less than one page', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(1, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
    expect(pageCountOf(400, 10)).toBe(40);
  });

  it('rejects a negative or fractional total and a non-positive page size', () => {
    expect(() => pageCountOf(-1, 10)).toThrow(
      '[labelwise/ui: Pagination] total must be a whole number ≥ 0; received -1.',
    );
    expect(() => pageCountOf(2.5, 10)).toThrow(
      '[labelwise/ui: Pagination] total must be a whole number ≥ 0; received 2.5.',
    );
    expect(() => pageCountOf(10, 0)).toThrow(
      '[labelwise/ui: Pagination] pageSize must be a whole number > 0; received 0.',
    );
    expect(() => pageCountOf(10, Number.NaN)).toThrow('pageSize must be a whole number > 0; received NaN.');
  });
});

describe('clampPage', () => {
  it('keeps pages in range and clamps a page beyond the last page to the last page', () => {
    expect(clampPage(3, 10)).toBe(3);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(999, 1)).toBe(1);
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-4, 10)).toBe(1);
    expect(clampPage(2.7, 10)).toBe(2);
  });

  it('rejects a page that is not a number', () => {
    expect(() => clampPage(Number.NaN, 10)).toThrow('[labelwise/ui: Pagination] page must be a number; received NaN.');
  });
});

describe('assertPagerCount', () => {
  it.each([5, 7, 9, 11, 13, 15, 17, 19, 21])('accepts %i', (count) => {
    expect(() => assertPagerCount(count)).not.toThrow();
  });

  it.each([4, 6, 8, 20, 22, 3, 1, 0, -7, 23, 7.5, Number.NaN])('rejects %s', (count) => {
    expect(() => assertPagerCount(count)).toThrow(
      `[labelwise/ui: Pagination] pagerCount must be an odd whole number from 5 to 21; received ${String(count)}.`,
    );
  });
});

describe('computePager (pagerCount 7, the desktop default)', () => {
  it('lists every page when they fit', () => {
    expect(pager(1, 1)).toBe('[1]');
    expect(pager(3, 5)).toBe('1 2 [3] 4 5');
    expect(pager(7, 7)).toBe('1 2 3 4 5 6 [7]');
  });

  it('shows the first pages and a forward ellipsis near the start', () => {
    expect(pager(1, 20)).toBe('[1] 2 3 4 5 6 »6 20');
    expect(pager(4, 20)).toBe('1 2 3 [4] 5 6 »9 20');
  });

  it('centres a window of pages on the current page in the middle', () => {
    expect(pager(5, 20)).toBe('1 «1 3 4 [5] 6 7 »10 20');
    expect(pager(10, 20)).toBe('1 «5 8 9 [10] 11 12 »15 20');
    expect(pager(16, 20)).toBe('1 «11 14 15 [16] 17 18 »20 20');
  });

  it('shows the last pages and a backward ellipsis near the end', () => {
    expect(pager(17, 20)).toBe('1 «12 15 16 [17] 18 19 20');
    expect(pager(20, 20)).toBe('1 «15 15 16 17 18 19 [20]');
  });

  it('never shows more than pagerCount page buttons, always including the first and last page', () => {
    for (let pageCount = 1; pageCount <= 40; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = computePager({ page, pageCount, pagerCount: 7 });
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(pages.length).toBe(Math.min(7, pageCount));
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(pageCount);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });

  it('clamps a page beyond the last page', () => {
    expect(pager(99, 20)).toBe('1 «15 15 16 17 18 19 [20]');
    expect(pager(0, 20)).toBe('[1] 2 3 4 5 6 »6 20');
  });

  it('has one page when pageCount is 1 and rejects a pageCount below 1', () => {
    expect(pager(1, 1)).toBe('[1]');
    expect(() => computePager({ page: 1, pageCount: 0, pagerCount: 7 })).toThrow(
      '[labelwise/ui: Pagination] pageCount must be a whole number ≥ 1; received 0.',
    );
  });
});

describe('computePager (pagerCount 5, the mobile default)', () => {
  it('keeps five page buttons', () => {
    expect(pager(1, 10, 5)).toBe('[1] 2 3 4 »4 10');
    expect(pager(3, 10, 5)).toBe('1 2 [3] 4 »6 10');
    expect(pager(4, 10, 5)).toBe('1 «1 3 [4] 5 »7 10');
    expect(pager(7, 10, 5)).toBe('1 «4 6 [7] 8 »10 10');
    expect(pager(8, 10, 5)).toBe('1 «5 7 [8] 9 10');
    expect(pager(10, 10, 5)).toBe('1 «7 7 8 9 [10]');
    expect(pager(2, 5, 5)).toBe('1 [2] 3 4 5');
  });
});

describe('computePager (other odd pager counts)', () => {
  it.each([9, 11, 13, 15, 17, 19, 21])(
    'pagerCount %i keeps the current page centred with a full window',
    (pagerCount) => {
      const pageCount = 100;
      const items = computePager({ page: 50, pageCount, pagerCount });
      const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
      expect(pages).toHaveLength(pagerCount);
      const inner = pages.slice(1, -1);
      expect(inner.indexOf(50)).toBe((inner.length - 1) / 2);
      expect(items[1]).toEqual({ type: 'prev-more', target: 50 - (pagerCount - 2) });
      expect(items.at(-2)).toEqual({ type: 'next-more', target: 50 + (pagerCount - 2) });
    },
  );

  it('shows everything when pageCount equals pagerCount', () => {
    expect(pager(11, 21, 21)).toBe('1 2 3 4 5 6 7 8 9 10 [11] 12 13 14 15 16 17 18 19 20 21');
  });

  it('rejects even or small pager counts before computing', () => {
    expect(() => computePager({ page: 1, pageCount: 10, pagerCount: 6 })).toThrow(
      '[labelwise/ui: Pagination] pagerCount must be an odd whole number from 5 to 21; received 6.',
    );
    expect(() => computePager({ page: 1, pageCount: 10, pagerCount: 3 })).toThrow('received 3.');
  });
});

describe('jumpSize', () => {
  it('jumps the inner width of the pager', () => {
    expect(jumpSize(5)).toBe(3);
    expect(jumpSize(7)).toBe(5);
    expect(jumpSize(21)).toBe(19);
  });
});

describe('pageAfterSizeChange', () => {
  it('keeps the first visible item on screen', () => {
    expect(pageAfterSizeChange({ page: 3, pageSize: 10, nextPageSize: 20, total: 95 })).toBe(2);
    expect(pageAfterSizeChange({ page: 2, pageSize: 50, nextPageSize: 10, total: 95 })).toBe(6);
    expect(pageAfterSizeChange({ page: 1, pageSize: 20, nextPageSize: 50, total: 95 })).toBe(1);
  });

  it('stays within the new page count', () => {
    expect(pageAfterSizeChange({ page: 10, pageSize: 10, nextPageSize: 50, total: 95 })).toBe(2);
    expect(pageAfterSizeChange({ page: 40, pageSize: 10, nextPageSize: 20, total: 0 })).toBe(1);
  });
});

describe('parsePageInput', () => {
  it('accepts whole numbers and clamps them', () => {
    expect(parsePageInput('4', 10)).toBe(4);
    expect(parsePageInput(' 7 ', 10)).toBe(7);
    expect(parsePageInput('25', 10)).toBe(10);
    expect(parsePageInput('0', 10)).toBe(1);
  });

  it('ignores anything that is not a whole number', () => {
    expect(parsePageInput('', 10)).toBeUndefined();
    expect(parsePageInput('abc', 10)).toBeUndefined();
    expect(parsePageInput('2.5', 10)).toBeUndefined();
    expect(parsePageInput('-3', 10)).toBeUndefined();
  });
});
