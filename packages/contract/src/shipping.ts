/**
 * Shipping-platform set-ups without zod: which platforms the site covers, the printer families their advice is
 * given for, and (in `./shipping.messages.ts`) the six-locale texts. The public site imports this entry
 * (`@labelwise/contract/shipping`) for its /shipping pages; the texts exist once, here.
 */

import type { SHIPPING_PLATFORM_TEXTS } from './shipping.messages.js';
import type { PrintResolution } from './rules.js';

export { isPrintResolution, PRINT_RESOLUTIONS, type PrintResolution } from './rules.js';

export { SHIPPING_PLATFORM_TEXTS, SHIPPING_TEXTS, type ShippingTextId } from './shipping.messages.js';

/** Platforms with a set-up page, in the order the index lists them; the slug is the page's path segment. */
export const SHIPPING_PLATFORMS = [
  { slug: 'shipstation', name: 'ShipStation' },
  { slug: 'shopify', name: 'Shopify Shipping' },
  { slug: 'ebay', name: 'eBay' },
  { slug: 'etsy', name: 'Etsy' },
  { slug: 'amazon', name: 'Amazon Buy Shipping' },
  { slug: 'paypal-pirate-ship', name: 'PayPal and Pirate Ship' },
  { slug: 'woocommerce', name: 'WooCommerce Shipping' },
  { slug: 'usps', name: 'USPS Click-N-Ship' },
  { slug: 'ups', name: 'UPS' },
  { slug: 'fedex', name: 'FedEx Ship Manager' },
] as const satisfies ReadonlyArray<{ slug: keyof typeof SHIPPING_PLATFORM_TEXTS; name: string }>;

export type ShippingPlatformSlug = (typeof SHIPPING_PLATFORMS)[number]['slug'];

/** Label stock the site's printers take, in inches (width × length), and its metric name. */
export const SHIPPING_LABEL_SIZES = [
  { id: '4x6', widthIn: 4, lengthIn: 6, mm: '100 × 150' },
  { id: '4x4', widthIn: 4, lengthIn: 4, mm: '100 × 100' },
  { id: '4x8', widthIn: 4, lengthIn: 8, mm: '100 × 200' },
] as const;

/**
 * Printer families by print-head resolution: what changes between them is how many dots a 4 in label is across
 * (what an image label needs to print sharp) and the resolution set in the driver.
 */
export const PRINTER_FAMILIES = [
  { id: '203dpi', dpi: 203, dotsPerMm: 8 },
  { id: '300dpi', dpi: 300, dotsPerMm: 12 },
] as const satisfies ReadonlyArray<{ id: string; dpi: PrintResolution; dotsPerMm: number }>;

export type PrinterFamilyId = (typeof PRINTER_FAMILIES)[number]['id'];

/** Dots across a 4 in wide label at a family's resolution. */
export const dotsAcross = (dpi: number, widthIn = 4): number => Math.round(dpi * widthIn);

export function shippingPlatform(slug: string): (typeof SHIPPING_PLATFORMS)[number] | undefined {
  return SHIPPING_PLATFORMS.find((p) => p.slug === slug);
}

// ---------- what operators edit per platform (validated by the API with `shippingBody`) ----------

/** File formats a platform hands out labels in. */
export const SHIPPING_FORMATS = ['pdf', 'png', 'zpl'] as const;
export type ShippingFormat = (typeof SHIPPING_FORMATS)[number];
export const SHIPPING_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type ShippingOrientation = (typeof SHIPPING_ORIENTATIONS)[number];
export const SHIPPING_SIZE_IDS = ['4x6', '4x4', '4x8'] as const;
export const SHIPPING_NAME_MAX = 60;
export const SHIPPING_PATH_MAX = 300;
export const SHIPPING_CHOOSE_MAX = 1000;
/** One line of a list (a print-dialog setting, a mistake). */
export const SHIPPING_LINE_MAX = 600;
export const SHIPPING_LINES_MAX = 12;
/** The resolution a driver may be set to, in dpi. */
export const SHIPPING_DPI_MIN = 100;
export const SHIPPING_DPI_MAX = 600;
/** The key of the one `shippingCommon` item: the print dialogs and the mistakes every platform shares. */
export const SHIPPING_COMMON_KEY = 'common';
