import { z } from 'zod';

/** Default message per envelope code (spec §8, English text). */
export const CODE_MESSAGES: Record<number, string> = {
  200: 'Operation successful',
  400: 'Bad request',
  401: 'Authentication failed, cannot access system resources',
  403: 'No permission for the current operation',
  404: 'Requested resource does not exist',
  409: 'Conflict with existing data',
  413: 'Request body too large',
  415: 'Unsupported media type',
  429: 'Too many requests, please retry later',
  500: 'Unknown system error, please report to the administrator',
  503: 'Service unavailable',
};

export interface ApiErrorExtra {
  /** Sent as the envelope's `data`: what a client needs to recover (e.g. which challenge to solve). */
  data?: Record<string, unknown>;
  /** Response headers such as `Retry-After`. */
  headers?: Record<string, string>;
}

/** An error that maps to an HTTP status and envelope code with a safe message. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message?: string,
    public readonly extra: ApiErrorExtra = {},
  ) {
    super(message ?? CODE_MESSAGES[statusCode] ?? CODE_MESSAGES[500]);
    this.name = 'ApiError';
  }
}

export const badRequest = (field: string, problem: string) => new ApiError(400, `${field}: ${problem}`);
export const notFound = (what = 'resource') => new ApiError(404, `${what} not found`);
export const forbidden = (msg?: string) => new ApiError(403, msg);

export function ok<T>(data?: T, msg = CODE_MESSAGES[200]) {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

export function page<T>(rows: T[], total: number) {
  return { code: 200, msg: CODE_MESSAGES[200], rows, total };
}

export const PAGE_SIZES = [10, 20, 30, 50] as const;

/** pageNum/pageSize as sent in query strings; anything outside the spec's set is a 400 naming the field. */
export const pagination = {
  pageNum: z.coerce
    .number({ error: 'must be a positive integer' })
    .int({ error: 'must be a positive integer' })
    .min(1, { error: 'must be a positive integer' })
    .max(1_000_000, { error: 'is too large' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be one of 10, 20, 30, 50' })
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), { error: 'must be one of 10, 20, 30, 50' })
    .default(20),
};

export function offsetOf(q: { pageNum: number; pageSize: number }) {
  return (q.pageNum - 1) * q.pageSize;
}

/** Identifier-like text: letters, digits and a few separators; no quotes, semicolons or comment markers. */
export const SAFE_TEXT = /^[\p{L}\p{N} ._+\-/()#&,]*$/u;
export const safeText = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, { error: min > 0 ? 'is required' : 'too short' })
    .max(max, { error: `must be at most ${max} characters` })
    .regex(SAFE_TEXT, { error: 'contains characters that are not allowed' });

/** A key such as a dict type or config key: ascii letters, digits, dot, underscore, dash, colon. */
export const keyText = (max = 100) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` })
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'may contain only letters, digits, dot, underscore, dash and colon' });

/** Free text: any printable text, no control characters other than newline/tab. */
export const freeText = (max: number, min = 0) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, { error: 'contains control characters' })
    .transform((s) => s.trim())
    .refine((s) => s.length >= min, { error: min > 0 ? 'is required' : 'too short' });

export const idParam = z.object({
  id: z.coerce
    .number({ error: 'must be a positive integer' })
    .int({ error: 'must be a positive integer' })
    .min(1, { error: 'must be a positive integer' })
    .max(2_147_483_647, { error: 'is too large' }),
});

/** Comma-separated id list, e.g. DELETE /x/1,2,3 (RuoYi style). */
export const idsParam = z.object({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, { error: 'must be a comma-separated list of positive integers' })
    .transform((s) => s.split(',').map(Number))
    .refine((a) => a.every((n) => n <= 2_147_483_647), { error: 'is too large' }),
});

export const statusEnum = z.enum(['0', '1'], { error: "must be '0' (normal) or '1' (disabled)" });
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'is not a valid date',
  });
export const sortInt = z.coerce.number({ error: 'must be an integer' }).int({ error: 'must be an integer' }).min(0).max(100000);

// Dependency-free, so the public site's prerender can derive the seeded catalog with it (db/catalog-data.ts).
export { searchKey } from './search-key.js';

/**
 * Runs multipart parsing; a malformed body (no boundary, truncated parts: errors thrown by busboy) becomes a
 * 400 naming `field` instead of a 500. Fastify's own multipart limit errors (FST_*) keep their mapping.
 */
export async function parseMultipart<T>(field: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw err;
    const reason = String((err as Error)?.message ?? 'unreadable').replace(/[^\x20-\x7e]/g, '').slice(0, 80);
    throw badRequest(field, `malformed multipart data (${reason})`);
  }
}
