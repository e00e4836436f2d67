import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { ApiError } from './http.js';
import { senderOf } from './sender.js';

/**
 * Sign-in attempts are counted before the password is compared, in one atomic statement per key, so N parallel
 * guesses count N (reading a count, adding one in code and writing it back let 200 parallel guesses through).
 *
 * Three keys, all derived from the name typed (never from whether the account exists, so known and unknown names
 * answer alike):
 * - account at address: a few free attempts, then a growing wait between attempts, then a lock — only for that
 *   address, so a stranger elsewhere cannot lock the real operator out;
 * - address: a ceiling over all names, against one client spraying passwords over many accounts;
 * - account, from anywhere: past a ceiling the account is not refused but asks for the stronger proof of work,
 *   which makes a distributed guessing run expensive without locking anybody out.
 *
 * A successful sign-in clears the account-at-address key and takes its own attempt back from the other two, so
 * they count failures only.
 */
export interface LoginLimits {
  /** Attempts for one account from one address before that pair is locked. */
  maxFailures: number;
  /** How long a locked pair stays locked after its last attempt, and the pair's counting window. */
  lockMs: number;
  /** Attempts for one pair answered without a wait. */
  freeAttempts: number;
  /** First wait after the free attempts; it doubles with each further attempt, up to `maxDelayMs`. */
  delayMs: number;
  maxDelayMs: number;
  /** Attempts from one address over all accounts, per window. */
  ipMaxFailures: number;
  ipWindowMs: number;
  /** Failed attempts on one account from anywhere, per `lockMs`, after which it asks for the strong challenge. */
  accountStrongAfter: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  maxFailures: 5,
  lockMs: 15 * 60_000,
  freeAttempts: 2,
  delayMs: 1_000,
  maxDelayMs: 30_000,
  ipMaxFailures: 20,
  ipWindowMs: 15 * 60_000,
  accountStrongAfter: 10,
};

interface KeyRule {
  windowMs: number;
  /** Attempts past this count extend the window to `lockMs` after the latest one. */
  lockAfter: number | null;
  lockMs: number;
  freeAttempts: number;
  delayMs: number;
  maxDelayMs: number;
}

interface Counted {
  attempts: number;
  /** False when the attempt came before the wait the previous one set had passed. */
  admitted: boolean;
  allowedAt: Date;
  windowEnds: Date;
}

const INT_MAX = 2_147_483_647;

const hashKey = (kind: string, value: string) =>
  `${kind}:${crypto.createHash('sha256').update(value).digest('base64url')}`;

/**
 * The three counts an attempt of `username` from `ip` goes into. An IPv6 client picks any address of its /64, so that
 * network is the address counted (senderOf), for attempts and unlocks alike.
 */
function keysOf(username: string, rawIp: string) {
  const name = username.toLowerCase();
  const ip = senderOf(rawIp);
  return { pair: hashKey('p', `${name}\n${ip}`), ip: hashKey('i', ip), account: hashKey('a', name) };
}

/** Counts one attempt on `key` and returns the state after it, in a single statement. */
async function count(db: Kysely<DB>, key: string, r: KeyRule): Promise<Counted> {
  const ms = (v: number) => sql`make_interval(secs => ${v}::float8 / 1000)`;
  const expired = sql`t.window_ends <= now()`;
  const next = sql`(case when ${expired} then 1 else t.attempts + 1 end)`;
  const delay = (n: ReturnType<typeof sql>) =>
    sql`(case when ${n} <= ${r.freeAttempts}::int then make_interval()
      else make_interval(secs => least(${r.maxDelayMs}::float8, ${r.delayMs}::float8 * power(2, ${n} - ${r.freeAttempts}::int - 1)) / 1000) end)`;
  const lockAfter = r.lockAfter ?? INT_MAX;
  const row = await sql<{ attempts: number; admitted: boolean; allowed_at: Date; window_ends: Date }>`
    insert into login_attempts as t (key, attempts, window_ends, allowed_at, admitted)
    values (${key}, 1, now() + ${ms(r.windowMs)}, now() + ${delay(sql`1`)}, true)
    on conflict (key) do update set
      attempts = ${next},
      admitted = (${expired} or t.allowed_at <= now()),
      allowed_at = case when ${expired} or t.allowed_at <= now() then now() + ${delay(next)} else t.allowed_at end,
      window_ends = case
        when ${expired} then now() + ${ms(r.windowMs)}
        when t.attempts + 1 > ${lockAfter}::int then greatest(t.window_ends, now() + ${ms(r.lockMs)})
        else t.window_ends end
    returning attempts, admitted, allowed_at, window_ends`.execute(db);
  const c = row.rows[0]!;
  return {
    attempts: Number(c.attempts),
    admitted: Boolean(c.admitted),
    allowedAt: new Date(c.allowed_at),
    windowEnds: new Date(c.window_ends),
  };
}

const secondsUntil = (d: Date) => Math.max(1, Math.ceil((d.getTime() - Date.now()) / 1000));

function tooMany(retryAt: Date, msg: (s: number) => string): ApiError {
  const s = secondsUntil(retryAt);
  return new ApiError(429, msg(s), { headers: { 'retry-after': String(s) }, data: { retryAfterSeconds: s } });
}

const waitText = (s: number) => (s >= 120 ? `${Math.ceil(s / 60)} min` : `${s} s`);

export interface AttemptVerdict {
  /** The account has had more failures than `accountStrongAfter`: only a strong challenge lets the attempt on. */
  strongRequired: boolean;
  /** Call after a correct password: clears this pair and takes the attempt back from the other counts. */
  succeeded(): Promise<void>;
}

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits: LoginLimits,
  ) {}

  /**
   * Counts one sign-in attempt for `username` from `ip` and throws 429 (with `Retry-After`) when this address or
   * this account at this address must wait or is locked. Call it before comparing the password.
   */
  async attempt(username: string, ip: string): Promise<AttemptVerdict> {
    const l = this.limits;
    const keys = keysOf(username, ip);
    const base = { lockMs: l.lockMs, freeAttempts: INT_MAX, delayMs: 0, maxDelayMs: 0 };
    const [pair, address, account] = await Promise.all([
      count(this.db, keys.pair, {
        ...base,
        windowMs: l.lockMs,
        lockAfter: l.maxFailures,
        freeAttempts: l.freeAttempts,
        delayMs: l.delayMs,
        maxDelayMs: l.maxDelayMs,
      }),
      count(this.db, keys.ip, { ...base, windowMs: l.ipWindowMs, lockAfter: null }),
      count(this.db, keys.account, { ...base, windowMs: l.lockMs, lockAfter: null }),
    ]);
    if (Math.random() < 0.01) void this.prune();

    if (address.attempts > l.ipMaxFailures) {
      throw tooMany(
        address.windowEnds,
        (s) => `username: too many failed sign-ins from this address, retry in ${waitText(s)}`,
      );
    }
    if (pair.attempts > l.maxFailures) {
      throw tooMany(
        pair.windowEnds,
        (s) => `username: too many failed sign-ins for this account from this address, retry in ${waitText(s)}`,
      );
    }
    if (!pair.admitted) {
      throw tooMany(pair.allowedAt, (s) => `username: wait ${waitText(s)} before the next sign-in attempt`);
    }
    return {
      strongRequired: account.attempts > l.accountStrongAfter,
      succeeded: async () => {
        await this.db.deleteFrom('login_attempts').where('key', '=', keys.pair).execute();
        await this.db
          .updateTable('login_attempts')
          .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
          .where('key', 'in', [keys.ip, keys.account])
          .execute();
      },
    };
  }

  /**
   * An operator's unlock, from a login-log line: forgets the failed sign-ins of `username` at `ip`, so that pair is
   * no longer locked, the address no longer at its ceiling, and the account asks for the normal challenge again.
   * Answers whether anything was counted.
   */
  async unlock(username: string, ip: string): Promise<boolean> {
    const keys = keysOf(username, ip);
    const gone = await this.db
      .deleteFrom('login_attempts')
      .where('key', 'in', [keys.pair, keys.ip, keys.account])
      .executeTakeFirst();
    return Number(gone.numDeletedRows) > 0;
  }

  /** Forgets counts whose windows ended long ago. */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('login_attempts')
      .where('window_ends', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }
}
