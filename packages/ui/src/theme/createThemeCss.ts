import { componentSizes, defaultComponentSize, sideThemes, type ComponentSize, type SideTheme } from '../tokens';
import { labelwiseBrand, type Brand } from './brand';
import { createTheme, type ThemeOptions } from './createTheme';
import { themeToCss, themeToCssVariables, type ThemeCssOptions } from './cssVariables';

/** The sidebar theme the base rule holds; the other one is a `data-lw-side-theme` rule. */
export const defaultSideTheme: SideTheme = 'theme-dark';

interface Variant {
  attribute: 'data-lw-side-theme' | 'data-lw-size';
  value: SideTheme | ComponentSize;
  options: Omit<ThemeOptions, 'brand'>;
}

const variants: Variant[] = [
  ...sideThemes
    .filter((sideTheme) => sideTheme !== defaultSideTheme)
    .map((sideTheme): Variant => ({ attribute: 'data-lw-side-theme', value: sideTheme, options: { sideTheme } })),
  ...componentSizes
    .filter((size) => size !== defaultComponentSize)
    .map((size): Variant => ({ attribute: 'data-lw-size', value: size, options: { size } })),
];

/**
 * A complete stylesheet of a brand's tokens as CSS custom properties, for pages or parts of pages that are not
 * React: the same `--lw-*` properties, with the same values, that `<ThemeCssVariables />` renders for that brand.
 * The rule on `selector` holds the default component size and dark sidebar; an element marked
 * `data-lw-side-theme="theme-light"` or `data-lw-size="small"` (`default`, `medium`, `mini`) inside it gets that
 * sidebar's colours or that size's control metrics. The package's `tokens.css` and `tokens-dark.css` are this
 * function's output for the Labelwise brand, written at build time.
 */
export function createThemeCss(brand: Brand = labelwiseBrand, options: ThemeCssOptions = {}): string {
  const { selector = ':root', prefix } = options;
  const base = createTheme(brand, { sideTheme: defaultSideTheme, size: defaultComponentSize });
  const baseVariables = themeToCssVariables(base, { prefix });
  const rules = [themeToCss(base, { selector, prefix })];
  for (const { attribute, value, options: variantOptions } of variants) {
    const variables = themeToCssVariables(createTheme(brand, variantOptions), { prefix });
    const changed = Object.entries(variables).filter(([name, variable]) => baseVariables[name] !== variable);
    if (changed.length === 0) continue;
    // `:where()` keeps the rule as specific as the base one, so the marked element's own values win by order.
    const marked = `[${attribute}="${value}"]`;
    const declarations = changed.map(([name, variable]) => `  ${name}: ${variable};`).join('\n');
    rules.push(`:where(${selector})${marked},\n:where(${selector}) ${marked} {\n${declarations}\n}\n`);
  }
  return rules.join('\n').replace(/</g, '\\3c ');
}
