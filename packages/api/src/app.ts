import path from 'node:path';
import { sql } from 'kysely';
import feedRoutes from './routes/feeds.js';
import type { App } from './context.js';
import { createContext, createServer, openResources, prepareDatabase, startCacheBus } from './bootstrap.js';
import { bumpContentVersion } from './lib/contentStore.js';
import { CODE_MESSAGES } from './lib/http.js';
import { LivePages } from './lib/livePages.js';
import { livePreviewRoutes } from './lib/livePreview.js';
import { registerStaticSites, type StaticSite } from './lib/staticSites.js';
import { API_PREFIX, resolveOptions, type AppOptions } from './options.js';
import { authPlugin } from './plugins/auth.js';
import { bodyParsersPlugin } from './plugins/bodyParsers.js';
import { effectsPlugin } from './plugins/effects.js';
import { errorHandlerPlugin } from './plugins/errorHandler.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rateLimit.js';
import { responseCachePlugin } from './plugins/responseCache.js';
import { securityHeadersPlugin } from './plugins/securityHeaders.js';
import apiRoutes from './routes/index.js';
import { dataConfigHandler } from './routes/public.js';
import type { CacheBus } from './lib/cacheBus.js';
import type { Ctx } from './context.js';

export { API_PREFIX, type AppOptions, type StaticSite };

/** Builds the API (not listening). Runs migrations and the one-time seed before returning. */
export async function createApp(options: AppOptions = {}): Promise<App> {
  const opts = resolveOptions(options);
  if (opts.env === 'production' && options.adminPassword !== undefined && options.adminPassword.length < 12) {
    throw new Error('ADMIN_PASSWORD must be at least 12 characters in production');
  }
  const app = createServer(options, opts);
  const resources = await openResources(app, options, opts);
  await prepareDatabase(app, resources, options, opts);
  const ctx = createContext(resources, opts);
  app.decorate('ctx', ctx);
  const bus = await startCacheBus(app, ctx, resources.database, options);
  app.decorate('cacheBus', bus);

  await app.register(authPlugin, { ctx });
  await app.register(effectsPlugin, { ctx });
  await app.register(securityHeadersPlugin, { cspDirectives: options.cspDirectives });
  await app.register(bodyParsersPlugin, opts);
  await app.register(rateLimitPlugin, { redis: resources.redis });
  await app.register(openApiPlugin, {});
  // Public GETs marked `config.cache` are cached with ETag / 304; writes marked `config.invalidatesCache` clear it.
  await app.register(responseCachePlugin, {
    cache: ctx.cache,
    bus,
    bumpContentVersion: () => bumpContentVersion(ctx.db),
  });
  await app.register(errorHandlerPlugin, { ...opts, probeDatabase: () => sql`select 1`.execute(ctx.db) });

  await app.register(apiRoutes, { prefix: API_PREFIX, ctx });
  // Public pages rendered on request with the published content, one renderer per site root (lib/livePages.ts).
  const renderers = new Map<string, LivePages>();
  const liveFor = (root: string) => {
    let renderer = renderers.get(root);
    if (!renderer) renderers.set(root, (renderer = new LivePages(ctx, root, app.log, options.livePagesDir ?? null)));
    return renderer;
  };
  const publicSite = options.staticSites?.find((s) => s.prefix === '/');
  await app.register(
    async (scope) => livePreviewRoutes(scope, ctx, () => (publicSite ? liveFor(path.resolve(publicSite.root)) : null)),
    {
      prefix: API_PREFIX,
    },
  );
  // The site also reads {origin}/resources/dataConfig.json.
  app.get('/resources/dataConfig.json', { config: { cache: true }, schema: { hide: true } }, dataConfigHandler(ctx));
  // Atom feeds of driver releases live at the site's root, where feed readers and the guide pages point.
  await feedRoutes(app, ctx);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok' }));
  // Optional static sites (public site at '/', admin at '/admin', ...) and the not-found handler.
  await registerStaticSites(app, options.staticSites ?? [], {
    apiPrefix: API_PREFIX,
    notFoundBody: { code: 404, msg: CODE_MESSAGES[404] },
    live: liveFor,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
    cacheBus: CacheBus | null;
    routeList: Array<{ method: string; url: string }>;
  }
}
