import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Transaction } from 'kysely';
import { HOME_BARCODES, mediaContentBodies } from '@labelwise/contract';
import {
  defaultFaqItems,
  defaultHomeItem,
  defaultPartnerItems,
  defaultVideoItems,
  mp4DurationSeconds,
  type MediaSeedItem,
} from '@labelwise/contract/media';
import type { DB } from './types.js';
import { insertPublishedItem } from './seedContentItem.js';
import './typesContent.js';

/** The clips the site ships: the seed reads each one's real length and size, as an upload does. */
const siteVideosDir = fileURLToPath(new URL('../../../site/public/media/videos/', import.meta.url));

/** Length and size of a shipped clip; 0 when the site's files are not beside the API (a packaged deployment). */
export function shippedVideoFacts(fileUrl: string, dir = siteVideosDir): { durationSeconds: number; bytes: number } {
  const name = fileUrl.replace(/^\/media\/videos\//, '');
  if (name === fileUrl || name.includes('/')) return { durationSeconds: 0, bytes: 0 };
  try {
    const file = readFileSync(`${dir}${name}`);
    return { durationSeconds: mp4DurationSeconds(new Uint8Array(file)), bytes: file.length };
  } catch {
    return { durationSeconds: 0, bytes: 0 };
  }
}

/** Every media item the site shows today, with the shipped clips' real lengths filled in. */
export function mediaSeedItems(): MediaSeedItem[] {
  const videos = defaultVideoItems().map((v) => ({
    ...v,
    shared: { ...v.shared, ...shippedVideoFacts(String(v.shared.file)) },
  }));
  return [
    ...videos,
    ...defaultFaqItems(),
    defaultHomeItem(HOME_BARCODES),
    ...defaultPartnerItems(),
    // Nothing is announced on a fresh site: notices are the operators' to write.
  ];
}

/**
 * Seeded videos, FAQ entries, home content and partner pages, published as they are: what visitors saw before the
 * back office took over is the first published version, so nothing is lost. Each body goes through the contract's
 * schema first, as an operator's save would, so the seed can never store what the editor would refuse. Items
 * already present (same kind and key) stay as they are, so an upgrade can run it on a database seeded before.
 * `demo: false` (production) skips the placeholder clips.
 */
export async function seedMediaContent(trx: Transaction<DB>, demo = true): Promise<void> {
  const now = new Date();
  for (const item of mediaSeedItems()) {
    // A placeholder clip is demo content: never published in production.
    if (!demo && item.kind === 'video' && item.shared.placeholder === true) continue;
    const body = mediaContentBodies[item.kind];
    await insertPublishedItem(
      trx,
      { ...item, shared: body.shared.parse(item.shared), text: (locale) => body.text.parse(item.texts[locale]) },
      now,
    );
  }
}
