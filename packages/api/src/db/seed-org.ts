import type { Transaction } from 'kysely';
import type { DB } from './types.js';

/** Seeded departments, posts and forwarders. */
export async function seedOrg(_trx: Transaction<DB>): Promise<void> {}
