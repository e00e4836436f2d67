import type { onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import type { App } from '../context.js';
import type { CacheBus } from '../lib/cacheBus.js';
import type { ResponseCache } from '../lib/cache.js';
import { definePlugin } from './define.js';

export interface ResponseCacheOptions {
  cache: ResponseCache;
  /** Bumps the published content's version (routes marked `config.changesPages`). */
  bumpContentVersion: () => Promise<unknown>;
  /** Tells the other processes to clear theirs; null with one process. */
  bus: CacheBus | null;
}

export const responseCachePlugin = definePlugin(
  'labelwise-response-cache',
  async (app: App, { cache, bus, bumpContentVersion }: ResponseCacheOptions) => {
    // Public GET cache with ETag / 304, attached only to routes marked `config.cache` (and invalidation to
    // routes marked `config.invalidatesCache`), so other routes pay nothing per request.
    const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
    const cacheOnRequest: onRequestAsyncHookHandler = async (request, reply) => {
      const hit = cache.get(request.url);
      if (!hit) return;
      reply.header('etag', hit.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'HIT');
      if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(hit.body);
    };
    const cacheOnSend: onSendAsyncHookHandler = async (request, reply, payload) => {
      if (reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader('etag')) {
        const e = cache.set(request.url, payload);
        reply.header('etag', e.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'MISS');
        if (request.headers['if-none-match'] === e.etag) {
          reply.code(304);
          return '';
        }
      }
      return payload;
    };
    const invalidateOnSend: onSendAsyncHookHandler = async (request, reply, payload) => {
      if (reply.statusCode < 400) {
        // Before the cache is cleared: the next request reads the new version and renders those pages again.
        if (request.routeOptions.config.changesPages) await bumpContentVersion();
        cache.clear();
        // Awaited, so the other processes are told before the writer sees its answer.
        await bus
          ?.publish()
          .catch((err: unknown) => request.log.warn({ err }, 'cache invalidation not sent to other processes'));
      }
      return payload;
    };
    const hooks = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.cache && methods.includes('GET')) {
        route.onRequest = [...hooks(route.onRequest), cacheOnRequest] as typeof route.onRequest;
        route.onSend = [...hooks(route.onSend), cacheOnSend] as typeof route.onSend;
      }
      if (route.config?.invalidatesCache && !methods.includes('GET')) {
        route.onSend = [...hooks(route.onSend), invalidateOnSend] as typeof route.onSend;
      }
    });
  },
);
