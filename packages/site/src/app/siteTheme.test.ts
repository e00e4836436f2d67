import { createTheme, labelwiseBrand } from '@labelwise/ui';
import { describe, expect, it } from 'vitest';
import { SITE_FONT_LEAD } from './siteFonts';
import { siteTheme } from './siteTheme';

describe('the site theme built ahead', () => {
  it('survives the trip through JSON that the build gives it (build/site-theme.ts)', () => {
    expect(JSON.parse(JSON.stringify(siteTheme))).toEqual(siteTheme);
  });

  it('is the Labelwise brand with the site font in front', () => {
    expect(siteTheme.color).toEqual(createTheme(labelwiseBrand).color);
    expect(siteTheme.font.family.sans.startsWith(SITE_FONT_LEAD)).toBe(true);
  });
});
