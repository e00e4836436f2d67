import { SHIPPING_PLATFORMS, type ShippingPlatformSlug } from '@labelwise/contract/shipping';
import type { SiteMessageId } from '../i18n';

/** A help page beyond the core route list, as the route table's `page()` takes it. */
export interface HelpRoute {
  readonly path: string;
  readonly name: string;
  readonly page: 'labelPdf' | 'shipping' | 'shippingPlatform';
  readonly title: SiteMessageId;
  readonly description: SiteMessageId;
  readonly titleValues?: Readonly<Record<string, string>>;
  readonly platform?: ShippingPlatformSlug;
}

/** The Label PDF tool and the shipping-platform set-ups (one page per platform). */
export const helpRoutes: readonly HelpRoute[] = [
  {
    path: '/tools/label-pdf',
    name: 'LabelPdf',
    page: 'labelPdf',
    title: 'site.route.labelPdfTitle',
    description: 'site.labelPdf.description',
  },
  {
    path: '/shipping',
    name: 'Shipping',
    page: 'shipping',
    title: 'site.route.shippingTitle',
    description: 'site.shipping.description',
  },
  ...SHIPPING_PLATFORMS.map((p): HelpRoute => ({
    path: `/shipping/${p.slug}`,
    name: `Shipping_${p.slug}`,
    page: 'shippingPlatform',
    title: 'site.route.shippingPlatformTitle',
    description: 'site.shipping.platformDescription',
    titleValues: { platform: p.name },
    platform: p.slug,
  })),
];
