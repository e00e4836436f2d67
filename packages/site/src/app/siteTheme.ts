import { createTheme, labelwiseBrand, type Theme } from '@labelwise/ui';
import { SITE_FONT_LEAD } from './siteFonts';

/**
 * The site's own theme: the Labelwise brand with the site's font lead. The production build replaces this module
 * with the theme it computes (build/site-theme.ts), so the browser receives the colours as data and never loads
 * the colour library for them; tests and the dev server compute it here.
 */
export const siteTheme: Theme = createTheme({ ...labelwiseBrand, fontFamily: SITE_FONT_LEAD });
