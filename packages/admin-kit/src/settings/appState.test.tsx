import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_COOKIE, SIZE_COOKIE, createAppStore, deviceForWidth } from './appState';
import { useResponsiveSidebar, useStoreState } from './hooks';

afterEach(() => {
  Cookies.remove(SIDEBAR_COOKIE, { path: '/' });
  Cookies.remove(SIZE_COOKIE, { path: '/' });
});

describe('device', () => {
  it('is mobile below 992 px body width', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(375)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    expect(deviceForWidth(1440)).toBe('desktop');
  });
});

describe('app store: sidebar cookie', () => {
  it('opens by default and remembers toggles as 1 / 0', () => {
    const store = createAppStore();
    expect(store.getState().sidebar.opened).toBe(true);
    store.toggleSidebar();
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('0');
    expect(store.getState().sidebar).toEqual({ opened: false, withoutAnimation: false, hide: false });
    store.toggleSidebar();
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('1');
    expect(createAppStore().getState().sidebar.opened).toBe(true);
  });

  it('reads a saved closed state', () => {
    Cookies.set(SIDEBAR_COOKIE, '0');
    expect(createAppStore().getState().sidebar.opened).toBe(false);
  });

  it('does not toggle while hidden', () => {
    const store = createAppStore();
    store.setSidebarHide(true);
    store.toggleSidebar();
    expect(store.getState().sidebar.opened).toBe(true);
  });

  it('size: medium by default, remembered in a cookie, junk ignored', () => {
    expect(createAppStore().getState().size).toBe('medium');
    createAppStore().setSize('mini');
    expect(createAppStore().getState().size).toBe('mini');
    Cookies.set(SIZE_COOKIE, 'huge');
    expect(createAppStore().getState().size).toBe('medium');
  });
});

describe('app store: mobile mode', () => {
  it('entering mobile closes the sidebar without animation; widening again restores the remembered choice', () => {
    const store = createAppStore();
    store.applyWidth(1200);
    expect(store.getState()).toMatchObject({ device: 'desktop', sidebar: { opened: true } });
    store.applyWidth(800);
    expect(store.getState()).toMatchObject({ device: 'mobile', sidebar: { opened: false, withoutAnimation: true } });
    // Not the operator's choice: nothing is remembered.
    expect(Cookies.get(SIDEBAR_COOKIE)).toBeUndefined();
    store.toggleSidebar();
    store.onRouteChange();
    expect(Cookies.get(SIDEBAR_COOKIE)).toBeUndefined();
    store.applyWidth(1200);
    expect(store.getState()).toMatchObject({ device: 'desktop', sidebar: { opened: true } });

    // A sidebar the operator closed on the wide screen stays closed after a trip through mobile.
    store.toggleSidebar();
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('0');
    store.applyWidth(800);
    store.applyWidth(1200);
    expect(store.getState().sidebar.opened).toBe(false);
  });

  it('a route change on mobile closes an opened sidebar without animation', () => {
    const store = createAppStore('mobile');
    store.toggleSidebar();
    store.toggleSidebar();
    expect(store.getState().sidebar.opened).toBe(true);
    store.onRouteChange();
    expect(store.getState().sidebar).toMatchObject({ opened: false, withoutAnimation: true });

    Cookies.remove(SIDEBAR_COOKIE, { path: '/' });
    const desktop = createAppStore('desktop');
    expect(desktop.getState().sidebar.opened).toBe(true);
    desktop.onRouteChange();
    expect(desktop.getState().sidebar.opened).toBe(true);
  });

  it('useResponsiveSidebar applies the width on mount, on resize and closes on navigation', () => {
    const width = vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width: 1280 } as DOMRect);
    const store = createAppStore();
    function Shell({ path }: { path: string }) {
      useResponsiveSidebar(store, path);
      const state = useStoreState(store);
      return <p>{`${state.device} ${state.sidebar.opened ? 'open' : 'closed'}`}</p>;
    }
    const { rerender } = render(<Shell path="/a" />);
    expect(screen.getByText('desktop open')).toBeInTheDocument();
    width.mockReturnValue({ width: 600 } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('mobile closed')).toBeInTheDocument();
    act(() => store.toggleSidebar());
    expect(screen.getByText('mobile open')).toBeInTheDocument();
    rerender(<Shell path="/b" />);
    expect(screen.getByText('mobile closed')).toBeInTheDocument();
  });
});
