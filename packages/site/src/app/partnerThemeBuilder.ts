import { createTheme, type Brand, type Theme } from '@labelwise/ui';
import { SITE_FONT_LEAD } from './siteFonts';

const built = new Map<string, Theme>();

/**
 * A partner page's theme, derived in the browser because an operator may publish new colours at any time. Loaded
 * with the partner page's chunk (app/partnerTheme.ts), so the colour library reaches partner pages only.
 */
export function buildPartnerTheme(brand: Brand): Theme {
  const key = JSON.stringify(brand);
  let theme = built.get(key);
  if (!theme) {
    theme = createTheme({ ...brand, fontFamily: SITE_FONT_LEAD });
    built.set(key, theme);
  }
  return theme;
}
