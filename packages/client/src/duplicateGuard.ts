/** The duplicate-submit window: the same POST or PUT (URL and body) within it is refused. */
export const DUPLICATE_WINDOW_MS = 1000;

/** Bodies larger than this are not remembered: comparing them costs more than a double submit (RuoYi: 5 MB). */
const MAX_REMEMBERED_CHARS = 5 * 1024 * 1024;

export interface DuplicateGuard {
  /**
   * `true` when this POST/PUT repeats the previous accepted one (same URL, same body) within the window; always
   * `false` for other methods and for bodies that cannot be compared cheaply (files, streams, form data).
   * An accepted submit becomes the new "previous" one; a refused one does not move the window.
   */
  isDuplicate(method: string, url: string, body: unknown): boolean;
  /** Forgets the last submit, e.g. after a failure the user may retry at once. */
  reset(): void;
}

/** The body as the guard compares it; `undefined` for bodies it cannot compare cheaply. */
export function comparableBody(body: unknown): string | undefined {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  // Two different files in one multipart second must both go through; RuoYi's JSON.stringify(FormData) is '{}'.
  if (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  ) {
    return undefined;
  }
  try {
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
}

/**
 * Remembers only the last submit, as RuoYi does (it keeps one `sessionObj`): a form sent twice by a double click is
 * stopped, while two different forms sent quickly one after the other both go through.
 */
export function createDuplicateGuard(windowMs = DUPLICATE_WINDOW_MS, now: () => number = Date.now): DuplicateGuard {
  let last: { url: string; body: string; time: number } | undefined;
  return {
    isDuplicate(method, url, body) {
      const verb = method.toUpperCase();
      if (verb !== 'POST' && verb !== 'PUT') return false;
      const comparable = comparableBody(body);
      if (comparable === undefined || url.length + comparable.length > MAX_REMEMBERED_CHARS) return false;
      const time = now();
      if (last && last.url === url && last.body === comparable && time - last.time < windowMs) return true;
      last = { url, body: comparable, time };
      return false;
    },
    reset() {
      last = undefined;
    },
  };
}
