/**
 * The single source of design tokens. Everything visual in @labelwise/ui derives from these values;
 * components read them through the theme (`theme.color.primary`, `theme.space[3]`), never directly.
 */

/** The default brand colour of the product. */
export const defaultPrimaryColor = '#409EFF';

/** Theme colour swatches offered by the settings drawer, in display order. */
export const swatches = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

export type Swatch = (typeof swatches)[number];

/** Neutral and status palette. Status colours are chosen to keep 4.5:1 text contrast on white. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray50: '#f7f8fa',
  gray100: '#f0f2f5',
  gray200: '#e4e7ed',
  gray300: '#dcdfe6',
  gray400: '#c0c4cc',
  gray500: '#909399',
  gray600: '#6b6f76',
  gray700: '#5a5e66',
  gray800: '#303133',
  gray900: '#1d1e1f',
  navy: '#304156',
  navyDeep: '#1f2d3d',
  navyText: '#bfcbd9',
  success: '#2f7d0f',
  warning: '#8a5a00',
  danger: '#c62828',
  info: '#5a5e66',
} as const;

/**
 * Neutrals of the dark colour scheme. Status colours are not listed: the theme lightens the light-scheme ones
 * until they reach 4.5:1 on the dark surface, so a status reads the same hue in both schemes.
 */
export const darkPalette = {
  surface: '#17181a',
  surfaceMuted: '#1f2124',
  surfaceRaised: '#25272b',
  border: '#33363b',
  borderStrong: '#4f535a',
  text: '#e6e8eb',
  textMuted: '#a6abb3',
  sidebar: '#101113',
  sidebarHover: '#1d1f22',
  overlay: 'rgba(0, 0, 0, 0.7)',
} as const;

/** Colour schemes a brand can choose. */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export const sideThemes = ['theme-dark', 'theme-light'] as const;
export type SideTheme = (typeof sideThemes)[number];

/** Component sizes offered by the size selector: Default, Medium, Small, Mini. */
export const componentSizes = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof componentSizes)[number];

export interface ControlMetrics {
  /** Height of buttons, inputs and selects, in px. */
  height: number;
  fontSize: number;
  paddingX: number;
}

export const controlSizes: Record<ComponentSize, ControlMetrics> = {
  default: { height: 40, fontSize: 14, paddingX: 16 },
  medium: { height: 36, fontSize: 14, paddingX: 16 },
  small: { height: 32, fontSize: 13, paddingX: 12 },
  mini: { height: 28, fontSize: 12, paddingX: 10 },
};

/** The default component size of the product. */
export const defaultComponentSize: ComponentSize = 'medium';

/** 4 px spacing scale: `space[3]` is 12 px. */
export const space = [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;

export const radii = { none: 0, sm: 2, md: 4, lg: 8, xl: 12, pill: 9999 } as const;

/**
 * Named radius scales a brand can choose: each multiplies every radius except `none` and `pill`.
 * `medium` is the product's own scale.
 */
export const radiusScales = { none: 0, small: 0.5, medium: 1, large: 2 } as const;
export type RadiusScale = keyof typeof radiusScales;

export const fontFamily = {
  sans: "'Inter', 'Noto Sans SC', 'Noto Sans HK', system-ui, -apple-system, 'Segoe UI', sans-serif",
  /** Traditional Chinese text prefers the HK cut so glyph shapes match the locale. */
  sansHk: "'Inter', 'Noto Sans HK', 'Noto Sans SC', system-ui, -apple-system, 'Segoe UI', sans-serif",
  mono: "'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontSize = { xs: 12, sm: 13, md: 14, lg: 16, xl: 20, xxl: 24, display: 36 } as const;
export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
export const lineHeight = { tight: 1.25, normal: 1.5, relaxed: 1.7 } as const;

/** Layout constants. */
export const layout = {
  /** Below this body width the device is mobile. */
  mobileBreakpoint: 992,
  sidebarWidth: 200,
  sidebarCollapsedWidth: 54,
  contextMenuWidth: 105,
  tagScrollPadding: 4,
  navMaxWidth: 1200,
  /** The Spanish layout widens the nav. */
  navMaxWidthWide: 1360,
  topBarHeight: 64,
  /** Each top-bar menu item budgets this many px: visible count = viewport / 3 / 85. */
  topMenuItemWidth: 85,
} as const;

export const motion = {
  /** Length of the footer's scroll back to the top, in ms. */
  scrollToTop: 800,
  fast: 150,
  normal: 250,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
  md: '0 2px 12px rgba(0, 0, 0, 0.12)',
  lg: '0 8px 24px rgba(0, 0, 0, 0.16)',
} as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  dropdown: 1000,
  overlay: 2000,
  modal: 2010,
  toast: 3000,
  tooltip: 3100,
} as const;

/** Pagination defaults. */
export const pagination = {
  pageSizes: [10, 20, 30, 50] as const,
  defaultPageSize: 20,
  pagerCountMobile: 5,
  pagerCountDesktop: 7,
} as const;

/** Upload defaults. */
export const upload = {
  maxSizeMb: 5,
  maxCount: 5,
  fileTypes: ['doc', 'xls', 'ppt', 'txt', 'pdf'] as const,
  imageTypes: ['png', 'jpg', 'jpeg'] as const,
} as const;
