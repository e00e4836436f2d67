import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface BodyTimeouts {
  /** Every request body must have arrived within this time… */
  bodyTimeoutMs: number;
  /** …except on these routes (uploads), which get this larger, still bounded, allowance. */
  uploadBodyTimeoutMs: number;
  uploadRoutes: string[];
}

const BODY = JSON.stringify({ code: 408, msg: 'body: not received in time, the connection is closed' });

/**
 * Closes connections whose request body trickles in: without this a client sending a byte now and then held a
 * connection (and its parser) for the server's whole request timeout. The clock starts when the headers are in
 * and stops when the body has been read; when it runs out the client gets a 408 and the
 * socket is closed, since the rest of the body can no longer be told apart from a next request.
 */
export function registerBodyTimeouts(app: FastifyInstance, t: BodyTimeouts): void {
  const uploads = new Set(t.uploadRoutes);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || (raw.headers['content-length'] ?? '0') !== '0';
    if (!hasBody || raw.readableEnded) return done();
    const limit = uploads.has(request.routeOptions.url ?? '') ? t.uploadBodyTimeoutMs : t.bodyTimeoutMs;
    const timer = setTimeout(() => {
      request.log.info({ limitMs: limit }, 'request body too slow, connection closed');
      const socket = raw.socket;
      // In-process requests (app.inject) have a stand-in socket without destroy(): nothing to close there.
      const close = () => (typeof socket?.destroy === 'function' ? socket.destroy() : undefined);
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          connection: 'close',
          'content-length': Buffer.byteLength(BODY),
        });
        reply.raw.end(BODY, close);
      } else {
        close();
      }
    }, limit);
    timer.unref();
    // Not stopped by the reply: an early answer (401, 413) leaves the unread body on the connection, and a
    // client trickling it would hold the connection as long as one whose body is awaited.
    // Both listeners go when either fires: a keep-alive socket carries many requests, and a listener left on it per
    // request would pile up for the socket's whole life.
    const socket = raw.socket;
    const stop = () => {
      clearTimeout(timer);
      raw.removeListener('end', stop);
      socket.removeListener('close', stop);
    };
    raw.once('end', stop);
    socket.once('close', stop);
    done();
  });
  // A refusal sent before the body arrived (401 to an anonymous upload, 413, 415) closes the connection as soon as it
  // is written: the rest of the body is of no use, and waiting for it let a slow client hold the socket for the
  // whole (upload) allowance.
  const refusedEarly = (request: FastifyRequest, status: number) => {
    const raw = request.raw;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || (raw.headers['content-length'] ?? '0') !== '0';
    return status >= 400 && hasBody && !raw.readableEnded;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (refusedEarly(request, reply.statusCode)) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const socket = request.raw.socket;
    if (refusedEarly(request, reply.statusCode) && typeof socket?.destroy === 'function') socket.destroy();
  });
}
