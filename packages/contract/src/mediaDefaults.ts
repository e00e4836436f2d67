import { CONTENT_LOCALES, type ContentLocale } from './guides.js';
import type { NoticeLevel, VideoIcon, VideoPlatform } from './mediaRules.js';
import {
  faqTexts,
  homeContentTexts,
  partnerIntroTexts,
  videoTitleTexts,
  type LocalizedText,
} from './mediaDefaults.messages.js';
import { defaultPartnerLogos, defaultSampleLabels, partnerLogoImage, sampleLabelSrc } from './homeDefaults.js';

/**
 * What the site showed before videos, FAQ, home content and partner pages became data, zod-free: the site renders
 * it when no published snapshot is there (its compiled pages), and the API seeds it as the first published
 * content, so nothing a visitor sees is lost when the back office takes over.
 */

export type VideoTitleKey = keyof typeof videoTitleTexts;
export type FaqTextKey = keyof typeof faqTexts;
export type HomeTextKey = keyof typeof homeContentTexts;
export type PartnerIntroKey = keyof typeof partnerIntroTexts;

export interface DefaultVideo {
  readonly id: string;
  readonly title: VideoTitleKey;
  readonly platform: VideoPlatform;
  readonly icon: VideoIcon;
  /**
   * A real recording of the site (packages/e2e/src/recordClips.ts makes it), with a WebP frame as its poster;
   * without it the clip is a stand-in, shown on the demo site only.
   */
  readonly recorded?: true;
}

/**
 * The videos of the Guides page, in display order; files under `/media/videos/<id>.*`. The recordings of the site's
 * own tools come first; the app tutorials after them are stand-ins until they are recorded.
 */
export const defaultVideos: readonly DefaultVideo[] = [
  { id: 'site-find-driver', title: 'siteFindDriver', platform: 'pc', icon: 'driver', recorded: true },
  { id: 'site-chart', title: 'siteChart', platform: 'pc', icon: 'template', recorded: true },
  { id: 'site-doctor', title: 'siteDoctor', platform: 'pc', icon: 'calibrate', recorded: true },
  { id: 'site-label-pdf', title: 'siteLabelPdf', platform: 'pc', icon: 'pdf', recorded: true },
  { id: 'pc-install-windows', title: 'pcInstallWindows', platform: 'pc', icon: 'windows' },
  { id: 'pc-install-mac', title: 'pcInstallMac', platform: 'pc', icon: 'apple' },
  { id: 'pc-driver-windows', title: 'pcDriverWindows', platform: 'pc', icon: 'driver' },
  { id: 'pc-driver-mac', title: 'pcDriverMac', platform: 'pc', icon: 'driver' },
  { id: 'pc-first-label', title: 'pcFirstLabel', platform: 'pc', icon: 'label' },
  { id: 'pc-excel-batch', title: 'pcExcel', platform: 'pc', icon: 'spreadsheet' },
  { id: 'pc-barcodes', title: 'pcBarcodes', platform: 'pc', icon: 'barcode' },
  { id: 'pc-pdf-crop', title: 'pcPdf', platform: 'pc', icon: 'pdf' },
  { id: 'pc-serial-numbers', title: 'pcSerial', platform: 'pc', icon: 'serial' },
  { id: 'pc-calibrate', title: 'pcCalibrate', platform: 'pc', icon: 'calibrate' },
  { id: 'site-doctor-phone', title: 'siteDoctorPhone', platform: 'mobile', icon: 'bluetooth', recorded: true },
  { id: 'mobile-bluetooth', title: 'mobileConnect', platform: 'mobile', icon: 'bluetooth' },
  { id: 'mobile-create-label', title: 'mobileCreate', platform: 'mobile', icon: 'phone' },
  { id: 'mobile-shipping', title: 'mobileShipping', platform: 'mobile', icon: 'label' },
  { id: 'mobile-scan', title: 'mobileScan', platform: 'mobile', icon: 'scan' },
  { id: 'mobile-templates', title: 'mobileTemplates', platform: 'mobile', icon: 'template' },
];

/** A video's files: the clip, its poster (a frame of a recording, a drawing for a stand-in) and one WebVTT a locale. */
export const defaultVideoFiles = (id: string, platform: VideoPlatform, recorded = false) => ({
  file: `/media/videos/${id}.mp4`,
  poster: `/media/videos/${id}.${recorded ? 'webp' : 'svg'}`,
  posterWidth: platform === 'pc' ? 640 : 360,
  posterHeight: platform === 'pc' ? 360 : 640,
  captions: (locale: ContentLocale) => `/media/videos/${id}.${locale}.vtt`,
});

export interface DefaultFaqImage {
  readonly name: string;
  readonly alt: FaqTextKey;
}
export interface DefaultFaqEntry {
  readonly id: string;
  readonly title: FaqTextKey;
  readonly details: ReadonlyArray<{ readonly text: FaqTextKey; readonly images: readonly DefaultFaqImage[] }>;
}

/** FAQ images are 640×400 SVGs under `/images/faq/`. */
export const faqImage = (name: string) => ({ src: `/images/faq/${name}.svg`, width: 640, height: 400 });

/** The three FAQ entries: blank print, incomplete print, paper not loading automatically. */
export const defaultFaq: readonly DefaultFaqEntry[] = [
  {
    id: 'blank-print',
    title: 'blankTitle',
    details: [
      {
        text: 'blankSide',
        images: [
          { name: 'scratch-test', alt: 'imageScratchTest' },
          { name: 'label-direction', alt: 'imageLoading' },
        ],
      },
      { text: 'blankMedia', images: [] },
      { text: 'blankDensity', images: [] },
      { text: 'blankSize', images: [] },
    ],
  },
  {
    id: 'incomplete-print',
    title: 'incompleteTitle',
    details: [
      { text: 'incompleteSize', images: [{ name: 'driver-paper-size', alt: 'imagePaperSize' }] },
      { text: 'incompleteScale', images: [{ name: 'print-actual-size', alt: 'imageActualSize' }] },
      { text: 'incompleteCalibrate', images: [] },
      { text: 'incompleteClean', images: [] },
    ],
  },
  {
    id: 'paper-not-loading',
    title: 'feedTitle',
    details: [
      { text: 'feedGuides', images: [{ name: 'paper-guides', alt: 'imageGuides' }] },
      { text: 'feedInsert', images: [] },
      { text: 'feedDirection', images: [{ name: 'label-direction', alt: 'imageLoading' }] },
      { text: 'feedRestart', images: [] },
    ],
  },
];

// The home page's defaults live apart, so the home page loads them without the videos' and the FAQ's.
export * from './homeDefaults.js';

export interface DefaultPartnerPage {
  readonly slug: string;
  readonly name: string;
  readonly website: string;
  /** The product's theme swatches, so the co-branded pages bring no new colours. */
  readonly primaryColor: string;
  readonly intro: PartnerIntroKey;
}
/** The co-branded partner pages (`/phomemo`, `/itari`, `/omezizy`); each lists its brand's models. */
export const defaultPartnerPages: readonly DefaultPartnerPage[] = [
  { slug: 'phomemo', name: 'Phomemo', website: 'https://phomemo.com', primaryColor: '#11a983', intro: 'phomemoIntro' },
  { slug: 'itari', name: 'Itari', website: 'https://itari.com', primaryColor: '#6959CD', intro: 'itariIntro' },
  { slug: 'omezizy', name: 'Omezizy', website: 'https://omezizy.com', primaryColor: '#1890ff', intro: 'omezizyIntro' },
];

/** One locale's text of an item, from the default words. */
const perLocale = <T>(build: (locale: ContentLocale) => T): Record<ContentLocale, T> =>
  Object.fromEntries(CONTENT_LOCALES.map((l) => [l, build(l)])) as Record<ContentLocale, T>;
const say = (texts: Readonly<Record<string, LocalizedText>>, key: string, locale: ContentLocale): string =>
  texts[key]![locale];

/** A seeded item: its kind, key, order, untranslated part and the text of every locale. */
export interface MediaSeedItem {
  readonly kind: 'video' | 'faq' | 'home' | 'partner' | 'notice';
  readonly key: string;
  readonly sort: number;
  readonly shared: Record<string, unknown>;
  readonly texts: Record<ContentLocale, Record<string, unknown>>;
}

/** Seeded videos; `durationSeconds` and `bytes` are left for the caller, who reads them from the files. */
export function defaultVideoItems(): MediaSeedItem[] {
  return defaultVideos.map((v, i) => {
    const { captions, ...files } = defaultVideoFiles(v.id, v.platform, v.recorded);
    return {
      kind: 'video',
      key: v.id,
      sort: (i + 1) * 10,
      shared: {
        ...files,
        durationSeconds: 0,
        bytes: 0,
        platform: v.platform,
        icon: v.icon,
        placeholder: v.recorded !== true,
      },
      texts: perLocale((l) => ({ title: say(videoTitleTexts, v.title, l), captions: captions(l) })),
    };
  });
}

/** Seeded FAQ entries: one paragraph a detail, each image after the paragraph it illustrates. */
export function defaultFaqItems(): MediaSeedItem[] {
  return defaultFaq.map((entry, i) => {
    const images = entry.details.flatMap((d, paragraph) =>
      d.images.map((img) => ({ ...faqImage(img.name), paragraph, alt: img.alt })),
    );
    return {
      kind: 'faq',
      key: entry.id,
      sort: (i + 1) * 10,
      shared: { sort: (i + 1) * 10, images: images.map(({ alt: _alt, ...image }) => image) },
      texts: perLocale((l) => ({
        question: say(faqTexts, entry.title, l),
        answer: entry.details.map((d) => say(faqTexts, d.text, l)).join('\n\n'),
        imageAlts: images.map((img) => say(faqTexts, img.alt, l)),
      })),
    };
  });
}

/** The one home item, keyed `home`. */
export function defaultHomeItem(barcodes: readonly string[]): MediaSeedItem {
  return {
    kind: 'home',
    key: 'home',
    sort: 0,
    shared: {
      sampleLabels: defaultSampleLabels.map((s) => ({ src: sampleLabelSrc(s.name), width: s.width, height: s.height })),
      partnerLogos: defaultPartnerLogos.map((p) => ({
        name: p.name,
        ...partnerLogoImage(p.id),
        url: p.url,
        page: p.page ?? '',
      })),
      barcodes: [...barcodes],
    },
    texts: perLocale((l) => ({
      headline: say(homeContentTexts, 'headline', l),
      subline: say(homeContentTexts, 'subline', l),
      sampleAlts: defaultSampleLabels.map((s) => say(homeContentTexts, s.alt, l)),
    })),
  };
}

/** Seeded partner pages, keyed by slug; `models` empty lists every model of the brand. */
export function defaultPartnerItems(): MediaSeedItem[] {
  return defaultPartnerPages.map((p, i) => ({
    kind: 'partner',
    key: p.slug,
    sort: (i + 1) * 10,
    shared: {
      slug: p.slug,
      name: p.name,
      primaryColor: p.primaryColor,
      accentColor: '',
      logo: partnerLogoImage(p.slug).img,
      website: p.website,
      models: [],
      sort: (i + 1) * 10,
    },
    texts: perLocale((l) => ({ tagline: '', description: say(partnerIntroTexts, p.intro, l) })),
  }));
}

/** A notice as the site shows it; nothing is announced by default. */
export interface NoticeView {
  readonly key: string;
  readonly level: NoticeLevel;
  readonly text: string;
  readonly link: string;
  readonly linkLabel: string;
  readonly startsAt: string;
  readonly endsAt: string;
}

export { faqTexts, homeContentTexts, partnerIntroTexts, videoTitleTexts };
