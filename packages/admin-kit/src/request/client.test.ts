import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, hangingFetch, json } from '../test/fakeFetch';
import { formatterFor } from '../test/intl';
import { createTestClient } from '../test/testClient';
import type { RequestClientConfig } from './context';
import { HttpError } from './httpError';
import { createMemoryTokenStore } from './tokenStore';
import type { SessionExpiredChoice } from './types';

function setup(overrides: Partial<RequestClientConfig> = {}, respond?: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(respond);
  const onSessionExpired = vi.fn<() => Promise<SessionExpiredChoice>>(() => Promise.resolve('stay'));
  const onRelogin = vi.fn();
  let clock = 10_000;
  const { client, notices } = createTestClient({
    onSessionExpired,
    onRelogin,
    fetch: fake.fetch,
    now: () => clock,
    ...overrides,
  });
  return {
    client,
    calls: fake.calls,
    notices,
    onSessionExpired,
    onRelogin,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

describe('request client: URLs, headers, bodies', () => {
  it('prefixes /api-v1.0, appends GET params (empty ones left out, one nested level as key[sub]) and resolves data', async () => {
    const { client, calls } = setup({}, () => json({ code: 200, msg: 'ok', data: { id: 7 } }));
    const data = await client.get<{ id: number }>('/system/config/list', {
      configKey: 'sys.x',
      configName: '',
      status: undefined,
      pageNum: 1,
      params: { beginTime: '2026-01-01', endTime: null },
    });
    expect(data).toEqual({ id: 7 });
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('http://admin.test/api-v1.0/system/config/list');
    expect([...url.searchParams]).toEqual([
      ['configKey', 'sys.x'],
      ['pageNum', '1'],
      ['params[beginTime]', '2026-01-01'],
    ]);
    expect(calls[0]!.method).toBe('GET');
  });

  it('sends the bearer token, and leaves it out with isToken: false or when there is none', async () => {
    const { client, calls } = setup();
    await client.get('/getInfo');
    await client.get('/captchaImage', undefined, { isToken: false });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(calls[1]!.headers.get('authorization')).toBeNull();

    const anonymous = setup({ tokenStore: createMemoryTokenStore() });
    await anonymous.client.get('/getInfo');
    expect(anonymous.calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('sends data as utf-8 JSON and raw bodies as they are', async () => {
    const { client, calls } = setup();
    await client.post('/system/config', { configKey: 'a', configValue: '中文' });
    expect(calls[0]!.headers.get('content-type')).toBe('application/json;charset=utf-8');
    expect(JSON.parse(calls[0]!.body)).toEqual({ configKey: 'a', configValue: '中文' });

    const form = new URLSearchParams({ a: '1' });
    await client.request('/register', { method: 'POST', body: form, isToken: false });
    expect(calls[1]!.body).toBe('a=1');
    expect(calls[1]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('page() resolves rows and total; envelope() resolves the whole body', async () => {
    const { client } = setup({}, (request) =>
      request.url.includes('list')
        ? json({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 41 })
        : json({ code: 200, msg: 'ok', token: 'abc', data: { token: 'abc' } }),
    );
    await expect(client.page<{ id: number }>('/system/dict/data/list', { pageSize: 20 })).resolves.toEqual({
      rows: [{ id: 1 }],
      total: 41,
    });
    await expect(client.envelope('/login', { method: 'POST', data: {} })).resolves.toMatchObject({
      code: 200,
      token: 'abc',
    });
  });
});

describe('request client: duplicate-submit guard', () => {
  it('rejects a POST with the same URL and body within 1000 ms, without calling the server', async () => {
    const { client, calls, advance } = setup();
    await client.post('/system/config', { a: 1 });
    advance(999);
    const error = await rejection(client.post('/system/config', { a: 1 }));
    expect(error.kind).toBe('duplicate');
    expect(error.message).toBe('Data is being processed, do not resubmit');
    expect(calls).toHaveLength(1);
  });

  it('is skipped with repeatSubmit: false', async () => {
    const { client, calls } = setup();
    await client.post('/login', { u: 'a' }, { repeatSubmit: false });
    await client.post('/login', { u: 'a' }, { repeatSubmit: false });
    expect(calls).toHaveLength(2);
  });

  it('speaks the user language', async () => {
    const { client } = setup({ formatMessage: formatterFor('zh-cn') });
    await client.post('/x', {});
    await expect(client.post('/x', {})).rejects.toThrow('数据正在处理，请勿重复提交');
  });
});

describe('request client: envelope codes', () => {
  it("500: an error message in the user's language (never the server's English), and rejects", async () => {
    const { client, notices } = setup({}, () => json({ code: 500, msg: 'Disk full' }, 500));
    const error = await rejection(client.get('/x'));
    const text = 'Unknown system error, please report to the administrator';
    expect(error).toMatchObject({
      kind: 'business',
      code: 500,
      status: 500,
      message: text,
      serverMessage: 'Disk full',
    });
    expect(notices).toEqual([{ type: 'error', message: text, variant: 'message' }]);
  });

  it("a field refusal becomes a sentence in the user's language with the field on the error; a form that shows the field gets no toast", async () => {
    const answers = [
      json({ code: 400, msg: 'password: incorrect username or password' }, 400),
      json({ code: 400, msg: 'title: must be at most 120 characters' }, 400),
      json({ code: 400, msg: 'modelId: some wording we do not know' }, 400),
    ];
    const { client, notices } = setup({}, () => answers.shift()!);
    const first = await rejection(client.post('/login', {}, { fields: ['username', 'password'] }));
    expect(first).toMatchObject({ kind: 'business', field: 'password', message: 'Incorrect username or password.' });
    expect(notices).toEqual([]);
    const second = await rejection(client.post('/site/driver', { a: 1 }, { fields: ['modelId'] }));
    expect(second).toMatchObject({ field: 'title', message: 'Too long: at most 120 characters.' });
    expect(notices.map((notice) => notice.message)).toEqual(['Too long: at most 120 characters.']);
    const third = await rejection(client.get('/x'));
    expect(third).toMatchObject({ field: 'modelId', message: 'This value was not accepted.' });
  });

  it('500 without a msg falls back to the default text', async () => {
    const { client, notices } = setup({}, () => json({ code: 500 }, 500));
    await expect(client.get('/x')).rejects.toThrow('Unknown system error, please report to the administrator');
    expect(notices[0]!.message).toBe('Unknown system error, please report to the administrator');
  });

  it('other codes: a notification with the code-map text, which wins over the server msg', async () => {
    const { client, notices } = setup({}, () => json({ code: 403, msg: 'No permission (site:driver:edit)' }, 403));
    const error = await rejection(client.put('/site/drivers', { id: 1 }));
    expect(error).toMatchObject({ kind: 'business', code: 403, message: 'No permission for the current operation' });
    expect(notices).toEqual([
      { type: 'error', message: 'No permission for the current operation', variant: 'notification' },
    ]);
  });

  it('404 maps to its text; a field refusal is reworded; an unknown code gets the default', async () => {
    const answers = [
      json({ code: 404, msg: 'driver not found' }, 404),
      json({ code: 409, msg: 'username: already taken' }, 409),
      json({ code: 601 }, 200),
    ];
    const { client, notices } = setup({}, () => answers.shift()!);
    await expect(client.get('/a')).rejects.toThrow('Requested resource does not exist');
    await expect(client.get('/b')).rejects.toThrow('This value is already in use; choose another.');
    await expect(client.get('/c')).rejects.toThrow('Unknown system error, please report to the administrator');
    expect(notices.map((notice) => notice.variant)).toEqual(['notification', 'notification', 'notification']);
  });

  it('an envelope code is honoured even inside an HTTP 200', async () => {
    const { client } = setup({}, () => json({ code: 500, msg: 'boom' }, 200));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'business', code: 500, status: 200 });
  });

  it('translates mapped texts', async () => {
    const { client, notices } = setup({ formatMessage: formatterFor('zh-cn') }, () =>
      json({ code: 403, msg: 'nope' }, 403),
    );
    await expect(client.get('/x')).rejects.toThrow('当前操作没有权限');
    expect(notices[0]!.message).toBe('当前操作没有权限');
  });
});

describe('request client: what an error carries for recovery', () => {
  it("keeps the error envelope's data and the Retry-After seconds", async () => {
    const { client } = setup({}, () =>
      json({ code: 429, msg: 'wait', data: { retryAfterSeconds: 30 } }, 429, { 'retry-after': '30' }),
    );
    const error = await rejection(client.post('/login', { username: 'a' }));
    expect(error).toMatchObject({
      kind: 'business',
      code: 429,
      status: 429,
      retryAfterSeconds: 30,
      data: { retryAfterSeconds: 30 },
    });
    const strong = setup({}, () =>
      json({ code: 400, msg: 'code: stronger check', data: { challenge: 'strong' } }, 400),
    );
    const refused = await rejection(strong.client.post('/login', { username: 'a' }));
    expect(refused.data).toEqual({ challenge: 'strong' });
    expect(refused.retryAfterSeconds).toBeUndefined();
  });
});

describe('request client: 401 and the relogin flag', () => {
  it('rejects with the invalid-session error and asks the user once', async () => {
    const { client, onSessionExpired, notices } = setup({}, () =>
      json({ code: 401, msg: 'Authentication failed' }, 401),
    );
    const error = await rejection(client.get('/getInfo'));
    expect(error).toMatchObject({ kind: 'session', code: 401, status: 401 });
    expect(error.message).toBe('Invalid session, or the session has expired. Please log in again.');
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    // The dialog is the notice: no toast on top of it.
    expect(notices).toEqual([]);
  });

  it('shows ONE prompt for concurrent 401s, and a new one once it was answered', async () => {
    let answer!: (choice: SessionExpiredChoice) => void;
    const onSessionExpired = vi.fn(
      () =>
        new Promise<SessionExpiredChoice>((resolve) => {
          answer = resolve;
        }),
    );
    const { client, onRelogin } = setup({ onSessionExpired }, () => json({ code: 401 }, 401));
    const results = await Promise.allSettled([client.get('/a'), client.get('/b'), client.post('/c', {})]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(client.isReloginPending()).toBe(true);

    await expect(client.get('/d')).rejects.toMatchObject({ kind: 'session' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    answer('stay');
    await vi.waitFor(() => expect(client.isReloginPending()).toBe(false));
    expect(onRelogin).not.toHaveBeenCalled();

    await expect(client.get('/e')).rejects.toMatchObject({ kind: 'session' });
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(2));
  });

  it('runs onRelogin when the user chooses to log in again, then clears the flag', async () => {
    const { client, onRelogin } = setup({ onSessionExpired: () => Promise.resolve('relogin') }, () =>
      json({ code: 401 }, 401),
    );
    await expect(client.get('/a')).rejects.toMatchObject({ kind: 'session' });
    await vi.waitFor(() => expect(onRelogin).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(client.isReloginPending()).toBe(false));
  });

  it('clears the flag even when the prompt fails', async () => {
    const { client } = setup({ onSessionExpired: () => Promise.reject(new Error('dialog crashed')) }, () =>
      json({ code: 401 }, 401),
    );
    await expect(client.get('/a')).rejects.toMatchObject({ kind: 'session' });
    await vi.waitFor(() => expect(client.isReloginPending()).toBe(false));
  });
});

describe('request client: transport errors', () => {
  it('a failed fetch becomes "Backend connection abnormal"', async () => {
    const { client, notices } = setup({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await rejection(client.get('/x'));
    expect(error).toMatchObject({ kind: 'network', status: 0, code: null, message: 'Backend connection abnormal' });
    expect(notices).toEqual([{ type: 'error', message: 'Backend connection abnormal', variant: 'message' }]);
  });

  it('a non-envelope error status becomes "System interface NNN abnormal"', async () => {
    const { client, notices } = setup(
      {},
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await rejection(client.get('/x'));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: null });
    expect(error.message).toBe('Gateway error');
    expect(notices[0]).toEqual({ type: 'error', message: 'Gateway error', variant: 'message' });

    const teapot = setup({}, () => new Response('nope', { status: 418 }));
    await expect(teapot.client.get('/x')).rejects.toThrow('System interface 418 abnormal');
  });

  describe('timeouts', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('600000 ms by default, then "System interface request timeout"', async () => {
      const { client, notices } = setup({ fetch: hangingFetch() });
      const pending = rejection(client.get('/slow'));
      await vi.advanceTimersByTimeAsync(599_999);
      expect(notices).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toMatchObject({ kind: 'timeout', message: 'System interface request timeout' });
      expect(notices).toEqual([{ type: 'error', message: 'System interface request timeout', variant: 'message' }]);
    });

    it('a per-request timeout (the captcha 20000 ms) wins', async () => {
      const { client } = setup({ fetch: hangingFetch() });
      const pending = rejection(client.get('/captchaImage', undefined, { timeout: 20_000, isToken: false }));
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
    });
  });

  it("the caller's own abort is passed through untouched and not reported", async () => {
    const { client, notices } = setup({ fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = client.get('/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });
});
