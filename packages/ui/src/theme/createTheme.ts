import {
  colorSchemes,
  controlSizes,
  darkPalette,
  defaultComponentSize,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  motion,
  palette,
  radii,
  radiusScales,
  shadow,
  sideThemes,
  space,
  zIndex,
  type ColorScheme,
  type ComponentSize,
  type ControlMetrics,
  type SideTheme,
} from '../tokens';
import { labelwiseBrand, type Brand } from './brand';
import { accessibleShade, assertColor, blend, contrastRatio, isLight, readableOn } from './color';

export interface ThemeColors {
  /** The raw brand colour: borders, focus accents, icons on white. */
  primary: string;
  /** A shade of the brand colour with 4.5:1 contrast on the surfaces: filled buttons, link text, focus outline. */
  primaryStrong: string;
  primaryHover: string;
  /** A very light tint for selected rows, active tags and hovered menu items. */
  primarySubtle: string;
  onPrimary: string;
  /** The raw accent colour (the primary when the brand has none): decorative highlights, illustrations. */
  accent: string;
  /** A shade of the accent with 4.5:1 contrast on every surface: accent text and filled accent badges. */
  accentStrong: string;
  accentSubtle: string;
  /** Text on an `accentStrong` fill. */
  onAccent: string;
  text: string;
  textMuted: string;
  textInverse: string;
  surface: string;
  surfaceMuted: string;
  surfaceRaised: string;
  border: string;
  borderStrong: string;
  /** The 2 px keyboard focus outline: 3:1 or more against every surface, for any brand. */
  focusRing: string;
  overlay: string;
  danger: string;
  dangerSubtle: string;
  success: string;
  successSubtle: string;
  warning: string;
  warningSubtle: string;
  info: string;
  sidebarBackground: string;
  sidebarText: string;
  sidebarActiveText: string;
  sidebarHover: string;
}

/** Radius tokens after the brand's radius scale. */
export type ThemeRadii = { readonly [K in keyof typeof radii]: number };
/** Font stacks after the brand's font family. */
export type ThemeFontFamily = { readonly [K in keyof typeof fontFamily]: string };

export interface Theme {
  brand: Brand;
  /** The brand's colour scheme; `color` already holds that scheme's values. */
  colorScheme: ColorScheme;
  size: ComponentSize;
  sideTheme: SideTheme;
  color: ThemeColors;
  space: typeof space;
  radii: ThemeRadii;
  font: {
    family: ThemeFontFamily;
    size: typeof fontSize;
    weight: typeof fontWeight;
    lineHeight: typeof lineHeight;
  };
  /** Metrics of the current component size. */
  control: ControlMetrics;
  /** Metrics of every size, for components given an explicit `size` prop. */
  controlSizes: Record<ComponentSize, ControlMetrics>;
  layout: typeof layout;
  motion: typeof motion;
  shadow: typeof shadow;
  zIndex: typeof zIndex;
  media: {
    /** Matches below the 992 px mobile breakpoint. */
    mobile: string;
    desktop: string;
  };
}

export interface ThemeOptions {
  brand?: Brand;
  size?: ComponentSize;
  sideTheme?: SideTheme;
}

function isBrand(input: Brand | ThemeOptions): input is Brand {
  return 'primaryColor' in input || 'name' in input;
}

function themeError(message: string): Error {
  return new Error(`[labelwise/ui: createTheme] ${message}`);
}

/** Rejects what would break the theme or escape a CSS declaration (a font list ends up inside `<style>`). */
function validateBrand(brand: Brand): void {
  if (typeof brand !== 'object' || brand === null)
    throw themeError(`brand must be an object with name and primaryColor; received '${String(brand)}'.`);
  if (typeof brand.name !== 'string' || brand.name.trim() === '') {
    throw themeError(`name must be a non-empty string; received '${String(brand.name)}'.`);
  }
  assertColor('createTheme', 'primaryColor', brand.primaryColor);
  if (brand.accentColor !== undefined) assertColor('createTheme', 'accentColor', brand.accentColor);
  if (brand.neutralTint !== undefined) assertColor('createTheme', 'neutralTint', brand.neutralTint);
  if (
    brand.fontFamily !== undefined &&
    (typeof brand.fontFamily !== 'string' || !/^[\w\s,'"-]+$/u.test(brand.fontFamily))
  ) {
    throw themeError(
      `fontFamily must be a CSS font-family list of names, quotes and commas, such as "'Source Sans 3', sans-serif"; received '${String(brand.fontFamily)}'.`,
    );
  }
  if (brand.radius !== undefined) {
    const valid =
      typeof brand.radius === 'number'
        ? Number.isFinite(brand.radius) && brand.radius >= 0 && brand.radius <= 4
        : Object.prototype.hasOwnProperty.call(radiusScales, brand.radius);
    if (!valid) {
      throw themeError(
        `radius must be one of ${Object.keys(radiusScales).join(', ')} or a number from 0 to 4; received '${String(brand.radius)}'.`,
      );
    }
  }
  if (brand.colorScheme !== undefined && !colorSchemes.includes(brand.colorScheme)) {
    throw themeError(`colorScheme must be one of ${colorSchemes.join(', ')}; received '${String(brand.colorScheme)}'.`);
  }
  if (brand.logoHeight !== undefined && !(Number.isFinite(brand.logoHeight) && brand.logoHeight > 0)) {
    throw themeError(`logoHeight must be a positive number of px; received '${String(brand.logoHeight)}'.`);
  }
  for (const field of ['logo', 'mark'] as const) {
    const url = brand[field];
    if (url !== undefined && (typeof url !== 'string' || /[\s"'()\\<>]/u.test(url) || /^\s*javascript:/iu.test(url))) {
      throw themeError(
        `${field} must be an image URL without spaces, quotes, brackets or backslashes (percent-encode them); received '${String(url)}'.`,
      );
    }
  }
}

function scaledRadii(radius: Brand['radius']): ThemeRadii {
  const factor = typeof radius === 'number' ? radius : radiusScales[radius ?? 'medium'];
  if (factor === 1) return radii;
  const scale = (value: number) => Math.round(value * factor * 2) / 2;
  return {
    none: 0,
    sm: scale(radii.sm),
    md: scale(radii.md),
    lg: scale(radii.lg),
    xl: scale(radii.xl),
    pill: radii.pill,
  };
}

function fontStack(brandFont: string | undefined): ThemeFontFamily {
  if (brandFont === undefined || brandFont.trim() === '') return fontFamily;
  const lead = brandFont.trim().replace(/,\s*$/u, '');
  return { sans: `${lead}, ${fontFamily.sans}`, sansHk: `${lead}, ${fontFamily.sansHk}`, mono: fontFamily.mono };
}

/** Surfaces, borders and text of a scheme, lightly tinted and with text re-checked against every surface. */
function neutrals(scheme: ColorScheme, tintColor: string | undefined) {
  const base =
    scheme === 'dark'
      ? {
          surface: darkPalette.surface,
          surfaceMuted: darkPalette.surfaceMuted,
          surfaceRaised: darkPalette.surfaceRaised,
          border: darkPalette.border,
          borderStrong: darkPalette.borderStrong,
          text: darkPalette.text,
          textMuted: darkPalette.textMuted,
        }
      : {
          surface: palette.white,
          surfaceMuted: palette.gray50,
          surfaceRaised: palette.white,
          border: palette.gray200,
          borderStrong: palette.gray400,
          text: palette.gray800,
          textMuted: palette.gray600,
        };
  if (tintColor === undefined) return base;
  const surface = blend(base.surface, tintColor, 0.03);
  const surfaceMuted = blend(base.surfaceMuted, tintColor, 0.06);
  const surfaceRaised = blend(base.surfaceRaised, tintColor, 0.03);
  // Text must read on every surface: check it against the one closest to it.
  const hardestSurface = [surface, surfaceMuted, surfaceRaised].reduce((worst, candidate) =>
    contrastRatio(candidate, base.text) < contrastRatio(worst, base.text) ? candidate : worst,
  );
  return {
    surface,
    surfaceMuted,
    surfaceRaised,
    border: blend(base.border, tintColor, 0.12),
    borderStrong: blend(base.borderStrong, tintColor, 0.12),
    text: accessibleShade(blend(base.text, tintColor, 0.1), hardestSurface, 7),
    textMuted: accessibleShade(blend(base.textMuted, tintColor, 0.12), hardestSurface, 4.5),
  };
}

/**
 * Derives the whole theme from a brand. Accepts the brand itself (`createTheme(brand)`) or the provider's
 * options (`createTheme({ brand, size, sideTheme })`). Throws `[labelwise/ui: createTheme] …` naming the invalid field.
 */
export function createTheme(input: Brand | ThemeOptions = {}, options: Omit<ThemeOptions, 'brand'> = {}): Theme {
  const merged: ThemeOptions = isBrand(input) ? { ...options, brand: input } : { ...options, ...input };
  const { brand = labelwiseBrand, size = defaultComponentSize, sideTheme = 'theme-dark' } = merged;
  validateBrand(brand);
  if (!(size in controlSizes)) {
    throw themeError(`size must be one of ${Object.keys(controlSizes).join(', ')}; received '${String(size)}'.`);
  }
  if (!sideThemes.includes(sideTheme)) {
    throw themeError(`sideTheme must be one of ${sideThemes.join(', ')}; received '${String(sideTheme)}'.`);
  }
  const colorScheme: ColorScheme = brand.colorScheme ?? 'light';
  const darkScheme = colorScheme === 'dark';
  const n = neutrals(colorScheme, brand.neutralTint);
  const primary = brand.primaryColor;
  const accent = brand.accentColor ?? primary;
  // Links and fills sit on every surface; on dark the raised surface (dialogs, menus) is the lightest one.
  const readableSurface = darkScheme ? n.surfaceRaised : n.surface;
  const primaryStrong = accessibleShade(primary, readableSurface);
  const accentStrong = accessibleShade(accent, readableSurface);
  // On a dark scheme the readable fills are light, so their text is the dark surface colour.
  const darkText = darkScheme ? n.surface : palette.gray900;
  // Subtle fills sit under text, so they stay close to the surface: twice the share on dark, where tints read weaker.
  const subtle = (color: string, amount: number) => blend(n.surface, color, darkScheme ? amount * 2 : amount);
  // The 2 px focus outline must stand out (3:1) on every surface it can sit on; primaryStrong already does on the
  // readable surface, so the ring matches filled buttons unless another surface is too close to it.
  const surfaces = [n.surface, n.surfaceMuted, n.surfaceRaised];
  const ringSurface = surfaces.reduce((worst, candidate) =>
    contrastRatio(primaryStrong, candidate) < contrastRatio(primaryStrong, worst) ? candidate : worst,
  );
  const focusRing = accessibleShade(primaryStrong, ringSurface, 3);
  const status = (color: string) => (darkScheme ? accessibleShade(color, n.surfaceRaised) : color);
  const darkSide = sideTheme === 'theme-dark';
  const sidebarBackground = darkScheme
    ? darkSide
      ? darkPalette.sidebar
      : n.surface
    : darkSide
      ? palette.navy
      : palette.white;
  return {
    brand,
    colorScheme,
    size,
    sideTheme,
    color: {
      primary,
      primaryStrong,
      primaryHover: accessibleShade(primaryStrong, readableSurface, 5.5),
      primarySubtle: subtle(primary, 0.1),
      onPrimary: readableOn(primaryStrong, darkText),
      accent,
      accentStrong,
      accentSubtle: subtle(accent, 0.1),
      onAccent: readableOn(accentStrong, darkText),
      text: n.text,
      textMuted: n.textMuted,
      textInverse: darkScheme ? n.surface : palette.white,
      surface: n.surface,
      surfaceMuted: n.surfaceMuted,
      surfaceRaised: n.surfaceRaised,
      border: n.border,
      borderStrong: n.borderStrong,
      focusRing,
      overlay: darkScheme ? darkPalette.overlay : 'rgba(0, 0, 0, 0.5)',
      danger: status(palette.danger),
      dangerSubtle: subtle(palette.danger, 0.08),
      success: status(palette.success),
      successSubtle: subtle(palette.success, 0.08),
      warning: status(palette.warning),
      warningSubtle: subtle(palette.warning, 0.1),
      info: darkScheme ? n.textMuted : palette.info,
      sidebarBackground,
      sidebarText: darkSide ? palette.navyText : n.text,
      // The active item must stay readable on either sidebar background.
      sidebarActiveText:
        contrastRatio(primary, sidebarBackground) >= 4.5
          ? primary
          : isLight(sidebarBackground)
            ? accessibleShade(primary, sidebarBackground)
            : palette.white,
      sidebarHover: darkScheme
        ? darkSide
          ? darkPalette.sidebarHover
          : n.surfaceMuted
        : darkSide
          ? palette.navyDeep
          : palette.gray100,
    },
    space,
    radii: scaledRadii(brand.radius),
    font: { family: fontStack(brand.fontFamily), size: fontSize, weight: fontWeight, lineHeight },
    control: controlSizes[size],
    controlSizes,
    layout,
    motion,
    shadow,
    zIndex,
    media: {
      mobile: `@media (max-width: ${layout.mobileBreakpoint - 0.02}px)`,
      desktop: `@media (min-width: ${layout.mobileBreakpoint}px)`,
    },
  };
}
