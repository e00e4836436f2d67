import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { SiteMessageId } from '../i18n';
import { createDuplicateSubmitGuard, type DuplicateSubmitGuard } from '../logic/duplicateSubmit';

/** The API lives under this prefix on the same origin (the Vite dev server proxies it to the API). */
export const API_PREFIX = '/api-v1.0';

/** Spec §9: request timeout 600000 ms. */
export const REQUEST_TIMEOUT_MS = 600_000;

/**
 * A failed call, with the site message to show (spec §8: network error, timeout, status NNN, duplicate submit).
 * `status` is the HTTP status when the server answered.
 */
export class SiteApiError extends Error {
  readonly messageId: SiteMessageId;
  readonly status: number | null;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(messageId: SiteMessageId, status: number | null, detail: string, values: Record<string, string | number> = {}) {
    super(detail);
    this.name = 'SiteApiError';
    this.messageId = messageId;
    this.status = status;
    this.values = values;
  }
}

class DuplicateSubmitError extends Error {
  constructor(readonly messageId: SiteMessageId) {
    super('duplicate submit');
    this.name = 'DuplicateSubmitError';
  }
}

/** Maps whatever ky threw to a SiteApiError (spec §8 network, timeout and status texts). */
export function toSiteApiError(error: unknown): SiteApiError {
  if (error instanceof SiteApiError) return error;
  if (error instanceof DuplicateSubmitError) return new SiteApiError(error.messageId, null, error.message);
  if (error instanceof TimeoutError) return new SiteApiError('site.common.requestTimeout', null, 'timeout');
  if (error instanceof HTTPError) {
    const status = error.response.status;
    return new SiteApiError('site.common.serverStatus', status, `status code ${status}`, { status });
  }
  return new SiteApiError('site.common.networkError', null, error instanceof Error ? error.message : String(error));
}

async function requestBody(request: Request): Promise<string> {
  try {
    return await request.clone().text();
  } catch {
    return '';
  }
}

/**
 * The site's one HTTP client: same-origin `/api-v1.0`, the spec §5 duplicate-submit guard in a `beforeRequest`
 * hook (so every POST/PUT is covered, not just the contact form), and the spec §9 timeout.
 */
export function createApiClient(options: { origin?: string; guard?: DuplicateSubmitGuard; fetch?: typeof fetch } = {}): {
  http: KyInstance;
  guard: DuplicateSubmitGuard;
} {
  const guard = options.guard ?? createDuplicateSubmitGuard();
  const origin = options.origin ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const http = ky.create({
    prefixUrl: new URL(`${API_PREFIX}/`, origin).href,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          const method = request.method.toUpperCase();
          if (method !== 'POST' && method !== 'PUT') return;
          const body = await requestBody(request);
          const result = guard.check({ method, url: request.url, body, headers: request.headers });
          if (!result.ok) throw new DuplicateSubmitError(result.message);
        },
      ],
    },
  });
  return { http, guard };
}

let shared: ReturnType<typeof createApiClient> | null = null;

/** The app-wide client, created on first use (so tests can stub `fetch` first). */
export function apiClient(): ReturnType<typeof createApiClient> {
  shared ??= createApiClient();
  return shared;
}

/** Test hook: forget the shared client (and its duplicate-submit memory). */
export function resetApiClient(): void {
  shared = null;
}
