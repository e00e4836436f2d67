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
import { boundedAnonymousWrite, contributorOf, limitFromEnv, pruneSometimes } from '../lib/anonymousWrites.js';
import { ApiError, ok } from '../lib/http.js';

/**
 * Real-user Core Web Vitals: the public site sends sampled LCP, CLS and INP values with `navigator.sendBeacon`
 * (text/plain by default) and operators read p75 per route and locale. Nothing personal is stored: no address,
 * no user agent, no query or hash; the path is the route the site resolved, the device a coarse class.
 */

export const VITALS_BODY_LIMIT = 8 * 1024;

/** Beacons per client address per window: `VITALS_RATE_MAX` / `VITALS_RATE_WINDOW_MS` (default 60 a minute). */
export function vitalsRateLimit(env: NodeJS.ProcessEnv = process.env): RateLimitSetting {
  return limitFromEnv('VITALS_RATE', { max: 60, timeWindow: 60_000 }, env);
}

/**
 * What anonymous beacons may fill: beacons from all addresses together per window (`VITALS_GLOBAL_MAX` /
 * `VITALS_GLOBAL_WINDOW_MS`, default 600 a minute), samples kept per address and day (`VITALS_PER_ADDRESS_DAY`,
 * default 100; more are answered `stored: 0`), rows kept (`VITALS_MAX_ROWS`, default 500,000, oldest dropped first)
 * and days kept (`VITALS_RETENTION_DAYS`, default 35: the dashboard's longest window is 28).
 */
export function vitalsBounds(env: NodeJS.ProcessEnv = process.env) {
  const n = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);
  return {
    perAddress: vitalsRateLimit(env),
    global: limitFromEnv('VITALS_GLOBAL', { max: 600, timeWindow: 60_000 }, env),
    perAddressDay: n(env.VITALS_PER_ADDRESS_DAY, 100),
    maxRows: n(env.VITALS_MAX_ROWS, 500_000),
    retentionDays: n(env.VITALS_RETENTION_DAYS, 35),
  };
}

/** Drops rows past the retention. */
export async function pruneVitals(ctx: Ctx, bounds: { retentionDays: number }) {
  await ctx.db
    .deleteFrom('web_vitals')
    .where('created_at', '<', new Date(Date.now() - bounds.retentionDays * 86_400_000))
    .execute();
}

/** One metric over the window: p75 over every route, and per route and locale (most samples first). */
export type MetricSummary = VitalMetricSummary;

/** p75 to the precision shown: milliseconds for LCP and INP, three decimals for CLS. */
const roundP75 = (metric: VitalMetric, v: number) => (metric === 'CLS' ? Math.round(v * 1000) / 1000 : Math.round(v));

export default async function vitalsRoutes(app: App, ctx: Ctx) {
  const parentErrorHandler = app.errorHandler;
  const limits = vitalsBounds();
  const bounded = boundedAnonymousWrite(app, 'vitals', limits);
  app.post(
    '/public/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT,
      config: bounded.config,
      onRequest: bounded.onRequest,
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
      const contributor = await contributorOf(ctx, req);
      // Each address stores at most `perAddressDay` samples a day (the contributor key changes daily).
      const { n: held } = await ctx.db
        .selectFrom('web_vitals')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('contributor', '=', contributor)
        .executeTakeFirstOrThrow();
      const entries = req.body.entries.slice(0, Math.max(0, limits.perAddressDay - held));
      if (entries.length === 0) return ok({ stored: 0 });
      const inserted = await ctx.db
        .insertInto('web_vitals')
        .values(
          entries.map((e) => ({
            contributor,
            metric: e.metric,
            value: e.value,
            rating: e.rating,
            path: e.path,
            locale: e.locale,
            navigation_type: e.navigationType,
            device: e.device,
          })),
        )
        .returning('id')
        .execute();
      // The row cap, kept on every write by id (ids only grow): one indexed delete, usually of nothing.
      const newest = Math.max(...inserted.map((r) => Number(r.id)));
      await ctx.db
        .deleteFrom('web_vitals')
        .where('id', '<=', String(newest - limits.maxRows))
        .execute();
      await pruneSometimes(ctx, 'vitals', 60_000, () => pruneVitals(ctx, limits));
      // The envelope (200) rather than 204, like every other endpoint; a beacon never reads it.
      return ok({ stored: entries.length });
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
      return ok({ days, since: since.toISOString(), metrics: await summarise(ctx, since) });
    },
  );
}

/** p75 of each metric overall and per route and locale since `since`, each contributor counting once. */
async function summarise(ctx: Ctx, since: Date): Promise<Record<VitalMetric, MetricSummary>> {
  // Each contributor (an address, for a day) counts once, with the median of its samples: a few addresses
  // sending thousands of samples weigh as much as a few visitors. Rows without a contributor count one each.
  const groups = await sql<{
    metric: VitalMetric;
    path: string | null;
    locale: string | null;
    samples: string | number;
    p75: number | string;
  }>`
    with per as (
      select metric, path, locale, coalesce(contributor, id::text) as who, count(*) as n,
        percentile_cont(0.5) within group (order by value) as v
      from web_vitals
      where created_at >= ${since}
      group by metric, path, locale, who
    ), overall as (
      select metric, coalesce(contributor, id::text) as who, count(*) as n,
        percentile_cont(0.5) within group (order by value) as v
      from web_vitals
      where created_at >= ${since}
      group by metric, who
    )
    select metric, path, locale, samples, p75 from (
      select metric, path, locale, sum(n) as samples, count(*) as contributors,
        percentile_cont(0.75) within group (order by v) as p75
      from per group by metric, path, locale
      union all
      select metric, null, null, sum(n), count(*), percentile_cont(0.75) within group (order by v)
      from overall group by metric
    ) g
    order by metric, contributors desc, samples desc, path, locale`.execute(ctx.db);
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
  return metrics;
}
