import type { Theme, ThemeColors } from './createTheme';

export interface CssVariableOptions {
  /** Custom property prefix, including the leading dashes. Default `--lw`. */
  prefix?: string;
}

export interface ThemeCssOptions extends CssVariableOptions {
  /** The rule's selector. Default `:root`; use e.g. `.partner-area` to theme one part of a page. */
  selector?: string;
}

/**
 * Every custom property `themeToCssVariables` emits, with the default `--lw` prefix. This list is public API:
 * names are added in minor releases and never renamed or removed outside a major one.
 */
export const themeCssVariableNames = [
  '--lw-color-primary',
  '--lw-color-primary-strong',
  '--lw-color-primary-hover',
  '--lw-color-primary-subtle',
  '--lw-color-on-primary',
  '--lw-color-accent',
  '--lw-color-accent-strong',
  '--lw-color-accent-subtle',
  '--lw-color-on-accent',
  '--lw-color-text',
  '--lw-color-text-muted',
  '--lw-color-text-inverse',
  '--lw-color-surface',
  '--lw-color-surface-muted',
  '--lw-color-surface-raised',
  '--lw-color-border',
  '--lw-color-border-strong',
  '--lw-color-focus-ring',
  '--lw-color-overlay',
  '--lw-color-danger',
  '--lw-color-danger-subtle',
  '--lw-color-success',
  '--lw-color-success-subtle',
  '--lw-color-warning',
  '--lw-color-warning-subtle',
  '--lw-color-info',
  '--lw-color-sidebar-background',
  '--lw-color-sidebar-text',
  '--lw-color-sidebar-active-text',
  '--lw-color-sidebar-hover',
  '--lw-font-family-sans',
  '--lw-font-family-sans-hk',
  '--lw-font-family-mono',
  '--lw-font-size-xs',
  '--lw-font-size-sm',
  '--lw-font-size-md',
  '--lw-font-size-lg',
  '--lw-font-size-xl',
  '--lw-font-size-xxl',
  '--lw-font-size-display',
  '--lw-font-weight-regular',
  '--lw-font-weight-medium',
  '--lw-font-weight-semibold',
  '--lw-font-weight-bold',
  '--lw-line-height-tight',
  '--lw-line-height-normal',
  '--lw-line-height-relaxed',
  '--lw-space-0',
  '--lw-space-1',
  '--lw-space-2',
  '--lw-space-3',
  '--lw-space-4',
  '--lw-space-5',
  '--lw-space-6',
  '--lw-space-7',
  '--lw-space-8',
  '--lw-space-9',
  '--lw-space-10',
  '--lw-radius-none',
  '--lw-radius-sm',
  '--lw-radius-md',
  '--lw-radius-lg',
  '--lw-radius-xl',
  '--lw-radius-pill',
  '--lw-shadow-sm',
  '--lw-shadow-md',
  '--lw-shadow-lg',
  '--lw-motion-fast',
  '--lw-motion-normal',
  '--lw-motion-easing',
  '--lw-control-height',
  '--lw-control-font-size',
  '--lw-control-padding-x',
  '--lw-brand-logo',
  '--lw-brand-mark',
  '--lw-color-scheme',
] as const;

export type ThemeCssVariableName = (typeof themeCssVariableNames)[number];

function cssError(message: string): Error {
  return new Error(`[labelwise/ui: ThemeCssVariables] ${message}`);
}

export const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Brand image URLs are validated by createTheme (no quotes, brackets or spaces), so quoting them is enough. */
const imageValue = (url: string | undefined) => (url ? `url("${url}")` : 'none');

/**
 * The theme as CSS custom properties, in a fixed order: `--lw-color-primary`, `--lw-radius-md`, … .
 * The names are public API (listed in `themeCssVariableNames` and the Theming docs): they only ever grow.
 * Lengths are in px and durations in ms, so plain CSS can use them directly (`border-radius: var(--lw-radius-md)`).
 */
export function themeToCssVariables(
  theme: Theme,
  { prefix = '--lw' }: CssVariableOptions = {},
): Record<string, string> {
  if (!/^--[a-z][a-z0-9-]*$/.test(prefix)) {
    throw cssError(
      `prefix must look like '--lw' (two dashes, then lower-case letters, digits or dashes); received '${prefix}'.`,
    );
  }
  const variables: Record<string, string> = {};
  const set = (name: string, value: string | number) => {
    variables[`${prefix}-${name}`] = String(value);
  };
  for (const [name, value] of Object.entries(theme.color) as [keyof ThemeColors, string][])
    set(`color-${kebab(name)}`, value);
  for (const [name, value] of Object.entries(theme.font.family)) set(`font-family-${kebab(name)}`, value);
  for (const [name, value] of Object.entries(theme.font.size)) set(`font-size-${name}`, `${value}px`);
  for (const [name, value] of Object.entries(theme.font.weight)) set(`font-weight-${name}`, value);
  for (const [name, value] of Object.entries(theme.font.lineHeight)) set(`line-height-${name}`, value);
  theme.space.forEach((value, step) => set(`space-${step}`, `${value}px`));
  for (const [name, value] of Object.entries(theme.radii)) set(`radius-${name}`, `${value}px`);
  for (const [name, value] of Object.entries(theme.shadow)) set(`shadow-${name}`, value);
  set('motion-fast', `${theme.motion.fast}ms`);
  set('motion-normal', `${theme.motion.normal}ms`);
  set('motion-easing', theme.motion.easing);
  set('control-height', `${theme.control.height}px`);
  set('control-font-size', `${theme.control.fontSize}px`);
  set('control-padding-x', `${theme.control.paddingX}px`);
  set('brand-logo', imageValue(theme.brand.logo));
  set('brand-mark', imageValue(theme.brand.mark));
  set('color-scheme', theme.colorScheme);
  return variables;
}

/** A stylesheet rule declaring every variable (and `color-scheme`) on `selector`, safe to put in a `<style>`. */
export function themeToCss(theme: Theme, { selector = ':root', prefix }: ThemeCssOptions = {}): string {
  if (selector.trim() === '' || /[{}<>;@]/.test(selector)) {
    throw cssError(`selector must be a plain CSS selector such as ':root' or '.partner'; received '${selector}'.`);
  }
  const declarations = Object.entries(themeToCssVariables(theme, { prefix }))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  // Values come from a validated brand; escaping `<` still guarantees no value can close the <style> element.
  return `${selector} {\n${declarations}\n  color-scheme: ${theme.colorScheme};\n}\n`.replace(/</g, '\\3c ');
}
