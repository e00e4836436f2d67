export { TopBar } from './TopBar';
export type { TopBarProps, TopBarItem } from './TopBar';
export { visibleMenuCount, splitMenuItems, isMobileWidth } from './visible-count';
export type { MenuSplit } from './visible-count';
