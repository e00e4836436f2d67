import rateLimit from '@fastify/rate-limit';
import type { App } from '../context.js';
import { senderOf } from '../lib/sender.js';
import { ApiError } from '../lib/http.js';
import { redisWithMemoryFallback } from '../lib/rateLimitStore.js';
import type { SharedRedis } from '../lib/redis.js';
import { definePlugin } from './define.js';

/**
 * Per-route limits (`config.rateLimit`), counted in Redis when configured so every process shares them, else per
 * process; a refusal is a 429 in the envelope with the wait.
 */
export const rateLimitPlugin = definePlugin(
  'labelwise-rate-limit',
  async (app: App, { redis }: { redis: SharedRedis | null }) => {
    await app.register(rateLimit, {
      global: false,
      // An IPv6 client picks any address of its /64: that network is one client, as one IPv4 address is.
      keyGenerator: (req) => senderOf(req.ip),
      ...(redis ? { store: redisWithMemoryFallback(redis) } : {}),
      errorResponseBuilder: (_req, context) => {
        const err = new ApiError(429, `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`);
        return err;
      },
    });
  },
);
