import Cookies from 'js-cookie';
import { createStore, type Store } from './store';

/** Cookie of the sidebar's open state: `1` open, `0` closed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Cookie of the component size chosen in the size selector. */
export const SIZE_COOKIE = 'size';
/** Below this body width the shell is in mobile mode. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';
/** The size selector's choices; `medium` is the default. */
export const COMPONENT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];
export const DEFAULT_SIZE: ComponentSize = 'medium';

export interface SidebarState {
  opened: boolean;
  /** Set when the last change should not animate (entering mobile mode, navigating on mobile). */
  withoutAnimation: boolean;
  /** Hidden altogether (the index route of the public layout). */
  hide: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: ComponentSize;
}

/**
 * Mobile when the body is narrower than 992 px. RuoYi compares `width - 1 < 992`, which also counts
 * exactly 992 px as mobile; here exactly 992 px is desktop.
 */
export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

export function bodyWidth(doc: Document = document): number {
  return doc.body.getBoundingClientRect().width;
}

const cookieOptions = { path: '/', sameSite: 'Lax' as const };

function readOpened(): boolean {
  const saved = Cookies.get(SIDEBAR_COOKIE);
  return saved === undefined ? true : saved === '1';
}

function readSize(): ComponentSize {
  const saved = Cookies.get(SIZE_COOKIE);
  return (COMPONENT_SIZES as readonly string[]).includes(saved ?? '') ? (saved as ComponentSize) : DEFAULT_SIZE;
}

export interface AppStore extends Store<AppState> {
  /** Opens or closes the sidebar, remembered on wide screens; does nothing while the sidebar is hidden. */
  toggleSidebar(withoutAnimation?: boolean): void;
  closeSidebar(withoutAnimation: boolean): void;
  setSidebarHide(hide: boolean): void;
  setDevice(device: Device): void;
  setSize(size: ComponentSize): void;
  /**
   * The resize handler: sets the device for `width`; entering mobile closes the sidebar without animation, and
   * leaving it restores the operator's remembered choice.
   */
  applyWidth(width: number): void;
  /** The route-change handler: on mobile an open sidebar closes without animation. */
  onRouteChange(): void;
}

export function createAppStore(initialDevice: Device = 'desktop'): AppStore {
  const store = createStore<AppState>({
    sidebar: { opened: readOpened(), withoutAnimation: false, hide: false },
    device: initialDevice,
    size: readSize(),
  });
  const setSidebar = (sidebar: Partial<SidebarState>) => {
    const state = store.getState();
    store.setState({ ...state, sidebar: { ...state.sidebar, ...sidebar } });
  };
  /*
   * The cookie keeps the operator's own choice for wide screens. On a phone the sidebar is a drawer that closes by
   * itself (entering mobile, each navigation, the backdrop): those closes are not a choice, so they leave the cookie
   * alone, and a window widened again gets the sidebar as the operator left it.
   */
  const closeSidebar = (withoutAnimation: boolean) => {
    setSidebar({ opened: false, withoutAnimation });
  };
  const setDevice = (device: Device) => {
    if (store.getState().device !== device) store.setState({ ...store.getState(), device });
  };
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    toggleSidebar(withoutAnimation = false) {
      const { sidebar } = store.getState();
      if (sidebar.hide) return;
      const opened = !sidebar.opened;
      if (store.getState().device === 'desktop') Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', cookieOptions);
      setSidebar({ opened, withoutAnimation });
    },
    closeSidebar,
    setSidebarHide(hide) {
      if (store.getState().sidebar.hide !== hide) setSidebar({ hide });
    },
    setDevice,
    setSize(size) {
      Cookies.set(SIZE_COOKIE, size, cookieOptions);
      store.setState({ ...store.getState(), size });
    },
    applyWidth(width) {
      const device = deviceForWidth(width);
      const was = store.getState().device;
      setDevice(device);
      if (device === 'mobile' && store.getState().sidebar.opened) closeSidebar(true);
      else if (device === 'desktop' && was === 'mobile') setSidebar({ opened: readOpened(), withoutAnimation: true });
    },
    onRouteChange() {
      const { device, sidebar } = store.getState();
      if (device === 'mobile' && sidebar.opened) closeSidebar(true);
    },
  };
}
