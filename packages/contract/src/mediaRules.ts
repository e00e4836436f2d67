/**
 * Zod-free limits and enums of the media content kinds (videos, FAQ, home, partner pages, notices), for the site's
 * bundle as much as for the schemas in `content-kinds.ts`, which are built from these constants.
 */

export const VIDEO_PLATFORMS = ['pc', 'mobile'] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];

/** The list icons a video card may show (a `@labelwise/ui` icon or a platform glyph). */
export const VIDEO_ICONS = [
  'windows',
  'apple',
  'driver',
  'label',
  'spreadsheet',
  'barcode',
  'pdf',
  'serial',
  'calibrate',
  'bluetooth',
  'phone',
  'scan',
  'template',
] as const;
export type VideoIcon = (typeof VIDEO_ICONS)[number];

export const VIDEO_TITLE_MAX = 120;
/** Six hours: longer than any guide clip, short enough to catch a misread header. */
export const VIDEO_DURATION_MAX = 6 * 60 * 60;
export const MEDIA_DIMENSION_MAX = 8192;
export const MEDIA_BYTES_MAX = 2 * 1024 * 1024 * 1024;
export const ALT_TEXT_MAX = 200;

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 6000;
export const FAQ_IMAGES_MAX = 8;

export const HOME_HEADLINE_MAX = 120;
export const HOME_SUBLINE_MAX = 400;
export const HOME_SAMPLES_MAX = 12;
export const HOME_LOGOS_MAX = 24;
export const PARTNER_LOGO_NAME_MAX = 64;

/** The barcode symbologies the home page can show, in display order (the site's `content/home.ts`). */
export const HOME_BARCODES = ['code128', 'code39', 'ean13', 'upca', 'itf14', 'qrcode', 'datamatrix', 'pdf417'] as const;
export type HomeBarcode = (typeof HOME_BARCODES)[number];

export const PARTNER_NAME_MAX = 64;
export const PARTNER_TAGLINE_MAX = 160;
export const PARTNER_DESCRIPTION_MAX = 2000;
export const PARTNER_MODELS_MAX = 60;

export const NOTICE_LEVELS = ['info', 'warning'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];
export const NOTICE_TEXT_MAX = 300;
export const NOTICE_LINK_LABEL_MAX = 60;

/** `#rgb` or `#rrggbb`: the colours a partner page is themed with. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A notice is shown from `startsAt` (inclusive) until `endsAt` (exclusive); both are ISO 8601 instants. */
export function noticeIsActive(notice: { readonly startsAt: string; readonly endsAt: string }, now: number): boolean {
  const start = Date.parse(notice.startsAt);
  const end = Date.parse(notice.endsAt);
  return Number.isFinite(start) && Number.isFinite(end) && start <= now && now < end;
}
