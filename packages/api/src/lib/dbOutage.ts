import type { FastifyBaseLogger } from 'fastify';

/** How long a client is asked to wait while the database is unreachable. */
export const DB_RETRY_AFTER_S = 5;

const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const DOWN_MESSAGES =
  /driver has already been destroyed|connection terminated|timeout exceeded when trying to connect|pglite is closed|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/**
 * Whether `err` says the database cannot be reached (rather than that a query was wrong): connection refused, reset or
 * timed out, the server shutting down or starting (SQLSTATE 57P01–57P03, class 08), a closed pool or engine.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (DOWN_CODES.has(code) || /^(08|57P0[1-3])/.test(code))) return true;
  return typeof message === 'string' && DOWN_MESSAGES.test(message);
}

/**
 * One log line when an outage starts and one when it ends, instead of a stack trace per request: the first failed
 * request reports it, then a probe (`select 1`, every `probeMs`) watches for the database to answer again.
 */
export function outageReporter(log: FastifyBaseLogger, probe: () => Promise<unknown>, probeMs = 2000) {
  let since: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const watch = () => {
    timer = setTimeout(async () => {
      timer = null;
      try {
        await probe();
        log.warn({ outageMs: Date.now() - since! }, 'database reachable again');
        since = null;
      } catch {
        if (!closed) watch();
      }
    }, probeMs);
    timer.unref();
  };
  return {
    failed(err: unknown) {
      if (since !== null) return;
      since = Date.now();
      log.error({ err: err instanceof Error ? err.message : String(err) }, 'database unavailable: answering 503');
      if (!closed) watch();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
