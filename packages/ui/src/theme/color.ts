import { darken, getContrast, mix, parseToRgb } from 'polished';
import { defaultPrimaryColor, palette } from '../tokens';

/** Throws a library error for colours polished cannot parse, so a bad brand fails loudly, not silently grey. */
export function assertColor(component: string, name: string, value: string): void {
  try {
    parseToRgb(value);
  } catch {
    throw new Error(`[labelwise/ui: ${component}] ${name} must be a CSS colour such as '${defaultPrimaryColor}'; received '${value}'.`);
  }
}

/**
 * Darkens `color` in small steps until it reaches `ratio` contrast against `background`.
 * Brand colours are often too light for white text (the default primary is 2.9:1), so filled
 * surfaces and link text use this accessible shade while borders and accents keep the raw brand colour.
 */
export function accessibleShade(color: string, background: string, ratio = 4.5): string {
  let shade = color;
  for (let step = 0; step < 40 && getContrast(shade, background) < ratio; step += 1) {
    shade = darken(0.02, shade);
  }
  return shade;
}

/** Picks black-ish or white text, whichever reads better on `background`. */
export function readableOn(background: string, dark: string = palette.gray900, light: string = palette.white): string {
  return getContrast(background, light) >= getContrast(background, dark) ? light : dark;
}

export function tint(color: string, amount: number): string {
  return mix(amount, color, palette.white);
}
