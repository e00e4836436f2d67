import { themeToCss, type ThemeCssOptions } from './cssVariables';
import { useTheme } from './useTheme';

export type ThemeCssVariablesProps = ThemeCssOptions;

/**
 * Renders the current theme as CSS custom properties in a `<style>` element, so the parts of a partner page
 * that are not React (server templates, plain HTML, a CMS block) use the same colours, radii and fonts:
 * `<a style="color: var(--lw-color-primary-strong)">`. Works in server rendering: the rule is in the HTML.
 */
export function ThemeCssVariables({ selector, prefix }: ThemeCssVariablesProps) {
  const theme = useTheme();
  return <style data-lw-theme-variables="">{themeToCss(theme, { selector, prefix })}</style>;
}
