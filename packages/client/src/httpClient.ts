import ky from 'ky';
import { createDuplicateGuard, DUPLICATE_WINDOW_MS } from './duplicateGuard.js';
import { pageOf, readEnvelope, readJson } from './envelope.js';
import { HttpError, isAbortError, type Failure } from './httpError.js';
import { documentLanguage } from './language.js';
import { withQuery } from './queryString.js';
import { readTransportError } from './transport.js';
import type { Envelope, HttpMethod, Page, QueryParams } from './types.js';

/** The API's prefix on the serving origin. */
export const DEFAULT_BASE_URL = '/api-v1.0';
/** The request timeout both apps use unless a call sets its own. */
export const DEFAULT_TIMEOUT_MS = 600_000;

export interface HttpClientConfig {
  /** API prefix, absolute or relative to `origin`. Default `/api-v1.0`. */
  baseUrl?: string;
  /** Resolves a relative `baseUrl`; default the page's origin. fetch needs absolute URLs outside a browser. */
  origin?: string;
  /** Replaces `fetch` (tests; a custom transport). Read per request otherwise, so a stub set later still applies. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  duplicateWindowMs?: number;
  now?: () => number;
  /** Headers for every request, read per request (the admin's bearer token). A call's own headers win. */
  headers?: () => Record<string, string>;
  /** The user's language, sent as `Accept-Language`; default the page's `<html lang>`. */
  language?: () => string | undefined;
  /** Words a failure for the user (the app's catalogue); the default is a short English description. */
  describe?: (failure: Failure) => string;
}

export interface SendOptions {
  method?: HttpMethod;
  /** Appended to the URL as a query string (any method). */
  params?: QueryParams;
  /** Sent as JSON (utf-8). */
  data?: unknown;
  /** Sent as is (form data, url-encoded form, text); wins over `data`. */
  body?: FormData | URLSearchParams | Blob | string;
  headers?: Record<string, string>;
  /** Milliseconds; default the client's timeout. */
  timeout?: number;
  signal?: AbortSignal;
  /** `false`: skip the duplicate-submit guard for this POST/PUT. Default `true`. */
  repeatSubmit?: boolean;
}

export interface HttpClient {
  readonly timeoutMs: number;
  /** Absolute URL of an API path (or an absolute URL), with `params` appended. */
  resolveUrl(path: string, params?: QueryParams): string;
  /** The headers every request carries (language, configured headers), for transports other than fetch. */
  commonHeaders(): Record<string, string>;
  /** Sends a request and resolves the code-200 envelope; rejects with an `HttpError` otherwise. */
  send(url: string, options?: SendOptions): Promise<Envelope>;
  /** The envelope's `data`. */
  data<T>(url: string, options?: SendOptions): Promise<T>;
  /** A paged list: `{ rows, total }` of a `{ code, msg, rows, total }` envelope. */
  page<Row>(url: string, options?: SendOptions): Promise<Page<Row>>;
  /** The response as it came (downloads): guarded, with headers and timeout, but no envelope reading. */
  respond(url: string, options?: SendOptions): Promise<Response>;
  /** An `HttpError` for a failure, worded by `describe`. */
  fail(failure: Failure): HttpError;
  /** An `HttpError` for something fetch threw (an `HttpError` stays as it is). */
  failTransport(error: unknown, url: string): HttpError;
  /** Forgets the last submit, so the same one may go again at once (after a failure). */
  resetDuplicateGuard(): void;
}

function defaultOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? location.origin
    : 'http://localhost';
}

function describeInEnglish(failure: Failure): string {
  switch (failure.kind) {
    case 'duplicate':
      return 'duplicate submit';
    case 'timeout':
      return 'timeout';
    case 'network':
      return failure.cause instanceof Error ? failure.cause.message : 'network error';
    case 'http':
      return `status code ${failure.status ?? 0}`;
    default:
      return failure.serverMessage || `code ${failure.code ?? failure.status ?? 0}`;
  }
}

function bodyOf(options: SendOptions): { body?: SendOptions['body']; headers: Record<string, string> } {
  if (options.body !== undefined) return { body: options.body, headers: {} };
  if (options.data !== undefined)
    return { body: JSON.stringify(options.data), headers: { 'Content-Type': 'application/json;charset=utf-8' } };
  return { headers: {} };
}

/**
 * The HTTP stack of the site and the admin on ky: one base URL, the timeout, the language header, the
 * duplicate-submit guard and the envelope. ky's own retries and HTTP errors are off: the envelope decides what
 * failed, and every failure is one `HttpError`.
 */
export function createHttpClient(config: HttpClientConfig = {}): HttpClient {
  const base = new URL(config.baseUrl ?? DEFAULT_BASE_URL, config.origin ?? defaultOrigin()).href.replace(/\/+$/, '');
  const guard = createDuplicateGuard(config.duplicateWindowMs ?? DUPLICATE_WINDOW_MS, config.now);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const describe = config.describe ?? describeInEnglish;
  const language = config.language ?? documentLanguage;
  const http = ky.create({
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retry: 0,
    throwHttpErrors: false,
    timeout: timeoutMs,
  });

  const fail = (failure: Failure) => new HttpError({ ...failure, message: describe(failure) });
  const failTransport = (error: unknown, url: string) => {
    if (error instanceof HttpError) return error;
    const { kind, status } = readTransportError(error);
    return fail({ kind, status, url, cause: error });
  };
  const resolveUrl = (path: string, params?: QueryParams) =>
    withQuery(/^https?:\/\//i.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`, params);
  const commonHeaders = (): Record<string, string> => {
    const lang = language();
    return { ...(lang ? { 'Accept-Language': lang } : {}), ...config.headers?.() };
  };

  async function respond(url: string, options: SendOptions = {}): Promise<Response> {
    const method = options.method ?? 'GET';
    const target = resolveUrl(url, options.params);
    if (options.repeatSubmit !== false && guard.isDuplicate(method, target, options.body ?? options.data)) {
      throw fail({ kind: 'duplicate', url: target });
    }
    const { body, headers } = bodyOf(options);
    try {
      return await http(target, {
        method,
        body,
        headers: { ...headers, ...commonHeaders(), ...options.headers },
        timeout: options.timeout ?? timeoutMs,
        signal: options.signal,
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw failTransport(error, target);
    }
  }

  async function send(url: string, options?: SendOptions): Promise<Envelope> {
    const response = await respond(url, options);
    const reading = readEnvelope(
      response.status,
      await readJson(response),
      resolveUrl(url, options?.params),
      response.headers,
    );
    if (!reading.ok) throw fail(reading.failure);
    return reading.body;
  }

  return {
    timeoutMs,
    resolveUrl,
    commonHeaders,
    send,
    data: async <T>(url: string, options?: SendOptions) => (await send(url, options)).data as T,
    page: async <Row>(url: string, options?: SendOptions) =>
      pageOf<Row>(await send(url, { ...options, method: 'GET' })),
    respond,
    fail,
    failTransport,
    resetDuplicateGuard: () => guard.reset(),
  };
}
