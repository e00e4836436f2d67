import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { createTheme, type ThemeColors } from './createTheme';

/** Any opaque colour a partner might type, in the notations the docs promise, wide-gamut ones included. */
const byte = fc.integer({ min: 0, max: 255 });
const hexColour = fc
  .tuple(byte, byte, byte)
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
const rgbColour = fc.tuple(byte, byte, byte).map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`);
const hslColour = fc
  .tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([h, s, l]) => `hsl(${h}, ${s}%, ${l}%)`);
const unit = fc.double({ min: 0, max: 1, noNaN: true });
// Lightness and chroma across and beyond sRGB: oklch(0.7 0.37 …) is outside every screen's gamut and must still work.
const oklchColour = fc
  .tuple(
    unit,
    fc.double({ min: 0, max: 0.4, noNaN: true }),
    fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }),
  )
  .map(([l, c, h]) => `oklch(${l.toFixed(4)} ${c.toFixed(4)} ${h.toFixed(2)})`);
const p3Colour = fc
  .tuple(unit, unit, unit)
  .map(([r, g, b]) => `color(display-p3 ${r.toFixed(4)} ${g.toFixed(4)} ${b.toFixed(4)})`);
const anyColour = fc.oneof(hexColour, rgbColour, hslColour, oklchColour, p3Colour);

const brandInput = fc.record({
  primaryColor: anyColour,
  accentColor: fc.option(anyColour, { nil: undefined }),
  neutralTint: fc.option(anyColour, { nil: undefined }),
  colorScheme: fc.constantFrom('light' as const, 'dark' as const),
  sideTheme: fc.constantFrom('theme-dark' as const, 'theme-light' as const),
});

type Pair = [foreground: keyof ThemeColors, background: keyof ThemeColors, minimum: number];

/** The text/background pairs components actually draw, and the ratio WCAG AA asks of each. */
const pairs: Pair[] = [
  ['text', 'surface', 4.5],
  ['text', 'surfaceMuted', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceMuted', 4.5],
  ['textMuted', 'surfaceRaised', 4.5],
  // Links, outline buttons and the focus outline use primaryStrong on the page and in dialogs.
  ['primaryStrong', 'surface', 4.5],
  ['primaryStrong', 'surfaceRaised', 4.5],
  ['onPrimary', 'primaryStrong', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  // Hovered menu items and selected options: primaryHover or text on the subtle brand tint.
  ['primaryHover', 'primarySubtle', 4.5],
  ['text', 'primarySubtle', 4.5],
  ['accentStrong', 'surface', 4.5],
  ['onAccent', 'accentStrong', 4.5],
  ['text', 'accentSubtle', 4.5],
  ['danger', 'surface', 4.5],
  ['success', 'surface', 4.5],
  ['warning', 'surface', 4.5],
  ['textInverse', 'text', 4.5],
  ['sidebarText', 'sidebarBackground', 4.5],
  ['sidebarActiveText', 'sidebarBackground', 4.5],
  // Non-text: the 2 px focus outline of every control, on every surface (3:1).
  ['focusRing', 'surface', 3],
  ['focusRing', 'surfaceMuted', 3],
  ['focusRing', 'surfaceRaised', 3],
];

describe('derived colours keep WCAG AA contrast for any brand', () => {
  it.each(pairs)('%s on %s reaches %s:1', (foreground, background, minimum) => {
    fc.assert(
      fc.property(brandInput, ({ sideTheme, ...brand }) => {
        const { color } = createTheme({ brand: { name: 'Partner', ...brand }, sideTheme });
        expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(minimum);
      }),
      { numRuns: 300 },
    );
  });

  it('darkens the brand on the light scheme and lightens it on the dark scheme', () => {
    fc.assert(
      fc.property(anyColour, (primaryColor) => {
        const light = createTheme({ name: 'P', primaryColor, colorScheme: 'light' }).color;
        const dark = createTheme({ name: 'P', primaryColor, colorScheme: 'dark' }).color;
        expect(contrastRatio(light.primaryStrong, light.surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(dark.primaryStrong, dark.surface)).toBeGreaterThanOrEqual(4.5);
        // The dark scheme's fill carries dark text and the light scheme's carries white.
        expect(contrastRatio(dark.onPrimary, dark.surface)).toBeLessThan(contrastRatio(light.onPrimary, dark.surface));
      }),
      { numRuns: 200 },
    );
  });
});
