import { VIDEO_TITLE_MAX } from '@labelwise/contract';
import { ContentListPage } from '../shared/ContentListPage';
import type { ContentDeclaration } from '../shared/types';
import { VideoDurationField } from './VideoDurationField';
import { messages } from './video.messages';

/**
 * Videos of the Guides page: the clip, its poster and size, its length (the upload reads it from the MP4), PC or
 * phone; per language the title and a WebVTT captions file.
 */
export const videoDeclaration: ContentDeclaration = {
  kind: 'video',
  headingId: 'lw-admin-content-video',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields: [
    { key: 'file', label: messages.file, kind: 'file', required: true, accept: ['mp4'] },
    { key: 'durationSeconds', label: messages.duration, kind: 'custom', render: (p) => <VideoDurationField {...p} /> },
    {
      key: 'platform',
      label: messages.platform,
      kind: 'select',
      options: [
        { value: 'pc', label: messages.platformPc },
        { value: 'mobile', label: messages.platformMobile },
      ],
    },
    { key: 'poster', label: messages.poster, kind: 'file', required: true, accept: ['png', 'jpg', 'jpeg', 'webp'] },
    { key: 'posterWidth', label: messages.posterWidth, kind: 'number', required: true },
    { key: 'posterHeight', label: messages.posterHeight, kind: 'number', required: true },
    { key: 'placeholder', label: messages.placeholder, kind: 'boolean' },
  ],
  textFields: [
    { key: 'title', label: messages.videoTitle, kind: 'text', required: true, maxLength: VIDEO_TITLE_MAX },
    { key: 'captions', label: messages.captions, kind: 'file', accept: ['vtt'], hint: messages.captionsHint },
  ],
  emptyShared: () => ({
    file: '',
    poster: '',
    posterWidth: 640,
    posterHeight: 360,
    durationSeconds: 0,
    platform: 'pc',
    placeholder: false,
  }),
  emptyText: () => ({ title: '', captions: '' }),
  sitePath: () => '/guides',
};

/** Site → Content → Videos (site:video:*). */
export default function VideoContentPage() {
  return <ContentListPage declaration={videoDeclaration} />;
}
