import crypto from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { App, Ctx, RateLimitSetting } from '../context.js';
import { ApiError } from './http.js';
import { senderOf } from './sender.js';
import type { SharedRedis } from './redis.js';

/**
 * Anonymous writes (vitals and other beacons, the contact form) are bounded the same way: a limit per client address
 * (`config.rateLimit`), a global limit over all addresses together (`onRequest`: 429 with `Retry-After`, so many
 * addresses cannot fill the table either; optionally still taking each sender's first request, see `newcomers`),
 * retention, and a pseudonymous contributor key so aggregates weigh each address once. Counts are shared through
 * Redis when configured, like every rate limit (plugins/rateLimit.ts).
 *
 *   const bounds = boundedAnonymousWrite(app, 'vitals', { perAddress, global });
 *   app.post('/public/vitals', { config: { ...bounds.config }, onRequest: bounds.onRequest }, handler);
 */
export interface AnonymousWriteBounds {
  perAddress: RateLimitSetting;
  global: RateLimitSetting;
  /**
   * Beyond the global limit, still take each sender's (senderOf) first request of the global window, up to this many
   * in all: a person who writes once gets through a flood from many addresses, which only repeats its own senders.
   * Unset: beyond the global limit everything is refused.
   */
  newcomers?: RateLimitSetting;
}

export function boundedAnonymousWrite(
  app: App,
  name: string,
  bounds: AnonymousWriteBounds,
): { config: { rateLimit: RateLimitSetting }; onRequest: onRequestHookHandler } {
  const redis = app.ctx.redis;
  const count = windowCounter(redis, `global:${name}`, bounds.global.timeWindow);
  const newcomers = bounds.newcomers && {
    max: bounds.newcomers.max,
    count: windowCounter(redis, `newcomers:${name}`, bounds.global.timeWindow),
    first: firstInWindow(redis, `seen:${name}`, bounds.global.timeWindow),
  };
  const onRequest: onRequestHookHandler = async (req) => {
    // Every request marks its sender, below the limit too: once flooded, whoever already wrote in this window waits.
    const first = newcomers ? await newcomers.first(senderOf(req.ip)) : false;
    const { n, resetMs } = await count();
    if (n <= bounds.global.max) return;
    const wait = Math.max(1, Math.ceil(resetMs / 1000));
    const refuse = () =>
      new ApiError(429, `Too many requests, retry in ${wait} s`, { headers: { 'retry-after': String(wait) } });
    if (!newcomers || !first) throw refuse();
    if ((await newcomers.count()).n > newcomers.max) throw refuse();
  };
  return { config: { rateLimit: bounds.perAddress }, onRequest };
}

const SEEN_MAX = 100_000;

/**
 * Whether this is `sender`'s first request of the current window: `SET NX PX` in Redis when it is there, else this
 * process's memory (at most SEEN_MAX senders a window; beyond that nobody counts as new, so memory stays bounded).
 */
function firstInWindow(redis: SharedRedis | null, key: string, windowMs: number) {
  let slot = -1;
  const seen = new Set<string>();
  const inMemory = (s: number, sender: string) => {
    if (s !== slot) {
      slot = s;
      seen.clear();
    }
    if (seen.has(sender) || seen.size >= SEEN_MAX) return false;
    seen.add(sender);
    return true;
  };
  return async (sender: string): Promise<boolean> => {
    const s = Math.floor(Date.now() / windowMs);
    if (!redis?.ready()) {
      if (redis) redis.fellBack('global limits');
      return inMemory(s, sender);
    }
    try {
      const set = await redis.client.set(`${key}:${s}:${sender}`, '1', 'PX', windowMs, 'NX');
      redis.succeeded();
      return set === 'OK';
    } catch (err) {
      redis.fellBack('global limits', err);
      return inMemory(s, sender);
    }
  };
}

/**
 * A fixed-window counter: `INCR` + `PEXPIRE` in Redis when it is there (shared by every process), else this
 * process's memory, also while Redis is unreachable. (The rate-limit plugin's own store hands concurrent requests one
 * shared counter object, so a burst would read the burst's total and refuse all of it.)
 */
function windowCounter(redis: SharedRedis | null, key: string, windowMs: number) {
  let start = 0;
  let local = 0;
  const inMemory = (now: number) => {
    if (now - start >= windowMs) {
      start = now;
      local = 0;
    }
    return { n: ++local, resetMs: start + windowMs - now };
  };
  return async (): Promise<{ n: number; resetMs: number }> => {
    const now = Date.now();
    if (!redis?.ready()) {
      if (redis) redis.fellBack('global limits');
      return inMemory(now);
    }
    const slot = Math.floor(now / windowMs);
    try {
      const k = `${key}:${slot}`;
      const n = await redis.client.incr(k);
      if (n === 1) await redis.client.pexpire(k, windowMs);
      redis.succeeded();
      return { n, resetMs: (slot + 1) * windowMs - now };
    } catch (err) {
      redis.fellBack('global limits', err);
      return inMemory(now);
    }
  };
}

/** A limit from the environment: `<PREFIX>_MAX` per `<PREFIX>_WINDOW_MS`, else the default. */
export function limitFromEnv(prefix: string, fallback: RateLimitSetting, env = process.env): RateLimitSetting {
  const n = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);
  return { max: n(env[`${prefix}_MAX`], fallback.max), timeWindow: n(env[`${prefix}_WINDOW_MS`], fallback.timeWindow) };
}

const salts = new WeakMap<Ctx, Promise<string>>();

/** The deployment's secret for contributor keys, made once and kept in `app_meta` (shared by every process). */
function saltOf(ctx: Ctx): Promise<string> {
  let salt = salts.get(ctx);
  if (!salt) {
    salt = (async () => {
      await ctx.db
        .insertInto('app_meta')
        .values({ key: 'anonymous.salt', value: crypto.randomBytes(32).toString('hex') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await ctx.db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'anonymous.salt')
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    salt.catch(() => salts.delete(ctx));
    salts.set(ctx, salt);
  }
  return salt;
}

/**
 * Who sent an anonymous write, as 16 hex characters that change every UTC day: enough to weigh each address once in
 * an aggregate, not enough to recognise an address (a keyed hash with a secret salt, never the address itself).
 */
export async function contributorOf(ctx: Ctx, req: FastifyRequest, now = new Date()): Promise<string> {
  const day = now.toISOString().slice(0, 10);
  return crypto
    .createHmac('sha256', await saltOf(ctx))
    .update(`${day}|${senderOf(req.ip)}`)
    .digest('hex')
    .slice(0, 16);
}

const lastPrune = new WeakMap<Ctx, Map<string, number>>();

/** Runs `prune` at most once per `everyMs` per process and name, after the write that triggers it. */
export async function pruneSometimes(ctx: Ctx, name: string, everyMs: number, prune: () => Promise<void>) {
  const seen = lastPrune.get(ctx) ?? new Map<string, number>();
  lastPrune.set(ctx, seen);
  const last = seen.get(name);
  if (last !== undefined && Date.now() - last < everyMs) return;
  seen.set(name, Date.now());
  await prune();
}
