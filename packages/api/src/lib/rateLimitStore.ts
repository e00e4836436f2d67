import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { SharedRedis } from './redis.js';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;

// The plugin's own stores (not exported as modules with types): the Redis one is an atomic Lua INCR+PEXPIRE,
// the local one a bounded LRU. Reusing them keeps both counting exactly as the plugin documents.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

interface GlobalParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A `store` for @fastify/rate-limit: counts in Redis, shared by every process; while Redis cannot be reached it
 * counts in this process's memory (an LRU of 5000 keys per route, so bounded), logs that once a minute, and goes
 * back to Redis as soon as the connection is ready again.
 */
export function redisWithMemoryFallback(shared: SharedRedis) {
  class FallbackStore implements Store {
    private readonly remote: Store;
    private readonly local: Store;
    constructor(params: GlobalParams | { remote: Store; local: Store }) {
      if ('remote' in params) {
        this.remote = params.remote;
        this.local = params.local;
      } else {
        const ce = params.continueExceeding ?? false;
        const eb = params.exponentialBackoff ?? false;
        this.remote = new RedisStore(ce, eb, shared.client, 'rate-limit:');
        this.local = new LocalStore(ce, eb, 5000);
      }
    }
    private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      if (!shared.ready()) {
        // Said once a minute (connectRedis), at the first request that counts alone, not only when a reconnect fails.
        shared.fellBack('rate limits');
        return this.local[method](key, cb, timeWindow, max);
      }
      this.remote[method](
        key,
        (err, res) => {
          if (!err) {
            shared.succeeded();
            return cb(null, res);
          }
          shared.fellBack('rate limits', err);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }
    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }
    child(routeOptions: unknown): Store {
      return new FallbackStore({ remote: this.remote.child(routeOptions), local: this.local.child(routeOptions) });
    }
  }
  return FallbackStore;
}
