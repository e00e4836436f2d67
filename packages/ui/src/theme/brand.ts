import { defaultPrimaryColor, type ColorScheme, type RadiusScale } from '../tokens';

/**
 * A brand restyles the whole library: partner brands pass one object to `LabelwiseProvider` (or `createTheme`).
 * Only `name` and `primaryColor` are required; every other field falls back to the Labelwise default, so a
 * brand written for an older version keeps rendering exactly as before.
 *
 * Colours accept any opaque CSS Color 4 colour: hex (`#0a7`, `#00aa77`), a name, `rgb()`, `hsl()`, `oklch()`,
 * `color(display-p3 …)` and the other syntaxes; not `var()`, which has no value until a page resolves it. Whatever
 * the colour, the theme derives text and fill shades that keep
 * WCAG AA contrast (4.5:1 for text, 3:1 for focus indicators), so a partner cannot pick an unreadable brand.
 */
export interface Brand {
  /** Shown as the wordmark and used as the logo's alt text. */
  name: string;
  /** Any CSS colour; the library derives hover, subtle and accessible shades from it. */
  primaryColor: string;
  /**
   * A second brand colour for highlights the partner composes (badges, callouts, illustrations).
   * Exposed as `theme.color.accent*` and `--lw-color-accent*`. Default: the primary colour.
   */
  accentColor?: string;
  /**
   * A colour mixed lightly into the greys (surfaces, borders, text), e.g. a warm or a blue-grey neutral.
   * Text shades are re-checked after tinting, so contrast never drops below AA. Default: pure greys.
   */
  neutralTint?: string;
  /**
   * A CSS `font-family` list put in front of the library's stack, e.g. `"'Source Sans 3'"`.
   * The library never fetches fonts: load the font yourself (a self-hosted `@font-face`, `@fontsource/*`,
   * or your font service) before or alongside the provider. Until it loads, or if it lacks a glyph,
   * text falls back to Inter / Noto Sans SC / Noto Sans HK / system-ui, which keeps CJK locales readable.
   */
  fontFamily?: string;
  /**
   * Corner rounding: `'none'` (square), `'small'` (half), `'medium'` (the product default) or `'large'`
   * (double); or a multiplier from 0 to 4 applied to every radius token. Pill shapes stay pills.
   */
  radius?: RadiusScale | number;
  /** Full logo image URL (SVG recommended); without it components render the name as a wordmark. */
  logo?: string;
  /** Rendered logo height in px (width follows the image's aspect ratio). Default 32. */
  logoHeight?: number;
  /**
   * A compact square mark (favicon-like) for places too narrow for the full logo, such as a collapsed
   * sidebar or an app icon. Available as `theme.brand.mark` and `--lw-brand-mark`.
   */
  mark?: string;
  /** `'light'` (default) or `'dark'`: surfaces, text, borders and every derived brand shade follow. */
  colorScheme?: ColorScheme;
}

export const labelwiseBrand: Brand = {
  name: 'Labelwise',
  primaryColor: defaultPrimaryColor,
};
