import ky, { type KyInstance, type Options as KyOptions } from 'ky';
import { createRequestContext, isAbortError, type RequestClientConfig, type RequestContext } from './context';
import { download, downloadFile, type DownloadFileOptions, type DownloadOptions, type DownloadResult } from './download';
import { interpretResponse } from './envelope';
import { upload, type UploadOptions, type UploadResult } from './upload';
import type { Envelope, HttpMethod, Page, QueryParams, RequestOptions } from './types';

export interface RequestClient {
  /** Sends a request and resolves the envelope's `data` (code 200); rejects with an `HttpError` otherwise. */
  request<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, params?: QueryParams, options?: Omit<RequestOptions, 'method' | 'params'>): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, options?: Omit<RequestOptions, 'method' | 'data'>): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, options?: Omit<RequestOptions, 'method' | 'data'>): Promise<T>;
  delete<T = unknown>(url: string, options?: Omit<RequestOptions, 'method'>): Promise<T>;
  /** A paged list: resolves `{ rows, total }` of a `{ code, msg, rows, total }` envelope. */
  page<Row>(url: string, params?: QueryParams, options?: Omit<RequestOptions, 'method' | 'params'>): Promise<Page<Row>>;
  /** Resolves the whole code-200 envelope, for calls that put fields beside `data`. */
  envelope<T = unknown>(url: string, options?: RequestOptions): Promise<Envelope<T>>;
  /** Download helper 1 (spec §7): form-urlencoded POST, saves the blob; resolves whether a file was saved. */
  download(url: string, params?: QueryParams, fileName?: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** Download helper 2 (spec §7): bearer GET (or JSON POST) with a query string; 200 saves, 201 reports `message`. */
  downloadFile(url: string, options?: DownloadFileOptions): Promise<DownloadResult>;
  /** Multipart upload with progress, to `/common/upload` by default. */
  upload(file: Blob, options?: UploadOptions): Promise<UploadResult>;
  /** Whether the session-expired prompt is open (the relogin flag). */
  isReloginPending(): boolean;
  /** Absolute URL of an API path (for `<img src>` and links that need one). */
  resolveUrl(path: string, params?: QueryParams): string;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function bodyOptions(options: RequestOptions): Pick<KyOptions, 'body' | 'headers'> {
  if (options.body !== undefined) return { body: options.body };
  if (options.data !== undefined) {
    return { body: JSON.stringify(options.data), headers: { 'Content-Type': 'application/json;charset=utf-8' } };
  }
  return {};
}

async function send(context: RequestContext, http: KyInstance, url: string, options: RequestOptions): Promise<Envelope> {
  const method: HttpMethod = options.method ?? 'GET';
  const target = context.resolveUrl(url, options.params);
  context.guardDuplicate(method, target, options.body ?? options.data, options.repeatSubmit);
  const { body, headers: bodyHeaders } = bodyOptions(options);
  let response: Response;
  try {
    response = await http(target, {
      method,
      body,
      headers: { ...(bodyHeaders as Record<string, string> | undefined), ...context.authHeaders(options.isToken), ...options.headers },
      timeout: options.timeout ?? context.timeoutMs,
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw context.transportError(error, target, options.silent);
  }
  const outcome = interpretResponse(context.formatMessage, response.status, await readJson(response), target, response.headers);
  if (!outcome.ok && outcome.notice) {
    const { field } = outcome.error;
    const shownByForm = field !== undefined && (options.fields ?? []).some((name) => field === name || field.startsWith(`${name}.`));
    if (options.silent || shownByForm) delete outcome.notice;
  }
  // A silent call (the session's own getInfo) must not open the session-expired prompt either: its caller logs out.
  if (!outcome.ok && options.silent) delete outcome.sessionExpired;
  return context.settle(outcome);
}

/**
 * The admin request layer (spec §7, §8) on ky: one base URL, the bearer token, the timeout, the duplicate-submit
 * guard, and the error catalogue. ky's own retries and HTTP errors are off: the envelope decides what failed.
 */
export function createRequestClient(config: RequestClientConfig): RequestClient {
  const context = createRequestContext(config);
  const http = ky.create({ fetch: context.fetch, retry: 0, throwHttpErrors: false, timeout: context.timeoutMs });
  const request = (url: string, options: RequestOptions = {}) => send(context, http, url, options);

  return {
    request: async <T>(url: string, options?: RequestOptions) => (await request(url, options)).data as T,
    get: async <T>(url: string, params?: QueryParams, options?: RequestOptions) =>
      (await request(url, { ...options, method: 'GET', params })).data as T,
    post: async <T>(url: string, data?: unknown, options?: RequestOptions) =>
      (await request(url, { ...options, method: 'POST', data })).data as T,
    put: async <T>(url: string, data?: unknown, options?: RequestOptions) =>
      (await request(url, { ...options, method: 'PUT', data })).data as T,
    delete: async <T>(url: string, options?: RequestOptions) => (await request(url, { ...options, method: 'DELETE' })).data as T,
    page: async <Row>(url: string, params?: QueryParams, options?: RequestOptions) => {
      const body = await request(url, { ...options, method: 'GET', params });
      return { rows: Array.isArray(body.rows) ? (body.rows as Row[]) : [], total: typeof body.total === 'number' ? body.total : 0 };
    },
    envelope: async <T>(url: string, options?: RequestOptions) => (await request(url, options)) as Envelope<T>,
    download: (url, params, fileName, options) => download(context, url, params, fileName, options),
    downloadFile: (url, options) => downloadFile(context, url, options),
    upload: (file, options) => upload(context, file, options),
    isReloginPending: () => context.isReloginPending(),
    resolveUrl: (path, params) => context.resolveUrl(path, params),
  };
}
