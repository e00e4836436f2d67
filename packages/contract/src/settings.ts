import { z } from 'zod';

/**
 * The admin's layout settings (the settings drawer): stored in the browser and shaped like RuoYi's, so a saved value
 * from any client version reads the same. Checked field by field: one bad value falls back to its default.
 */

export const SIDE_THEMES = ['theme-dark', 'theme-light'] as const;
export type SideTheme = (typeof SIDE_THEMES)[number];
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const layoutSettings = z.object({
  /** Primary colour, `#rrggbb`. */
  theme: z.string().regex(HEX_COLOUR),
  sideTheme: z.enum(SIDE_THEMES),
  topNav: z.boolean(),
  tagsView: z.boolean(),
  fixedHeader: z.boolean(),
  sidebarLogo: z.boolean(),
  /** Put the page title in the document title. */
  dynamicTitle: z.boolean(),
});
export type LayoutSettings = z.output<typeof layoutSettings>;

export const DEFAULT_LAYOUT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
  theme: '#409EFF',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
});
