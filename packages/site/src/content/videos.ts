import type { PublishedOf } from '@labelwise/contract';
import { CONTENT_LOCALES } from '@labelwise/contract/rules';
import { defaultVideoFiles, defaultVideos, type DefaultVideo, type VideoIcon } from '@labelwise/contract/media';
import type { IntlShape } from 'react-intl';
import type { SiteMessageId } from '../i18n';
import media from '../../public/media/videos/media.json';
import { usePublishedContent } from './live';
import type { VideoId } from './types';

/**
 * Facts read from each clip (the MP4's mvhd box and the file size) by scripts/generate-assets.mjs, and for the
 * recordings by the e2e package's record-clips.
 */
const mediaFacts: Readonly<Record<string, { readonly durationSeconds: number; readonly bytes: number }>> = media;

/** Locales with a captions file per clip (`/media/videos/<id>.<locale>.vtt`). */
export const captionLocales = CONTENT_LOCALES;
export type CaptionLocale = (typeof captionLocales)[number];

/** Video item: title key, videoUrl, type (PC or mobile), icon. Media files live under public/media/. */
export type VideoType = 'PC' | 'mobile';

export interface VideoItem {
  readonly id: string;
  readonly title: SiteMessageId;
  /** The published title, which replaces the message `title` names. */
  readonly titleText?: string;
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
  /** WebVTT captions per locale (a published video has those of the page's locale). */
  readonly captions: Readonly<Partial<Record<CaptionLocale, string>>>;
  /** Icon name for the list (a `@labelwise/ui` icon or a platform glyph). */
  readonly icon: VideoIcon;
}

const video = (d: DefaultVideo): VideoItem => {
  const type: VideoType = d.platform === 'pc' ? 'PC' : 'mobile';
  const files = defaultVideoFiles(d.id, d.platform, d.recorded);
  return {
    id: d.id,
    title: `site.guides.${d.title}`,
    videoUrl: files.file,
    poster: files.poster,
    posterWidth: files.posterWidth,
    posterHeight: files.posterHeight,
    type,
    icon: d.icon,
    durationSeconds: mediaFacts[d.id]?.durationSeconds ?? 0,
    bytes: mediaFacts[d.id]?.bytes ?? 0,
    placeholder: d.recorded !== true,
    captions: Object.fromEntries(captionLocales.map((l) => [l, files.captions(l)])) as Record<CaptionLocale, string>,
  };
};

/** The PC and mobile videos of the Guides page, in display order. */
export const videos: readonly VideoItem[] = defaultVideos.map(video);

/**
 * The published videos as the pages show them. A published video has no message id: its title is the operator's
 * text (`titleText`), `title` only names the section it sits in, and it has the captions of the page's locale.
 */
export function videosFromPublished(items: readonly PublishedOf<'video'>[]): VideoItem[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort)
    .map(({ key, shared, text, locale }) => {
      const type: VideoType = shared.platform === 'pc' ? 'PC' : 'mobile';
      return {
        id: key,
        title: type === 'PC' ? 'site.guides.pcVideos' : 'site.guides.mobileVideos',
        titleText: text.title,
        videoUrl: shared.file,
        poster: shared.poster,
        posterWidth: shared.posterWidth,
        posterHeight: shared.posterHeight,
        type,
        icon: shared.icon,
        durationSeconds: shared.durationSeconds,
        bytes: shared.bytes,
        placeholder: shared.placeholder,
        captions: text.captions ? { [locale]: text.captions } : {},
      };
    });
}

/** A video's title in the page's words: the operator's text when published, else the compiled message. */
export function videoTitle(intl: IntlShape, video: VideoItem): string {
  return video.titleText ?? intl.formatMessage({ id: video.title });
}

export type { VideoId };

export const pcVideos: readonly VideoItem[] = videos.filter((v) => v.type === 'PC');
export const mobileVideos: readonly VideoItem[] = videos.filter((v) => v.type === 'mobile');

export function videoById(id: VideoId): VideoItem {
  return videos.find((v) => v.id === id)!;
}

/**
 * The videos pages show: the published ones whenever the site has its published content, even none; the compiled
 * clips (demo stand-ins, marked so) only without it (the build's prerender, the dev server without an API). Production
 * publishes no stand-in, so a site without recorded tutorials shows no video rather than a fake one.
 */
export function useVideos(): { pc: readonly VideoItem[]; mobile: readonly VideoItem[] } {
  const content = usePublishedContent();
  const published = content ? videosFromPublished(content.videos) : null;
  return published
    ? { pc: published.filter((v) => v.type === 'PC'), mobile: published.filter((v) => v.type === 'mobile') }
    : { pc: pcVideos, mobile: mobileVideos };
}
