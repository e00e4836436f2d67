import { formatDuration, languageOptions, toBcp47, type Locale } from '@labelwise/ui';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { captionLocales, videoTitle, type VideoItem } from '../content/videos';
import { Grid } from './parts';

// The player is its own chunk, loaded on the first click: no page pays for it on its first visit.
const VideoDialog = lazy(() => import('./VideoDialogChunk'));

/** `$letterbox`: a portrait (phone) poster in a list of landscape ones keeps the row's height. */
const VideoCard = styled.a<{ $letterbox?: boolean }>`
  display: block;
  color: inherit;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  ${({ $letterbox }) =>
    $letterbox
      ? `& img {
    aspect-ratio: 16 / 9;
    object-fit: contain;
  }`
      : ''}
  & > span {
    display: block;
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px 0`};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > small {
    display: block;
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px ${theme.space[3]}px`};
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The clip's caption tracks: the page's locale is the default, else en-us. A published clip carries the captions of
 * the page's locale only (the snapshot is per locale), a compiled one those of all six.
 */
function captionTracks(video: VideoItem, locale: Locale) {
  const present = captionLocales.filter((l) => video.captions[l]);
  const fallback = present.includes(locale as (typeof captionLocales)[number]) ? locale : 'en-us';
  return present.map((l) => ({
    src: video.captions[l]!,
    srcLang: toBcp47(l),
    label: languageOptions.find((o) => o.langCode === l)?.langName ?? l,
    default: l === fallback || present.length === 1,
  }));
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The in-page player for a list of video links: `open` is the links' click handler (a plain click opens the
 * dialog; a middle or modified click follows the link to the MP4, which also works without JavaScript), `linkRef`
 * registers each link so closing the player returns focus to the one that opened it, and `player` is the dialog
 * to render after the links (its chunk loads on the first click).
 */
export function useVideoPlayer() {
  const intl = useIntl();
  const [active, setActive] = useState<VideoItem | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const locale = intl.locale.toLowerCase() as Locale;

  const close = (id: string) => {
    setActive(null);
    // Back to the link that opened the player, also where a tap did not focus it (touch browsers).
    requestAnimationFrame(() => links.current.get(id)?.focus());
  };
  const open = (video: VideoItem) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    e.currentTarget.focus();
    setActive(video);
  };
  const linkRef = (id: string) => (node: HTMLAnchorElement | null) => {
    if (node) links.current.set(id, node);
    else links.current.delete(id);
  };

  const player = active ? (
    <Suspense fallback={null}>
      <VideoDialog
        open
        onOpenChange={(next) => {
          if (!next) close(active.id);
        }}
        title={videoTitle(intl, active)}
        src={active.videoUrl}
        poster={active.poster}
        width={active.posterWidth}
        height={active.posterHeight}
        durationSeconds={active.durationSeconds}
        captions={captionTracks(active, locale)}
        // An uploaded clip's size may be unknown (0): say nothing rather than a wrong "1 KB".
        meta={
          active.bytes > 0
            ? intl.formatMessage({ id: 'site.guides.fileMeta' }, { size: Math.max(1, Math.round(active.bytes / 1024)) })
            : undefined
        }
        note={active.placeholder ? intl.formatMessage({ id: 'site.guides.placeholderNote' }) : undefined}
      />
    </Suspense>
  ) : null;
  return { open, linkRef, player };
}

/**
 * Video guides as poster cards: the whole card is a link to the MP4 (it works without JavaScript) and, with
 * JavaScript, opens the player dialog. Length and size are the files' own (content/videos.ts, read at build time).
 */
/** A clip's poster: decorative, since the link around it names the clip. */
export function VideoPoster({ video }: { video: VideoItem }) {
  return (
    <img
      src={video.poster}
      width={video.posterWidth}
      height={video.posterHeight}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

export function VideoList({ videos }: { videos: readonly VideoItem[] }) {
  const intl = useIntl();
  const { open, linkRef, player } = useVideoPlayer();
  const mixed = new Set(videos.map((v) => v.type)).size > 1;

  return (
    <>
      <Grid $min={videos[0]?.type === 'mobile' ? 180 : 260}>
        {videos.map((v) => {
          const title = videoTitle(intl, v);
          const duration = formatDuration(v.durationSeconds);
          return (
            <VideoCard
              key={v.id}
              ref={linkRef(v.id)}
              href={v.videoUrl}
              data-video={v.id}
              aria-haspopup="dialog"
              // Named by what it shows (title, length), so the visible words are the accessible name.
              onClick={open(v)}
              $letterbox={mixed && v.posterHeight > v.posterWidth}
            >
              <VideoPoster video={v} />
              <span>{title}</span>
              {duration ? (
                <small data-duration={v.durationSeconds}>
                  {v.placeholder ? intl.formatMessage({ id: 'site.guides.cardMeta' }, { duration }) : duration}
                </small>
              ) : null}
            </VideoCard>
          );
        })}
      </Grid>
      {player}
    </>
  );
}
