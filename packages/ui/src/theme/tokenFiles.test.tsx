import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  colorSchemes,
  componentSizes,
  sideThemes,
  type ColorScheme,
  type ComponentSize,
  type SideTheme,
} from '../tokens';
import { labelwiseBrand } from './brand';
import { createThemeCss } from './createThemeCss';
import { themeCssVariableNames } from './cssVariables';
import { LabelwiseProvider } from './LabelwiseProvider';
import { ThemeCssVariables } from './ThemeCssVariables';
import { tokenFiles } from './tokenFiles';

interface Rule {
  selectors: string[];
  declarations: Record<string, string>;
}

/** The rules of a stylesheet made of plain rules (no at-rules, no nesting), as the token files are. */
function rules(css: string): Rule[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selectorText = '', body = '']) => ({
    selectors: selectorText.split(',').map((selector) => selector.trim()),
    declarations: Object.fromEntries(
      body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter((declaration) => declaration !== '')
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  }));
}

/**
 * The custom properties an element marked with `data-lw-side-theme` and `data-lw-size` inside `:root` ends up
 * with: the cascade of the file's rules, for the selectors the files use.
 */
function resolved(css: string, sideTheme: SideTheme, size: ComponentSize): Record<string, string> {
  const attributes = `[data-lw-side-theme="${sideTheme}"][data-lw-size="${size}"]`;
  const applies = (selector: string) =>
    selector === ':root' ||
    [...selector.matchAll(/\[[^\]]+\]/g)].every(([attribute]) => attributes.includes(attribute));
  const properties: Record<string, string> = {};
  for (const rule of rules(css)) {
    if (rule.selectors.some(applies)) Object.assign(properties, rule.declarations);
  }
  return Object.fromEntries(Object.entries(properties).filter(([name]) => name.startsWith('--')));
}

/** What the provider's `<ThemeCssVariables />` puts in the page at run time for these options. */
function runtimeProperties(colorScheme: ColorScheme, sideTheme: SideTheme, size: ComponentSize) {
  const html = renderToString(
    <LabelwiseProvider brand={{ ...labelwiseBrand, colorScheme }} sideTheme={sideTheme} size={size}>
      <ThemeCssVariables />
    </LabelwiseProvider>,
  );
  const css = /<style[^>]*>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
  return rules(css)[0]?.declarations ?? {};
}

const files = tokenFiles();

describe('tokens as files', () => {
  it('writes a stylesheet and a DTCG file per colour scheme', () => {
    expect(Object.keys(files).sort()).toEqual([
      'tokens/dark.css',
      'tokens/dark.tokens.json',
      'tokens/light.css',
      'tokens/light.tokens.json',
    ]);
  });

  const combinations = colorSchemes.flatMap((colorScheme) =>
    sideThemes.flatMap((sideTheme) => componentSizes.map((size) => [colorScheme, sideTheme, size] as const)),
  );

  it.each(combinations)(
    '%s.css gives a %s sidebar at size %s exactly the custom properties the provider sets',
    (colorScheme, sideTheme, size) => {
      const fromFile = resolved(files[`tokens/${colorScheme}.css`] ?? '', sideTheme, size);
      const atRunTime = runtimeProperties(colorScheme, sideTheme, size);
      expect(Object.keys(fromFile).sort()).toEqual([...themeCssVariableNames].sort());
      expect(fromFile).toEqual(Object.fromEntries(Object.entries(atRunTime).filter(([name]) => name.startsWith('--'))));
    },
  );

  it('differs between the schemes where the colours do', () => {
    const light = resolved(files['tokens/light.css'] ?? '', 'theme-dark', 'medium');
    const dark = resolved(files['tokens/dark.css'] ?? '', 'theme-dark', 'medium');
    expect(dark['--lw-color-surface']).not.toBe(light['--lw-color-surface']);
    expect(dark['--lw-color-scheme']).toBe('dark');
    expect(files['tokens/dark.css']).toContain('color-scheme: dark;');
  });
});

describe('createThemeCss', () => {
  it('themes a partner brand on its own selector, with its sidebar and size rules scoped to it', () => {
    const css = createThemeCss({ name: 'Acme', primaryColor: '#ff6a00' }, { selector: '.acme' });
    expect(css.startsWith('.acme {\n  --lw-color-primary: #ff6a00;')).toBe(true);
    expect(css).toContain(':where(.acme) [data-lw-side-theme="theme-light"] {');
    expect(css).toContain(':where(.acme)[data-lw-size="small"],');
    expect(css).not.toContain('#409EFF');
  });

  it('refuses what the theme refuses', () => {
    expect(() => createThemeCss({ name: 'Acme', primaryColor: 'nope' })).toThrow(/^\[labelwise\/ui: createTheme\]/);
    expect(() => createThemeCss(labelwiseBrand, { selector: '} body {' })).toThrow(/ThemeCssVariables\] selector/);
  });
});
