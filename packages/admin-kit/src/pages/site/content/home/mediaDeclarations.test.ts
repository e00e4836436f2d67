import { contentBodies, CONTENT_LOCALES } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import { faqDeclaration } from '../faq/index';
import { noticeDeclaration } from '../notice/index';
import { partnerDeclaration } from '../partner/index';
import type { ContentDeclaration } from '../shared/types';
import { videoDeclaration } from '../video/index';
import { homeDeclaration } from './index';

const declarations: ContentDeclaration[] = [
  videoDeclaration,
  faqDeclaration,
  homeDeclaration,
  partnerDeclaration,
  noticeDeclaration,
];

describe('media content pages', () => {
  it.each(declarations.map((d) => [d.kind, d] as const))(
    '%s: every field is one the API stores, so nothing typed is dropped',
    (kind, d) => {
      const body = contentBodies[kind];
      expect(Object.keys(body.shared.shape)).toEqual(expect.arrayContaining(d.sharedFields.map((f) => f.key)));
      expect(Object.keys(body.text.shape)).toEqual(expect.arrayContaining(d.textFields.map((f) => f.key)));
    },
  );

  it('a new notice starts valid: from now, for a week, as information', () => {
    const shared = noticeDeclaration.emptyShared();
    const parsed = contentBodies.notice.shared.safeParse(shared);
    expect(parsed.success).toBe(true);
    const { startsAt, endsAt } = shared as { startsAt: string; endsAt: string };
    expect(Date.parse(endsAt) - Date.parse(startsAt)).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('a new home item, once its headline is written, is accepted in every language', () => {
    expect(contentBodies.home.shared.safeParse(homeDeclaration.emptyShared()).success).toBe(true);
    for (const locale of CONTENT_LOCALES) {
      const text = { ...homeDeclaration.emptyText(), headline: `Labels ${locale}` };
      expect(contentBodies.home.text.safeParse(text).success, locale).toBe(true);
    }
  });
});
