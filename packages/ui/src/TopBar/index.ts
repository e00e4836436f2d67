export { TopBar } from './TopBar';
export type { TopBarProps } from './TopBar';
export type { TopBarItem } from './TopBar.types';
export { visibleMenuCount, splitMenuItems, isMobileWidth } from './visibleCount';
export type { MenuSplit } from './visibleCount';
