import type { Theme } from './createTheme';

/**
 * Types styled-components' theme as the Labelwise theme, for the library and for partners who write
 * their own styled components against it (`${({ theme }) => theme.color.primary}`).
 */
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
