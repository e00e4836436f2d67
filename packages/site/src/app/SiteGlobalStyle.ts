import { createGlobalStyle } from 'styled-components';

/**
 * What the site adds to the library's global style: an anchor (`#faq`, a guide's "On this page" links) scrolls to
 * just below the sticky top bar instead of under it.
 */
export const SiteGlobalStyle = createGlobalStyle`
  html {
    scroll-padding-top: ${({ theme }) => theme.layout.topBarHeight + theme.space[4]}px;
  }
`;
