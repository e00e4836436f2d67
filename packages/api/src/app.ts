import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyServerOptions,
  type onRequestAsyncHookHandler,
  type onSendAsyncHookHandler,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import { sql } from 'kysely';
import type { App, Ctx, RateLimitSetting, ResolvedOptions } from './context.js';
import { openDatabase, type Database } from './db/index.js';
import { migrate } from './db/migrations.js';
import { seed } from './db/seed.js';
import { requireOperator } from './lib/auth.js';
import { registerBodyTimeouts } from './lib/body-timeout.js';
import { ResponseCache } from './lib/cache.js';
import { CacheBus } from './lib/cache-bus.js';
import { DuplicateGuard } from './lib/duplicate-guard.js';
import { redisWithMemoryFallback } from './lib/rate-limit-store.js';
import { connectRedis, type SharedRedis } from './lib/redis.js';
import { importLocalFiles } from './lib/storage/import-local.js';
import { openStorage, type DownloadMode, type FileStorage, type StorageConfig } from './lib/storage/index.js';
import { DEFAULT_CHALLENGE_WORK, type ChallengeWork } from './lib/challenge.js';
import { DEFAULT_LOGIN_LIMITS } from './lib/login-throttle.js';
import { ApiError, CODE_MESSAGES } from './lib/http.js';
import adminSiteRoutes from './routes/admin-site.js';
import adminSystemRoutes from './routes/admin-system.js';
import contactRoutes from './routes/contact.js';
import dictConfigRoutes from './routes/dict-config.js';
import fileRoutes from './routes/files.js';
import publicRoutes, { dataConfigHandler } from './routes/public.js';
import sessionRoutes from './routes/session.js';
import vitalsRoutes from './routes/vitals.js';
import { registerStaticSites, type StaticSite } from './lib/static-sites.js';

export type { StaticSite };

export const API_PREFIX = '/api-v1.0';
const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppOptions {
  /** PostgreSQL URL; when unset the embedded PGlite engine is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (default `.data/pglite` in the package); 'memory://' for in-memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema (search_path) to use; created if missing. */
  dbSchema?: string | undefined;
  /** An already opened database (tests share one across apps). Not closed by app.close() unless `closeDatabase`. */
  database?: Database | undefined;
  closeDatabase?: boolean | undefined;
  /** Where uploaded and seeded files live (default `.data/files` in the package). */
  filesDir?: string | undefined;
  env?: 'development' | 'production' | 'test' | undefined;
  /** Fastify logger option: false in tests, pino options otherwise. */
  logger?: FastifyServerOptions['logger'];
  captchaDisabled?: boolean | undefined;
  adminPassword?: string | undefined;
  adminUsername?: string | undefined;
  /** Load the demo catalog and (outside production) the demo accounts. Default true. */
  seed?: boolean | undefined;
  staticSites?: StaticSite[] | undefined;
  productName?: string | undefined;
  tokenTtlMs?: number | undefined;
  captchaTtlMs?: number | undefined;
  cacheTtlMs?: number | undefined;
  uploadMaxBytes?: number | undefined;
  bodyLimit?: number | undefined;
  /**
   * Reverse proxies whose `X-Forwarded-For` / `-Proto` to believe: addresses, CIDR ranges or proxy-addr's names
   * (`loopback`, `linklocal`, `uniquelocal`). Never "everyone": a client that is not one of them cannot choose
   * its own address.
   */
  trustProxy?: string[] | undefined;
  bodyTimeoutMs?: number | undefined;
  uploadBodyTimeoutMs?: number | undefined;
  challenge?: Partial<ChallengeWork> | undefined;
  rateLimits?: Partial<ResolvedOptions['rateLimits']> | undefined;
  loginLock?: Partial<ResolvedOptions['loginLock']> | undefined;
  /** Extra CSP directives merged over the defaults (e.g. to allow a video host in frame-src). */
  cspDirectives?: Record<string, string[]> | undefined;
  pgPoolMax?: number | undefined;
  /**
   * Where files live: local disk under `filesDir` (default), an S3-compatible store, or a ready store (tests).
   * Seeded demo files are written under `filesDir` and copied into an object store once.
   */
  storage?: StorageConfig | FileStorage | undefined;
  /** `redirect`: downloads answer 302 to a signed URL of the object store (local disk always streams). */
  downloadMode?: DownloadMode | undefined;
  signedUrlTtlS?: number | undefined;
  /** Redis for the limits shared by all processes (rate limits, duplicate submits); unset: per-process memory. */
  redisUrl?: string | undefined;
  redisKeyPrefix?: string | undefined;
}

function resolveOptions(o: AppOptions): ResolvedOptions {
  const rl = (v: RateLimitSetting | undefined, d: RateLimitSetting) => v ?? d;
  return {
    env: o.env ?? 'development',
    filesDir: path.resolve(o.filesDir ?? path.join(PACKAGE_DIR, '.data/files')),
    productName: o.productName ?? 'Labelwise',
    captchaDisabled: o.captchaDisabled ?? false,
    tokenTtlMs: o.tokenTtlMs ?? 12 * 3600_000,
    captchaTtlMs: o.captchaTtlMs ?? 2 * 60_000,
    cacheTtlMs: o.cacheTtlMs ?? 10_000,
    uploadMaxBytes: o.uploadMaxBytes ?? 5 * 1024 * 1024,
    bodyLimit: o.bodyLimit ?? 256 * 1024,
    trustProxy: o.trustProxy ?? [],
    bodyTimeoutMs: o.bodyTimeoutMs ?? 30_000,
    uploadBodyTimeoutMs: o.uploadBodyTimeoutMs ?? 300_000,
    downloadMode: o.downloadMode ?? 'stream',
    signedUrlTtlS: o.signedUrlTtlS ?? 300,
    rateLimits: {
      contact: rl(o.rateLimits?.contact, { max: 5, timeWindow: 60_000 }),
      login: rl(o.rateLimits?.login, { max: 20, timeWindow: 60_000 }),
      upload: rl(o.rateLimits?.upload, { max: 30, timeWindow: 60_000 }),
      captcha: rl(o.rateLimits?.captcha, { max: 60, timeWindow: 60_000 }),
      register: rl(o.rateLimits?.register, { max: 5, timeWindow: 3600_000 }),
    },
    loginLock: { ...DEFAULT_LOGIN_LIMITS, ...o.loginLock },
    challenge: { ...DEFAULT_CHALLENGE_WORK, ...o.challenge },
  };
}

/** Turns a PostgreSQL error into a 4xx naming the column where it can. */
function mapDbError(err: { code?: string; detail?: string; column?: string; constraint?: string }): ApiError | null {
  const keyMatch = /Key \(([^)]+)\)=/.exec(err.detail ?? '');
  const field = keyMatch?.[1] ?? err.column ?? err.constraint ?? 'value';
  switch (err.code) {
    case '23505':
      return new ApiError(409, `${field}: already exists`);
    case '23001':
      return new ApiError(409, `${field}: is still in use by other records`);
    case '23503':
      return /is (still )?referenced/.test(err.detail ?? '')
        ? new ApiError(409, `${field}: is still in use by other records`)
        : new ApiError(400, `${field}: refers to a record that does not exist`);
    case '23502':
      return new ApiError(400, `${field}: is required`);
    case '23514':
      return new ApiError(400, `${field}: value not allowed`);
    case '22001':
      return new ApiError(400, `${field}: value too long`);
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return new ApiError(400, `${field}: invalid value`);
    default:
      return null;
  }
}

/** Runs helmet's middleware once against a recording response and returns the headers it sets. */
function staticHelmetHeaders(config: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  helmet(config)({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Builds the API (not listening). Runs migrations and the one-time seed before returning. */
export async function createApp(options: AppOptions = {}): Promise<App> {
  const opts = resolveOptions(options);
  if (opts.env === 'production' && options.adminPassword !== undefined && options.adminPassword.length < 12) {
    throw new Error('ADMIN_PASSWORD must be at least 12 characters in production');
  }
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
      const msg = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path: a path parameter is too long' : 'path: malformed URL';
      void (reply as unknown as FastifyReply).code(status).type('application/json; charset=utf-8').send({ code: status, msg });
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
  const redis: SharedRedis | null = options.redisUrl ? connectRedis({ url: options.redisUrl, keyPrefix: options.redisKeyPrefix, log: app.log }) : null;
  app.addHook('onClose', async () => {
    await redis?.close();
    await storage.close();
  });

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
      app.log.warn('production mode: no user exists. Set ADMIN_PASSWORD or run `pnpm --filter @labelwise/api setup` to create the first admin.');
  }

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
  app.decorate('ctx', ctx);

  // Other processes on the same PostgreSQL schema clear their public cache when this one writes, and the other way
  // round. PGlite is one process by construction and needs nothing.
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
  app.decorate('cacheBus', bus);
  app.decorateRequest('auth', null);

  // Security headers (CSP with frame-ancestors 'self', nosniff, referrer policy, ...) from helmet, computed
  // once: @fastify/helmet rebuilds the helmet middleware on every request (seen in CPU profiles), and
  // with a static policy the headers never vary, so one reply.headers() call per request is enough.
  const securityHeaders = staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'media-src': ["'self'", 'https:'],
        'frame-src': ["'self'", 'https:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", 'https:'],
        // Only our own pages may frame us: the admin shows InnerLink menu entries such as /api-v1.0/docs in an
        // iframe (spec section 3); every other origin is refused, which is what stops clickjacking.
        'frame-ancestors': ["'self'"],
        ...(options.cspDirectives ?? {}),
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'sameorigin' }, // same as frame-ancestors 'self', for browsers without CSP 2
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // HSTS only when the request reached us over TLS (directly or via a trusted proxy). Nothing said to a signed-in
  // operator, and no sign-in answer, may be kept by a browser or a shared cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.auth || request.routeOptions.config?.noStore) reply.header('cache-control', 'no-store');
    return payload;
  });
  registerBodyTimeouts(app, {
    bodyTimeoutMs: opts.bodyTimeoutMs,
    uploadBodyTimeoutMs: opts.uploadBodyTimeoutMs,
    uploadRoutes: [`${API_PREFIX}/common/upload`],
  });

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisWithMemoryFallback(redis) } : {}),
    errorResponseBuilder: (_req, context) => {
      const err = new ApiError(429, `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`);
      return err;
    },
  });
  await app.register(multipart, {
    limits: { fileSize: opts.uploadMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    const out: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body as string)) out[k] = v;
    done(null, out);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Labelwise API', version: '1.0.0', description: 'Public site, session, files, dictionary, config and admin endpoints.' },
      servers: [],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  // Public GET cache with ETag / 304, attached only to routes marked `config.cache` (and invalidation to
  // routes marked `config.invalidatesCache`), so other routes pay nothing per request.
  const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
  const cacheOnRequest: onRequestAsyncHookHandler = async (request, reply) => {
    const hit = ctx.cache.get(request.url);
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'HIT');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  };
  const cacheOnSend: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader('etag')) {
      const e = ctx.cache.set(request.url, payload);
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
      ctx.cache.clear();
      // Awaited, so the other processes are told before the writer sees its answer.
      await bus?.publish().catch((err: unknown) => request.log.warn({ err }, 'cache invalidation not sent to other processes'));
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

  app.setErrorHandler((error: FastifyError & { code?: string; detail?: string; column?: string }, request, reply) => {
    let status = 500;
    let msg = CODE_MESSAGES[500]!;
    let data: Record<string, unknown> | undefined;
    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const first = error.validation[0]!;
      const ctxName = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const field = first.instancePath && first.instancePath !== '/' ? first.instancePath.slice(1).replace(/\//g, '.') : ctxName;
      msg = `${field}: ${first.message}`;
    } else if (error instanceof ApiError) {
      status = error.statusCode;
      msg = error.message;
      data = error.extra.data;
      if (error.extra.headers) reply.headers(error.extra.headers);
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      status = 400;
      msg = 'body: is not valid JSON';
    } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      msg = 'body: is empty but content-type is application/json';
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      msg = error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? `file: must be smaller than ${Math.round(opts.uploadMaxBytes / 1024 / 1024)} MB`
        : `body: larger than the ${opts.bodyLimit} byte limit`;
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      msg = `content-type: ${String(request.headers['content-type'] ?? 'missing').slice(0, 60)} is not supported here`;
    } else if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
      status = 400;
      msg = 'file: only one file per request';
    } else if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      status = 400;
      msg = 'content-type: must be multipart/form-data with a file field';
    } else if (error.statusCode === 429) {
      status = 429;
      msg = error.message || CODE_MESSAGES[429]!;
    } else if (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && mapDbError(error)) {
      const mapped = mapDbError(error)!;
      status = mapped.statusCode;
      msg = mapped.message;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      msg = error.message ? `request: ${error.message}` : CODE_MESSAGES[status] ?? CODE_MESSAGES[400]!;
    }
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ status, reason: msg }, 'request rejected');
    void reply.code(status).type('application/json; charset=utf-8').send(data ? { code: status, msg, data } : { code: status, msg });
  });

  // Routes.
  await app.register(
    async (api) => {
      const a = api as unknown as App;
      a.get('/health', { schema: { tags: ['ops'], summary: 'Health: 200 with the engine when the database answers, 503 otherwise' } }, async (_req, reply) => {
        try {
          await sql`select 1`.execute(ctx.db);
          return { code: 200, msg: 'ok', data: { status: 'ok', engine: ctx.engine } };
        } catch {
          return reply.code(503).send({ code: 503, msg: 'database unavailable' });
        }
      });
      a.get(
        '/health/ready',
        { schema: { tags: ['ops'], summary: 'Readiness: 200 when the database, the file store and (if configured) Redis answer; 503 naming what does not' } },
        async (_req, reply) => {
          const check = async (fn: () => Promise<unknown>) =>
            Promise.race([
              fn().then(() => 'ok' as const),
              new Promise<'down'>((r) => setTimeout(() => r('down'), 2000).unref()),
            ]).catch(() => 'down' as const);
          const status = {
            database: await check(() => sql`select 1`.execute(ctx.db)),
            storage: await check(() => storage.check()),
            redis: redis ? await check(() => redis.client.ping()) : ('not configured' as const),
            cacheBus: bus ? (bus.isListening ? ('ok' as const) : ('down' as const)) : ('not needed' as const),
          };
          // Redis and the cache bus have fallbacks (per-process limits, cache TTL), so they are reported but do not
          // take the process out of the load balancer; the database and the file store do.
          const ready = status.database === 'ok' && status.storage === 'ok';
          if (!ready) return reply.code(503).send({ code: 503, msg: 'not ready', data: status });
          return { code: 200, msg: 'ok', data: { status: 'ready', engine: ctx.engine, ...status } };
        },
      );
      // In production the API's map is for operators only: signed in, with a role.
      const docsGuard = opts.env === 'production' ? { onRequest: requireOperator(ctx) } : {};
      a.get('/docs', { ...docsGuard, schema: { hide: true } }, async () => app.swagger());
      a.get('/docs/json', { ...docsGuard, schema: { hide: true } }, async () => app.swagger());
      await publicRoutes(a, ctx);
      await contactRoutes(a, ctx);
      await sessionRoutes(a, ctx);
      await fileRoutes(a, ctx);
      await dictConfigRoutes(a, ctx);
      await adminSiteRoutes(a, ctx);
      await adminSystemRoutes(a, ctx);
      await vitalsRoutes(a, ctx);
    },
    { prefix: API_PREFIX },
  );
  // The site also reads {origin}/resources/dataConfig.json (spec §7).
  app.get('/resources/dataConfig.json', { config: { cache: true }, schema: { hide: true } }, dataConfigHandler(ctx));
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok' }));

  // Optional static sites (public site at '/', admin at '/admin', ...) and the not-found handler.
  await registerStaticSites(app, options.staticSites ?? [], { apiPrefix: API_PREFIX, notFoundBody: { code: 404, msg: CODE_MESSAGES[404] } });

  return app as unknown as App;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
    cacheBus: CacheBus | null;
    routeList: Array<{ method: string; url: string }>;
  }
}
