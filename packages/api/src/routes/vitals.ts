import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  VITAL_METRICS,
  VITALS_MAX_ENTRIES,
  ratingOf,
  vitalsBody,
  vitalsSummaryQuery,
  type VitalMetric,
  type VitalMetricSummary,
} from '@labelwise/contract';
import type { App, Ctx, RateLimitSetting } from '../context.js';
import { ApiError, ok } from '../lib/http.js';

/**
 * Real-user Core Web Vitals: the public site sends sampled LCP, CLS and INP values with `navigator.sendBeacon`
 * (text/plain by default) and operators read p75 per route and locale. Nothing personal is stored: no address,
 * no user agent, no query or hash; the path is the route the site resolved, the device a coarse class.
 */

export const VITALS_BODY_LIMIT = 8 * 1024;

/** Beacons per client address per window: `VITALS_RATE_MAX` / `VITALS_RATE_WINDOW_MS` (default 60 a minute). */
export function vitalsRateLimit(env: NodeJS.ProcessEnv = process.env): RateLimitSetting {
  const n = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);
  return { max: n(env.VITALS_RATE_MAX, 60), timeWindow: n(env.VITALS_RATE_WINDOW_MS, 60_000) };
}

/** One metric over the window: p75 over every route, and per route and locale (most samples first). */
export type MetricSummary = VitalMetricSummary;

/** p75 to the precision shown: milliseconds for LCP and INP, three decimals for CLS. */
const roundP75 = (metric: VitalMetric, v: number) => (metric === 'CLS' ? Math.round(v * 1000) / 1000 : Math.round(v));

export default async function vitalsRoutes(app: App, ctx: Ctx) {
  const parentErrorHandler = app.errorHandler;
  app.post(
    '/public/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT,
      config: { rateLimit: vitalsRateLimit() },
      // A beacon larger than this route's limit is named with this route's limit, not the API-wide one.
      errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply
            .code(413)
            .type('application/json; charset=utf-8')
            .send({ code: 413, msg: `body: larger than the ${VITALS_BODY_LIMIT} byte limit` });
        return parentErrorHandler.call(this, error, request, reply);
      },
      // sendBeacon posts a string as text/plain: parse it here so one schema checks both kinds of body.
      preValidation: async (request: FastifyRequest) => {
        if (typeof request.body !== 'string') return;
        try {
          request.body = JSON.parse(request.body) as unknown;
        } catch {
          throw new ApiError(400, 'body: is not valid JSON');
        }
      },
      schema: {
        tags: ['public'],
        summary: `Real-user Core Web Vitals beacon (text/plain or JSON; at most ${VITALS_MAX_ENTRIES} entries; rate limited)`,
        body: vitalsBody,
      },
    },
    async (req) => {
      await ctx.db
        .insertInto('web_vitals')
        .values(
          req.body.entries.map((e) => ({
            metric: e.metric,
            value: e.value,
            rating: e.rating,
            path: e.path,
            locale: e.locale,
            navigation_type: e.navigationType,
            device: e.device,
          })),
        )
        .execute();
      // The envelope (200) rather than 204, like every other endpoint; a beacon never reads it.
      return ok({ stored: req.body.entries.length });
    },
  );

  app.get(
    '/monitor/vitals/summary',
    {
      onRequest: app.requirePerm('monitor:vitals:list'),
      schema: {
        tags: ['admin: monitor'],
        security: [{ bearer: [] }],
        summary: 'p75 of LCP, CLS and INP per route and locale over the last 7 or 28 days, with sample counts',
        querystring: vitalsSummaryQuery,
      },
    },
    async (req) => {
      const days = Number(req.query.days);
      const since = new Date(Date.now() - days * 86_400_000);
      const groups = await sql<{
        metric: VitalMetric;
        path: string | null;
        locale: string | null;
        samples: string | number;
        p75: number | string;
      }>`
        select metric, path, locale, count(*) as samples, percentile_cont(0.75) within group (order by value) as p75
        from web_vitals
        where created_at >= ${since}
        group by grouping sets ((metric, path, locale), (metric))
        order by metric, count(*) desc, path, locale`.execute(ctx.db);
      const metrics = Object.fromEntries(
        VITAL_METRICS.map((m) => [m, { p75: null, samples: 0, rating: null, rows: [] } as MetricSummary]),
      ) as Record<VitalMetric, MetricSummary>;
      for (const g of groups.rows) {
        const bucket = metrics[g.metric];
        const p75 = roundP75(g.metric, Number(g.p75));
        const samples = Number(g.samples);
        if (g.path === null) Object.assign(bucket, { p75, samples, rating: ratingOf(g.metric, p75) });
        else if (bucket.rows.length < 200)
          bucket.rows.push({ path: g.path, locale: g.locale ?? '', p75, samples, rating: ratingOf(g.metric, p75) });
      }
      return ok({ days, since: since.toISOString(), metrics });
    },
  );
}
