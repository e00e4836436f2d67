import { colorSchemes } from '../tokens';
import { labelwiseBrand } from './brand';
import { createTheme } from './createTheme';
import { createThemeCss } from './createThemeCss';
import { themeToDesignTokens } from './designTokens';

/**
 * The tokens as files, by path under `dist/` (the package's `tokens.css`, `tokens-dark.css`, `tokens.json` and
 * `tokens-dark.json` exports): per colour scheme, the stylesheet of the `--lw-*` custom properties that
 * `<ThemeCssVariables />` sets at run time, and the same tokens in the Design Tokens Community Group format.
 * The build writes them; they come from the token source through the theme, like the components' values.
 */
export function tokenFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const colorScheme of colorSchemes) {
    const brand = { ...labelwiseBrand, colorScheme };
    files[`tokens/${colorScheme}.css`] = createThemeCss(brand);
    files[`tokens/${colorScheme}.tokens.json`] =
      `${JSON.stringify(themeToDesignTokens(createTheme(brand)), null, 2)}\n`;
  }
  return files;
}
