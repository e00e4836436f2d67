export { VideoDialog, videoDialogStatuses } from './VideoDialog';
export type { VideoDialogProps, VideoDialogStatus, VideoCaptionTrack } from './VideoDialog';
export { formatDuration } from './videoDialogLogic';
