import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DbEngine } from './db/index.js';
import type { DB } from './db/types.js';
import type { ResponseCache } from './lib/cache.js';
import type { DuplicateGuard } from './lib/duplicateGuard.js';
import type { SharedRedis } from './lib/redis.js';
import type { DownloadMode, FileStorage } from './lib/storage/index.js';
import type { ChallengeWork } from './lib/challenge.js';
import type { LoginLimits } from './lib/loginThrottle.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface RateLimitSetting {
  max: number;
  timeWindow: number;
}

export interface ResolvedOptions {
  env: 'development' | 'production' | 'test';
  filesDir: string;
  productName: string;
  captchaDisabled: boolean;
  tokenTtlMs: number;
  captchaTtlMs: number;
  cacheTtlMs: number;
  uploadMaxBytes: number;
  bodyLimit: number;
  /** Proxy addresses or CIDR ranges whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  /** A request body (other than an upload) must arrive within this time. */
  bodyTimeoutMs: number;
  /** The same for uploads, which may be large. */
  uploadBodyTimeoutMs: number;
  /** `redirect`: downloads answer 302 to a signed URL of the object store when it can make one. */
  downloadMode: DownloadMode;
  signedUrlTtlS: number;
  rateLimits: {
    contact: RateLimitSetting;
    /**
     * Contact messages from all addresses together; beyond it the form is flooded and takes only each sender's first
     * message of the window, up to `contactNewcomers` of them.
     */
    contactGlobal: RateLimitSetting;
    contactNewcomers: RateLimitSetting;
    login: RateLimitSetting;
    upload: RateLimitSetting;
    captcha: RateLimitSetting;
    register: RateLimitSetting;
  };
  loginLock: LoginLimits;
  challenge: ChallengeWork;
  /** Unread contact messages kept; beyond, the busiest sender's oldest unread message goes (lib/contactInbox.ts). */
  contactUnreadMax: number;
}

export interface Ctx {
  db: Kysely<DB>;
  engine: DbEngine;
  cache: ResponseCache;
  storage: FileStorage;
  /** Shared Redis connection when REDIS_URL is set. */
  redis: SharedRedis | null;
  duplicates: DuplicateGuard;
  opts: ResolvedOptions;
  /** Cached config values by key (refreshed by DELETE /system/config/refreshCache and on writes). */
  configValue(key: string): Promise<string | undefined>;
  clearConfigCache(): void;
}

export interface AuthUser {
  userId: number;
  userName: string;
  nickName: string;
  avatar: string;
  email: string;
  /** The account's password was set by someone else and must be changed first. */
  passwordChangeRequired: boolean;
  roles: string[];
  permissions: string[];
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Public GET cached with ETag. */
    cache?: boolean;
    /** A successful non-GET call clears the public response cache. */
    invalidatesCache?: boolean;
    /**
     * With `invalidatesCache`: a successful call also bumps the content version, because the rows it writes are shown
     * on pages rendered with the published content (a guide's driver links, /download's links), which are kept per
     * content version (lib/livePages.ts).
     */
    changesPages?: boolean;
    /** Answers carry `Cache-Control: no-store` even without a session (sign-in, challenges). */
    noStore?: boolean;
    /** What this write may change for visitors: checked by effect (lib/effects.ts) before the handler runs. */
    effects?: EffectScope;
  }
}

/** The resource a write route declares, so the effects check (lib/effects.ts) knows which rows it would change. */
export type EffectScope = 'link' | 'driver' | 'release' | 'manual' | 'model' | 'content' | 'user';

/** An onRequest guard: rejects with 401/403 before the body is read. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// Decorated by plugins/auth.ts; declared here, with the App type, so every module that sees App sees them.
declare module 'fastify' {
  interface FastifyInstance {
    requireAuth: Guard;
    requireOperator: Guard;
    requirePerm(perm: string): Guard;
  }
}
