/** A recorded call to the fake fetch. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export type Responder = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * A fetch that never touches the network: each call is recorded and answered by `respond`.
 * ky hands fetch a Request, so the recorder reads everything from it.
 */
export function createFakeFetch(respond: Responder = () => json({ code: 200, msg: 'ok' })) {
  const calls: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.clone().text() : '';
    calls.push({ url: request.url, method: request.method, headers: request.headers, body });
    return respond(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A fetch that waits until its request is aborted (by a timeout or the caller), then rejects like fetch does. */
export function hangingFetch(): typeof globalThis.fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = input instanceof Request ? input.signal : init?.signal;
      if (signal?.aborted) {
        reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
        return;
      }
      signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('aborted', 'AbortError')), {
        once: true,
      });
    })) as typeof globalThis.fetch;
}
