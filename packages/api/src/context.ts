import type {
  FastifyBaseLogger,
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
  trustProxy: boolean;
  rateLimits: {
    contact: RateLimitSetting;
    login: RateLimitSetting;
    upload: RateLimitSetting;
    captcha: RateLimitSetting;
    register: RateLimitSetting;
  };
  loginLock: { maxFailures: number; lockMs: number; ipMaxFailures: number; ipWindowMs: number };
}

export interface Ctx {
  db: Kysely<DB>;
  engine: DbEngine;
  cache: ResponseCache;
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
  }
}
