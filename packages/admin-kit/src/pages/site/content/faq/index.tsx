import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@labelwise/contract';
import { imageColumns, objectListField } from '../home/ObjectListField';
import { ContentListPage } from '../shared/ContentListPage';
import type { ContentDeclaration } from '../shared/types';
import { messages } from './faq.messages';

/**
 * FAQ entries of the Guides page: per language the question, the answer (a blank line starts a paragraph) and the
 * images' descriptions; shared the images, each after the paragraph it illustrates, and the order on the page.
 */
export const faqDeclaration: ContentDeclaration = {
  kind: 'faq',
  headingId: 'lw-admin-content-faq',
  title: messages.title,
  addLabel: messages.add,
  removeLabel: messages.remove,
  sharedFields: [
    { key: 'sort', label: messages.order, kind: 'number' },
    objectListField(
      'images',
      messages.images,
      [...imageColumns, { key: 'paragraph', label: messages.paragraph, kind: 'number' }],
      () => ({ src: '', width: 640, height: 400, paragraph: 0 }),
    ),
  ],
  textFields: [
    { key: 'question', label: messages.question, kind: 'text', required: true, maxLength: FAQ_QUESTION_MAX },
    {
      key: 'answer',
      label: messages.answer,
      kind: 'textarea',
      required: true,
      maxLength: FAQ_ANSWER_MAX,
      hint: messages.answerHint,
    },
    { key: 'imageAlts', label: messages.imageAlts, kind: 'lines', hint: messages.imageAltsHint },
  ],
  emptyShared: () => ({ sort: 0, images: [] }),
  emptyText: () => ({ question: '', answer: '', imageAlts: [] }),
  sitePath: () => '/guides',
};

/** Site → Content → FAQ (site:faq:*). */
export default function FaqContentPage() {
  return <ContentListPage declaration={faqDeclaration} />;
}
