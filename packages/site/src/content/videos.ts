import type { SiteMessageId } from '../i18n';
import media from '../../public/media/videos/media.json';

/** Facts read from each clip by scripts/generate-assets.mjs (the MP4's mvhd box and the file size). */
const mediaFacts: Readonly<Record<string, { readonly durationSeconds: number; readonly bytes: number }>> = media;

/** Locales with a captions file per clip (`/media/videos/<id>.<locale>.vtt`). */
export const captionLocales = ['en-us', 'zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'] as const;
export type CaptionLocale = (typeof captionLocales)[number];

/** Video item (spec §3): title key, videoUrl, type (PC or mobile), icon. Media files live under public/media/. */
export type VideoType = 'PC' | 'mobile';

export interface VideoItem {
  readonly id: string;
  readonly title: SiteMessageId;
  readonly videoUrl: string;
  readonly poster: string;
  readonly posterWidth: number;
  readonly posterHeight: number;
  readonly type: VideoType;
  /** The clip's real length in seconds, read from the file at asset-generation time. */
  readonly durationSeconds: number;
  /** The clip's file size in bytes. */
  readonly bytes: number;
  /** True while the clip is a stand-in for a recording that does not exist yet; the site says so. */
  readonly placeholder: boolean;
  /** WebVTT captions per locale. */
  readonly captions: Readonly<Record<CaptionLocale, string>>;
  /** Icon name for the list (a `@labelwise/ui` icon or a platform glyph). */
  readonly icon:
    | 'windows'
    | 'apple'
    | 'driver'
    | 'label'
    | 'spreadsheet'
    | 'barcode'
    | 'pdf'
    | 'serial'
    | 'calibrate'
    | 'bluetooth'
    | 'phone'
    | 'scan'
    | 'template';
}

const video = (id: string, title: SiteMessageId, type: VideoType, icon: VideoItem['icon']): VideoItem => ({
  id,
  title,
  videoUrl: `/media/videos/${id}.mp4`,
  poster: `/media/videos/${id}.svg`,
  posterWidth: type === 'PC' ? 640 : 360,
  posterHeight: type === 'PC' ? 360 : 640,
  type,
  icon,
  durationSeconds: mediaFacts[id]?.durationSeconds ?? 0,
  bytes: mediaFacts[id]?.bytes ?? 0,
  placeholder: true,
  captions: Object.fromEntries(captionLocales.map((l) => [l, `/media/videos/${id}.${l}.vtt`])) as Record<
    CaptionLocale,
    string
  >,
});

/** The 10 PC and 5 mobile videos of the Guides page (spec §2, §9), in display order. */
export const videos = [
  video('pc-install-windows', 'site.guides.pcInstallWindows', 'PC', 'windows'),
  video('pc-install-mac', 'site.guides.pcInstallMac', 'PC', 'apple'),
  video('pc-driver-windows', 'site.guides.pcDriverWindows', 'PC', 'driver'),
  video('pc-driver-mac', 'site.guides.pcDriverMac', 'PC', 'driver'),
  video('pc-first-label', 'site.guides.pcFirstLabel', 'PC', 'label'),
  video('pc-excel-batch', 'site.guides.pcExcel', 'PC', 'spreadsheet'),
  video('pc-barcodes', 'site.guides.pcBarcodes', 'PC', 'barcode'),
  video('pc-pdf-crop', 'site.guides.pcPdf', 'PC', 'pdf'),
  video('pc-serial-numbers', 'site.guides.pcSerial', 'PC', 'serial'),
  video('pc-calibrate', 'site.guides.pcCalibrate', 'PC', 'calibrate'),
  video('mobile-bluetooth', 'site.guides.mobileConnect', 'mobile', 'bluetooth'),
  video('mobile-create-label', 'site.guides.mobileCreate', 'mobile', 'phone'),
  video('mobile-shipping', 'site.guides.mobileShipping', 'mobile', 'label'),
  video('mobile-scan', 'site.guides.mobileScan', 'mobile', 'scan'),
  video('mobile-templates', 'site.guides.mobileTemplates', 'mobile', 'template'),
] as const satisfies readonly VideoItem[];

export type VideoId = (typeof videos)[number]['id'];

export const pcVideos: readonly VideoItem[] = videos.filter((v) => v.type === 'PC');
export const mobileVideos: readonly VideoItem[] = videos.filter((v) => v.type === 'mobile');

export function videoById(id: VideoId): VideoItem {
  return videos.find((v) => v.id === id)!;
}
