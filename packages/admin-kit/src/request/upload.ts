import { readEnvelope, type Envelope } from '@labelwise/client';
import type { RequestContext } from './context';

export const UPLOAD_URL = '/common/upload';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded. */
  percent: number;
}

export interface UploadOptions {
  /** Default `/common/upload`. */
  url?: string;
  /** The multipart field; default `file`. */
  fieldName?: string;
  /** Sent as the part's file name; default the File's own name. */
  fileName?: string;
  /** Extra multipart text fields. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  timeout?: number;
}

/** What `/common/upload` answers (RuoYi's upload response; the API adds size, checksum and URL). */
export interface UploadResult {
  fileName: string;
  originalName?: string;
  size?: number;
  sha256?: string;
  url?: string;
}

function toResult(envelope: Envelope): UploadResult {
  // The API repeats the fields at the top level (RuoYi clients read them there); prefer `data`.
  const source = (typeof envelope.data === 'object' && envelope.data !== null ? envelope.data : envelope) as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : undefined);
  const result: UploadResult = { fileName: text('fileName') ?? '' };
  const originalName = text('originalName');
  if (originalName !== undefined) result.originalName = originalName;
  if (typeof source.size === 'number') result.size = source.size;
  const sha256 = text('sha256');
  if (sha256 !== undefined) result.sha256 = sha256;
  const url = text('url');
  if (url !== undefined) result.url = url;
  return result;
}

/**
 * Multipart upload with progress. XMLHttpRequest rather than ky's `onUploadProgress`: ky streams the request body
 * for that, and browsers only stream request bodies over HTTP/2, while the API is served over HTTP/1.1.
 * The response goes through the same envelope handling as every other call (401 prompt, notices).
 */
export function upload(context: RequestContext, file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
  const target = context.resolveUrl(options.url ?? UPLOAD_URL);
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const name = options.fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'blob');
  form.append(options.fieldName ?? 'file', file, name);

  return new Promise<UploadResult>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = context.config.createXhr?.() ?? new XMLHttpRequest();
    xhr.open('POST', target);
    const headers = { ...context.http.commonHeaders(), ...context.authHeaders() };
    for (const [header, value] of Object.entries(headers)) xhr.setRequestHeader(header, value);
    xhr.timeout = options.timeout ?? context.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.round((event.loaded / event.total) * 100),
      });
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      const reading = readEnvelope(xhr.status, body, target);
      if (reading.ok) resolve(toResult(reading.body));
      else reject(context.settle(context.http.fail(reading.failure)));
    };
    const failTransport = (error: Error) => reject(context.settle(context.http.failTransport(error, target)));
    xhr.onerror = () => failTransport(new TypeError('Network Error'));
    xhr.ontimeout = () => failTransport(new DOMException('Upload timed out', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
