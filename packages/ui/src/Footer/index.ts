export { Footer } from './Footer';
export type { FooterProps, FooterGroups, FooterLinkItem } from './Footer';
export { isCurrentPage, normalizePath, scrollToTop, easeInOutCubic } from '../internal/scrollToTop';
export type { ScrollToTopOptions, ScrollWindow } from '../internal/scrollToTop';
export type { RenderLink, RenderLinkProps, RouteNavigationProps } from '../internal/RouteLink';
