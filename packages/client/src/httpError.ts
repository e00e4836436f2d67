/**
 * Why a call failed, so callers can branch without parsing messages:
 * - `network`: no response (connection refused, DNS, CORS, offline);
 * - `timeout`: no response within the timeout;
 * - `http`: a response that is not an envelope (proxy error page, empty 502…);
 * - `business`: an envelope whose `code` is not 200;
 * - `duplicate`: stopped on the client by the duplicate-submit guard;
 * - `session`: envelope code 401, the token is missing, invalid or expired.
 */
export type HttpErrorKind = 'network' | 'timeout' | 'http' | 'business' | 'duplicate' | 'session';

/** Everything known about a failure, before it is worded for the user. */
export interface Failure {
  kind: HttpErrorKind;
  /** HTTP status; 0 when there was no response. */
  status?: number;
  /** Envelope `code`; `null` when there was no envelope. */
  code?: number | null;
  /** The server's own `msg`, untranslated, when there was one. */
  serverMessage?: string;
  /** The error envelope's `data`: what the server says a client needs to recover (e.g. `{ challenge: 'strong' }`). */
  data?: unknown;
  /** Seconds to wait before trying again, from a `Retry-After` header (429, 503) when there was one. */
  retryAfterSeconds?: number;
  /** The API field a validation failure concerns (`field: problem` in `msg`), as the API spells it. */
  field?: string;
  url?: string;
  cause?: unknown;
}

export interface HttpErrorInit extends Failure {
  /** Safe to show to the user: the app words it (see `describe` of the client). */
  message: string;
}

/** The one error type every client call rejects with (except a caller's own abort). */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly serverMessage: string | undefined;
  readonly data: unknown;
  readonly retryAfterSeconds: number | undefined;
  readonly field: string | undefined;
  readonly url: string | undefined;

  constructor(init: HttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage;
    this.data = init.data;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.field = init.field;
    this.url = init.url;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** Whether `field` (an API name, possibly nested like `roles.0`) belongs to one of a form's `fields`. */
export function matchField(fields: readonly string[], field: string): string | undefined {
  return fields.find((name) => name === field || field.startsWith(`${name}.`));
}

/**
 * The form field an error belongs to, when it is one of `fields` (the form's own names, which are the API's), with
 * the already worded message to show under it; `undefined` for anything else (the toast has said it).
 */
export function fieldErrorOf(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | undefined {
  if (!isHttpError(error) || error.kind !== 'business' || !error.field) return undefined;
  const field = matchField(fields, error.field);
  return field ? { field, message: error.message } : undefined;
}

/** A caller's own abort: passed through untouched, never reported. */
export function isAbortError(error: unknown): boolean {
  // By name: a DOMException is not an Error in every environment (jsdom's is not).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
