import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { App, Ctx, ResolvedOptions } from './context.js';
import { openDatabase, type Database } from './db/index.js';
import { migrate } from './db/migrations.js';
import { seed } from './db/seed.js';
import { ResponseCache } from './lib/cache.js';
import { CacheBus } from './lib/cacheBus.js';
import { DuplicateGuard } from './lib/duplicateGuard.js';
import { connectRedis, type SharedRedis } from './lib/redis.js';
import { importLocalFiles } from './lib/storage/importLocal.js';
import { openStorage, type FileStorage } from './lib/storage/index.js';
import { PACKAGE_DIR, type AppOptions } from './options.js';

/** The steps of building the app that are not HTTP: the server object, the database, stores and the shared context. */

/** The Fastify instance with the zod type provider, router limits and the envelope for router-level errors. */
export function createServer(options: AppOptions, opts: ResolvedOptions): App {
  fs.mkdirSync(opts.filesDir, { recursive: true });
  const app = Fastify({
    logger: options.logger ?? (opts.env === 'test' ? false : { level: process.env.LOG_LEVEL ?? 'info' }),
    bodyLimit: opts.bodyLimit,
    trustProxy: opts.trustProxy.length ? opts.trustProxy : false,
    return503OnClosing: true,
    // A backstop for the whole request; slow bodies are cut sooner per route (bodyTimeouts below).
    requestTimeout: opts.uploadBodyTimeoutMs + 30_000,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // Router-level errors (bad URL encoding, over-long path parameters) use the same envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const msg =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path: a path parameter is too long' : 'path: malformed URL';
      void (reply as unknown as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ code: status, msg });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered (method, url): used by the test that checks each endpoint is covered.
  const routeList: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeList.push({ method: String(method), url: r.url });
  });
  app.decorate('routeList', routeList);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app as unknown as App;
}

export interface Resources {
  database: Database;
  storage: FileStorage;
  redis: SharedRedis | null;
}

/** Opens the database, the file store and Redis (when configured); the app closes them on close. */
export async function openResources(app: App, options: AppOptions, opts: ResolvedOptions): Promise<Resources> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir ?? path.join(PACKAGE_DIR, '.data/pglite'),
      schema: options.dbSchema,
      poolMax: options.pgPoolMax,
    }));
  const closeDb = options.database ? Boolean(options.closeDatabase) : true;
  app.addHook('onClose', async () => {
    if (closeDb) await database.close();
  });

  const storage: FileStorage =
    options.storage && 'write' in options.storage ? options.storage : await openStorage(options.storage, opts.filesDir);
  const redis: SharedRedis | null = options.redisUrl
    ? connectRedis({ url: options.redisUrl, keyPrefix: options.redisKeyPrefix, log: app.log })
    : null;
  app.addHook('onClose', async () => {
    await redis?.close();
    await storage.close();
  });

  return { database, storage, redis };
}

/** Migrations, then the one-time seed (demo catalog; demo accounts outside production) and its files. */
export async function prepareDatabase(
  app: App,
  { database, storage }: Resources,
  options: AppOptions,
  opts: ResolvedOptions,
): Promise<void> {
  const applied = await migrate(database.db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (options.seed !== false) {
    const r = await seed(database.db, {
      filesDir: opts.filesDir,
      env: opts.env,
      productName: opts.productName,
      adminPassword: options.adminPassword,
      adminUsername: options.adminUsername,
      log: app.log,
    });
    if (r.seeded) app.log.info('demo seed loaded');
    if (r.demoUsers)
      app.log.warn(
        'development mode: created demo accounts admin/admin123 (role admin) and editor/editor123 (role editor). Never use these in production.',
      );
    if (r.adminFromEnv) app.log.info('created the first admin account from ADMIN_PASSWORD');
    if (storage.kind !== 'local') {
      const copied = await importLocalFiles(database.db, storage, opts.filesDir);
      if (copied) app.log.info({ copied }, 'seeded files copied into the object store');
    }
    if (r.adminMissing)
      app.log.warn(
        'production mode: no user exists. Set ADMIN_PASSWORD or run `pnpm --filter @labelwise/api setup` to create the first admin.',
      );
  }
}

/** What every route reads: the database, the stores, the caches and the resolved options. */
export function createContext({ database, storage, redis }: Resources, opts: ResolvedOptions): Ctx {
  // Config values are cached per process; refreshCache and config writes clear it.
  let configCache: Map<string, string> | null = null;
  let configLoadedAt = 0;
  const ctx: Ctx = {
    db: database.db,
    engine: database.engine,
    cache: new ResponseCache(opts.cacheTtlMs),
    storage,
    redis,
    duplicates: new DuplicateGuard(redis),
    opts,
    async configValue(key) {
      if (!configCache || Date.now() - configLoadedAt > 30_000) {
        const rows = await database.db.selectFrom('configs').select(['config_key', 'config_value']).execute();
        configCache = new Map(rows.map((r) => [r.config_key, r.config_value]));
        configLoadedAt = Date.now();
      }
      return configCache.get(key);
    },
    clearConfigCache() {
      configCache = null;
    },
  };
  return ctx;
}

/**
 * Other processes on the same PostgreSQL schema clear their public cache when this one writes, and the other way
 * round. PGlite is one process by construction and needs nothing.
 */
export async function startCacheBus(
  app: App,
  ctx: Ctx,
  database: Database,
  options: AppOptions,
): Promise<CacheBus | null> {
  const bus =
    database.engine === 'postgres' && options.databaseUrl
      ? new CacheBus(
          {
            databaseUrl: options.databaseUrl,
            schema: options.dbSchema,
            log: app.log,
            onInvalidate: () => {
              ctx.cache.clear();
              ctx.clearConfigCache();
            },
          },
          async (channel, payload) => {
            await sql`select pg_notify(${channel}, ${payload})`.execute(database.db);
          },
        )
      : null;
  if (bus) {
    await bus.started;
    app.addHook('onClose', () => bus.close());
  }
  return bus;
}
