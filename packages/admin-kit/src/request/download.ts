import { isAbortError, isEnvelope, isHttpError, readJson, toQueryString } from '@labelwise/client';
import type { RequestContext } from './context';
import { codeMessage, statusMessage } from './errorMessages';
import { messages } from './request.messages';
import { fileNameFromDisposition, saveBlob } from './saveFile';
import type { QueryParams } from './types';

/** `saved`: a file was handed to the browser; `reported`: the server answered with a message (201); `failed`. */
export type DownloadResult = 'saved' | 'reported' | 'failed';

export interface DownloadOptions {
  /** Overrides the client's loading-overlay hook for this download. */
  onLoadingChange?: (loading: boolean) => void;
  timeout?: number;
  signal?: AbortSignal;
}

export interface DownloadFileOptions extends DownloadOptions {
  params?: QueryParams;
  /** Sent as JSON; makes the call a POST. */
  data?: unknown;
  /** Default: the name in `Content-Disposition`, else the last path segment. */
  fileName?: string;
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('application/json');
}

function fallbackName(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : 'download';
}

/** Runs a download with the loading overlay shown, reporting any failure (downloads never reject). */
async function withOverlay(
  context: RequestContext,
  options: DownloadOptions,
  run: () => Promise<DownloadResult>,
): Promise<DownloadResult> {
  const setLoading = options.onLoadingChange ?? context.config.onLoadingChange;
  const notify = context.config.notify;
  setLoading?.(true);
  try {
    return await run();
  } catch (error) {
    if (isAbortError(error)) return 'failed';
    if (isHttpError(error) && error.kind === 'duplicate') {
      notify({ type: 'warning', message: error.message, variant: 'message' });
    } else {
      notify({ type: 'error', message: context.formatMessage(messages.downloadFailed), variant: 'message' });
    }
    return 'failed';
  } finally {
    setLoading?.(false);
  }
}

/** Reports an error body: its mapped message when it is an envelope, else the text for the status. */
async function reportFailure(context: RequestContext, response: Response): Promise<void> {
  const body = isJsonResponse(response) ? await readJson(response) : undefined;
  const message = isEnvelope(body)
    ? codeMessage(context.formatMessage, body.code, typeof body.msg === 'string' ? body.msg : undefined)
    : response.status === 200
      ? context.formatMessage(messages.downloadFailed)
      : statusMessage(context.formatMessage, response.status);
  context.config.notify({ type: 'error', message, variant: 'message' });
}

function save(context: RequestContext, blob: Blob, response: Response, url: string, fileName?: string): void {
  const name = fileName ?? fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName(url);
  (context.config.saveFile ?? saveBlob)(blob, name);
}

/**
 * Download helper 1: posts the parameters form-urlencoded and receives a blob. A file is saved; a JSON
 * body (the server refused) shows its mapped message.
 */
export function download(
  context: RequestContext,
  url: string,
  params: QueryParams | undefined,
  fileName: string | undefined,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  return withOverlay(context, options, async () => {
    const target = context.resolveUrl(url);
    const response = await context.http.respond(target, {
      method: 'POST',
      body: toQueryString(params),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...context.authHeaders() },
      timeout: options.timeout,
      signal: options.signal,
    });
    if (response.ok && !isJsonResponse(response)) {
      save(context, await response.blob(), response, target, fileName);
      return 'saved';
    }
    await reportFailure(context, response);
    return 'failed';
  });
}

/**
 * Download helper 2: bearer Authorization, optional JSON body, query string from `params`.
 * 200 with a JSON type reports failure with the payload; 200 otherwise saves the file; 201 reports the `message`
 * field; anything else is a failure.
 */
export function downloadFile(
  context: RequestContext,
  url: string,
  options: DownloadFileOptions = {},
): Promise<DownloadResult> {
  return withOverlay(context, options, async () => {
    const target = context.resolveUrl(url, options.params);
    const response = await context.http.respond(target, {
      method: options.data === undefined ? 'GET' : 'POST',
      data: options.data,
      headers: context.authHeaders(),
      timeout: options.timeout,
      signal: options.signal,
    });
    if (response.status === 200 && !isJsonResponse(response)) {
      save(context, await response.blob(), response, target, options.fileName);
      return 'saved';
    }
    if (response.status === 201) {
      const body = await readJson(response);
      const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const message = [record.message, record.msg].find((value): value is string => typeof value === 'string');
      context.config.notify({ type: 'success', message: message ?? '', variant: 'message' });
      return 'reported';
    }
    await reportFailure(context, response);
    return 'failed';
  });
}

/** A page fetched as HTML, or the reason it could not be, worded for the user. */
export type HtmlResult = { ok: true; html: string } | { ok: false; message: string };

/**
 * GETs `url` with the bearer token; `accept` takes the answer it expects (JSON answers arrive parsed), and anything
 * else, a refusal envelope included, becomes a message worded like any other. Never rejects, saves nothing and shows
 * no toast: the caller shows the message.
 */
async function getForPage<T>(
  context: RequestContext,
  url: string,
  params: QueryParams | undefined,
  accept: (response: Response, json: unknown) => Promise<T | undefined> | T | undefined,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  try {
    const response = await context.http.respond(context.resolveUrl(url, params), {
      method: 'GET',
      headers: context.authHeaders(),
    });
    const json = isJsonResponse(response) ? await readJson(response) : undefined;
    const value = response.ok ? await accept(response, json) : undefined;
    if (value !== undefined) return { ok: true, value };
    const message = isEnvelope(json)
      ? codeMessage(context.formatMessage, json.code, typeof json.msg === 'string' ? json.msg : undefined)
      : statusMessage(context.formatMessage, response.status);
    return { ok: false, message };
  } catch (error) {
    return { ok: false, message: isHttpError(error) ? error.message : context.formatMessage(messages.downloadFailed) };
  }
}

/** Fetches an HTML page from the API with the bearer token (the draft preview of site content). */
export async function fetchHtml(context: RequestContext, url: string, params?: QueryParams): Promise<HtmlResult> {
  const result = await getForPage(context, url, params, (response) =>
    (response.headers.get('content-type') ?? '').toLowerCase().includes('text/html') ? response.text() : undefined,
  );
  return result.ok ? { ok: true, html: result.value } : result;
}

/** A JSON document that is not an envelope (the API's OpenAPI document), or the reason it could not be fetched. */
export type DocumentResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** Fetches a plain JSON document from the API with the bearer token. */
export async function fetchDocument<T>(context: RequestContext, url: string): Promise<DocumentResult<T>> {
  const result = await getForPage(context, url, undefined, (_response, json) =>
    json !== undefined && !isEnvelope(json) ? (json as T) : undefined,
  );
  return result.ok ? { ok: true, data: result.value } : result;
}
