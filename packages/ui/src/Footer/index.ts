export { Footer } from './Footer';
export type { FooterProps, FooterGroups, FooterLinkItem } from './Footer';
export { isCurrentPage, normalizePath, scrollToTop, easeInOutCubic } from './scroll-to-top';
export type { ScrollToTopOptions, ScrollWindow } from './scroll-to-top';
export type { RenderLink, RenderLinkProps, RouteNavigationProps } from './route-link';
