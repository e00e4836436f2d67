import { z } from 'zod';
import { freeText, maxMessage, oneOf, safeText, sortInt } from './fields.js';
import {
  ALT_TEXT_MAX,
  FAQ_ANSWER_MAX,
  FAQ_IMAGES_MAX,
  FAQ_QUESTION_MAX,
  HEX_COLOR,
  HOME_BARCODES,
  HOME_HEADLINE_MAX,
  HOME_LOGOS_MAX,
  HOME_SAMPLES_MAX,
  HOME_SUBLINE_MAX,
  MEDIA_BYTES_MAX,
  MEDIA_DIMENSION_MAX,
  NOTICE_LEVELS,
  NOTICE_LINK_LABEL_MAX,
  NOTICE_TEXT_MAX,
  PARTNER_DESCRIPTION_MAX,
  PARTNER_LOGO_NAME_MAX,
  PARTNER_MODELS_MAX,
  PARTNER_NAME_MAX,
  PARTNER_TAGLINE_MAX,
  VIDEO_DURATION_MAX,
  VIDEO_ICONS,
  VIDEO_PLATFORMS,
  VIDEO_TITLE_MAX,
} from './mediaRules.js';
import { HTTP_URL, SITE_PATH, SLUG_MAX, URL_MAX } from './rules.js';

/**
 * Bodies of the content kinds other than guides: videos, FAQ entries, the home page, partner pages and notices.
 * Each is `{ shared, text }`: `shared` holds what is not translated (files, dates, colours, order), `text` what an
 * operator writes per locale. Limits and enums are zod-free in `mediaRules.ts` (also in the `@labelwise/contract/media` entry).
 */

/** A file: an uploaded file's URL, a site path such as `/media/videos/x.mp4`, or an http(s) URL. */
const fileRef = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(URL_MAX, { error: maxMessage(URL_MAX) })
  .refine((s) => HTTP_URL.test(s) || SITE_PATH.test(s), {
    error: 'must be an http(s) URL or a site path starting with a single /',
  });
/** The same, where an empty string means "none" (also the doctor's step pictures). */
export const optionalFileRef = z
  .string()
  .trim()
  .max(URL_MAX, { error: maxMessage(URL_MAX) })
  .refine((s) => s === '' || HTTP_URL.test(s) || SITE_PATH.test(s), {
    error: 'must be an http(s) URL or a site path starting with a single /',
  });
const dimension = z.coerce
  .number({ error: 'must be a whole number of pixels' })
  .int({ error: 'must be a whole number of pixels' })
  .min(1, { error: 'must be at least 1' })
  .max(MEDIA_DIMENSION_MAX, { error: `must be at most ${MEDIA_DIMENSION_MAX}` });
const hexColor = z
  .string({ error: 'is required' })
  .trim()
  .regex(HEX_COLOR, { error: 'must be a hex colour such as #11a983' });
const slug = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(SLUG_MAX, { error: maxMessage(SLUG_MAX) })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'may contain only lower-case letters, digits and dashes' });
/** An ISO 8601 instant with a time zone, e.g. `2026-12-24T00:00:00Z` or `2026-12-24T08:00:00+08:00`. */
const instant = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/, {
    error: 'must be a date and time such as 2026-12-24T08:00:00Z',
  })
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'is not a valid date and time' });
const alt = freeText(ALT_TEXT_MAX);

/** An image with its intrinsic size, so the page reserves its box before it loads (no layout shift). */
export const mediaImage = z.object({ src: fileRef, width: dimension, height: dimension });

// ---------- videos ----------
export const videoBody = {
  shared: z.object({
    file: fileRef,
    poster: fileRef,
    posterWidth: dimension,
    posterHeight: dimension,
    /** Read by the API from the MP4's movie header when the file is saved; what a client sends is replaced. */
    durationSeconds: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0, { error: 'must not be negative' })
      .max(VIDEO_DURATION_MAX, { error: `must be at most ${VIDEO_DURATION_MAX}` }),
    bytes: z.coerce
      .number({ error: 'must be a number of bytes' })
      .int({ error: 'must be a number of bytes' })
      .min(0, { error: 'must not be negative' })
      .max(MEDIA_BYTES_MAX, { error: 'is too large' })
      .default(0),
    platform: oneOf(VIDEO_PLATFORMS),
    icon: oneOf(VIDEO_ICONS).default('label'),
    /** A stand-in clip until the real recording exists; the site says so on the card. */
    placeholder: z.boolean({ error: 'must be true or false' }).default(false),
    sort: sortInt.default(0),
  }),
  text: z.object({
    title: freeText(VIDEO_TITLE_MAX, 1),
    /** The WebVTT captions of this locale; a locale without its own file falls back to en-us's. */
    captions: optionalFileRef.default(''),
  }),
};
export type VideoShared = z.output<typeof videoBody.shared>;
export type VideoText = z.output<typeof videoBody.text>;

// ---------- FAQ ----------
export const faqBody = {
  shared: z.object({
    sort: sortInt.default(0),
    /** `paragraph`: the answer paragraph (0-based, paragraphs are separated by a blank line) the image follows. */
    images: z
      .array(mediaImage.extend({ paragraph: sortInt.default(0) }), { error: 'must be a list of images' })
      .max(FAQ_IMAGES_MAX, { error: `must have at most ${FAQ_IMAGES_MAX} images` })
      .default([]),
  }),
  text: z.object({
    question: freeText(FAQ_QUESTION_MAX, 1),
    /** Plain text; a blank line starts a new paragraph. */
    answer: freeText(FAQ_ANSWER_MAX, 1),
    /** The alternative text of each image, in the order of `shared.images`. */
    imageAlts: z.array(alt, { error: 'must be a list of texts' }).max(FAQ_IMAGES_MAX).default([]),
  }),
};
export type FaqShared = z.output<typeof faqBody.shared>;
export type FaqText = z.output<typeof faqBody.text>;

// ---------- home ----------
export const partnerLogo = z.object({
  name: safeText(PARTNER_LOGO_NAME_MAX, 1),
  img: fileRef,
  width: dimension,
  height: dimension,
  /** The partner's own site; the logo links to the partner page instead when `page` is set. */
  url: optionalFileRef.default(''),
  /** A partner page slug on this site (a `partner` content item), or '' for none. */
  page: z
    .string()
    .trim()
    .max(SLUG_MAX, { error: maxMessage(SLUG_MAX) })
    .regex(/^(?:[a-z0-9][a-z0-9-]*)?$/, { error: 'may contain only lower-case letters, digits and dashes' })
    .default(''),
});
export const homeBody = {
  shared: z.object({
    sampleLabels: z
      .array(mediaImage, { error: 'must be a list of images' })
      .max(HOME_SAMPLES_MAX, { error: `must have at most ${HOME_SAMPLES_MAX} images` })
      .default([]),
    partnerLogos: z
      .array(partnerLogo, { error: 'must be a list of logos' })
      .max(HOME_LOGOS_MAX, { error: `must have at most ${HOME_LOGOS_MAX} logos` })
      .default([]),
    /** Which barcode symbologies the home page shows, in this order. */
    barcodes: z
      .array(oneOf(HOME_BARCODES), { error: 'must be a list of barcode types' })
      .max(HOME_BARCODES.length)
      .refine((a) => new Set(a).size === a.length, { error: 'lists a barcode type twice' })
      .default([...HOME_BARCODES]),
  }),
  text: z.object({
    headline: freeText(HOME_HEADLINE_MAX, 1),
    subline: freeText(HOME_SUBLINE_MAX).default(''),
    /** The alternative text of each sample label, in the order of `shared.sampleLabels`. */
    sampleAlts: z.array(alt, { error: 'must be a list of texts' }).max(HOME_SAMPLES_MAX).default([]),
  }),
};
export type HomeShared = z.output<typeof homeBody.shared>;
export type HomeText = z.output<typeof homeBody.text>;
export type PartnerLogoEntry = z.output<typeof partnerLogo>;

// ---------- partner pages ----------
export const partnerBody = {
  shared: z.object({
    /** The page's path on the site (`/phomemo`) and the catalog brand whose models it lists. */
    slug,
    name: safeText(PARTNER_NAME_MAX, 1),
    primaryColor: hexColor,
    accentColor: hexColor.or(z.literal('')).default(''),
    logo: optionalFileRef.default(''),
    website: optionalFileRef.default(''),
    /** Model slugs shown on the page, in this order; empty lists every model of the brand. */
    models: z
      .array(slug, { error: 'must be a list of model slugs' })
      .max(PARTNER_MODELS_MAX, { error: `must have at most ${PARTNER_MODELS_MAX} models` })
      .default([]),
    sort: sortInt.default(0),
  }),
  text: z.object({
    tagline: freeText(PARTNER_TAGLINE_MAX).default(''),
    description: freeText(PARTNER_DESCRIPTION_MAX, 1),
  }),
};
export type PartnerShared = z.output<typeof partnerBody.shared>;
export type PartnerText = z.output<typeof partnerBody.text>;

// ---------- notices ----------
export const noticeBody = {
  shared: z
    .object({
      startsAt: instant,
      endsAt: instant,
      level: oneOf(NOTICE_LEVELS).default('info'),
      /** Where "more" leads: a site path or an http(s) URL; '' for no link. */
      link: optionalFileRef.default(''),
      sort: sortInt.default(0),
    })
    .refine((n) => Date.parse(n.endsAt) >= Date.parse(n.startsAt), {
      path: ['endsAt'],
      error: 'must not be before startsAt',
    }),
  text: z.object({
    text: freeText(NOTICE_TEXT_MAX, 1),
    linkLabel: freeText(NOTICE_LINK_LABEL_MAX).default(''),
  }),
};
export type NoticeShared = z.output<typeof noticeBody.shared>;
export type NoticeText = z.output<typeof noticeBody.text>;

/** The media kinds' bodies by kind, for content-core's registry. */
export const mediaContentBodies = {
  video: videoBody,
  faq: faqBody,
  home: homeBody,
  partner: partnerBody,
  notice: noticeBody,
} as const;

export * from './mediaRules.js';
