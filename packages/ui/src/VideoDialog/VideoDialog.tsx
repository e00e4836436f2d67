import { forwardRef, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog, DialogContent } from '../Dialog';
import { invariant } from '../utils/invariant';
import { messages } from './VideoDialog.messages';
import { VideoFrame, VideoMeta, VideoNote, VideoStatus } from './VideoDialog.styles';
import { formatDuration } from './videoDialogLogic';

export const videoDialogStatuses = ['loading', 'ready', 'error'] as const;
export type VideoDialogStatus = (typeof videoDialogStatuses)[number];

export interface VideoCaptionTrack {
  /** WebVTT file. */
  src: string;
  /** BCP 47 language of the captions, e.g. `en-US`. */
  srcLang: string;
  /** The track's name in the player's captions menu, e.g. "English". */
  label: string;
  /** Shown on open (one track at most). */
  default?: boolean;
}

export interface VideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name: the video's title. */
  title: ReactNode;
  /** The video file, played by the browser's own player (native controls). */
  src: string;
  /** Still shown until playback starts. */
  poster?: string;
  /** Intrinsic size of the video (or poster), for the player's aspect ratio before the file loads. */
  width?: number;
  height?: number;
  /** The length known before loading (read from the file at build time); replaced by the file's own once loaded. */
  durationSeconds?: number;
  /** Captions tracks (`kind="captions"`). */
  captions?: readonly VideoCaptionTrack[];
  /** A line under the player, e.g. what the clip is. */
  note?: ReactNode;
  /** Extra facts beside the length, e.g. the file size. */
  meta?: ReactNode;
  /** Forces a state (stories, tests); otherwise it follows the video element's events. */
  status?: VideoDialogStatus;
  /** Called with the length the browser read from the file. */
  onDurationChange?: (seconds: number) => void;
}

/**
 * A video in a modal dialog: the native player with its own controls, a poster, captions tracks, the clip's length
 * and a plain message when the file cannot be loaded. Built on `Dialog` (Radix), so focus is trapped while open and
 * returns on close (Escape, ×, outside click) to what opened it.
 */
export const VideoDialog = forwardRef<HTMLVideoElement, VideoDialogProps>(function VideoDialog(
  {
    open,
    onOpenChange,
    title,
    src,
    poster,
    width,
    height,
    durationSeconds,
    captions = [],
    note,
    meta,
    status,
    onDurationChange,
  },
  forwardedRef,
) {
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') {
    invariant('VideoDialog', typeof src === 'string' && src !== '', 'src must be the URL of the video file.');
    invariant(
      'VideoDialog',
      captions.filter((t) => t.default).length <= 1,
      'at most one captions track can be the default.',
    );
  }
  const [own, setOwn] = useState<VideoDialogStatus>('loading');
  const [measured, setMeasured] = useState<number | undefined>(undefined);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const attach = useCallback(
    (node: HTMLVideoElement | null) => {
      videoRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  useEffect(() => {
    if (!open) {
      setOwn('loading');
      setMeasured(undefined);
    }
  }, [open, src]);

  const state = status ?? own;
  const length = formatDuration(measured ?? durationSeconds ?? Number.NaN);
  const ratio = width && height ? `${width} / ${height}` : undefined;
  const portrait = width !== undefined && height !== undefined && height > width;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} width={portrait ? 420 : 880}>
        <VideoFrame data-state={state} style={ratio ? ({ '--lw-video-ratio': ratio } as CSSProperties) : undefined}>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the captions prop renders the <track>s below. */}
          <video
            ref={attach}
            src={src}
            poster={poster}
            width={width}
            height={height}
            controls
            playsInline
            preload="metadata"
            onLoadedMetadata={(event) => {
              const seconds = event.currentTarget.duration;
              setOwn('ready');
              if (Number.isFinite(seconds)) {
                setMeasured(seconds);
                onDurationChange?.(seconds);
              }
            }}
            onError={() => setOwn('error')}
          >
            {captions.map((t) => (
              <track key={t.src} kind="captions" src={t.src} srcLang={t.srcLang} label={t.label} default={t.default} />
            ))}
          </video>
          {state === 'loading' ? (
            <VideoStatus data-state="loading" role="status">
              {intl.formatMessage(messages.loading)}
            </VideoStatus>
          ) : null}
          {state === 'error' ? (
            <VideoStatus data-state="error" role="alert">
              {intl.formatMessage(messages.failed)} <a href={src}>{intl.formatMessage(messages.openFile)}</a>{' '}
              <Button
                size="small"
                onClick={() => {
                  setOwn('loading');
                  videoRef.current?.load();
                }}
              >
                {intl.formatMessage(messages.retry)}
              </Button>
            </VideoStatus>
          ) : null}
          {length || meta ? (
            <VideoMeta>
              {length ? <span data-duration>{intl.formatMessage(messages.duration, { duration: length })}</span> : null}
              {meta ? <span>{meta}</span> : null}
            </VideoMeta>
          ) : null}
          {note ? <VideoNote>{note}</VideoNote> : null}
        </VideoFrame>
      </DialogContent>
    </Dialog>
  );
});
