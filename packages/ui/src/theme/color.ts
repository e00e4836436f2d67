import {
  converter,
  formatHex,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  toGamut,
  useMode as registerMode,
  type Color,
} from 'culori/fn';
import { defaultPrimaryColor, palette } from '../tokens';

// Every colour space CSS Color 4 can write: hex, names, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() and
// color(srgb | srgb-linear | display-p3 | a98-rgb | prophoto-rgb | rec2020 | xyz-d50 | xyz-d65 …). Registered one
// by one (culori/fn) so the bundle holds these spaces only; culori's `useMode` is renamed: it is not a React hook.
for (const mode of [
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeXyz50,
  modeXyz65,
  modeRgb,
])
  registerMode(mode);
const oklch = converter('oklch');
/** CSS Color 4 gamut mapping: a wide-gamut colour (display-p3, oklch) lands on the nearest sRGB colour of its hue. */
const toSrgb = toGamut('rgb', 'oklch');

/** A colour's sRGB channels from 0 to 1, and its alpha when it is not opaque. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  alpha?: number;
}

function parsed(value: unknown): Color | undefined {
  return typeof value === 'string' ? parse(value.trim()) : undefined;
}

/** A colour in sRGB (wide-gamut colours mapped into it). Throws for what is not a CSS colour. */
export function srgbOf(color: string): Rgb {
  const found = parsed(color);
  if (!found) throw new TypeError(`'${color}' is not a CSS colour`);
  const { r, g, b, alpha } = toSrgb(found);
  const channels = { r, g, b };
  return alpha !== undefined && alpha < 1 ? { ...channels, alpha } : channels;
}

/** `#rrggbb` of a colour; the alpha is dropped. */
export function hexOf(color: string): string {
  return formatHex({ mode: 'rgb', ...srgbOf(color) });
}

/**
 * Throws a library error for what is not an opaque CSS colour, so a bad brand fails loudly, not silently grey.
 * `var()` gets its own message: the theme computes shades and contrast from the value, which a custom property
 * only has once a page resolves it.
 */
export function assertColor(component: string, name: string, value: unknown): void {
  if (typeof value === 'string' && /\bvar\(/iu.test(value)) {
    throw new Error(
      `[labelwise/ui: ${component}] ${name} must be a resolved colour, not '${value}': the theme computes shades and contrast from it. Pass the colour itself (for example the value of getComputedStyle(document.documentElement).getPropertyValue('--brand')).`,
    );
  }
  const found = parsed(value);
  if (!found) {
    throw new Error(
      `[labelwise/ui: ${component}] ${name} must be a CSS colour such as '${defaultPrimaryColor}' or 'oklch(0.7 0.15 250)'; received '${String(value)}'.`,
    );
  }
  // A see-through brand colour has no fixed contrast: it depends on whatever is behind it.
  if (found.alpha !== undefined && found.alpha < 1) {
    throw new Error(`[labelwise/ui: ${component}] ${name} must be an opaque colour; received '${String(value)}'.`);
  }
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent colour as it shows over an opaque background (focus halos and overlays are translucent). */
function over(color: Rgb, background: Rgb): Rgb {
  const alpha = color.alpha ?? 1;
  if (alpha >= 1) return color;
  const mixChannel = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha);
  return {
    r: mixChannel(color.r, background.r),
    g: mixChannel(color.g, background.g),
    b: mixChannel(color.b, background.b),
  };
}

/**
 * WCAG 2 contrast ratio, unrounded (rounding would let 4.495:1 pass as 4.5:1), the one contrast function of the
 * library and its docs. A translucent `a` is first laid over `b`, as the eye sees it.
 */
export function contrastRatio(a: string, b: string): number {
  const background = srgbOf(b);
  const la = luminance(over(srgbOf(a), background));
  const lb = luminance(background);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** True when `background` is light, so readable shades on it are darker than the brand colour, not lighter. */
export function isLight(background: string): boolean {
  return contrastRatio(background, palette.black) >= contrastRatio(background, palette.white);
}

/**
 * The shade of `color` nearest to it that reaches `ratio` contrast against `background`: its OKLCH lightness moves
 * (darker on a light background, lighter on a dark one) while hue and chroma stay, so a brand's shade still reads as
 * the brand. Brand colours are often too light for white text (the default primary is 2.9:1), so filled surfaces
 * and link text use this shade while borders keep the raw colour. When no shade of that hue gets there (a mid-grey
 * background), the extreme of that direction is returned, the most contrast any colour has on that side.
 */
export function accessibleShade(color: string, background: string, ratio = 4.5): string {
  const start = hexOf(color);
  if (contrastRatio(start, background) >= ratio) return start;
  const towardsDark = isLight(background);
  const extreme = towardsDark ? palette.black : palette.white;
  if (contrastRatio(extreme, background) < ratio) return extreme;
  const base = oklch(start);
  if (!base) return extreme;
  const at = (l: number) => formatHex(toSrgb({ ...base, l }));
  // Lightness from the brand's own (fails) to the extreme (passes): halve the gap twenty times, then keep the pass.
  let fails = base.l;
  let passes = towardsDark ? 0 : 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (fails + passes) / 2;
    if (contrastRatio(at(middle), background) >= ratio) passes = middle;
    else fails = middle;
  }
  const shade = at(passes);
  // Gamut mapping and hex rounding are not perfectly monotonic; the pure extreme always passes.
  return contrastRatio(shade, background) >= ratio ? shade : extreme;
}

/** Picks the dark or the light text colour, whichever reads better on `background`. */
export function readableOn(background: string, dark: string = palette.gray900, light: string = palette.white): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}

/** `amount` (0 to 1) of `color` mixed into `base` in sRGB, as `#rrggbb`. */
function mix(amount: number, color: string, base: string): string {
  const top = srgbOf(color);
  const bottom = srgbOf(base);
  const channel = (a: number, b: number) => a * amount + b * (1 - amount);
  return formatHex({
    mode: 'rgb',
    r: channel(top.r, bottom.r),
    g: channel(top.g, bottom.g),
    b: channel(top.b, bottom.b),
  });
}

/** `amount` of `color` mixed into white: the light-scheme tints (subtle backgrounds). */
export function tint(color: string, amount: number): string {
  return mix(amount, color, palette.white);
}

/** `amount` of `color` mixed into `base`; `color` undefined leaves `base` unchanged. */
export function blend(base: string, color: string | undefined, amount: number): string {
  return color === undefined ? base : mix(amount, color, base);
}

/** `color` at `alpha` opacity, as `rgba()`. */
export function withAlpha(color: string, alpha: number): string {
  const { r, g, b } = srgbOf(color);
  const byte = (c: number) => Math.round(c * 255);
  return `rgba(${byte(r)}, ${byte(g)}, ${byte(b)}, ${alpha})`;
}
