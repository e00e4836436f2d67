import type { Transaction } from 'kysely';
import { guideBody, type GuideShared, type GuideText } from '@labelwise/contract';
import { GUIDE_DEFAULTS, type GuideDefault } from '@labelwise/contract/guides';
import type { DB } from './types.js';
import './typesContent.js';
import { seedMediaContent } from './seedContentMedia.js';
import { insertPublishedItem } from './seedContentItem.js';
import { seedHelpContent } from './seedContentHelp.js';

/**
 * A seeded guide: the page as the site showed it. Its texts are empty overrides in all six locales, so the page keeps
 * the contract's default steps (and any later improvement of them) until an operator writes their own. Without the
 * demo (production) there is no manual to offer yet, so the guide does not promise one.
 */
export function guideSeedBody(guide: GuideDefault, demo = true): { shared: GuideShared; text: GuideText } {
  return {
    shared: guideBody.shared.parse({
      name: guide.name,
      brand: guide.brand,
      connections: guide.connections,
      sections: guide.sections,
      videos: guide.videos,
      manual: demo && guide.manual,
    }),
    text: guideBody.text.parse({}),
  };
}

/** The 31 guides, published. Items already present (same kind and key) are left as they are. */
export async function seedGuideContent(trx: Transaction<DB>, demo = true): Promise<number> {
  const now = new Date();
  let added = 0;
  for (const [index, guide] of GUIDE_DEFAULTS.entries()) {
    const body = guideSeedBody(guide, demo);
    const item = { kind: 'guide', key: guide.slug, sort: (index + 1) * 10, shared: body.shared, text: () => body.text };
    if (await insertPublishedItem(trx, item, now)) added++;
  }
  return added;
}

/**
 * The seeded site content: what visitors see today becomes the first published version. `demo: false` (production)
 * leaves out the stand-in video clips, so no placeholder is published until an operator uploads the real recording.
 */
export async function seedContent(trx: Transaction<DB>, demo = true): Promise<void> {
  await seedGuideContent(trx, demo);
  await seedMediaContent(trx, demo);
  await seedHelpContent(trx);
}
