import { HttpError } from './http-error';
import { codeMessage, statusMessage } from './error-messages';
import { refusedField } from './field-errors';
import { messages } from './request.messages';
import type { Envelope, FormatMessage, Notice } from './types';

/** What a response means, before any side effect (notice, session prompt) is carried out. */
export type Outcome =
  | { ok: true; body: Envelope }
  | { ok: false; error: HttpError; notice?: Notice; sessionExpired?: true };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed body is an envelope: an object with a numeric `code`. */
export function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.code === 'number';
}

/**
 * `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); `undefined` when absent or unreadable.
 * A date in the past counts as one second, so callers always have something to show.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * Interprets a response per spec §8. `body` is the parsed JSON body, or `undefined` when there was none or it was
 * not JSON. The server sends the envelope code as the HTTP status as well, so an error status with an envelope is
 * handled by its code; an error status without one (a proxy's HTML page) is "System interface NNN abnormal".
 * A 2xx body without a code counts as code 200, as RuoYi does (`res.data.code || 200`).
 */
export function interpretResponse(
  formatMessage: FormatMessage,
  status: number,
  body: unknown,
  url?: string,
  headers?: Pick<Headers, 'get'>,
): Outcome {
  const httpOk = status >= 200 && status < 300;
  const retryAfterSeconds = httpOk ? undefined : parseRetryAfter(headers?.get('retry-after'));
  if (!isEnvelope(body)) {
    if (httpOk) return { ok: true, body: { code: 200, data: body as unknown } };
    const message = statusMessage(formatMessage, status);
    return {
      ok: false,
      error: new HttpError({ kind: 'http', message, status, url, retryAfterSeconds }),
      notice: { type: 'error', message, variant: 'message' },
    };
  }
  const { code } = body;
  const serverMessage = typeof body.msg === 'string' ? body.msg : undefined;
  if (code === 200) return { ok: true, body };
  if (code === 401) {
    const message = formatMessage(messages.sessionInvalid);
    return {
      ok: false,
      error: new HttpError({ kind: 'session', message, status, code, serverMessage, url }),
      sessionExpired: true,
    };
  }
  const message = codeMessage(formatMessage, code, serverMessage);
  const field = refusedField(code, serverMessage)?.field;
  const error = new HttpError({ kind: 'business', message, status, code, serverMessage, data: body.data, retryAfterSeconds, url, ...(field ? { field } : {}) });
  // 500 is a short error message; every other code an error notification (spec §8).
  const variant = code === 500 ? 'message' : 'notification';
  return { ok: false, error, notice: { type: 'error', message, variant } };
}
