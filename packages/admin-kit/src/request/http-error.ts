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

export interface HttpErrorInit {
  kind: HttpErrorKind;
  /** Already translated: safe to show to the user. */
  message: string;
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
  url?: string;
  cause?: unknown;
}

/** The one error type every request-layer call rejects with (except a caller's own abort). */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly serverMessage: string | undefined;
  readonly data: unknown;
  readonly retryAfterSeconds: number | undefined;
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
    this.url = init.url;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
