import type { Theme } from './createTheme';
import { hexOf, srgbOf } from './color';
import { kebab } from './cssVariables';

/** A colour value of the Design Tokens Community Group format: sRGB components from 0 to 1. */
export interface DesignTokenColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  /** The same colour as `#rrggbb`, for tools that read only hex. */
  hex: string;
}

export interface DesignTokenDimension {
  value: number;
  unit: 'px';
}

export interface DesignTokenShadow {
  color: DesignTokenColor;
  offsetX: DesignTokenDimension;
  offsetY: DesignTokenDimension;
  blur: DesignTokenDimension;
  spread: DesignTokenDimension;
}

/** One token of the Design Tokens Community Group format (2025.10): a `$type` and a `$value` of that type. */
export type DesignToken =
  | { $type: 'color'; $value: DesignTokenColor }
  | { $type: 'dimension'; $value: DesignTokenDimension }
  | { $type: 'duration'; $value: { value: number; unit: 'ms' } }
  | { $type: 'cubicBezier'; $value: [number, number, number, number] }
  | { $type: 'fontFamily'; $value: string[] }
  | { $type: 'fontWeight'; $value: number }
  | { $type: 'number'; $value: number }
  | { $type: 'shadow'; $value: DesignTokenShadow };

/**
 * The token groups of a theme. A token's path joined with dashes is the name of the custom property the theme's
 * CSS sets (`color.primary-strong` is `--lw-color-primary-strong`), with the same value.
 */
export interface DesignTokens {
  $description: string;
  color: Record<string, DesignToken>;
  'font-family': Record<string, DesignToken>;
  'font-size': Record<string, DesignToken>;
  'font-weight': Record<string, DesignToken>;
  'line-height': Record<string, DesignToken>;
  space: Record<string, DesignToken>;
  radius: Record<string, DesignToken>;
  shadow: Record<string, DesignToken>;
  motion: Record<string, DesignToken>;
  control: Record<string, DesignToken>;
}

function tokenError(message: string): Error {
  return new Error(`[labelwise/ui: DesignTokens] ${message}`);
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function colorValue(value: string): DesignTokenColor {
  const { r, g, b, alpha } = srgbOf(value);
  const token: DesignTokenColor = { colorSpace: 'srgb', components: [round(r), round(g), round(b)], hex: hexOf(value) };
  if (alpha !== undefined && alpha < 1) token.alpha = round(alpha);
  return token;
}

const color = (value: string): DesignToken => ({ $type: 'color', $value: colorValue(value) });
const dimension = (value: number): DesignTokenDimension => ({ value, unit: 'px' });
const px = (value: number): DesignToken => ({ $type: 'dimension', $value: dimension(value) });

/** Splits a CSS font-family list into names, without the quotes. */
function fontFamilies(stack: string): DesignToken {
  const names = stack.match(/'[^']*'|"[^"]*"|[^,]+/g) ?? [];
  return {
    $type: 'fontFamily',
    $value: names.map((name) => name.trim().replace(/^['"]|['"]$/g, '')).filter((name) => name !== ''),
  };
}

/** `0 1px 2px rgba(0, 0, 0, 0.08)`: the only shadow shape the tokens use. */
function shadowToken(value: string): DesignToken {
  const match = /^(\S+)\s+(\S+)\s+(\S+)\s+(?:(\S+)\s+)?(\S*\(.*\)|#\w+)$/.exec(value.trim());
  const lengths = match?.slice(1, 5).map((length) => (length === undefined ? 0 : Number.parseFloat(length)));
  if (!match?.[5] || !lengths || lengths.some((length) => Number.isNaN(length))) {
    throw tokenError(`shadow '${value}' is not '<x> <y> <blur> [<spread>] <colour>'.`);
  }
  const [offsetX = 0, offsetY = 0, blur = 0, spread = 0] = lengths;
  return {
    $type: 'shadow',
    $value: {
      color: colorValue(match[5]),
      offsetX: dimension(offsetX),
      offsetY: dimension(offsetY),
      blur: dimension(blur),
      spread: dimension(spread),
    },
  };
}

function cubicBezier(value: string): DesignToken {
  const points = /^cubic-bezier\(([^)]*)\)$/.exec(value)?.[1]?.split(',').map(Number);
  if (points?.length !== 4 || points.some((point) => Number.isNaN(point))) {
    throw tokenError(`easing '${value}' is not a cubic-bezier().`);
  }
  return { $type: 'cubicBezier', $value: points as [number, number, number, number] };
}

/** The record's values mapped, under kebab-case names (`primaryStrong` becomes `primary-strong`). */
const mapValues = <T, R>(record: object, map: (value: T) => R): Record<string, R> =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [kebab(name), map(value as T)]));

/**
 * The theme as design tokens in the Design Tokens Community Group format, for design tools and token pipelines
 * (Style Dictionary, Terrazzo, Tokens Studio). Holds the same values as the theme's CSS custom properties.
 */
export function themeToDesignTokens(theme: Theme): DesignTokens {
  return {
    $description: `Labelwise design tokens: brand '${theme.brand.name}', ${theme.colorScheme} colour scheme, ${theme.size} component size, ${theme.sideTheme} sidebar.`,
    color: mapValues(theme.color, color),
    'font-family': mapValues(theme.font.family, fontFamilies),
    'font-size': mapValues(theme.font.size, px),
    'font-weight': mapValues(theme.font.weight, (value: number) => ({ $type: 'fontWeight', $value: value })),
    'line-height': mapValues(theme.font.lineHeight, (value: number) => ({ $type: 'number', $value: value })),
    space: Object.fromEntries(theme.space.map((value, step) => [String(step), px(value)])),
    radius: mapValues(theme.radii, px),
    shadow: mapValues(theme.shadow, shadowToken),
    motion: {
      fast: { $type: 'duration', $value: { value: theme.motion.fast, unit: 'ms' } },
      normal: { $type: 'duration', $value: { value: theme.motion.normal, unit: 'ms' } },
      easing: cubicBezier(theme.motion.easing),
    },
    control: {
      height: px(theme.control.height),
      'font-size': px(theme.control.fontSize),
      'padding-x': px(theme.control.paddingX),
    },
  };
}
