import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../test/fakeFetch';
import { formatterFor } from '../test/intl';
import { createRequestClient } from './client';
import type { RequestClientConfig } from './context';
import { createMemoryTokenStore } from './tokenStore';
import type { Notice } from './types';

function setup(respond: Parameters<typeof createFakeFetch>[0], overrides: Partial<RequestClientConfig> = {}) {
  const fake = createFakeFetch(respond);
  const notices: Notice[] = [];
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const loading: boolean[] = [];
  const client = createRequestClient({
    origin: 'http://admin.test',
    tokenStore: createMemoryTokenStore('tok-1'),
    formatMessage: formatterFor('en-us'),
    notify: (notice) => notices.push(notice),
    onSessionExpired: () => Promise.resolve('stay'),
    onLoadingChange: (value) => loading.push(value),
    saveFile: (blob, name) => saved.push({ name, text: blob.text() }),
    fetch: fake.fetch,
    ...overrides,
  });
  return { client, calls: fake.calls, notices, saved, loading };
}

const file = (content: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(content, { status, headers: { 'content-type': 'text/csv', ...headers } });

describe('download (helper 1: form-urlencoded POST, blob)', () => {
  it('posts the params form-urlencoded with the token, saves the blob and toggles the overlay', async () => {
    const { client, calls, saved, loading, notices } = setup(() => file('id,name\n1,a'));
    const result = await client.download('/site/contact/export', { status: '0', empty: '' }, 'messages.csv');
    expect(result).toBe('saved');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'http://admin.test/api-v1.0/site/contact/export',
      body: 'status=0',
    });
    expect(calls[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(saved[0]!.name).toBe('messages.csv');
    await expect(saved[0]!.text).resolves.toBe('id,name\n1,a');
    expect(loading).toEqual([true, false]);
    expect(notices).toEqual([]);
  });

  it('takes the file name from Content-Disposition (filename* first) when none is given', async () => {
    const { client, saved } = setup(() =>
      file('x', { 'content-disposition': `attachment; filename="_.pdf"; filename*=UTF-8''%E9%A9%B1%E5%8A%A8.pdf` }),
    );
    await client.download('/x', {});
    expect(saved[0]!.name).toBe('驱动.pdf');
  });

  it('a JSON body is the server refusing: shows its mapped message and saves nothing', async () => {
    const { client, saved, notices, loading } = setup(() => json({ code: 403, msg: 'nope' }));
    await expect(client.download('/x', {}, 'a.csv')).resolves.toBe('failed');
    expect(saved).toEqual([]);
    expect(notices).toEqual([
      { type: 'error', message: 'No permission for the current operation', variant: 'message' },
    ]);
    expect(loading).toEqual([true, false]);
  });

  it("a JSON body with an error code shows our text for it, not the server's English", async () => {
    const { client, notices } = setup(() => json({ code: 500, msg: 'export failed: too many rows' }, 500));
    await client.download('/x', {}, 'a.csv');
    expect(notices[0]!.message).toBe('Unknown system error, please report to the administrator');
  });

  it('a network failure shows "error downloading file" (translated) and hides the overlay', async () => {
    const { client, notices, loading } = setup(() => Promise.reject(new TypeError('Failed to fetch')), {
      formatMessage: formatterFor('zh-cn'),
    });
    await expect(client.download('/x', {}, 'a.csv')).resolves.toBe('failed');
    expect(notices.at(-1)).toEqual({ type: 'error', message: '下载文件出现错误，请联系管理员！', variant: 'message' });
    expect(loading).toEqual([true, false]);
  });

  it('a repeated export click within 1000 ms is stopped by the duplicate guard with a warning', async () => {
    const { client, calls, notices } = setup(() => file('x'));
    await client.download('/x', { a: 1 }, 'a.csv');
    await expect(client.download('/x', { a: 1 }, 'a.csv')).resolves.toBe('failed');
    expect(calls).toHaveLength(1);
    expect(notices).toEqual([
      { type: 'warning', message: 'Data is being processed, do not resubmit', variant: 'message' },
    ]);
  });

  it('a per-call overlay hook replaces the client one', async () => {
    const { client, loading } = setup(() => file('x'));
    const own = vi.fn();
    await client.download('/x', {}, 'a', { onLoadingChange: own });
    expect(own.mock.calls).toEqual([[true], [false]]);
    expect(loading).toEqual([]);
  });
});

describe('downloadFile (helper 2: bearer GET with query string)', () => {
  it('GETs with the bearer token and the params as a query string; 200 saves the file', async () => {
    const { client, calls, saved } = setup(() => file('PDF'));
    await expect(
      client.downloadFile('/common/download', { params: { fileName: 'upload/a.pdf', delete: false } }),
    ).resolves.toBe('saved');
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url).toBe('http://admin.test/api-v1.0/common/download?fileName=upload%2Fa.pdf&delete=false');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(saved[0]!.name).toBe('download');
  });

  it('sends optional JSON as a POST', async () => {
    const { client, calls } = setup(() => file('x'));
    await client.downloadFile('/report', { data: { ids: [1, 2] }, fileName: 'r.csv' });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json;charset=utf-8');
    expect(JSON.parse(calls[0]!.body)).toEqual({ ids: [1, 2] });
  });

  it('200 with a JSON type reports failure with the payload', async () => {
    const { client, saved, notices } = setup(() => json({ code: 404, msg: 'file not found' }));
    await expect(client.downloadFile('/common/download', { params: { fileName: 'x' } })).resolves.toBe('failed');
    expect(saved).toEqual([]);
    expect(notices).toEqual([{ type: 'error', message: 'Requested resource does not exist', variant: 'message' }]);
  });

  it('201 reports the message field', async () => {
    const { client, saved, notices } = setup(() => json({ message: 'Export queued, check back later' }, 201));
    await expect(client.downloadFile('/export')).resolves.toBe('reported');
    expect(saved).toEqual([]);
    expect(notices).toEqual([{ type: 'success', message: 'Export queued, check back later', variant: 'message' }]);
  });

  it('anything else is a failure: the envelope text, else the HTTP status text', async () => {
    const answers = [
      json({ code: 401, msg: 'x' }, 401),
      new Response('bad', { status: 503 }),
      new Response('', { status: 507 }),
    ];
    const { client, notices, loading } = setup(() => answers.shift()!);
    await client.downloadFile('/a');
    await client.downloadFile('/b');
    await client.downloadFile('/c');
    expect(notices.map((notice) => notice.message)).toEqual([
      'Authentication failed, cannot access system resources',
      'Service unavailable',
      'System interface 507 abnormal',
    ]);
    expect(loading).toEqual([true, false, true, false, true, false]);
  });
});
