import { parseToRgb } from 'polished';

/** A colour's sRGB channels from 0 to 1, and its alpha when it is not opaque. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  alpha?: number;
}

/** A colour in sRGB. Throws for what is not a CSS colour. */
export function srgbOf(color: string): Rgb {
  const parsed = parseToRgb(color);
  const channels = { r: parsed.red / 255, g: parsed.green / 255, b: parsed.blue / 255 };
  return 'alpha' in parsed ? { ...channels, alpha: parsed.alpha } : channels;
}

/** `#rrggbb` of a colour; the alpha is dropped. */
export function hexOf(color: string): string {
  const { r, g, b } = srgbOf(color);
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
