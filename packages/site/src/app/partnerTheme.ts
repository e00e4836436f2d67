import type { PublishedContent } from '@labelwise/contract';
import { swatches, type Brand, type Theme } from '@labelwise/ui';
import type { PartnerBrand } from '../content/brands';

/**
 * Partner pages are co-branded through the library's brand prop. The compiled colours are the product's
 * theme swatches, so no new colours enter the site until an operator publishes the partner's own.
 */
export const partnerBrandTheme: Readonly<Record<PartnerBrand, Brand>> = {
  phomemo: { name: 'Phomemo', primaryColor: swatches[4] },
  itari: { name: 'Itari', primaryColor: swatches[6] },
  omezizy: { name: 'Omezizy', primaryColor: swatches[1] },
};

/**
 * The theme of a partner page: the published partner's name, colours and logo when the back office has published
 * the page, else the compiled theme. `content` is the snapshot the page renders with, so the server's render and
 * the browser's first render pick the same colours.
 */
export function partnerTheme(partner: PartnerBrand, content: PublishedContent | null): Brand {
  const published = content?.partners[partner]?.shared;
  const compiled = partnerBrandTheme[partner];
  if (!published) return compiled;
  return {
    name: published.name || compiled.name,
    primaryColor: published.primaryColor,
    ...(published.accentColor ? { accentColor: published.accentColor } : {}),
    // The partner logos are wide marks drawn with room around them (160 × 64): at the library's default 32 px their
    // name was about 10 px high in the top bar. 48 px fits the bar and makes it read at body size.
    ...(published.logo ? { logo: published.logo, logoHeight: PARTNER_LOGO_HEIGHT } : {}),
  };
}

/** The height of a partner's logo in the co-branded top bar and footer, in px. */
export const PARTNER_LOGO_HEIGHT = 48;

let builder: ((brand: Brand) => Theme) | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads what derives a partner's theme (the library's createTheme and its colour library) as a chunk of its own:
 * with the partner page's chunk, before a partner page hydrates, and before the server renders one.
 */
export function loadPartnerThemeBuilder(): Promise<void> {
  loading ??= import('./partnerThemeBuilder').then(
    (module) => {
      builder = module.buildPartnerTheme;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The theme of a partner's brand, or null while its builder is still loading (the shell keeps the site theme). */
export function builtPartnerTheme(brand: Brand): Theme | null {
  return builder ? builder(brand) : null;
}
