import { sql } from 'kysely';
import type { App, Ctx } from '../context.js';

/** Liveness and readiness for load balancers and orchestrators, and the OpenAPI document. */
export default async function healthRoutes(app: App, ctx: Ctx) {
  const { storage, redis } = ctx;
  const bus = app.cacheBus;
  app.get(
    '/health',
    { schema: { tags: ['ops'], summary: 'Health: 200 with the engine when the database answers, 503 otherwise' } },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { code: 200, msg: 'ok', data: { status: 'ok', engine: ctx.engine } };
      } catch {
        return reply.code(503).send({ code: 503, msg: 'database unavailable' });
      }
    },
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Readiness: 200 when the database and the file store answer; 503 otherwise. Redis and the cache listener are reported, not required',
      },
    },
    async (_req, reply) => {
      const check = async (fn: () => Promise<unknown>) =>
        Promise.race([
          fn().then(() => 'ok' as const),
          new Promise<'down'>((r) => setTimeout(() => r('down'), 2000).unref()),
        ]).catch(() => 'down' as const);
      const status = {
        database: await check(() => sql`select 1`.execute(ctx.db)),
        storage: await check(() => storage.check()),
        redis: redis ? await check(() => redis.client.ping()) : ('not configured' as const),
        cacheBus: bus ? (bus.isListening ? ('ok' as const) : ('down' as const)) : ('not needed' as const),
      };
      // Redis and the cache bus have fallbacks (per-process limits, cache TTL), so they are reported but do not
      // take the process out of the load balancer; the database and the file store do.
      const ready = status.database === 'ok' && status.storage === 'ok';
      if (!ready) return reply.code(503).send({ code: 503, msg: 'not ready', data: status });
      return { code: 200, msg: 'ok', data: { status: 'ready', engine: ctx.engine, ...status } };
    },
  );
  // In production the API's map is for operators only: signed in, with a role.
  const docsGuard = ctx.opts.env === 'production' ? { onRequest: app.requireOperator } : {};
  app.get('/docs', { ...docsGuard, schema: { hide: true } }, async () => app.swagger());
  app.get('/docs/json', { ...docsGuard, schema: { hide: true } }, async () => app.swagger());
}
