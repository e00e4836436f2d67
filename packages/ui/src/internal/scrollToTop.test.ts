import { describe, expect, it } from 'vitest';
import { easeInOutCubic, isCurrentPage, normalizePath, scrollToTop, type ScrollWindow } from './scrollToTop';

describe('normalizePath', () => {
  it.each([
    ['/download', '/download'],
    ['#/download', '/download'],
    ['/download/', '/download'],
    ['/download?lang=de', '/download'],
    ['/guides#faq', '/guides'],
    ['contactUs', '/contactus'],
    ['', '/'],
    ['/', '/'],
  ])('%s → %s', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe('isCurrentPage', () => {
  it('matches the current route whatever the hash prefix, query or case', () => {
    expect(isCurrentPage('/download', '/download')).toBe(true);
    expect(isCurrentPage('#/contactUs', '/contactus/')).toBe(true);
    expect(isCurrentPage('/guides?video=3', '/guides')).toBe(true);
  });

  it('is false for other pages, a missing current path and external links', () => {
    expect(isCurrentPage('/download', '/downloadNew')).toBe(false);
    expect(isCurrentPage('/download', undefined)).toBe(false);
    expect(isCurrentPage('https://example.com/download', '/download')).toBe(false);
  });
});

/** A window whose frames are advanced by hand. */
function fakeWindow(scrollY: number, reducedMotion = false) {
  const frames = new Map<number, FrameRequestCallback>();
  const listeners = new Map<string, () => void>();
  let next = 1;
  const win: ScrollWindow & { positions: number[]; tick(now: number): void; listeners: typeof listeners } = {
    scrollY,
    positions: [],
    listeners,
    scrollTo({ top }) {
      win.scrollY = top ?? 0;
      win.positions.push(win.scrollY);
    },
    requestAnimationFrame(callback) {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame(handle) {
      frames.delete(handle);
    },
    matchMedia: (query) => ({ matches: reducedMotion && query.includes('reduce') }),
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
    tick(now) {
      const pending = [...frames.entries()];
      frames.clear();
      for (const [, callback] of pending) callback(now);
    },
  };
  return win;
}

describe('scrollToTop', () => {
  it('animates to the top over the 800 ms default, easing in and out', () => {
    const win = fakeWindow(1000);
    scrollToTop({ window: win });
    win.tick(100); // first frame fixes the start time
    expect(win.scrollY).toBe(1000);
    win.tick(300); // a quarter of the way in time
    expect(win.scrollY).toBe(Math.round(1000 * (1 - easeInOutCubic(0.25))));
    win.tick(500);
    expect(win.scrollY).toBe(500);
    win.tick(700); // still moving, slowing down near the top
    expect(win.scrollY).toBe(Math.round(1000 * (1 - easeInOutCubic(0.75))));
    expect(win.scrollY).toBeGreaterThan(0);
    win.tick(900);
    expect(win.scrollY).toBe(0);
    win.tick(1000);
    expect(win.positions.at(-1)).toBe(0);
    expect(win.listeners.size).toBe(0);
  });

  it('honours a custom duration', () => {
    const win = fakeWindow(400);
    scrollToTop({ window: win, duration: 200 });
    win.tick(0);
    win.tick(200);
    expect(win.scrollY).toBe(0);
  });

  it('jumps straight to the top when the user prefers reduced motion', () => {
    const win = fakeWindow(1000, true);
    scrollToTop({ window: win });
    expect(win.positions).toEqual([0]);
  });

  it('does nothing at the top already', () => {
    const win = fakeWindow(0);
    scrollToTop({ window: win });
    win.tick(0);
    expect(win.positions).toEqual([]);
  });

  it('stops when cancelled or when the user scrolls with the wheel', () => {
    const win = fakeWindow(1000);
    const cancel = scrollToTop({ window: win });
    win.tick(0);
    win.tick(400);
    const halfway = win.scrollY;
    cancel();
    win.tick(800);
    expect(win.scrollY).toBe(halfway);

    const wheeled = fakeWindow(1000);
    scrollToTop({ window: wheeled });
    wheeled.tick(0);
    wheeled.listeners.get('wheel')?.();
    wheeled.tick(800);
    expect(wheeled.scrollY).toBe(1000);
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, passes 0.5 at the middle and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });
});
