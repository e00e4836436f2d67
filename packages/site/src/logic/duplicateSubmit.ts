import type { SiteMessageId } from '../i18n';

/** Spec §5/§9: the same POST or PUT (URL and body) within 1000 ms of the previous one is refused. */
export const DUPLICATE_SUBMIT_WINDOW_MS = 1000;

export interface GuardedRequest {
  method: string;
  url: string;
  body?: unknown;
  /** `repeatSubmit: false` (or 'false') turns the guard off for this request. */
  headers?: Headers | Readonly<Record<string, string | boolean | undefined>>;
}

export type GuardResult = { readonly ok: true } | { readonly ok: false; readonly message: SiteMessageId };

/** Body as comparable text; null for bodies that cannot be compared (files, streams, form data). */
function bodyKey(body: unknown): string | null {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  ) {
    return null;
  }
  try {
    return JSON.stringify(body);
  } catch {
    return null;
  }
}

function guardDisabled(headers: GuardedRequest['headers']): boolean {
  if (!headers) return false;
  const value = headers instanceof Headers ? headers.get('repeatSubmit') : (headers.repeatSubmit ?? headers.repeatsubmit);
  return value === false || value === 'false';
}

/**
 * The client-side duplicate-submit guard. Like the original, it remembers only the last accepted POST/PUT;
 * a refused attempt does not restart the window. Uploads (FormData, Blob) are not compared.
 */
export function createDuplicateSubmitGuard(options: { windowMs?: number; now?: () => number } = {}) {
  const windowMs = options.windowMs ?? DUPLICATE_SUBMIT_WINDOW_MS;
  const now = options.now ?? (() => Date.now());
  let last: { url: string; body: string; time: number } | null = null;

  return {
    check(request: GuardedRequest): GuardResult {
      const method = request.method.toUpperCase();
      if ((method !== 'POST' && method !== 'PUT') || guardDisabled(request.headers)) return { ok: true };
      const body = bodyKey(request.body);
      if (body === null) return { ok: true };
      const time = now();
      if (last && last.url === request.url && last.body === body && time - last.time < windowMs) {
        return { ok: false, message: 'site.common.duplicateSubmit' };
      }
      last = { url: request.url, body, time };
      return { ok: true };
    },
    /** Forgets the last request (e.g. after a failed submit the visitor may retry at once). */
    reset(): void {
      last = null;
    },
  };
}

export type DuplicateSubmitGuard = ReturnType<typeof createDuplicateSubmitGuard>;
