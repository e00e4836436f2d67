import crypto from 'node:crypto';
import { refuse } from './http.js';
import type { SharedRedis } from './redis.js';

/** The duplicate-submit window, the same the site and admin clients use. */
export const DUPLICATE_WINDOW_MS = 1000;
const MEMORY_MAX_KEYS = 10_000;
const PENDING = 'pending';

/**
 * Server side of the duplicate-submit rule: the same body sent again by the same client within the window (a
 * double click, a retry by a proxy) is stored once; the repeat gets the first submission's answer. Shared through
 * Redis when configured, so a repeat that lands on another process is caught too; in memory otherwise and while
 * Redis is down (bounded to MEMORY_MAX_KEYS).
 */
export class DuplicateGuard {
  private readonly memory = new Map<string, { expires: number; answer: Promise<unknown> }>();
  constructor(
    private readonly redis: SharedRedis | null,
    private readonly windowMs = DUPLICATE_WINDOW_MS,
  ) {}

  static key(scope: string, client: string, body: unknown): string {
    return `dup:${scope}:${crypto
      .createHash('sha256')
      .update(`${client}\n${JSON.stringify(body)}`)
      .digest('base64url')}`;
  }

  /** Runs `work` unless the same key ran within the window; then returns that run's answer. */
  async once<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (this.redis?.ready()) {
      try {
        return await this.viaRedis(key, work);
      } catch (err) {
        if (err instanceof WorkError) throw err.cause;
        this.redis.fellBack('duplicate-submit guard', err);
      }
    } else if (this.redis) {
      this.redis.fellBack('duplicate-submit guard');
    }
    return this.inMemory(key, work);
  }

  private async viaRedis<T>(key: string, work: () => Promise<T>): Promise<T> {
    const client = this.redis!.client;
    const claimed = await client.set(key, PENDING, 'PX', this.windowMs, 'NX');
    this.redis!.succeeded();
    if (claimed === 'OK') {
      let answer: T;
      try {
        answer = await work();
      } catch (err) {
        // A refused or failed submission may be sent again at once.
        await client.del(key).catch(() => undefined);
        throw new WorkError(err);
      }
      await client.set(key, JSON.stringify(answer), 'PX', this.windowMs, 'XX').catch(() => undefined);
      return answer;
    }
    // Someone else holds the key: wait (within the window) for their answer.
    const deadline = Date.now() + this.windowMs;
    for (;;) {
      const v = await client.get(key);
      if (v === null) return this.inMemory(key, work);
      if (v !== PENDING) return JSON.parse(v) as T;
      if (Date.now() > deadline)
        throw new WorkError(refuse(409, 'body', 'the same submission is still being processed', 'stillProcessing'));
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async inMemory<T>(key: string, work: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.memory.get(key);
    if (hit && hit.expires > now) return hit.answer as Promise<T>;
    if (this.memory.size >= MEMORY_MAX_KEYS) {
      for (const [k, v] of this.memory) if (v.expires <= now) this.memory.delete(k);
      if (this.memory.size >= MEMORY_MAX_KEYS) this.memory.delete(this.memory.keys().next().value!);
    }
    const answer = work();
    this.memory.set(key, { expires: now + this.windowMs, answer });
    answer.catch(() => this.memory.delete(key));
    return answer;
  }
}

class WorkError extends Error {
  constructor(override readonly cause: unknown) {
    super('work failed');
  }
}
