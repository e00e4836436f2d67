import { createDuplicateGuard, DUPLICATE_WINDOW_MS } from './duplicate-guard';
import { HttpError } from './http-error';
import { rewordTransportError } from './error-messages';
import type { Outcome } from './envelope';
import { withQuery } from './query-string';
import { messages } from './request.messages';
import type { Envelope, FormatMessage, HttpMethod, Notify, QueryParams, SessionExpiredChoice, TokenStore } from './types';

export const DEFAULT_BASE_URL = '/api-v1.0';
/** Spec §7, §9. */
export const DEFAULT_TIMEOUT_MS = 600_000;

export interface RequestClientConfig {
  /** API prefix, absolute or relative to `origin`. Default `/api-v1.0`. */
  baseUrl?: string;
  /** Resolves a relative `baseUrl`; default the page's origin. fetch needs absolute URLs outside a browser. */
  origin?: string;
  tokenStore: TokenStore;
  /** Pass `intl.formatMessage`; every user-visible string goes through it. */
  formatMessage: FormatMessage;
  /** Shows a toast or notification. */
  notify: Notify;
  /**
   * Asks the user what to do about an expired session (spec §8: the "system prompt" dialog). Called for one 401 at
   * a time: further 401s while it is open are rejected without asking again.
   */
  onSessionExpired: () => Promise<SessionExpiredChoice>;
  /** Runs when the user chose to log in again: log out and go to the login page. */
  onRelogin?: () => void | Promise<void>;
  /** Shows or hides the loading overlay while a download runs. */
  onLoadingChange?: (loading: boolean) => void;
  /** Replaces `fetch` (tests; a custom transport). */
  fetch?: typeof fetch;
  /** Replaces `XMLHttpRequest` for uploads (tests). */
  createXhr?: () => XMLHttpRequest;
  /** Saves a downloaded blob; default a temporary object-URL link. */
  saveFile?: (blob: Blob, fileName: string) => void;
  timeoutMs?: number;
  duplicateWindowMs?: number;
  now?: () => number;
}

export interface RequestContext {
  readonly config: RequestClientConfig;
  readonly formatMessage: FormatMessage;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
  /** Absolute URL of an API path, with `params` appended. */
  resolveUrl(path: string, params?: QueryParams): string;
  /** The Authorization header, unless `isToken` is false or there is no token. */
  authHeaders(isToken?: boolean): Record<string, string>;
  /** Throws a `duplicate` HttpError when this POST/PUT repeats the previous one within the window. */
  guardDuplicate(method: HttpMethod, url: string, body: unknown, repeatSubmit?: boolean): void;
  /** Carries out an outcome's side effects (notice, session prompt) and returns its envelope or throws. */
  settle(outcome: Outcome): Envelope;
  /** Turns a transport failure into a notified `HttpError` (callers let their own aborts through first). */
  transportError(error: unknown, url: string, quiet?: boolean): HttpError;
  isReloginPending(): boolean;
}

function defaultOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null'
    ? location.origin
    : 'http://localhost';
}

/** The body as the duplicate guard compares it; `undefined` for bodies it cannot compare cheaply (files). */
function comparableBody(body: unknown): string | undefined {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  // Two different files in one multipart second must both go through; RuoYi's JSON.stringify(FormData) is '{}'.
  if (typeof FormData !== 'undefined' && body instanceof FormData) return undefined;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return undefined;
  try {
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function createRequestContext(config: RequestClientConfig): RequestContext {
  const base = new URL(config.baseUrl ?? DEFAULT_BASE_URL, config.origin ?? defaultOrigin()).href.replace(/\/+$/, '');
  const guard = createDuplicateGuard(config.duplicateWindowMs ?? DUPLICATE_WINDOW_MS, config.now);
  const { formatMessage, notify } = config;
  // The relogin flag of spec §4: one session-expired dialog at a time.
  let reloginPending = false;

  function promptSessionExpired(): void {
    if (reloginPending) return;
    reloginPending = true;
    void Promise.resolve()
      .then(() => config.onSessionExpired())
      .then(async (choice) => {
        if (choice === 'relogin') await config.onRelogin?.();
      })
      .catch(() => undefined)
      .finally(() => {
        reloginPending = false;
      });
  }

  return {
    config,
    formatMessage,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    resolveUrl(path, params) {
      const absolute = /^https?:\/\//i.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
      return withQuery(absolute, params);
    },
    authHeaders(isToken = true): Record<string, string> {
      const token = isToken ? config.tokenStore.get() : undefined;
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    guardDuplicate(method, url, body, repeatSubmit = true) {
      if (!repeatSubmit || (method !== 'POST' && method !== 'PUT')) return;
      const comparable = comparableBody(body);
      if (comparable === undefined) return;
      if (guard.isDuplicate(url, comparable)) {
        throw new HttpError({ kind: 'duplicate', message: formatMessage(messages.duplicateSubmit), url });
      }
    },
    settle(outcome) {
      if (outcome.ok) return outcome.body;
      if (outcome.sessionExpired) promptSessionExpired();
      if (outcome.notice) notify(outcome.notice);
      throw outcome.error;
    },
    transportError(error, url, quiet = false) {
      if (error instanceof HttpError) return error;
      const { kind, message, status } = rewordTransportError(formatMessage, error);
      if (!quiet) notify({ type: 'error', message, variant: 'message' });
      return new HttpError({ kind, message, status, url, cause: error });
    },
    isReloginPending: () => reloginPending,
  };
}
