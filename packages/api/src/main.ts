#!/usr/bin/env node
/**
 * CLI: `start` (default) runs the HTTP server; `setup` creates the first admin account once.
 * Environment: see README.md.
 */
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { createApp, type AppOptions, type StaticSite } from './app.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrations.js';
import { seed } from './db/seed.js';
import { createUser } from './lib/users.js';
import { storageConfigFromEnv } from './lib/storage/index.js';
import { parseTrustProxy } from './lib/trustProxy.js';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;

function num(name: string, fallback: number): number {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`${name} must be a non-negative number`);
    process.exit(2);
  }
  return n;
}

function trustProxyFromEnv(): string[] {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}

function storageFromEnv(): Pick<AppOptions, 'storage' | 'downloadMode' | 'signedUrlTtlS'> {
  const downloadMode = env.DOWNLOAD_MODE || 'stream';
  if (downloadMode !== 'stream' && downloadMode !== 'redirect') {
    console.error(`DOWNLOAD_MODE must be stream or redirect, not ${downloadMode}`);
    process.exit(2);
  }
  try {
    return { storage: storageConfigFromEnv(env), downloadMode, signedUrlTtlS: num('SIGNED_URL_TTL_S', 300) };
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}

/**
 * On Node < 22 the AWS SDK writes a multi-line notice to stderr at its first client (its releases after early January
 * 2027 need Node 22), which breaks the one-JSON-object-a-line log. Its documented switch,
 * AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true, turns it off; serve() logs the same fact once as a JSON line
 * instead. An operator who set the variable keeps the SDK's own behaviour.
 */
function quietAwsSdkNotice(): boolean {
  if (env.STORAGE !== 's3' || env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED) return false;
  if (Number(process.versions.node.split('.')[0]) >= 22) return false;
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return true;
}

function mode(): 'development' | 'production' | 'test' {
  const m = env.NODE_ENV;
  return m === 'production' || m === 'test' ? m : 'development';
}

export function optionsFromEnv(): AppOptions {
  const staticSites: StaticSite[] = [];
  if (env.ADMIN_DIR)
    staticSites.push({ prefix: '/admin', root: path.resolve(env.ADMIN_DIR), spaFallback: 'index.html' });
  if (env.SITE_DIR) staticSites.push({ prefix: '/', root: path.resolve(env.SITE_DIR), spaFallback: 'index.html' });
  const contactMax = num('CONTACT_RATE_MAX', 5);
  return {
    env: mode(),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(PACKAGE_DIR, '.data/pglite'),
    dbSchema: env.DB_SCHEMA || undefined,
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(PACKAGE_DIR, '.data/files'),
    captchaDisabled: env.CAPTCHA_DISABLED === '1' || env.CAPTCHA_DISABLED === 'true',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminUsername: env.ADMIN_USERNAME || undefined,
    trustProxy: trustProxyFromEnv(),
    bodyTimeoutMs: num('BODY_TIMEOUT_MS', 30_000),
    uploadBodyTimeoutMs: num('UPLOAD_BODY_TIMEOUT_MS', 300_000),
    cacheTtlMs: num('CACHE_TTL_MS', 10_000),
    tokenTtlMs: num('TOKEN_TTL_HOURS', 12) * 3600_000,
    pgPoolMax: num('PG_POOL_MAX', 10),
    uploadMaxBytes: num('UPLOAD_MAX_MB', 5) * 1024 * 1024,
    ...storageFromEnv(),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || undefined,
    staticSites,
    livePagesDir: env.LIVE_PAGES_DIR
      ? path.resolve(env.LIVE_PAGES_DIR)
      : path.join(os.tmpdir(), 'labelwise-live-pages'),
    rateLimits: {
      contact: { max: contactMax, timeWindow: num('CONTACT_RATE_WINDOW_MS', 60_000) },
      contactGlobal: { max: num('CONTACT_GLOBAL_MAX', 300), timeWindow: num('CONTACT_GLOBAL_WINDOW_MS', 60_000) },
      contactNewcomers: {
        max: num('CONTACT_NEWCOMERS_MAX', 3000),
        timeWindow: num('CONTACT_GLOBAL_WINDOW_MS', 60_000),
      },
      login: { max: num('LOGIN_RATE_MAX', 20), timeWindow: 60_000 },
    },
    contactUnreadMax: num('CONTACT_UNREAD_MAX', 10_000),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  };
}

async function serve() {
  const opts = optionsFromEnv();
  if (opts.env === 'production' && opts.adminPassword && opts.adminPassword.length < 12) {
    console.error('ADMIN_PASSWORD must be at least 12 characters in production');
    process.exit(2);
  }
  const sdkNotice = quietAwsSdkNotice();
  const app = await createApp(opts);
  if (sdkNotice)
    app.log.warn(
      { node: process.version },
      'AWS SDK for JavaScript releases after early January 2027 need Node >= 22; @aws-sdk/client-s3 stays pinned here, move to Node 22 before updating it',
    );
  const port = num('PORT', 3000);
  const host = env.HOST || '127.0.0.1';
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app
      .close()
      .then(() => {
        app.log.info('shutdown complete');
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port, host });
  app.log.info({ engine: app.ctx.engine, url: `http://${host}:${port}/api-v1.0` }, 'labelwise api ready');
}

async function setup() {
  const opts = optionsFromEnv();
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, schema: opts.dbSchema });
  try {
    await migrate(database.db);
    await seed(database.db, { filesDir: opts.filesDir!, env: 'production', productName: 'Labelwise' });
    const admin = await database.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('ur.user_id')
      .where('r.role_key', '=', 'admin')
      .executeTakeFirst();
    if (admin) {
      console.error('setup: an admin account already exists; nothing done.');
      process.exitCode = 1;
      return;
    }
    const username = env.ADMIN_USERNAME || 'admin';
    let password = env.ADMIN_PASSWORD;
    if (!password) {
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      password = await rl.question(`Password for ${username} (min 12 characters): `);
      rl.close();
    }
    if (!password || password.length < 12) {
      console.error('setup: password must be at least 12 characters');
      process.exitCode = 2;
      return;
    }
    const existing = await database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', username)
      .executeTakeFirst();
    if (existing) {
      console.error(`setup: user ${username} exists but is not admin; choose another ADMIN_USERNAME`);
      process.exitCode = 1;
      return;
    }
    await createUser(database.db, username, password, 'Administrator', ['admin']);
    console.log(`setup: created admin account "${username}"`);
  } finally {
    await database.close();
  }
}

const cmd = process.argv[2] ?? 'start';
if (cmd === 'setup') {
  await setup();
} else if (cmd === 'start') {
  await serve();
} else {
  console.error(`unknown command ${cmd}; use start or setup`);
  process.exit(2);
}
