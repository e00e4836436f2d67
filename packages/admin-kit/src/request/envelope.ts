import { HttpError, matchField, readEnvelope, type Envelope } from '@labelwise/client';
import { describeFailure } from './errorMessages';
import type { FormatMessage, Notice } from './types';

export { isEnvelope, parseRetryAfter } from '@labelwise/client';

/** What a response means for the admin, before any side effect (notice, session prompt) is carried out. */
export type Outcome =
  { ok: true; body: Envelope } | { ok: false; error: HttpError; notice?: Notice; sessionExpired?: true };

/**
 * The notice a failure shows: none for a duplicate submit or an expired session (its dialog is the
 * notice), none when the caller is silent or its form shows the refused field; a 500 is a short error message and
 * every other envelope code an error notification; transport failures are short messages.
 */
export function noticeOf(
  error: HttpError,
  options: { silent?: boolean; fields?: readonly string[] } = {},
): Notice | undefined {
  if (options.silent || error.kind === 'duplicate' || error.kind === 'session') return undefined;
  if (error.field !== undefined && matchField(options.fields ?? [], error.field)) return undefined;
  const variant = error.kind === 'business' && error.code !== 500 ? 'notification' : 'message';
  return { type: 'error', message: error.message, variant };
}

/** Interprets a response as `readEnvelope` of the shared client does, worded in the user's language. */
export function interpretResponse(
  formatMessage: FormatMessage,
  status: number,
  body: unknown,
  url?: string,
  headers?: Pick<Headers, 'get'>,
): Outcome {
  const reading = readEnvelope(status, body, url, headers);
  if (reading.ok) return reading;
  const error = new HttpError({ ...reading.failure, message: describeFailure(formatMessage, reading.failure) });
  const notice = noticeOf(error);
  return {
    ok: false,
    error,
    ...(notice ? { notice } : {}),
    ...(error.kind === 'session' ? { sessionExpired: true as const } : {}),
  };
}
