import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { App, ResolvedOptions } from '../context.js';
import { registerBodyTimeouts } from '../lib/bodyTimeout.js';
import { API_PREFIX } from '../options.js';
import { definePlugin } from './define.js';

/** Cookies, multipart uploads (one file, bounded), urlencoded forms, and the time a body may take to arrive. */
export const bodyParsersPlugin = definePlugin('labelwise-body-parsers', async (app: App, opts: ResolvedOptions) => {
  registerBodyTimeouts(app, {
    bodyTimeoutMs: opts.bodyTimeoutMs,
    uploadBodyTimeoutMs: opts.uploadBodyTimeoutMs,
    uploadRoutes: [`${API_PREFIX}/common/upload`],
  });

  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: opts.uploadMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 25, headerPairs: 100 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      const out: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(body as string)) out[k] = v;
      done(null, out);
    },
  );
});
