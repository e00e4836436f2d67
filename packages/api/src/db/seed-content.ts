import type { Transaction } from 'kysely';
import type { DB } from './types.js';
import { seedMediaContent } from './seed-content-media.js';

/** The seeded site content: what visitors see today becomes the first published version. */
export async function seedContent(trx: Transaction<DB>): Promise<void> {
  await seedMediaContent(trx);
}
