import type {} from './styled';
import { useTheme as useStyledTheme } from 'styled-components';
import type { Theme } from './createTheme';

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
