import type {} from './styled';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import type { ComponentSize, SideTheme } from '../tokens';
import type { Brand } from './brand';
import { createTheme, type Theme } from './createTheme';

export { useTheme } from './useTheme';

export interface ThemeProviderProps {
  /** Restyles every component: name and logo for the wordmark, primary colour for everything interactive. */
  brand?: Brand;
  /** Component size: default, medium (the product default), small or mini. */
  size?: ComponentSize;
  /** Sidebar colour scheme. */
  sideTheme?: SideTheme;
  children?: ReactNode;
}

const brandFields: readonly (keyof Brand)[] = [
  'name',
  'primaryColor',
  'accentColor',
  'neutralTint',
  'fontFamily',
  'radius',
  'logo',
  'logoHeight',
  'mark',
  'colorScheme',
];

/** The theme of a brand, rebuilt only when one of its fields, the size or the side theme changes. */
export function useBrandTheme({ brand, size, sideTheme }: Omit<ThemeProviderProps, 'children'>): Theme {
  // Brands are often passed as inline objects; key the memo on their fields, not their identity.
  const brandKey = brand ? brandFields.map((field) => String(brand[field] ?? '')).join('\u0000') : '';
  return useMemo(
    () => createTheme({ brand, size, sideTheme }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `brandKey` stands for `brand`'s fields (see above).
    [brandKey, size, sideTheme],
  );
}

export function ThemeProvider({ children, ...options }: ThemeProviderProps) {
  return <StyledThemeProvider theme={useBrandTheme(options)}>{children}</StyledThemeProvider>;
}
