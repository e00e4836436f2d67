import { HttpError, isHttpError, pageOf } from '@labelwise/client';
import { readRefusal } from '@labelwise/contract/refusals';
import { createRequestContext, type RequestClientConfig, type RequestContext } from './context';
import {
  download,
  downloadFile,
  fetchDocument,
  fetchHtml,
  type DownloadFileOptions,
  type DownloadOptions,
  type DownloadResult,
  type DocumentResult,
  type HtmlResult,
} from './download';
import { upload, type UploadOptions, type UploadResult } from './upload';
import type { Envelope, Page, QueryParams, RequestOptions } from './types';

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
  /** Download helper 1: form-urlencoded POST, saves the blob; resolves whether a file was saved. */
  download(url: string, params?: QueryParams, fileName?: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** Download helper 2: bearer GET (or JSON POST) with a query string; 200 saves, 201 reports `message`. */
  downloadFile(url: string, options?: DownloadFileOptions): Promise<DownloadResult>;
  /** Multipart upload with progress, to `/common/upload` by default. */
  upload(file: Blob, options?: UploadOptions): Promise<UploadResult>;
  /** GET an HTML page with the bearer token (the content preview); never rejects. */
  html(url: string, params?: QueryParams): Promise<HtmlResult>;
  /** GET a JSON document that is not an envelope (the OpenAPI document) with the bearer token; never rejects. */
  document<T = unknown>(url: string): Promise<DocumentResult<T>>;
  /** Whether the session-expired prompt is open (the relogin flag). */
  isReloginPending(): boolean;
  /** Absolute URL of an API path (for `<img src>` and links that need one). */
  resolveUrl(path: string, params?: QueryParams): string;
}

/**
 * A refusal the API coded (`data: {reason, field, params}`) names its field itself, whatever its status or wording;
 * the shared client reads fields only from `field: problem` wordings it knows (the site has no room for the codes).
 */
export function withRefusalField(error: HttpError): HttpError {
  const field = error.kind === 'business' ? readRefusal(error.data)?.field : undefined;
  if (!field || field === error.field) return error;
  return new HttpError({
    kind: error.kind,
    status: error.status,
    code: error.code,
    message: error.message,
    data: error.data,
    field,
    ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }),
    ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    ...(error.url === undefined ? {} : { url: error.url }),
    ...(error.cause === undefined ? {} : { cause: error.cause }),
  });
}

/** One call through the shared stack, with the admin's token, and its notices and session prompt on failure. */
async function send(context: RequestContext, url: string, options: RequestOptions): Promise<Envelope> {
  const { isToken, fields, silent, ...sendOptions } = options;
  try {
    return await context.http.send(url, {
      ...sendOptions,
      headers: { ...context.authHeaders(isToken), ...options.headers },
    });
  } catch (error) {
    throw isHttpError(error) ? context.settle(withRefusalField(error), { silent, fields }) : error;
  }
}

/**
 * The admin request layer on the shared `@labelwise/client` stack: it adds the bearer token, the
 * notices and the session-expired prompt, downloads and uploads, and words every failure in the admin's catalogue.
 */
export function createRequestClient(config: RequestClientConfig): RequestClient {
  const context = createRequestContext(config);
  const request = (url: string, options: RequestOptions = {}) => send(context, url, options);

  return {
    request: async <T>(url: string, options?: RequestOptions) => (await request(url, options)).data as T,
    get: async <T>(url: string, params?: QueryParams, options?: RequestOptions) =>
      (await request(url, { ...options, method: 'GET', params })).data as T,
    post: async <T>(url: string, data?: unknown, options?: RequestOptions) =>
      (await request(url, { ...options, method: 'POST', data })).data as T,
    put: async <T>(url: string, data?: unknown, options?: RequestOptions) =>
      (await request(url, { ...options, method: 'PUT', data })).data as T,
    delete: async <T>(url: string, options?: RequestOptions) =>
      (await request(url, { ...options, method: 'DELETE' })).data as T,
    page: async <Row>(url: string, params?: QueryParams, options?: RequestOptions): Promise<Page<Row>> =>
      pageOf<Row>(await request(url, { ...options, method: 'GET', params })),
    envelope: async <T>(url: string, options?: RequestOptions) => (await request(url, options)) as Envelope<T>,
    download: (url, params, fileName, options) => download(context, url, params, fileName, options),
    downloadFile: (url, options) => downloadFile(context, url, options),
    upload: (file, options) => upload(context, file, options),
    html: (url, params) => fetchHtml(context, url, params),
    document: (url) => fetchDocument(context, url),
    isReloginPending: () => context.isReloginPending(),
    resolveUrl: (path, params) => context.resolveUrl(path, params),
  };
}
