export { ThemeProvider } from './ThemeProvider';
export { useTheme } from './useTheme';
export type { ThemeProviderProps } from './ThemeProvider';
export { LabelwiseProvider } from './LabelwiseProvider';
export type { LabelwiseProviderProps } from './LabelwiseProvider';
export { LabelwiseBaseProvider } from './LabelwiseBaseProvider';
export type { LabelwiseBaseProviderProps } from './LabelwiseBaseProvider';
export { GlobalStyle } from './GlobalStyle';
export { createTheme } from './createTheme';
export { defaultTheme } from './defaultTheme';
export type { Theme, ThemeColors, ThemeFontFamily, ThemeOptions, ThemeRadii } from './createTheme';
export { labelwiseBrand } from './brand';
export type { Brand } from './brand';
export { accessibleShade, readableOn } from './color';
export { ThemeCssVariables } from './ThemeCssVariables';
export type { ThemeCssVariablesProps } from './ThemeCssVariables';
export { themeToCss, themeToCssVariables, themeCssVariableNames } from './cssVariables';
export type { CssVariableOptions, ThemeCssOptions, ThemeCssVariableName } from './cssVariables';
export { contrastRatio } from './color';
export { createThemeCss } from './createThemeCss';
export { themeToDesignTokens } from './designTokens';
export type {
  DesignToken,
  DesignTokenColor,
  DesignTokenDimension,
  DesignTokenShadow,
  DesignTokens,
} from './designTokens';
