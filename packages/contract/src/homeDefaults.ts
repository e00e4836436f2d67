import type { homeContentTexts } from './mediaDefaults.messages.js';

type HomeTextKey = keyof typeof homeContentTexts;

/*
 * The home page's default sample labels and partner logos, in a module of their own: a first visit to `/` loads
 * these and not the default videos and FAQ that share `./mediaDefaults.ts` (the bundler splits by module).
 */

export interface DefaultSample {
  readonly name: string;
  readonly alt: HomeTextKey;
  readonly width: number;
  readonly height: number;
}
/** The wall of seven sample labels (`/images/samples/<name>.svg`); sizes keep each label's real aspect ratio. */
export const defaultSampleLabels: readonly DefaultSample[] = [
  { name: 'shipping-4x6', alt: 'sampleShipping', width: 400, height: 600 },
  { name: 'return-address', alt: 'sampleAddress', width: 600, height: 240 },
  { name: 'price-tag-ean13', alt: 'samplePrice', width: 500, height: 300 },
  { name: 'inventory-qr', alt: 'sampleInventory', width: 500, height: 300 },
  { name: 'food-dates', alt: 'sampleFood', width: 500, height: 500 },
  { name: 'file-folder', alt: 'sampleFolder', width: 600, height: 200 },
  { name: 'name-badge', alt: 'sampleBadge', width: 600, height: 400 },
];
export const sampleLabelSrc = (name: string) => `/images/samples/${name}.svg`;

export interface DefaultPartnerLogo {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  /** The slug of the site's own partner page, for the co-branded partners. */
  readonly page?: string;
}
/** Logos are 160×64 SVGs under `/images/partners/`. */
export const partnerLogoImage = (id: string) => ({ img: `/images/partners/${id}.svg`, width: 160, height: 64 });

/**
 * The nine partner logos. The first three are the API's partner brands; the other six are placeholder entries for
 * the partner list the business confirms before launch (logo rights, URLs).
 */
export const defaultPartnerLogos: readonly DefaultPartnerLogo[] = [
  { id: 'phomemo', name: 'Phomemo', url: 'https://phomemo.com', page: 'phomemo' },
  { id: 'itari', name: 'Itari', url: 'https://itari.com', page: 'itari' },
  { id: 'omezizy', name: 'Omezizy', url: 'https://omezizy.com', page: 'omezizy' },
  { id: 'munbyn', name: 'MUNBYN', url: 'https://munbyn.com' },
  { id: 'idprt', name: 'iDPRT', url: 'https://www.idprt.com' },
  { id: 'hprt', name: 'HPRT', url: 'https://www.hprt.com' },
  { id: 'xprinter', name: 'Xprinter', url: 'https://www.xprinter.net' },
  { id: 'rollo', name: 'Rollo', url: 'https://www.rollo.com' },
  { id: 'arkscan', name: 'Arkscan', url: 'https://www.arkscan.com' },
];
