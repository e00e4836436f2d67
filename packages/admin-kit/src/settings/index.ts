export * from './layoutSettings';
export {
  COMPONENT_SIZES,
  DEFAULT_SIZE,
  MOBILE_BREAKPOINT,
  SIDEBAR_COOKIE,
  SIZE_COOKIE,
  bodyWidth,
  createAppStore,
  deviceForWidth,
} from './appState';
export type { AppState, AppStore, ComponentSize, Device, SidebarState } from './appState';
export { useResponsiveSidebar, useStoreState } from './hooks';
export { createStore } from './store';
export type { Store } from './store';
export { messages as settingsMessages } from './settings.messages';
