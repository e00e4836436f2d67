import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import type { RateLimitSetting, ResolvedOptions } from './context.js';
import type { Database } from './db/index.js';
import { DEFAULT_CHALLENGE_WORK, type ChallengeWork } from './lib/challenge.js';
import { DEFAULT_LOGIN_LIMITS } from './lib/loginThrottle.js';
import type { StaticSite } from './lib/staticSites.js';
import type { DownloadMode, FileStorage, StorageConfig } from './lib/storage/index.js';

export { API_PREFIX } from '@labelwise/contract/rules';
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  /** Where the public site's rendered pages are kept as files, for the next process (none: memory only). */
  livePagesDir?: string | undefined;
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
  contactUnreadMax?: number | undefined;
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

export function resolveOptions(o: AppOptions): ResolvedOptions {
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
      contactGlobal: rl(o.rateLimits?.contactGlobal, { max: 300, timeWindow: 60_000 }),
      contactNewcomers: rl(o.rateLimits?.contactNewcomers, { max: 3000, timeWindow: 60_000 }),
      login: rl(o.rateLimits?.login, { max: 20, timeWindow: 60_000 }),
      upload: rl(o.rateLimits?.upload, { max: 30, timeWindow: 60_000 }),
      captcha: rl(o.rateLimits?.captcha, { max: 60, timeWindow: 60_000 }),
      register: rl(o.rateLimits?.register, { max: 5, timeWindow: 3600_000 }),
    },
    loginLock: { ...DEFAULT_LOGIN_LIMITS, ...o.loginLock },
    challenge: { ...DEFAULT_CHALLENGE_WORK, ...o.challenge },
    contactUnreadMax: o.contactUnreadMax ?? 10_000,
  };
}
