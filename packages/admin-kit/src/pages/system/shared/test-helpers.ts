import { json } from '../../../test/fake-fetch';

export const paths = (calls: ReadonlyArray<{ method: string; url: string }>) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname}${new URL(call.url).search}`);

export function installResizeObserver() {
  // jsdom has no ResizeObserver; Radix's popper (selects) measures with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Answers GET lists from `lists` (by path suffix), and every write with success. */
export function listResponder(lists: Record<string, unknown[]>, data: Record<string, unknown> = {}) {
  return (request: Request) => {
    const url = new URL(request.url);
    for (const [suffix, rows] of Object.entries(lists))
      if (url.pathname.endsWith(suffix)) return json({ code: 200, msg: 'ok', rows, total: rows.length });
    for (const [suffix, value] of Object.entries(data))
      if (url.pathname.endsWith(suffix)) return json({ code: 200, msg: 'ok', data: value });
    if (request.method !== 'GET') return json({ code: 200, msg: 'ok' });
    return json({ code: 404, msg: 'no' }, 404);
  };
}
