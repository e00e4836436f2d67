import { getContrast, transparentize } from 'polished';
import {
  controlSizes,
  defaultComponentSize,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  motion,
  palette,
  radii,
  shadow,
  space,
  zIndex,
  type ComponentSize,
  type ControlMetrics,
  type SideTheme,
} from '../tokens';
import { labelwiseBrand, type Brand } from './brand';
import { accessibleShade, assertColor, readableOn, tint } from './color';

export interface ThemeColors {
  /** The raw brand colour: borders, focus accents, icons on white. */
  primary: string;
  /** A shade of the brand colour with 4.5:1 contrast on white: filled buttons, link text. */
  primaryStrong: string;
  primaryHover: string;
  /** A very light tint for selected rows, active tags and hovered menu items. */
  primarySubtle: string;
  onPrimary: string;
  text: string;
  textMuted: string;
  textInverse: string;
  surface: string;
  surfaceMuted: string;
  surfaceRaised: string;
  border: string;
  borderStrong: string;
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

export interface Theme {
  brand: Brand;
  size: ComponentSize;
  sideTheme: SideTheme;
  color: ThemeColors;
  space: typeof space;
  radii: typeof radii;
  font: {
    family: typeof fontFamily;
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

export function createTheme({
  brand = labelwiseBrand,
  size = defaultComponentSize,
  sideTheme = 'theme-dark',
}: ThemeOptions = {}): Theme {
  assertColor('ThemeProvider', 'brand.primaryColor', brand.primaryColor);
  if (!(size in controlSizes)) {
    throw new Error(
      `[labelwise/ui: ThemeProvider] size must be one of ${Object.keys(controlSizes).join(', ')}; received '${String(size)}'.`,
    );
  }
  const primary = brand.primaryColor;
  const primaryStrong = accessibleShade(primary, palette.white);
  const dark = sideTheme === 'theme-dark';
  const sidebarBackground = dark ? palette.navy : palette.white;
  return {
    brand,
    size,
    sideTheme,
    color: {
      primary,
      primaryStrong,
      primaryHover: accessibleShade(primaryStrong, palette.white, 5.5),
      primarySubtle: tint(primary, 0.1),
      onPrimary: readableOn(primaryStrong),
      text: palette.gray800,
      textMuted: palette.gray600,
      textInverse: palette.white,
      surface: palette.white,
      surfaceMuted: palette.gray50,
      surfaceRaised: palette.white,
      border: palette.gray200,
      borderStrong: palette.gray400,
      focusRing: transparentize(0.45, primaryStrong),
      overlay: 'rgba(0, 0, 0, 0.5)',
      danger: palette.danger,
      dangerSubtle: tint(palette.danger, 0.08),
      success: palette.success,
      successSubtle: tint(palette.success, 0.08),
      warning: palette.warning,
      warningSubtle: tint(palette.warning, 0.1),
      info: palette.info,
      sidebarBackground,
      sidebarText: dark ? palette.navyText : palette.gray800,
      // The active item must stay readable on either sidebar background.
      sidebarActiveText:
        getContrast(primary, sidebarBackground) >= 4.5 ? primary : dark ? palette.white : primaryStrong,
      sidebarHover: dark ? palette.navyDeep : palette.gray100,
    },
    space,
    radii,
    font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
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

export const defaultTheme: Theme = createTheme();
