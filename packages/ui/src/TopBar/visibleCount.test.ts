import { describe, expect, it } from 'vitest';
import { isMobileWidth, splitMenuItems, visibleMenuCount } from './visibleCount';

const menu = ['Features', 'Guides and FAQ', 'About us', 'Contact us', 'Download', 'Printers', 'Drivers'];

describe('visibleMenuCount', () => {
  it.each([
    [1920, 7],
    [1440, 5],
    [1280, 5],
    [1275, 5],
    [1274, 4],
    [1024, 4],
    [992, 3],
    [768, 3],
    [390, 1],
    [254, 0],
  ])('shows floor(%i / 3 / 85) = %i items', (width, count) => {
    expect(visibleMenuCount(width)).toBe(count);
  });

  it('shows nothing for a missing or nonsensical width', () => {
    expect(visibleMenuCount(0)).toBe(0);
    expect(visibleMenuCount(-500)).toBe(0);
    expect(visibleMenuCount(Number.NaN)).toBe(0);
  });

  it('accepts a different item budget', () => {
    expect(visibleMenuCount(1280, 100)).toBe(4);
  });
});

describe('splitMenuItems', () => {
  it('puts the items past the visible count into the overflow, keeping order', () => {
    expect(splitMenuItems(menu, 1280)).toEqual({
      visible: ['Features', 'Guides and FAQ', 'About us', 'Contact us', 'Download'],
      overflow: ['Printers', 'Drivers'],
    });
  });

  it('has no overflow when every item fits', () => {
    expect(splitMenuItems(menu, 2560)).toEqual({ visible: menu, overflow: [] });
  });

  it('moves everything into the overflow on a narrow viewport', () => {
    expect(splitMenuItems(menu, 200)).toEqual({ visible: [], overflow: menu });
  });
});

describe('isMobileWidth', () => {
  it('is mobile strictly below 992 px', () => {
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
  });
});
