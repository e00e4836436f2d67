import type { Transaction } from 'kysely';
import type { DB } from './types.js';

/** Seeded videos, FAQ entries, home content, partner pages and notices. */
export async function seedMediaContent(_trx: Transaction<DB>): Promise<void> {}
