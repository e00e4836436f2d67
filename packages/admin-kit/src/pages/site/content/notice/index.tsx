import { NOTICE_LINK_LABEL_MAX, NOTICE_TEXT_MAX } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import { ContentListPage } from '../shared/ContentListPage';
import type { ContentDeclaration, ContentFieldRenderProps } from '../shared/types';
import { DateTimeField } from './DateTimeField';
import { messages } from './notice.messages';

function DateHint(props: ContentFieldRenderProps) {
  const intl = useIntl();
  return <DateTimeField {...props} hint={intl.formatMessage(messages.dateHint)} />;
}

const day = 24 * 60 * 60 * 1000;
/** A whole minute, as the date inputs show it. */
const minute = (t: number) => new Date(Math.floor(t / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');

/**
 * Notices: site-wide announcements under the site's top bar, shown from one moment to another, information or
 * warning, with an optional link; per language the text and the link's words.
 */
export const noticeDeclaration: ContentDeclaration = {
  kind: 'notice',
  headingId: 'lw-admin-content-notice',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields: [
    { key: 'startsAt', label: messages.startsAt, kind: 'custom', required: true, render: (p) => <DateHint {...p} /> },
    { key: 'endsAt', label: messages.endsAt, kind: 'custom', required: true, render: (p) => <DateHint {...p} /> },
    {
      key: 'level',
      label: messages.level,
      kind: 'select',
      options: [
        { value: 'info', label: messages.levelInfo },
        { value: 'warning', label: messages.levelWarning },
      ],
    },
    { key: 'link', label: messages.link, kind: 'text', hint: messages.linkHint },
  ],
  textFields: [
    { key: 'text', label: messages.text, kind: 'textarea', required: true, maxLength: NOTICE_TEXT_MAX },
    { key: 'linkLabel', label: messages.linkLabel, kind: 'text', maxLength: NOTICE_LINK_LABEL_MAX },
  ],
  emptyShared: () => ({
    startsAt: minute(Date.now()),
    endsAt: minute(Date.now() + 7 * day),
    level: 'info',
    link: '',
  }),
  emptyText: () => ({ text: '', linkLabel: '' }),
  sitePath: () => '/',
};

/** Site → Content → Notices (site:notice:*). */
export default function NoticeContentPage() {
  return <ContentListPage declaration={noticeDeclaration} />;
}
