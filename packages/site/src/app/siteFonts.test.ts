import { createTheme, labelwiseBrand } from '@labelwise/ui';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations.
import { INTER_FALLBACK } from '../../scripts/fonts.mjs';
import { SITE_FONT_LEAD } from './siteFonts';

describe('site font stack', () => {
  it('sets text in Inter, then in the fallback face the build writes with Inter’s metrics, then the library’s stack', () => {
    const theme = createTheme({ brand: { ...labelwiseBrand, fontFamily: SITE_FONT_LEAD } });
    expect(theme.font.family.sans).toMatch(new RegExp(`^'Inter', '${INTER_FALLBACK}', 'Inter', 'Noto Sans SC'`));
    expect(theme.font.family.sansHk).toMatch(new RegExp(`^'Inter', '${INTER_FALLBACK}', 'Inter', 'Noto Sans HK'`));
  });
});
