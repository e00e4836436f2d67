import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTheme } from './createTheme';
import { defaultTheme } from './defaultTheme';
import { themeCssVariableNames, themeToCss, themeToCssVariables } from './cssVariables';
import { LabelwiseProvider } from './LabelwiseProvider';
import { ThemeCssVariables } from './ThemeCssVariables';

describe('themeToCssVariables', () => {
  it('emits exactly the documented public names, in order', () => {
    expect(Object.keys(themeToCssVariables(defaultTheme))).toEqual([...themeCssVariableNames]);
  });

  it('carries the brand: colours, radii in px, font stack, logo and scheme', () => {
    const theme = createTheme({
      name: 'Itari',
      primaryColor: '#11a983',
      radius: 'large',
      fontFamily: "'Source Sans 3'",
      logo: 'https://cdn.example.com/itari.svg',
      colorScheme: 'dark',
    });
    const variables = themeToCssVariables(theme);
    expect(variables['--lw-color-primary']).toBe('#11a983');
    expect(variables['--lw-color-surface']).toBe(theme.color.surface);
    expect(variables['--lw-radius-md']).toBe('8px');
    expect(variables['--lw-font-family-sans']).toMatch(/^'Source Sans 3', /);
    expect(variables['--lw-brand-logo']).toBe('url("https://cdn.example.com/itari.svg")');
    expect(variables['--lw-brand-mark']).toBe('none');
    expect(variables['--lw-color-scheme']).toBe('dark');
  });

  it('uses another prefix when asked and rejects one that is not a custom property', () => {
    expect(Object.keys(themeToCssVariables(defaultTheme, { prefix: '--acme' }))[0]).toBe('--acme-color-primary');
    expect(() => themeToCssVariables(defaultTheme, { prefix: 'lw' })).toThrow(
      /^\[labelwise\/ui: ThemeCssVariables\] prefix/,
    );
  });
});

describe('themeToCss', () => {
  it('writes one rule on the selector with color-scheme', () => {
    const css = themeToCss(defaultTheme, { selector: '.partner' });
    expect(css.startsWith('.partner {\n  --lw-color-primary: #409EFF;')).toBe(true);
    expect(css).toContain('  color-scheme: light;\n}');
  });

  it('refuses a selector that would break out of the rule', () => {
    expect(() => themeToCss(defaultTheme, { selector: ':root{} body' })).toThrow(
      /^\[labelwise\/ui: ThemeCssVariables\] selector/,
    );
  });
});

describe('ThemeCssVariables', () => {
  it('server-renders a style element with the provider brand', () => {
    const html = renderToString(
      <LabelwiseProvider brand={{ name: 'Phomemo', primaryColor: '#f5222d' }}>
        <ThemeCssVariables selector=":root" />
      </LabelwiseProvider>,
    );
    expect(html).toMatch(/^<style data-lw-theme-variables="">:root \{/);
    expect(html).toContain('--lw-color-primary: #f5222d;');
    // The style holds CSS only: nothing in it can close the element early.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
