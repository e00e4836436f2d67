import { labelwiseBrand, type Brand } from '../packages/ui/src/theme';
import type { ColorScheme, RadiusScale } from '../packages/ui/src/tokens';

/** Shape-only SVG marks: text inside an <img> SVG cannot use web fonts, which would make screenshots flaky. */
function mark(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/><rect x="7" y="9" width="18" height="4" rx="2" fill="#fff"/><rect x="7" y="15" width="12" height="4" rx="2" fill="#fff"/><rect x="7" y="21" width="15" height="3" rx="1.5" fill="#fff" opacity=".7"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const labelwiseStoryBrand: Brand = { ...labelwiseBrand, logo: mark(labelwiseBrand.primaryColor) };

export const storyBrands: Record<string, Brand> = {
  labelwise: labelwiseStoryBrand,
  phomemo: { name: 'Phomemo', primaryColor: '#f5222d', logo: mark('#f5222d') },
  itari: { name: 'Itari', primaryColor: '#11a983', logo: mark('#11a983') },
  omezizy: { name: 'Omezizy', primaryColor: '#6959CD' },
};

const storyBrand = (key: unknown): Brand => storyBrands[String(key)] ?? labelwiseStoryBrand;

/** The toolbar's "Custom" brand: colours from the Brand tool's pickers, the rest from the toolbar menus. */
export const customBrandDefaults = { primary: '#ff6a00', accent: '#0f766e' } as const;

/** Fonts the preview already loads (or the OS has), so the font menu never waits on the network. */
export const storyFonts = {
  brand: { title: 'Font: brand', family: undefined },
  mono: { title: 'JetBrains Mono', family: "'JetBrains Mono'" },
  serif: { title: 'Serif (system)', family: 'Georgia, serif' },
  system: { title: 'System UI', family: 'system-ui' },
} as const satisfies Record<string, { title: string; family: string | undefined }>;

export type StoryFont = keyof typeof storyFonts;

/** Globals read by the preview decorator; `brand` is a key of storyBrands or 'custom'. */
export interface BrandGlobals {
  brand?: unknown;
  brandPrimary?: unknown;
  brandAccent?: unknown;
  brandFont?: unknown;
  brandRadius?: unknown;
  colorScheme?: unknown;
}

const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/**
 * The brand a story renders with. Font, radius and scheme overrides apply to every brand, and only when they
 * differ from the brand's own, so the default globals give exactly the brands the baselines were taken with.
 */
export function brandFromGlobals(globals: BrandGlobals): Brand {
  const base: Brand =
    globals.brand === 'custom'
      ? {
          name: 'Custom',
          primaryColor: isHexColour(globals.brandPrimary) ? globals.brandPrimary : customBrandDefaults.primary,
          accentColor: isHexColour(globals.brandAccent) ? globals.brandAccent : customBrandDefaults.accent,
          logo: mark(isHexColour(globals.brandPrimary) ? globals.brandPrimary : customBrandDefaults.primary),
        }
      : storyBrand(globals.brand);
  const font = storyFonts[globals.brandFont as StoryFont]?.family;
  const radius = ['none', 'small', 'large'].includes(String(globals.brandRadius))
    ? (globals.brandRadius as RadiusScale)
    : undefined;
  const colorScheme = globals.colorScheme === 'dark' ? ('dark' as ColorScheme) : undefined;
  if (font === undefined && radius === undefined && colorScheme === undefined) return base;
  return { ...base, ...(font && { fontFamily: font }), ...(radius && { radius }), ...(colorScheme && { colorScheme }) };
}
