import type { PublishedOf } from '@labelwise/contract';
import { BRANDS } from '@labelwise/contract/catalog-seed';

/**
 * Printer brands as the catalog seeds them. The first three have partner pages (/phomemo, /itari, /omezizy)
 * co-branded with the library's brand themes.
 */
export const brands = BRANDS;

export type BrandSlug = (typeof brands)[number]['slug'];
export type Brand = (typeof brands)[number];

/** Brands with a partner page; the slug is also the route path and the `@labelwise/ui` brand theme name. */
export const partnerBrands = ['phomemo', 'itari', 'omezizy'] as const satisfies readonly BrandSlug[];
export type PartnerBrand = (typeof partnerBrands)[number];

export function brandBySlug(slug: BrandSlug): Brand {
  return brands.find((b) => b.slug === slug)!;
}

/** A partner page's parts in the page's words; `description: null` means the compiled introduction. */
export interface PartnerView {
  readonly name: string;
  readonly website: string;
  readonly tagline: string;
  readonly description: string | null;
  /** Model slugs to list, in order; empty lists every model of the brand. */
  readonly models: readonly string[];
}

/** The compiled partner page of a brand. */
export function partnerFromDefaults(slug: PartnerBrand): PartnerView {
  const brand = brandBySlug(slug);
  return { name: brand.name, website: brand.website, tagline: '', description: null, models: [] };
}

/** The published partner page. */
export function partnerFromPublished({ shared, text }: PublishedOf<'partner'>): PartnerView {
  return {
    name: shared.name,
    website: shared.website,
    tagline: text.tagline,
    description: text.description,
    models: shared.models,
  };
}
