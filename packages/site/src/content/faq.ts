import type { SiteMessageId } from '../i18n';
import type { ImageRef } from './types';

/** FAQ entry (spec §3): title and details, each detail a theme text with its images. */
export interface FaqDetail {
  readonly text: SiteMessageId;
  readonly images: readonly ImageRef[];
}

export interface FaqEntry {
  readonly id: string;
  readonly title: SiteMessageId;
  readonly details: readonly FaqDetail[];
}

const img = (name: string, alt: SiteMessageId): ImageRef => ({
  src: `/images/faq/${name}.svg`,
  width: 640,
  height: 400,
  alt,
});

/** The three FAQ items of the Guides page (spec §2): blank print, incomplete print, paper not loading automatically. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'blank-print',
    title: 'site.faq.blankTitle',
    details: [
      {
        text: 'site.faq.blankSide',
        images: [img('scratch-test', 'site.faq.imageScratchTest'), img('label-direction', 'site.faq.imageLoading')],
      },
      { text: 'site.faq.blankMedia', images: [] },
      { text: 'site.faq.blankDensity', images: [] },
      { text: 'site.faq.blankSize', images: [] },
    ],
  },
  {
    id: 'incomplete-print',
    title: 'site.faq.incompleteTitle',
    details: [
      { text: 'site.faq.incompleteSize', images: [img('driver-paper-size', 'site.faq.imagePaperSize')] },
      { text: 'site.faq.incompleteScale', images: [img('print-actual-size', 'site.faq.imageActualSize')] },
      { text: 'site.faq.incompleteCalibrate', images: [] },
      { text: 'site.faq.incompleteClean', images: [] },
    ],
  },
  {
    id: 'paper-not-loading',
    title: 'site.faq.feedTitle',
    details: [
      { text: 'site.faq.feedGuides', images: [img('paper-guides', 'site.faq.imageGuides')] },
      { text: 'site.faq.feedInsert', images: [] },
      { text: 'site.faq.feedDirection', images: [img('label-direction', 'site.faq.imageLoading')] },
      { text: 'site.faq.feedRestart', images: [] },
    ],
  },
];
