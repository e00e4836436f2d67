import type { PublishedOf } from '@labelwise/contract';
import { defaultPartnerLogos, defaultSampleLabels, partnerLogoImage } from '@labelwise/contract/media';
import type { IntlShape } from 'react-intl';
import type { SiteMessageId } from '../i18n';
import type { ImageView } from './faq';
import type { ImageRef } from './types';

/** Home content: top lines, claim blocks, sample labels, showcase, barcodes, partners. */
export const hero = {
  headline: 'site.home.headline',
  subline: 'site.home.subline',
  primaryCta: { label: 'site.home.ctaDownload', to: '/download' },
  secondaryCta: { label: 'site.home.ctaPrinters', to: '/printers' },
} as const satisfies Record<string, SiteMessageId | { label: SiteMessageId; to: string }>;

export interface Claim {
  readonly id: string;
  readonly title: SiteMessageId;
  readonly body: SiteMessageId;
  readonly icon: string;
}

/** The product claims, one feature block each. */
export const claims: readonly Claim[] = [
  { id: 'drivers', title: 'site.home.claimDriversTitle', body: 'site.home.claimDriversBody', icon: 'plug' },
  { id: 'platforms', title: 'site.home.claimPlatformsTitle', body: 'site.home.claimPlatformsBody', icon: 'devices' },
  { id: 'excel', title: 'site.home.claimExcelTitle', body: 'site.home.claimExcelBody', icon: 'spreadsheet' },
  { id: 'barcodes', title: 'site.home.claimBarcodesTitle', body: 'site.home.claimBarcodesBody', icon: 'barcode' },
  { id: 'pdf', title: 'site.home.claimPdfTitle', body: 'site.home.claimPdfBody', icon: 'pdf' },
  { id: 'serial', title: 'site.home.claimSerialTitle', body: 'site.home.claimSerialBody', icon: 'serial' },
  { id: 'formats', title: 'site.home.claimFormatsTitle', body: 'site.home.claimFormatsBody', icon: 'save' },
  { id: 'templates', title: 'site.home.claimTemplatesTitle', body: 'site.home.claimTemplatesBody', icon: 'template' },
];

/** File formats a label can be saved as. */
export const labelFileFormats = ['.aml', '.jpg', '.png', '.pdf'] as const;

/** Shipping label sizes in inches. */
export const shippingLabelSizes = ['4x4', '4x6', '4x8', '8.5x11'] as const;

const sample = (name: string, alt: SiteMessageId, width: number, height: number): ImageRef => ({
  src: `/images/samples/${name}.svg`,
  width,
  height,
  alt,
});

/** The wall of seven sample label images. Sizes keep each label's real aspect ratio. */
export const sampleLabels: readonly ImageRef[] = defaultSampleLabels.map((l) =>
  sample(l.name, `site.home.${l.alt}`, l.width, l.height),
);

/** The "fourth" block: three descriptions with images. */
export const showcase: ReadonlyArray<{ readonly text: SiteMessageId; readonly image: ImageRef }> = [
  { text: 'site.home.showcaseShipping', image: sample('showcase-shipping', 'site.home.sampleShipping', 640, 480) },
  { text: 'site.home.showcaseProducts', image: sample('showcase-products', 'site.home.samplePrice', 640, 480) },
  { text: 'site.home.showcaseOffice', image: sample('showcase-office', 'site.home.sampleFolder', 640, 480) },
];

/** Barcode symbologies: `bcid` is the encoder name in bwip-js; sample values carry valid check digits. */
export interface Symbology {
  readonly id: string;
  readonly name: string;
  readonly bcid: 'code128' | 'code39' | 'ean13' | 'upca' | 'itf14' | 'qrcode' | 'datamatrix' | 'pdf417';
  readonly kind: 'linear' | 'matrix';
  readonly sample: string;
  readonly description: SiteMessageId;
  /** The generated image (`scripts/generate-assets.mjs`, committed under public/). */
  readonly image: string;
  readonly width: number;
  readonly height: number;
}

/**
 * `width`/`height` are the intrinsic size of the generated SVG (bwip-js at the scale chosen in `barcodeImages.ts`);
 * `scripts/generate-assets.mjs` refuses to write an image whose size differs, so the <img> never shifts.
 */
const symbology = (s: Omit<Symbology, 'image'>): Symbology => ({ ...s, image: `/images/barcodes/${s.id}.svg` });

/** The eight supported-barcode images. */
export const symbologies: readonly Symbology[] = [
  symbology({
    id: 'code128',
    name: 'Code 128',
    bcid: 'code128',
    kind: 'linear',
    sample: 'LW-2024-00042',
    description: 'site.barcodes.code128',
    width: 366,
    height: 125,
  }),
  symbology({
    id: 'code39',
    name: 'Code 39',
    bcid: 'code39',
    kind: 'linear',
    sample: 'ASSET-7731',
    description: 'site.barcodes.code39',
    width: 414,
    height: 125,
  }),
  symbology({
    id: 'ean13',
    name: 'EAN-13',
    bcid: 'ean13',
    kind: 'linear',
    sample: '4006381333931',
    description: 'site.barcodes.ean13',
    width: 222,
    height: 125,
  }),
  symbology({
    id: 'upca',
    name: 'UPC-A',
    bcid: 'upca',
    kind: 'linear',
    sample: '036000291452',
    description: 'site.barcodes.upca',
    width: 222,
    height: 125,
  }),
  symbology({
    id: 'itf14',
    name: 'ITF-14',
    bcid: 'itf14',
    kind: 'linear',
    sample: '15400141288763',
    description: 'site.barcodes.itf14',
    width: 359,
    height: 139,
  }),
  symbology({
    id: 'qrcode',
    name: 'QR Code',
    bcid: 'qrcode',
    kind: 'matrix',
    sample: 'https://labelwise.example/download',
    description: 'site.barcodes.qrcode',
    width: 198,
    height: 198,
  }),
  symbology({
    id: 'datamatrix',
    name: 'Data Matrix',
    bcid: 'datamatrix',
    kind: 'matrix',
    sample: 'SN:Q332A1234567',
    description: 'site.barcodes.datamatrix',
    width: 200,
    height: 200,
  }),
  symbology({
    id: 'pdf417',
    name: 'PDF417',
    bcid: 'pdf417',
    kind: 'matrix',
    sample: 'LABELWISE|4x6|SHIP-0001',
    description: 'site.barcodes.pdf417',
    width: 222,
    height: 112,
  }),
];

/** Partner logo: img, name, url. */
export interface PartnerLogo {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly img: string;
  readonly width: number;
  readonly height: number;
  /** The site's own partner page, for the co-branded partners. */
  readonly page?: `/${string}`;
}

/**
 * The nine partner brand logos. The first three are the API's partner brands; the other six are
 * placeholder entries for the partner list the business confirms before launch (logo rights, URLs).
 */
export const partnerLogos: readonly PartnerLogo[] = defaultPartnerLogos.map((p) => ({
  id: p.id,
  name: p.name,
  url: p.url,
  ...partnerLogoImage(p.id),
  ...(p.page ? { page: `/${p.page}` as const } : {}),
}));

/** The home page's published or compiled parts, in the page's words. */
export interface HomeView {
  readonly headline: string;
  readonly subline: string;
  readonly samples: readonly ImageView[];
  readonly logos: readonly PartnerLogo[];
  readonly barcodes: readonly Symbology[];
}

/** The compiled home content in the page's language. */
export function homeFromDefaults(intl: IntlShape): HomeView {
  return {
    headline: intl.formatMessage({ id: hero.headline }),
    subline: intl.formatMessage({ id: hero.subline }),
    samples: sampleLabels.map((img) => ({ ...img, alt: intl.formatMessage({ id: img.alt }) })),
    logos: partnerLogos,
    barcodes: symbologies,
  };
}

/** The published home item: the barcodes it lists, in its order; a logo with a page links to that page. */
export function homeFromPublished({ shared, text }: PublishedOf<'home'>): HomeView {
  const byId = new Map(symbologies.map((s) => [s.id, s]));
  return {
    headline: text.headline,
    subline: text.subline,
    samples: shared.sampleLabels.map((img, i) => ({ ...img, alt: text.sampleAlts[i] ?? '' })),
    logos: shared.partnerLogos.map((l, i) => ({
      id: `${i}-${l.name}`,
      name: l.name,
      url: l.url,
      img: l.img,
      width: l.width,
      height: l.height,
      ...(l.page ? { page: `/${l.page}` as const } : {}),
    })),
    barcodes: shared.barcodes.flatMap((id) => byId.get(id) ?? []),
  };
}
