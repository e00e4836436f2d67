import { VideoDialog, type VideoDialogProps } from '@labelwise/ui';

/** The video player, a lazy chunk: loaded on the first click on a video card, never with a page. */
export default function VideoDialogChunk(props: VideoDialogProps) {
  return <VideoDialog {...props} />;
}
