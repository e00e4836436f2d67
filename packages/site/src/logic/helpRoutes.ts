import { DOCTOR_SYMPTOMS, type DoctorSymptomId } from '@labelwise/contract/doctor/symptoms';
import { SHIPPING_PLATFORMS, type ShippingPlatformSlug } from '@labelwise/contract/shipping';
import type { SiteMessageId } from '../i18n';

/** A help page beyond the core route list, as the route table's `page()` takes it. */
export interface HelpRoute {
  readonly path: string;
  readonly name: string;
  readonly page: 'labelPdf' | 'shipping' | 'shippingPlatform' | 'doctor';
  readonly title: SiteMessageId;
  readonly description: SiteMessageId;
  readonly titleValues?: Readonly<Record<string, string>>;
  readonly platform?: ShippingPlatformSlug;
  /** The symptom a doctor landing page starts on. */
  readonly symptom?: DoctorSymptomId;
  /**
   * The title lives with the page's own messages, not the shell's: the header search lists the page only once
   * those load (on demand), and the shell shows no title for it until they are in.
   */
  readonly ownTitle?: true;
}

/** The Label PDF tool, the shipping-platform set-ups (one page per platform) and the printer doctor (one landing page per symptom). */
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
  {
    path: '/doctor',
    name: 'Doctor',
    page: 'doctor',
    title: 'site.doctor.title',
    description: 'site.doctor.description',
    ownTitle: true,
  },
  ...DOCTOR_SYMPTOMS.map(({ id, slug }): HelpRoute => ({
    path: `/doctor/${slug}`,
    name: `Doctor_${id}`,
    page: 'doctor',
    title: `site.doctor.${id}Name`,
    description: `site.doctor.${id}Lead`,
    symptom: id,
    ownTitle: true,
  })),
];
