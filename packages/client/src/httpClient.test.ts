// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientConfig } from './httpClient.js';
import { HttpError } from './httpError.js';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(
  overrides: HttpClientConfig = {},
  respond: (request: Request) => Response = () => json({ code: 200, msg: 'ok' }),
) {
  const calls: Call[] = [];
  let clock = 10_000;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.clone().text() : '',
    });
    return respond(request);
  }) as typeof globalThis.fetch;
  const client = createHttpClient({
    origin: 'http://app.test',
    fetch,
    now: () => clock,
    language: () => 'de-DE',
    ...overrides,
  });
  return { client, calls, advance: (ms: number) => (clock += ms) };
}

/** A fetch that waits until its request is aborted (by a timeout or the caller), then rejects like fetch does. */
function hangingFetch(): typeof globalThis.fetch {
  return ((input: RequestInfo | URL) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = (input as Request).signal;
      const fail = () => reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
      if (signal.aborted) fail();
      signal.addEventListener('abort', fail, { once: true });
    })) as typeof globalThis.fetch;
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof HttpError) return error;
  throw new Error(`expected an HttpError, got ${String(error)}`);
}

describe('http client: URLs, headers, bodies', () => {
  it('prefixes /api-v1.0, appends params (empty ones left out) and resolves the envelope data', async () => {
    const { client, calls } = setup({}, () => json({ code: 200, msg: 'ok', data: { id: 7 } }));
    const data = await client.data<{ id: number }>('/public/models', {
      params: { keyword: 'pm', brandId: undefined, pageNum: 1 },
    });
    expect(data).toEqual({ id: 7 });
    expect(calls[0]).toMatchObject({
      url: 'http://app.test/api-v1.0/public/models?keyword=pm&pageNum=1',
      method: 'GET',
    });
  });

  it('honours a configured base URL and absolute URLs', async () => {
    const { client, calls } = setup({ baseUrl: 'https://api.example.test/v2/' });
    await client.send('getInfo');
    await client.send('https://elsewhere.test/x');
    expect(calls.map((call) => call.url)).toEqual(['https://api.example.test/v2/getInfo', 'https://elsewhere.test/x']);
  });

  it('speaks the user language in Accept-Language, and adds configured and per-call headers', async () => {
    const { client, calls } = setup({ headers: () => ({ Authorization: 'Bearer t' }) });
    await client.send('/a', { headers: { 'X-Extra': '1' } });
    expect(calls[0]!.headers.get('accept-language')).toBe('de-DE');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer t');
    expect(calls[0]!.headers.get('x-extra')).toBe('1');
    document.documentElement.lang = 'zh-HK';
    const fromPage = setup({ language: undefined });
    await fromPage.client.send('/a');
    expect(fromPage.calls[0]!.headers.get('accept-language')).toBe('zh-HK');
    document.documentElement.lang = '';
  });

  it('sends data as utf-8 JSON and raw bodies as they are', async () => {
    const { client, calls } = setup();
    await client.send('/contact', { method: 'POST', data: { name: '中文' } });
    expect(calls[0]!.headers.get('content-type')).toBe('application/json;charset=utf-8');
    expect(JSON.parse(calls[0]!.body)).toEqual({ name: '中文' });
    await client.send('/register', { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    expect(calls[1]!.body).toBe('a=1');
    expect(calls[1]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('page() resolves rows and total; a 2xx body without a code counts as code 200', async () => {
    const { client } = setup({}, (request) =>
      request.url.includes('list')
        ? json({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 41 })
        : json({ links: { win64: 'x' } }),
    );
    await expect(client.page<{ id: number }>('/brands/list')).resolves.toEqual({ rows: [{ id: 1 }], total: 41 });
    await expect(client.data('/resources/dataConfig.json')).resolves.toEqual({ links: { win64: 'x' } });
  });
});

describe('http client: duplicate-submit guard', () => {
  it('refuses the same POST within 1000 ms without calling the server; other bodies and later repeats go', async () => {
    const { client, calls, advance } = setup();
    await client.send('/contact', { method: 'POST', data: { a: 1 } });
    const error = await rejection(client.send('/contact', { method: 'POST', data: { a: 1 } }));
    expect(error).toMatchObject({ kind: 'duplicate', message: 'duplicate submit' });
    expect(calls).toHaveLength(1);
    await client.send('/contact', { method: 'POST', data: { a: 2 } });
    advance(1000);
    await client.send('/contact', { method: 'POST', data: { a: 2 } });
    expect(calls).toHaveLength(3);
  });

  it('is skipped with repeatSubmit: false, and forgets the last submit when reset', async () => {
    const { client, calls } = setup();
    await client.send('/login', { method: 'POST', data: { u: 'a' }, repeatSubmit: false });
    await client.send('/login', { method: 'POST', data: { u: 'a' }, repeatSubmit: false });
    await client.send('/contact', { method: 'POST', data: { u: 'a' } });
    client.resetDuplicateGuard();
    await client.send('/contact', { method: 'POST', data: { u: 'a' } });
    expect(calls).toHaveLength(4);
  });
});

describe('http client: one HttpError for every failure', () => {
  it('an envelope code is an error even inside an HTTP 200; it keeps code, status, msg, data and the field', async () => {
    const answers = [
      json({ code: 500, msg: 'boom' }, 200),
      json({ code: 400, msg: 'title: must be at most 120 characters', data: { x: 1 } }, 400),
    ];
    const { client } = setup({}, () => answers.shift()!);
    await expect(client.send('/x')).rejects.toMatchObject({
      kind: 'business',
      code: 500,
      status: 200,
      serverMessage: 'boom',
    });
    const refused = await rejection(client.send('/site/driver', { method: 'POST', data: {} }));
    expect(refused).toMatchObject({ kind: 'business', code: 400, status: 400, field: 'title', data: { x: 1 } });
  });

  it('401 is a session error; a non-envelope error status is an http error; Retry-After is read', async () => {
    const answers = [
      json({ code: 401, msg: 'Authentication failed' }, 401),
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      json({ code: 429, msg: 'wait' }, 429, { 'retry-after': '30' }),
    ];
    const { client } = setup({}, () => answers.shift()!);
    await expect(client.send('/getInfo')).rejects.toMatchObject({ kind: 'session', code: 401, status: 401 });
    await expect(client.send('/x')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      code: null,
      message: 'status code 502',
    });
    await expect(client.send('/login', { method: 'POST', data: {} })).rejects.toMatchObject({
      kind: 'business',
      retryAfterSeconds: 30,
    });
  });

  it('a failed fetch is a network error; the app words every failure through describe', async () => {
    const { client } = setup({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      describe: (failure) => `[${failure.kind}]`,
    });
    await expect(client.send('/x')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      code: null,
      message: '[network]',
    });
  });

  describe('timeouts', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('600000 ms by default; a per-request timeout wins', async () => {
      const { client } = setup({ fetch: hangingFetch() });
      let settled = false;
      const pending = rejection(client.send('/slow')).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(599_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
      const captcha = rejection(client.send('/captchaImage', { timeout: 20_000 }));
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(captcha).resolves.toMatchObject({ kind: 'timeout' });
    });
  });

  it("the caller's own abort is passed through untouched", async () => {
    const { client } = setup({ fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = client.send('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
