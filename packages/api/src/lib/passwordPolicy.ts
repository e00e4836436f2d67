import { PASSWORD_MAX, PASSWORD_MIN } from '@labelwise/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Kysely, Transaction } from 'kysely';
import type { Ctx } from '../context.js';
import type { DB } from '../db/types.js';
import '../db/typesPassword.js';
import { badRequest } from './http.js';
import { verifyPassword } from './security.js';

/**
 * The password policy, set in System → Config and read on every password change (an account's own, a reset by an
 * operator, a new user, self-registration):
 * - `sys.password.minLength`: at least this many characters (never below the contract's floor);
 * - `sys.password.minStrength`: zxcvbn's score 0–4 the password must reach. zxcvbn (the maintained zxcvbn-ts, with
 *   its common-password and keyboard-pattern lists) scores common passwords, keyboard walks and passwords built from
 *   the user name low: 0 turns the check off;
 * - `sys.password.history`: how many of the account's passwords, the current one included, may not be chosen
 *   again (0: any).
 */
export const PASSWORD_POLICY_DEFAULTS = { minLength: PASSWORD_MIN, minStrength: 2, history: 3 } as const;
export type PasswordPolicy = { minLength: number; minStrength: number; history: number };

const HISTORY_MAX = 24;

async function numberSetting(ctx: Ctx, key: string, fallback: number, min: number, max: number): Promise<number> {
  const raw = await ctx.configValue(key);
  const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export async function passwordPolicy(ctx: Ctx): Promise<PasswordPolicy> {
  const d = PASSWORD_POLICY_DEFAULTS;
  return {
    minLength: await numberSetting(ctx, 'sys.password.minLength', d.minLength, PASSWORD_MIN, PASSWORD_MAX),
    minStrength: await numberSetting(ctx, 'sys.password.minStrength', d.minStrength, 0, 4),
    history: await numberSetting(ctx, 'sys.password.history', d.history, 0, HISTORY_MAX),
  };
}

// The dictionaries are a few hundred kB: loaded on the first password change, not at start-up.
let scorer: Promise<ZxcvbnFactory> | undefined;
function strengthScorer(): Promise<ZxcvbnFactory> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return scorer;
}

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Throws the 400 a new password gets when it breaks the policy, naming `field`: too short, too easy to guess (the
 * user's own names count against it), or one of the account's recent passwords (`userId` of an existing account).
 */
export async function checkNewPassword(
  ctx: Ctx,
  o: { password: string; field: string; userId?: number; userInputs: string[] },
): Promise<void> {
  const policy = await passwordPolicy(ctx);
  if (o.password.length < policy.minLength)
    throw badRequest(o.field, `must be at least ${policy.minLength} characters`, 'passwordTooShort', {
      min: policy.minLength,
    });
  if (policy.minStrength > 0) {
    const { score } = (await strengthScorer()).check(o.password, o.userInputs.filter(Boolean));
    if (score < policy.minStrength) throw badRequest(o.field, 'is too easy to guess', 'passwordWeak');
  }
  if (o.userId !== undefined && policy.history > 0) {
    for (const hash of await recentHashes(ctx.db, o.userId, policy.history)) {
      if (await verifyPassword(o.password, hash))
        throw badRequest(o.field, `must not be one of the last ${policy.history} passwords`, 'passwordReused', {
          count: policy.history,
        });
    }
  }
}

/** The account's current password hash and the ones before it, newest first, `count` in all. */
async function recentHashes(db: Db, userId: number, count: number): Promise<string[]> {
  const current = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  const older = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(Math.max(0, count - 1))
    .execute();
  return [current?.password_hash, ...older.map((r) => r.password_hash)].filter(
    (h): h is string => typeof h === 'string' && h.startsWith('scrypt$') && h !== 'scrypt$disabled',
  );
}

/**
 * Call before an account's password hash is replaced: keeps the outgoing hash, and no more of them than the
 * longest history the policy allows.
 */
export async function rememberPassword(db: Db, userId: number): Promise<void> {
  const current = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!current?.password_hash.startsWith('scrypt$') || current.password_hash === 'scrypt$disabled') return;
  await db.insertInto('password_history').values({ user_id: userId, password_hash: current.password_hash }).execute();
  const keep = await db
    .selectFrom('password_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  await db
    .deleteFrom('password_history')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      keep.map((r) => r.id),
    )
    .execute();
}
