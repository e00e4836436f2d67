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
  close(): Promise<void>;
}

export interface RedisOptions {
  url: string;
  /** Prefix of every key (several deployments or test runs can share one Redis). */
  keyPrefix?: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * One Redis connection per process for the shared limits. It never queues commands while disconnected and gives
 * up on a command after half a second, so an outage costs a request a few milliseconds, not a hang: the caller
 * counts in memory instead until the connection is back (ioredis reconnects by itself, backing off to 2 s).
 */
export function connectRedis(o: RedisOptions): SharedRedis {
  const client = new Redis(o.url, {
    keyPrefix: o.keyPrefix ?? 'labelwise:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
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
  return {
    client,
    ready: () => client.status === 'ready',
    fellBack(what, err = new Error(`connection ${client.status}`)) {
      down = true;
      warn(`redis unavailable (${what}): counting per process until it is back`, err);
    },
    async close() {
      client.disconnect();
    },
  };
}
