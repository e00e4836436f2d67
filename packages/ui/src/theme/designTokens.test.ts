import { defineConfig, Logger, parse } from '@terrazzo/parser';
import { describe, expect, it } from 'vitest';
import { colorSchemes } from '../tokens';
import { labelwiseBrand } from './brand';
import { createTheme } from './createTheme';
import { hexOf, srgbOf } from './color';
import { themeCssVariableNames, themeToCssVariables } from './cssVariables';
import type { DesignToken, DesignTokenColor } from './designTokens';
import { tokenFiles } from './tokenFiles';

const files = tokenFiles();

/** Every token of a DTCG document with its path; groups are objects without `$value`. */
function leaves(group: object, path: string[] = []): [string[], DesignToken][] {
  return Object.entries(group).flatMap(([name, node]): [string[], DesignToken][] => {
    if (name.startsWith('$')) return [];
    if (typeof node === 'object' && node !== null && '$value' in node) return [[[...path, name], node as DesignToken]];
    return leaves(node as object, [...path, name]);
  });
}

/** A colour as `#rrggbb` plus its alpha, so `rgba(0, 0, 0, 0.5)` and `#000000` at 0.5 compare equal. */
const colourKey = (color: DesignTokenColor | string) =>
  typeof color === 'string' ? `${hexOf(color)} ${srgbOf(color).alpha ?? 1}` : `${color.hex} ${color.alpha ?? 1}`;

/** The CSS a token stands for, with colours as colourKey, to compare with the custom property's value. */
function cssOf(token: DesignToken): string {
  switch (token.$type) {
    case 'color':
      return colourKey(token.$value);
    case 'dimension':
    case 'duration':
      return `${token.$value.value}${token.$value.unit}`;
    case 'cubicBezier':
      return `cubic-bezier(${token.$value.join(', ')})`;
    case 'fontFamily':
      return token.$value.join(',');
    case 'fontWeight':
    case 'number':
      return String(token.$value);
    case 'shadow': {
      const { offsetX, offsetY, blur, spread, color } = token.$value;
      return [offsetX, offsetY, blur, spread].map((length) => length.value).join(' ') + ` ${colourKey(color)}`;
    }
  }
}

/** The custom property's value in cssOf's form. */
function normalised(token: DesignToken, value: string): string {
  if (token.$type === 'color') return colourKey(value);
  if (token.$type === 'fontFamily') return value.replace(/['"]/g, '').replace(/,\s*/g, ',');
  if (token.$type === 'shadow') {
    const [, lengths = '', colour = ''] = /^((?:-?[\d.]+(?:px)?\s+){2,4})(.*)$/.exec(value) ?? [];
    const numbers = lengths.trim().split(/\s+/).map(Number.parseFloat);
    while (numbers.length < 4) numbers.push(0);
    return `${numbers.join(' ')} ${colourKey(colour)}`;
  }
  return value;
}

describe.each(colorSchemes)('the %s DTCG file', (colorScheme) => {
  const source = files[`tokens/${colorScheme}.tokens.json`] ?? '';
  const document = JSON.parse(source) as object;
  const tokens = leaves(document);

  it('is valid Design Tokens Community Group JSON: Terrazzo parses and lints it without a warning', async () => {
    const logger = new Logger({ level: 'warn' });
    const messages: string[] = [];
    logger.warn = (...entries) => messages.push(...entries.map((entry) => entry.message));
    const config = defineConfig({}, { cwd: new URL('file:///tokens/'), logger });
    const { tokens: parsed } = await parse(
      [{ filename: new URL(`file:///tokens/${colorScheme}.tokens.json`), src: source }],
      {
        config,
        logger,
      },
    );
    expect(messages).toEqual([]);
    expect(Object.keys(parsed).sort()).toEqual(tokens.map(([path]) => path.join('.')).sort());
  });

  it('gives every token a $type and a $value of that type', () => {
    expect(tokens.length).toBeGreaterThan(60);
    for (const [path, token] of tokens) {
      expect(Object.keys(token).sort(), path.join('.')).toEqual(['$type', '$value']);
    }
    const colors = tokens.filter(([, token]) => token.$type === 'color').map(([, token]) => token.$value);
    for (const color of colors as DesignTokenColor[]) {
      expect(color.colorSpace).toBe('srgb');
      expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(color.components.every((component) => component >= 0 && component <= 1)).toBe(true);
    }
  });

  it('holds the values of the custom properties, one token for each (the brand images and scheme aside)', () => {
    const variables = themeToCssVariables(createTheme({ ...labelwiseBrand, colorScheme }));
    const named = tokens.map(([path, token]) => [`--lw-${path.join('-')}`, token] as const);
    expect(named.map(([name]) => name).sort()).toEqual(
      themeCssVariableNames
        .filter((name) => !['--lw-brand-logo', '--lw-brand-mark', '--lw-color-scheme'].includes(name))
        .sort(),
    );
    for (const [name, token] of named) {
      expect(cssOf(token), name).toBe(normalised(token, variables[name] ?? ''));
    }
  });
});
