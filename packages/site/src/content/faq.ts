import type { PublishedOf } from '@labelwise/contract';
import { defaultFaq, faqImage } from '@labelwise/contract/media';
import type { IntlShape } from 'react-intl';
import type { SiteMessageId } from '../i18n';
import type { ImageRef } from './types';

/** FAQ entry: title and details, each detail a theme text with its images. */
export interface FaqDetail {
  readonly text: SiteMessageId;
  readonly images: readonly ImageRef[];
}

export interface FaqEntry {
  readonly id: string;
  readonly title: SiteMessageId;
  readonly details: readonly FaqDetail[];
}

/** The three FAQ items of the Guides page: blank print, incomplete print, paper not loading automatically. */
export const faqEntries: readonly FaqEntry[] = defaultFaq.map((entry) => ({
  id: entry.id,
  title: `site.faq.${entry.title}`,
  details: entry.details.map((d) => ({
    text: `site.faq.${d.text}`,
    images: d.images.map((img) => ({ ...faqImage(img.name), alt: `site.faq.${img.alt}` as const })),
  })),
}));

/** An image as a page renders it: its words already in the page's language. */
export interface ImageView {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** An FAQ entry in the page's words: the question, then its paragraphs, each with the images that follow it. */
export interface FaqView {
  readonly id: string;
  readonly question: string;
  readonly paragraphs: ReadonlyArray<{ readonly text: string; readonly images: readonly ImageView[] }>;
}

/** The compiled FAQ in the page's language. */
export function faqFromDefaults(intl: IntlShape): FaqView[] {
  return faqEntries.map((entry) => ({
    id: entry.id,
    question: intl.formatMessage({ id: entry.title }),
    paragraphs: entry.details.map((d) => ({
      text: intl.formatMessage({ id: d.text }),
      images: d.images.map((img) => ({ ...img, alt: intl.formatMessage({ id: img.alt }) })),
    })),
  }));
}

/**
 * The published FAQ: the answer's paragraphs are separated by blank lines, and each image follows the paragraph
 * it names (one past the last paragraph puts it at the end).
 */
export function faqFromPublished(items: readonly PublishedOf<'faq'>[]): FaqView[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort)
    .map(({ key, shared, text }) => {
      const texts = text.answer
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean);
      const paragraphs = texts.map((t) => ({ text: t, images: [] as ImageView[] }));
      if (paragraphs.length === 0) paragraphs.push({ text: '', images: [] });
      shared.images.forEach((img, i) => {
        const at = Math.min(img.paragraph, paragraphs.length - 1);
        paragraphs[at]!.images.push({
          src: img.src,
          width: img.width,
          height: img.height,
          alt: text.imageAlts[i] ?? '',
        });
      });
      return { id: key, question: text.question, paragraphs };
    });
}
