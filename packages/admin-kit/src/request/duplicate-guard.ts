/** The spec's duplicate-submit window (§5, §9). */
export const DUPLICATE_WINDOW_MS = 1000;

/** Bodies larger than this are not remembered: comparing them costs more than a double submit (RuoYi: 5 MB). */
const MAX_REMEMBERED_CHARS = 5 * 1024 * 1024;

export interface DuplicateGuard {
  /**
   * `true` when this submit repeats the previous accepted one (same URL, same body) within the window.
   * An accepted submit becomes the new "previous" one; a rejected one does not move the window.
   */
  isDuplicate(url: string, body: string): boolean;
  reset(): void;
}

/**
 * Remembers only the last submit, as RuoYi does (it keeps one `sessionObj`): a form sent twice by a double click is
 * stopped, while two different forms sent quickly one after the other both go through.
 */
export function createDuplicateGuard(windowMs = DUPLICATE_WINDOW_MS, now: () => number = Date.now): DuplicateGuard {
  let last: { url: string; body: string; time: number } | undefined;
  return {
    isDuplicate(url, body) {
      if (url.length + body.length > MAX_REMEMBERED_CHARS) return false;
      const time = now();
      if (last && last.url === url && last.body === body && time - last.time < windowMs) return true;
      last = { url, body, time };
      return false;
    },
    reset() {
      last = undefined;
    },
  };
}
