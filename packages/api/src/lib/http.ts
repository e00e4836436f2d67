import { z } from 'zod';
import { CODE_MESSAGES, type Refusal, type RefusalCode, type RefusalParams } from '@labelwise/contract';

// The wire's building blocks live in the contract; re-exported so route modules have one import for HTTP helpers.
export {
  CODE_MESSAGES,
  PAGE_SIZES,
  SAFE_TEXT,
  boolQuery,
  dateString,
  freeText,
  idParam,
  idsParam,
  keyText,
  pagination,
  safeText,
  sortInt,
  statusEnum,
} from '@labelwise/contract';

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

/**
 * A refusal the admin words in the user's language: `msg` stays `field: problem` in English (logs, API callers), and
 * `data` carries the contract's code and parameters (`{reason, field, params}`).
 */
export function refuse(
  status: number,
  field: string,
  problem: string,
  reason: RefusalCode,
  params: RefusalParams = {},
  extra: Record<string, unknown> = {},
): ApiError {
  const data: Refusal = { reason, field, params };
  return new ApiError(status, `${field}: ${problem}`, { data: { ...extra, ...data } });
}

/** A 400 naming `field`; with `reason`, also as the contract's code (see `refuse`). */
export const badRequest = (field: string, problem: string, reason?: RefusalCode, params?: RefusalParams) =>
  reason ? refuse(400, field, problem, reason, params) : new ApiError(400, `${field}: ${problem}`);
export const notFound = (what = 'resource') =>
  new ApiError(404, `${what} not found`, { data: { reason: 'notFound', params: {} } });
export const forbidden = (msg?: string) => new ApiError(403, msg);

/** The envelope's message of a success, typed as always present so routes with a response schema accept it. */
const SUCCESS: string = CODE_MESSAGES[200] ?? 'Operation successful';

export function ok(): { code: number; msg: string };
export function ok<T>(data: T, msg?: string): { code: number; msg: string; data: T };
export function ok<T>(data?: T, msg: string = SUCCESS) {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

/** What `ok()` sends, as a response schema: the status of a write that makes nothing else known. */
export const okAnswer = z.strictObject({ code: z.number(), msg: z.string() });
/** What `ok(data)` sends, as a response schema (a created row's id, how many rows went). */
export const okAnswerWith = <Data extends z.ZodType>(data: Data) => okAnswer.extend({ data });

export function page<T>(rows: T[], total: number) {
  return { code: 200, msg: SUCCESS, rows, total };
}

export function offsetOf(q: { pageNum: number; pageSize: number }) {
  return (q.pageNum - 1) * q.pageSize;
}

// Route modules take the search normaliser from here with the rest of their HTTP helpers.
export { searchKey } from '@labelwise/contract/rules';

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
    const reason = String((err as Error)?.message ?? 'unreadable')
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, 80);
    throw badRequest(field, `malformed multipart data (${reason})`);
  }
}
