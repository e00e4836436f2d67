import { createGlobalStyle } from 'styled-components';

/**
 * Optional base styles: font stack, text colour, box sizing and reduced-motion handling.
 * Render once near the root of an app that does not bring its own reset.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* Native scrollbars and form controls follow a dark brand; light is the browser default already. */
    ${({ theme }) => (theme.colorScheme === 'dark' ? 'color-scheme: dark;' : '')}
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.md}px;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
  :lang(zh-HK) { font-family: ${({ theme }) => theme.font.family.sansHk}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
