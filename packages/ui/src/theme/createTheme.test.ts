import { describe, expect, it } from 'vitest';
import { converter } from 'culori/fn';
import { contrastRatio, hexOf } from './color';
import { createTheme } from './createTheme';
import { defaultTheme } from './defaultTheme';

describe('createTheme', () => {
  it('keeps the Labelwise theme of earlier versions for a name + colour brand', () => {
    // Values every existing screenshot was taken with: a change here recolours the whole product.
    expect(defaultTheme.colorScheme).toBe('light');
    expect(defaultTheme.color).toMatchObject({
      primary: '#409EFF',
      primaryStrong: '#0978d5',
      onPrimary: '#ffffff',
      surface: '#ffffff',
      text: '#303133',
      textMuted: '#6b6f76',
      border: '#e4e7ed',
    });
    expect(defaultTheme.radii).toEqual({ none: 0, sm: 2, md: 4, lg: 8, xl: 12, pill: 9999 });
    expect(defaultTheme.font.family.sans.startsWith("'Inter'")).toBe(true);
  });

  it('takes the brand itself as well as provider options', () => {
    const fromBrand = createTheme({ name: 'Itari', primaryColor: '#11a983' }, { sideTheme: 'theme-light' });
    const fromOptions = createTheme({ brand: { name: 'Itari', primaryColor: '#11a983' }, sideTheme: 'theme-light' });
    expect(fromBrand).toEqual(fromOptions);
    expect(fromBrand.brand.name).toBe('Itari');
  });

  it('uses the accent colour for accent tokens and the primary when there is none', () => {
    const withAccent = createTheme({ name: 'P', primaryColor: '#11a983', accentColor: '#f5222d' });
    expect(withAccent.color.accent).toBe('#f5222d');
    expect(withAccent.color.primary).toBe('#11a983');
    expect(createTheme({ name: 'P', primaryColor: '#11a983' }).color.accent).toBe('#11a983');
  });

  it('puts the brand font in front of the fallback stack', () => {
    const theme = createTheme({ name: 'P', primaryColor: '#409EFF', fontFamily: "'Source Sans 3'" });
    expect(theme.font.family.sans).toMatch(/^'Source Sans 3', 'Inter', /);
    expect(theme.font.family.sansHk).toMatch(/^'Source Sans 3', 'Inter', 'Noto Sans HK'/);
    expect(theme.font.family.mono).toBe(defaultTheme.font.family.mono);
  });

  it.each([
    ['none', { sm: 0, md: 0, lg: 0, pill: 9999 }],
    ['small', { sm: 1, md: 2, lg: 4, pill: 9999 }],
    ['large', { sm: 4, md: 8, lg: 16, pill: 9999 }],
    [1.5, { sm: 3, md: 6, lg: 12, pill: 9999 }],
  ] as const)('scales the radii for radius %s', (radius, expected) => {
    expect(createTheme({ name: 'P', primaryColor: '#409EFF', radius }).radii).toMatchObject(expected);
  });

  it('gives the dark scheme dark surfaces, light text and a lighter brand shade', () => {
    const { color } = createTheme({ name: 'P', primaryColor: '#1a3a8f', colorScheme: 'dark' });
    expect(contrastRatio(color.surface, '#000000')).toBeLessThan(1.5);
    expect(contrastRatio(color.text, color.surface)).toBeGreaterThan(12);
    // A navy brand is unreadable on a dark page, so its readable shade is lightened, not darkened.
    expect(contrastRatio(color.primaryStrong, '#ffffff')).toBeLessThan(contrastRatio('#1a3a8f', '#ffffff'));
    expect(contrastRatio(color.primaryStrong, color.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('tints the neutrals towards neutralTint and keeps text readable', () => {
    const tinted = createTheme({ name: 'P', primaryColor: '#409EFF', neutralTint: '#c08040' }).color;
    expect(tinted.surfaceMuted).not.toBe(defaultTheme.color.surfaceMuted);
    expect(tinted.border).not.toBe(defaultTheme.color.border);
    expect(contrastRatio(tinted.textMuted, tinted.surfaceMuted)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    'oklch(0.65 0.19 250)',
    'color(display-p3 0.25 0.6 1)',
    'hsl(210deg 100% 63%)',
    'rebeccapurple',
    'lab(62% -2 -55)',
    'hwb(210 25% 0%)',
  ])('accepts the CSS Color 4 colour %s and keeps its hue in the readable shade', (primaryColor) => {
    const { color } = createTheme({ name: 'P', primaryColor });
    expect(contrastRatio(color.primaryStrong, color.surface)).toBeGreaterThanOrEqual(4.5);
    const hue = (c: string) => converter('oklch')(c)?.h ?? 0;
    // OKLCH lightness moves, hue stays: within a few degrees, what gamut clipping and 8-bit channels shift it.
    const drift = Math.abs(hue(color.primaryStrong) - hue(primaryColor));
    expect(Math.min(drift, 360 - drift)).toBeLessThan(6);
  });

  it('maps a display-p3 colour outside sRGB to an sRGB colour of the same hue', () => {
    expect(hexOf('color(display-p3 0 1 0)')).toMatch(/^#[0-9a-f]{6}$/);
    expect(hexOf('oklch(0.9 0.4 140)')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    [{ primaryColor: 'not-a-colour' }, /^\[labelwise\/ui: createTheme\] primaryColor must be a CSS colour/],
    [{ primaryColor: 'rgba(0, 0, 0, 0.5)' }, /^\[labelwise\/ui: createTheme\] primaryColor must be an opaque colour/],
    [{ accentColor: '#12' }, /^\[labelwise\/ui: createTheme\] accentColor must be a CSS colour/],
    [{ neutralTint: 'blurple' }, /^\[labelwise\/ui: createTheme\] neutralTint must be a CSS colour/],
    [{ radius: 'huge' }, /^\[labelwise\/ui: createTheme\] radius must be one of none, small, medium, large/],
    [{ radius: -1 }, /^\[labelwise\/ui: createTheme\] radius must be/],
    [{ fontFamily: 'Inter; } body { display: none' }, /^\[labelwise\/ui: createTheme\] fontFamily must be/],
    [{ colorScheme: 'sepia' }, /^\[labelwise\/ui: createTheme\] colorScheme must be one of light, dark/],
    [{ logo: 'x" onerror="alert(1)' }, /^\[labelwise\/ui: createTheme\] logo must be an image URL/],
    [{ mark: 'javascript:alert(1)' }, /^\[labelwise\/ui: createTheme\] mark must be an image URL/],
    [{ name: '' }, /^\[labelwise\/ui: createTheme\] name must be a non-empty string/],
    [
      { primaryColor: 'var(--brand)' },
      /^\[labelwise\/ui: createTheme\] primaryColor must be a resolved colour, not 'var\(--brand\)'/,
    ],
  ])('rejects %o naming the field', (override, message) => {
    const brand = { name: 'Partner', primaryColor: '#409EFF', ...override };
    expect(() => createTheme(brand as never)).toThrow(message);
  });
});
