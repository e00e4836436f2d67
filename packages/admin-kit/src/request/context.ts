import {
  createHttpClient,
  type HttpClient,
  type HttpClientConfig,
  type HttpError,
  type QueryParams,
} from '@labelwise/client';
import { noticeOf } from './envelope';
import { describeFailure } from './errorMessages';
import type { FormatMessage, Notify, SessionExpiredChoice, TokenStore } from './types';

export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, isAbortError } from '@labelwise/client';

/** The shared client's options (base URL, origin, fetch, timeout, guard window, clock, language) and the admin's. */
export interface RequestClientConfig extends Omit<HttpClientConfig, 'describe' | 'headers'> {
  tokenStore: TokenStore;
  /** Pass `intl.formatMessage`; every user-visible string goes through it. */
  formatMessage: FormatMessage;
  /** Shows a toast or notification. */
  notify: Notify;
  /**
   * Asks the user what to do about an expired session (the "system prompt" dialog). Called for one 401 at
   * a time: further 401s while it is open are rejected without asking again.
   */
  onSessionExpired: () => Promise<SessionExpiredChoice>;
  /** Runs when the user chose to log in again: log out and go to the login page. */
  onRelogin?: () => void | Promise<void>;
  /** Shows or hides the loading overlay while a download runs. */
  onLoadingChange?: (loading: boolean) => void;
  /** Replaces `XMLHttpRequest` for uploads (tests). */
  createXhr?: () => XMLHttpRequest;
  /** Saves a downloaded blob; default a temporary object-URL link. */
  saveFile?: (blob: Blob, fileName: string) => void;
}

export interface RequestContext {
  readonly config: RequestClientConfig;
  readonly formatMessage: FormatMessage;
  /** The shared HTTP stack, wording failures in the admin's catalogue. */
  readonly http: HttpClient;
  readonly timeoutMs: number;
  /** Absolute URL of an API path, with `params` appended. */
  resolveUrl(path: string, params?: QueryParams): string;
  /** The Authorization header, unless `isToken` is false or there is no token. */
  authHeaders(isToken?: boolean): Record<string, string>;
  /** Carries out a failure's side effects (notice, session prompt) and returns it, to be thrown. */
  settle(error: HttpError, options?: { silent?: boolean; fields?: readonly string[] }): HttpError;
  isReloginPending(): boolean;
}

export function createRequestContext(config: RequestClientConfig): RequestContext {
  const { formatMessage, notify } = config;
  const http = createHttpClient({ ...config, describe: (failure) => describeFailure(formatMessage, failure) });
  // The relogin flag: one session-expired dialog at a time.
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
    http,
    timeoutMs: http.timeoutMs,
    resolveUrl: http.resolveUrl,
    authHeaders(isToken = true): Record<string, string> {
      return isToken ? config.tokenStore.headers() : {};
    },
    settle(error, options = {}) {
      // A silent call (the session's own getInfo) must not open the session-expired prompt either: its caller logs out.
      if (error.kind === 'session' && !options.silent) promptSessionExpired();
      const notice = noticeOf(error, options);
      if (notice) notify(notice);
      return error;
    },
    isReloginPending: () => reloginPending,
  };
}
