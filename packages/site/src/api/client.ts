import { createHttpClient, isHttpError, type HttpClient } from '@labelwise/client';
import type { SiteMessageId } from '../i18n';

/**
 * A failed call, with the site message to show (network error, timeout, status NNN, duplicate submit).
 * `status` is the HTTP status (or envelope code) when the server answered.
 */
export class SiteApiError extends Error {
  readonly messageId: SiteMessageId;
  readonly status: number | null;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(
    messageId: SiteMessageId,
    status: number | null,
    detail: string,
    values: Record<string, string | number> = {},
  ) {
    super(detail);
    this.name = 'SiteApiError';
    this.messageId = messageId;
    this.status = status;
    this.values = values;
  }
}

/** Maps whatever a call threw to a SiteApiError: the shared client's `HttpError` kinds to the site's texts. */
export function toSiteApiError(error: unknown): SiteApiError {
  if (error instanceof SiteApiError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (!isHttpError(error) || error.kind === 'network')
    return new SiteApiError('site.common.networkError', null, detail);
  if (error.kind === 'duplicate') return new SiteApiError('site.common.duplicateSubmit', null, detail);
  if (error.kind === 'timeout') return new SiteApiError('site.common.requestTimeout', null, detail);
  const status = error.code ?? error.status;
  return new SiteApiError('site.common.serverStatus', status, `status code ${status}`, { status });
}

/**
 * The site's HTTP client: the shared `@labelwise/client` stack on the same origin (`/api-v1.0`, which the Vite dev
 * server proxies to the API), with its duplicate-submit guard on every POST/PUT and its timeout.
 */
export function createApiClient(
  options: { origin?: string; fetch?: typeof fetch; now?: () => number } = {},
): HttpClient {
  return createHttpClient(options);
}

let shared: HttpClient | null = null;

/** The app-wide client, created on first use (so tests can stub `fetch` first). */
export function apiClient(): HttpClient {
  shared ??= createApiClient();
  return shared;
}

/** Test hook: forget the shared client (and its duplicate-submit memory). */
export function resetApiClient(): void {
  shared = null;
}
