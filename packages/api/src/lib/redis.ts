import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How often, at most, a Redis outage is logged (it is logged once per minute while it lasts). */
export const REDIS_WARN_INTERVAL_MS = 60_000;

export interface SharedRedis {
  readonly client: Redis;
  /** True while commands can be sent; false means the callers use their per-process memory fallback. */
  ready(): boolean;
  /**
   * Reports that a shared limit fell back to memory; logs at most once per REDIS_WARN_INTERVAL_MS. Without `err`
   * the cause is the connection's state (the caller skipped Redis because it was not ready).
   */
  fellBack(what: string, err?: unknown): void;
  /** Reports a command that answered: closes the circuit breaker's count. */
  succeeded(): void;
  close(): Promise<void>;
}

export interface RedisOptions {
  url: string;
  /** Prefix of every key (several deployments or test runs can share one Redis). */
  keyPrefix?: string | undefined;
  log: FastifyBaseLogger;
}

/** A command that has not answered by then counts as failed (a hung Redis, not only a dead one). */
export const REDIS_COMMAND_TIMEOUT_MS = 150;
/** After this many failed commands in a row the breaker opens: Redis is skipped, limits count in memory... */
export const REDIS_BREAKER_FAILURES = 3;
/** ...for this long; then one request tries Redis again (and a failure opens it again at once). */
export const REDIS_BREAKER_OPEN_MS = 10_000;

/**
 * One Redis connection per process for the shared limits. It never queues commands while disconnected and gives
 * up on a command after 150 ms; after three failures in a row a circuit breaker skips Redis for 10 s, so a hung
 * Redis costs a few requests 150 ms each, not every request a wait: callers count in memory meanwhile (ioredis
 * reconnects by itself, backing off to 2 s).
 */
export function connectRedis(o: RedisOptions): SharedRedis {
  const client = new Redis(o.url, {
    keyPrefix: o.keyPrefix ?? 'labelwise:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  let lastWarn = 0;
  let down = false;
  const warn = (msg: string, err: unknown) => {
    const now = Date.now();
    if (now - lastWarn < REDIS_WARN_INTERVAL_MS) return;
    lastWarn = now;
    o.log.warn({ err: err instanceof Error ? err.message : String(err) }, msg);
  };
  client.on('error', (err: unknown) => {
    down = true;
    warn('redis unavailable: rate limits and the duplicate-submit guard count per process until it is back', err);
  });
  client.on('ready', () => {
    if (down) o.log.info('redis is back: shared limits are shared again');
    down = false;
    lastWarn = 0;
  });
  let failures = 0;
  let openUntil = 0;
  return {
    client,
    ready: () => client.status === 'ready' && Date.now() >= openUntil,
    fellBack(what, err) {
      down = true;
      if (err !== undefined && ++failures >= REDIS_BREAKER_FAILURES) {
        openUntil = Date.now() + REDIS_BREAKER_OPEN_MS;
        lastWarn = 0;
      }
      warn(
        `redis unavailable (${what}): counting per process until it is back`,
        err ?? new Error(`connection ${client.status}`),
      );
    },
    succeeded() {
      failures = 0;
    },
    async close() {
      client.disconnect();
    },
  };
}
