import type { SiteMessageId } from '../i18n';

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
  /** Icon name for the list (a `@labelwise/ui` icon or a platform glyph). */
  readonly icon: 'windows' | 'apple' | 'driver' | 'label' | 'spreadsheet' | 'barcode' | 'pdf' | 'serial' | 'calibrate' | 'bluetooth' | 'phone' | 'scan' | 'template';
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
