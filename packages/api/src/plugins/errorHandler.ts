import type { FastifyError } from 'fastify';
import { bytesToMb } from '@labelwise/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { App, ResolvedOptions } from '../context.js';
import { DB_RETRY_AFTER_S, isDatabaseUnavailable, outageReporter } from '../lib/dbOutage.js';
import { ApiError, CODE_MESSAGES, refuse } from '../lib/http.js';
import { definePlugin } from './define.js';

/** A column as the API's bodies spell it: `user_name` → `userName`; `lower(user_name::text)` → `userName`. */
export function apiFieldOf(column: string): string {
  const inner = /\((\w+)/.exec(column)?.[1] ?? column.trim();
  return inner.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Turns a PostgreSQL error into a 4xx naming the field (as the API's bodies spell it) where it can. */
function mapDbError(err: { code?: string; detail?: string; column?: string; constraint?: string }): ApiError | null {
  const keyMatch = /Key \(([^)]+(?:\))?)\)=/.exec(err.detail ?? '');
  const column = keyMatch?.[1] ?? err.column;
  // A key of several columns names the last one: the value the form chose (`model_id, os` → `os`).
  const field = column ? apiFieldOf(column.split(',').at(-1)!) : (err.constraint ?? 'value');
  switch (err.code) {
    case '23505':
      return refuse(409, field, 'already exists', 'alreadyExists');
    case '23001':
      return refuse(409, field, 'is still in use by other records', 'inUse');
    case '23503':
      return /is (still )?referenced/.test(err.detail ?? '')
        ? refuse(409, field, 'is still in use by other records', 'inUse')
        : refuse(400, field, 'refers to a record that does not exist', 'missingReference');
    case '23502':
      return refuse(400, field, 'is required', 'required');
    case '23514':
      return refuse(400, field, 'value not allowed', 'notAnOption');
    case '22001':
      return refuse(400, field, 'value too long', 'tooLong');
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return refuse(400, field, 'invalid value', 'invalidValue');
    default:
      return null;
  }
}

/**
 * Every error answers in the envelope `{ code, msg[, data] }` with a message safe to show: validation errors name the
 * field, database constraint errors name the column, anything unexpected is a 500 that is logged and never echoed.
 */
export const errorHandlerPlugin = definePlugin(
  'labelwise-error-handler',
  async (
    app: App,
    opts: Pick<ResolvedOptions, 'uploadMaxBytes' | 'bodyLimit'> & { probeDatabase?: () => Promise<unknown> },
  ) => {
    const outage = outageReporter(app.log, opts.probeDatabase ?? (async () => undefined));
    app.addHook('onClose', async () => outage.close());
    app.setErrorHandler((error: FastifyError & { code?: string; detail?: string; column?: string }, request, reply) => {
      let status = 500;
      let msg = CODE_MESSAGES[500]!;
      let data: Record<string, unknown> | undefined;
      let dbDown = false;
      if (isDatabaseUnavailable(error)) {
        // The database is unreachable, not the request wrong: ask the client to come back, log the outage once.
        status = 503;
        msg = CODE_MESSAGES[503]!;
        reply.header('retry-after', String(DB_RETRY_AFTER_S));
        outage.failed(error);
        dbDown = true;
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        status = 400;
        const first = error.validation[0]!;
        const ctxName = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
        const field =
          first.instancePath && first.instancePath !== '/' ? first.instancePath.slice(1).replace(/\//g, '.') : ctxName;
        msg = `${field}: ${first.message}`;
      } else if (error instanceof ApiError) {
        status = error.statusCode;
        msg = error.message;
        data = error.extra.data;
        if (error.extra.headers) reply.headers(error.extra.headers);
      } else if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (error instanceof SyntaxError && error.statusCode === 400)
      ) {
        status = 400;
        msg = 'body: is not valid JSON';
      } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        status = 400;
        msg = 'body: is empty but content-type is application/json';
      } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
        status = 413;
        const maxMb = bytesToMb(opts.uploadMaxBytes);
        msg =
          error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? `file: must be smaller than ${maxMb} MB`
            : `body: larger than the ${opts.bodyLimit} byte limit`;
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          data = { reason: 'fileTooLarge', field: 'file', params: { maxMb } };
      } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        status = 415;
        msg = `content-type: ${String(request.headers['content-type'] ?? 'missing').slice(0, 60)} is not supported here`;
      } else if (
        error.code === 'FST_FILES_LIMIT' ||
        error.code === 'FST_PARTS_LIMIT' ||
        error.code === 'FST_FIELDS_LIMIT'
      ) {
        status = 400;
        msg = 'file: only one file per request';
      } else if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        status = 400;
        msg = 'content-type: must be multipart/form-data with a file field';
      } else if (error.statusCode === 429) {
        status = 429;
        msg = error.message || CODE_MESSAGES[429]!;
      } else if (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && mapDbError(error)) {
        const mapped = mapDbError(error)!;
        status = mapped.statusCode;
        msg = mapped.message;
        data = mapped.extra.data;
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        msg = error.message ? `request: ${error.message}` : (CODE_MESSAGES[status] ?? CODE_MESSAGES[400]!);
      }
      if (dbDown) request.log.info({ status }, 'request refused: database unavailable');
      else if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      else request.log.info({ status, reason: msg }, 'request rejected');
      void reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(data ? { code: status, msg, data } : { code: status, msg });
    });
  },
);
