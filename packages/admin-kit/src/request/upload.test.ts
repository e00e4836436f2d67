import { describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../test/testClient';
import type { RequestClientConfig } from './context';

/** Just enough of XMLHttpRequest for the upload helper; the test drives its events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function setup(overrides: Partial<RequestClientConfig> = {}) {
  const onSessionExpired = vi.fn(() => Promise.resolve('stay' as const));
  const { client, notices } = createTestClient({
    onSessionExpired,
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    ...overrides,
  });
  return { client, notices, onSessionExpired, xhr: () => FakeXhr.last! };
}

const pdf = () => new File(['%PDF-1.4'], 'driver manual.pdf', { type: 'application/pdf' });

describe('upload', () => {
  it('posts multipart field `file` to /common/upload with the token and reports progress', async () => {
    const { client, xhr } = setup();
    const progress: number[] = [];
    const pending = client.upload(pdf(), { onProgress: (p) => progress.push(p.percent) });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://admin.test/api-v1.0/common/upload');
    expect(request.headers).toEqual({ Authorization: 'Bearer tok-1' });
    expect(request.timeout).toBe(600_000);
    const part = request.body!.get('file') as File;
    expect(part.name).toBe('driver manual.pdf');
    request.progress(0, 0, false);
    request.progress(256, 1024);
    request.progress(1024, 1024);
    request.respond(200, {
      code: 200,
      msg: 'ok',
      fileName: 'upload/2026/11/22/u.pdf',
      data: {
        fileName: 'upload/2026/11/22/u.pdf',
        originalName: 'driver manual.pdf',
        size: 8,
        sha256: 'ab',
        url: '/x',
      },
    });
    await expect(pending).resolves.toEqual({
      fileName: 'upload/2026/11/22/u.pdf',
      originalName: 'driver manual.pdf',
      size: 8,
      sha256: 'ab',
      url: '/x',
    });
    expect(progress).toEqual([25, 100]);
  });

  it('reads RuoYi-style top-level fields when there is no data', async () => {
    const { client, xhr } = setup();
    const pending = client.upload(new Blob(['x']), {
      url: '/site/manuals/upload',
      fieldName: 'manual',
      fileName: 'm.pdf',
      fields: { kind: 'manual' },
    });
    expect(xhr().url).toBe('http://admin.test/api-v1.0/site/manuals/upload');
    expect((xhr().body!.get('manual') as File).name).toBe('m.pdf');
    expect(xhr().body!.get('kind')).toBe('manual');
    xhr().respond(200, { code: 200, fileName: 'a.pdf' });
    await expect(pending).resolves.toEqual({ fileName: 'a.pdf' });
  });

  it('an error envelope is handled like any call: mapped notification and an HttpError', async () => {
    const { client, xhr, notices } = setup();
    const pending = client.upload(pdf());
    xhr().respond(400, { code: 400, msg: 'file: extension .exe is not allowed' });
    await expect(pending).rejects.toMatchObject({
      kind: 'business',
      code: 400,
      field: 'file',
      message: 'This file type is not supported here.',
    });
    expect(notices).toEqual([
      { type: 'error', message: 'This file type is not supported here.', variant: 'notification' },
    ]);
  });

  it('401 goes through the session-expired prompt', async () => {
    const { client, xhr, onSessionExpired } = setup();
    const pending = client.upload(pdf());
    xhr().respond(401, { code: 401, msg: 'x' });
    await expect(pending).rejects.toMatchObject({ kind: 'session' });
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('network error, timeout and a proxy page are reworded', async () => {
    const { client, xhr, notices } = setup();
    const a = client.upload(pdf());
    xhr().onerror?.();
    await expect(a).rejects.toMatchObject({ kind: 'network', message: 'Backend connection abnormal' });
    const b = client.upload(pdf(), { timeout: 5 });
    expect(xhr().timeout).toBe(5);
    xhr().ontimeout?.();
    await expect(b).rejects.toMatchObject({ kind: 'timeout', message: 'System interface request timeout' });
    const c = client.upload(pdf());
    xhr().respond(413, '<html>too large</html>');
    await expect(c).rejects.toMatchObject({ kind: 'http', status: 413, message: 'System interface 413 abnormal' });
    expect(notices).toHaveLength(3);
  });

  it('the caller can abort; an abort is not reported', async () => {
    const { client, xhr, notices } = setup();
    const controller = new AbortController();
    const pending = client.upload(pdf(), { signal: controller.signal });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const already = client.upload(pdf(), { signal: controller.signal });
    await expect(already).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });
});
