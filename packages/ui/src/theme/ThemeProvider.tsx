import type {} from './styled';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, useTheme as useStyledTheme } from 'styled-components';
import type { ComponentSize, SideTheme } from '../tokens';
import type { Brand } from './brand';
import { createTheme, type Theme } from './createTheme';

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

export function ThemeProvider({ brand, size, sideTheme, children }: ThemeProviderProps) {
  // Brands are often passed as inline objects; key the memo on their fields, not their identity.
  const brandKey = brand ? brandFields.map((field) => String(brand[field] ?? '')).join('\u0000') : '';
  const theme = useMemo(
    () => createTheme({ brand, size, sideTheme }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `brandKey` stands for `brand`'s fields (see above).
    [brandKey, size, sideTheme],
  );
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}

/** The current Labelwise theme. Throws when used outside `ThemeProvider`. */
export function useTheme(): Theme {
  const theme = useStyledTheme() as Theme | undefined;
  if (!theme?.color) {
    throw new Error(
      '[labelwise/ui: useTheme] components must be rendered inside <ThemeProvider> or <LabelwiseProvider>.',
    );
  }
  return theme;
}
