import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { App } from '../context.js';
import { definePlugin } from './define.js';

/** Runs helmet's middleware once against a recording response and returns the headers it sets. */
function staticHelmetHeaders(config: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  helmet(config)({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export interface SecurityHeadersOptions {
  /** Extra CSP directives merged over the defaults (e.g. to allow a video host in frame-src). */
  cspDirectives?: Record<string, string[]> | undefined;
}

export const securityHeadersPlugin = definePlugin(
  'labelwise-security-headers',
  async (app: App, opts: SecurityHeadersOptions) => {
    // Security headers (CSP with frame-ancestors 'self', nosniff, referrer policy, ...) from helmet, computed
    // once: @fastify/helmet rebuilds the helmet middleware on every request (seen in CPU profiles), and
    // with a static policy the headers never vary, so one reply.headers() call per request is enough.
    const securityHeaders = staticHelmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'media-src': ["'self'", 'https:'],
          'frame-src': ["'self'", 'https:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'", 'https:'],
          // Only our own pages may frame us: the admin shows InnerLink menu entries such as /api-v1.0/docs in an
          // iframe (spec section 3); every other origin is refused, which is what stops clickjacking.
          'frame-ancestors': ["'self'"],
          ...(opts.cspDirectives ?? {}),
        },
      },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'sameorigin' }, // same as frame-ancestors 'self', for browsers without CSP 2
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    // HSTS only when the request reached us over TLS (directly or via a trusted proxy). Nothing said to a signed-in
    // operator, and no sign-in answer, may be kept by a browser or a shared cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (request.auth || request.routeOptions.config?.noStore) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
);
