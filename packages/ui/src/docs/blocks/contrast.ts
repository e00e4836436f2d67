import { getContrast, parseToRgb, rgb } from 'polished';

/** WCAG 2.2 levels for text: 4.5:1 for body text, 3:1 for large text and user-interface parts. */
export type ContrastLevel = 'aa' | 'aa-large' | 'fail';

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 4.5) return 'aa';
  if (ratio >= 3) return 'aa-large';
  return 'fail';
}

/** A translucent colour as it shows over an opaque background (focus rings and overlays are translucent). */
function composite(color: string, background: string): string {
  const top = parseToRgb(color);
  const alpha = 'alpha' in top ? top.alpha : 1;
  if (alpha >= 1) return color;
  const bottom = parseToRgb(background);
  const blend = (a: number, b: number) => Math.round(a * alpha + b * (1 - alpha));
  return rgb(blend(top.red, bottom.red), blend(top.green, bottom.green), blend(top.blue, bottom.blue));
}

/** The contrast of two CSS colours, or undefined for values that are not plain colours (gradients, `transparent`). */
export function contrastOf(foreground: string, background: string): number | undefined {
  try {
    return getContrast(composite(foreground, background), background);
  } catch {
    return undefined;
  }
}
