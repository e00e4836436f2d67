import type { Failure } from './httpError.js';
import { refusedField } from './fieldProblems.js';
import type { Envelope, Page } from './types.js';

/** What a response means, before it is worded for the user or anything is shown. */
export type EnvelopeReading = { ok: true; body: Envelope } | { ok: false; failure: Failure };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed body is an envelope: an object with a numeric `code`. */
export function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.code === 'number';
}

/**
 * `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110); `undefined` when absent or unreadable.
 * A date in the past counts as one second, so callers always have something to show.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** A response body as JSON; `undefined` when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a response. `body` is the parsed JSON body, or `undefined` when there was none or it was not JSON. The
 * server sends the envelope code as the HTTP status as well, so an error status with an envelope is read by its
 * code; an error status without one (a proxy's HTML page) is an `http` failure. A 2xx body without a code counts as
 * code 200, as RuoYi does (`res.data.code || 200`).
 */
export function readEnvelope(
  status: number,
  body: unknown,
  url?: string,
  headers?: Pick<Headers, 'get'>,
): EnvelopeReading {
  const httpOk = status >= 200 && status < 300;
  const retryAfterSeconds = httpOk ? undefined : parseRetryAfter(headers?.get('retry-after'));
  if (!isEnvelope(body)) {
    if (httpOk) return { ok: true, body: { code: 200, data: body } };
    return { ok: false, failure: { kind: 'http', status, url, retryAfterSeconds } };
  }
  const { code } = body;
  const serverMessage = typeof body.msg === 'string' ? body.msg : undefined;
  if (code === 200) return { ok: true, body };
  if (code === 401) return { ok: false, failure: { kind: 'session', status, code, serverMessage, url } };
  const field = refusedField(code, serverMessage)?.field;
  return {
    ok: false,
    failure: {
      kind: 'business',
      status,
      code,
      serverMessage,
      data: body.data,
      retryAfterSeconds,
      url,
      ...(field ? { field } : {}),
    },
  };
}

/** The `{ rows, total }` of a paged list envelope; an envelope without them is an empty page. */
export function pageOf<Row>(body: Envelope): Page<Row> {
  return {
    rows: Array.isArray(body.rows) ? (body.rows as Row[]) : [],
    total: typeof body.total === 'number' ? body.total : 0,
  };
}
