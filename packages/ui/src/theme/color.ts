import { darken, getLuminance, lighten, mix, parseToRgb } from 'polished';
import { defaultPrimaryColor, palette } from '../tokens';

/** Throws a library error for colours polished cannot parse, so a bad brand fails loudly, not silently grey. */
export function assertColor(component: string, name: string, value: unknown): void {
  let alpha = 1;
  try {
    if (typeof value !== 'string') throw new TypeError('not a string');
    const parsed = parseToRgb(value);
    alpha = 'alpha' in parsed ? parsed.alpha : 1;
  } catch {
    throw new Error(
      `[labelwise/ui: ${component}] ${name} must be a CSS colour such as '${defaultPrimaryColor}'; received '${String(value)}'.`,
    );
  }
  // A see-through brand colour has no fixed contrast: it depends on whatever is behind it.
  if (alpha < 1) {
    throw new Error(`[labelwise/ui: ${component}] ${name} must be an opaque colour; received '${String(value)}'.`);
  }
}

/**
 * WCAG 2 contrast ratio, unrounded. polished's `getContrast` rounds to two decimals, which lets 4.495:1 pass as
 * 4.5:1; the guarantees below are about the exact ratio.
 */
export function contrastRatio(a: string, b: string): number {
  const la = getLuminance(a);
  const lb = getLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** True when `background` is light, so readable shades on it are darker than the brand colour, not lighter. */
export function isLight(background: string): boolean {
  return contrastRatio(background, palette.black) >= contrastRatio(background, palette.white);
}

/**
 * Darkens (on a light background) or lightens (on a dark one) `color` in small steps until it reaches `ratio`
 * contrast against `background`. Brand colours are often too light for white text (the default primary is
 * 2.9:1), so filled surfaces and link text use this accessible shade while borders keep the raw brand colour.
 * If small steps cannot get there (a mid-grey background), the extreme of that direction is returned, which
 * is the most contrast any colour can have on that side.
 */
export function accessibleShade(color: string, background: string, ratio = 4.5): string {
  const towardsDark = isLight(background);
  let shade = color;
  for (let step = 0; step < 40 && contrastRatio(shade, background) < ratio; step += 1) {
    shade = towardsDark ? darken(0.02, shade) : lighten(0.02, shade);
  }
  if (contrastRatio(shade, background) >= ratio) return shade;
  return towardsDark ? palette.black : palette.white;
}

/** Picks the dark or the light text colour, whichever reads better on `background`. */
export function readableOn(background: string, dark: string = palette.gray900, light: string = palette.white): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}

/** `amount` of `color` mixed into white: the light-scheme tints (subtle backgrounds). */
export function tint(color: string, amount: number): string {
  return mix(amount, color, palette.white);
}

/** `amount` of `color` mixed into `base`; `color` undefined leaves `base` unchanged. */
export function blend(base: string, color: string | undefined, amount: number): string {
  return color === undefined ? base : mix(amount, color, base);
}
