export * from './layout-settings';
export {
  COMPONENT_SIZES,
  DEFAULT_SIZE,
  MOBILE_BREAKPOINT,
  SIDEBAR_COOKIE,
  SIZE_COOKIE,
  bodyWidth,
  createAppStore,
  deviceForWidth,
} from './app-state';
export type { AppState, AppStore, ComponentSize, Device, SidebarState } from './app-state';
export { useResponsiveSidebar, useStoreState } from './hooks';
export { createStore } from './store';
export type { Store } from './store';
export { messages as settingsMessages } from './settings.messages';
