import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App, Ctx, RateLimitSetting } from '../context.js';
import { requirePerm } from '../lib/auth.js';
import { ApiError, ok } from '../lib/http.js';

/**
 * Real-user Core Web Vitals: the public site sends sampled LCP, CLS and INP values with `navigator.sendBeacon`
 * (text/plain by default) and operators read p75 per route and locale. Nothing personal is stored: no address,
 * no user agent, no query or hash; the path is the route the site resolved, the device a coarse class.
 */

export const VITAL_METRICS = ['LCP', 'CLS', 'INP'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export const VITAL_LOCALES = ['en-us', 'zh-cn', 'zh-hk', 'de-de', 'fr-fr', 'es-es'] as const;
export const VITAL_NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;
export const VITAL_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** web-vitals' thresholds: above the first is "needs improvement", above the second "poor". */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = { LCP: [2500, 4000], CLS: [0.1, 0.25], INP: [200, 500] };
/** The largest value believed: beyond it a beacon is broken or forged (ms for LCP and INP, unitless CLS). */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 120_000, CLS: 100, INP: 60_000 };
export const VITALS_MAX_ENTRIES = 10;
export const VITALS_BODY_LIMIT = 8 * 1024;

export function ratingOf(metric: VitalMetric, value: number): (typeof VITAL_RATINGS)[number] {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

/** Beacons per client address per window: `VITALS_RATE_MAX` / `VITALS_RATE_WINDOW_MS` (default 60 a minute). */
export function vitalsRateLimit(env: NodeJS.ProcessEnv = process.env): RateLimitSetting {
  const n = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);
  return { max: n(env.VITALS_RATE_MAX, 60), timeWindow: n(env.VITALS_RATE_WINDOW_MS, 60_000) };
}

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` });

export const vitalEntry = z
  .strictObject(
    {
      metric: oneOf(VITAL_METRICS),
      value: z.number({ error: 'must be a finite number' }).min(0, { error: 'must not be negative' }),
      rating: oneOf(VITAL_RATINGS),
      // The route's path without locale prefix, query or hash: `/`, `/printers`, `/guides/pm-241-bt`.
      path: z
        .string({ error: 'is required' })
        .max(120, { error: 'must be at most 120 characters' })
        .regex(/^\/(?:(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)*)?$/, { error: 'must be a path like /printers, without query or hash' }),
      locale: oneOf(VITAL_LOCALES),
      navigationType: oneOf(VITAL_NAVIGATION_TYPES),
      device: oneOf(VITAL_DEVICES),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field(s): ${issue.keys.join(', ')}` : 'must be an object') },
  )
  .superRefine((e, c) => {
    if (e.value > VITAL_MAX[e.metric]) c.addIssue({ code: 'custom', path: ['value'], message: `must be at most ${VITAL_MAX[e.metric]} for ${e.metric}` });
    else if (e.rating !== ratingOf(e.metric, e.value)) c.addIssue({ code: 'custom', path: ['rating'], message: `does not match the ${e.metric} value` });
  });

export const vitalsBody = z.strictObject(
  {
    entries: z
      .array(vitalEntry, { error: 'must be an array' })
      .min(1, { error: 'must hold at least one entry' })
      .max(VITALS_MAX_ENTRIES, { error: `must hold at most ${VITALS_MAX_ENTRIES} entries` }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field(s): ${issue.keys.join(', ')}` : 'must be an object') },
);

type Rating = (typeof VITAL_RATINGS)[number];
interface SummaryRow {
  path: string;
  locale: string;
  p75: number;
  samples: number;
  rating: Rating;
}
/** One metric over the window: p75 over every route, and per route and locale (most samples first). */
export interface MetricSummary {
  p75: number | null;
  samples: number;
  rating: Rating | null;
  rows: SummaryRow[];
}

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
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).type('application/json; charset=utf-8').send({ code: 413, msg: `body: larger than the ${VITALS_BODY_LIMIT} byte limit` });
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
      onRequest: requirePerm(ctx, 'monitor:vitals:list'),
      schema: {
        tags: ['admin: monitor'],
        security: [{ bearer: [] }],
        summary: 'p75 of LCP, CLS and INP per route and locale over the last 7 or 28 days, with sample counts',
        querystring: z.object({ days: z.enum(['7', '28'], { error: 'must be 7 or 28' }).optional().default('7') }),
      },
    },
    async (req) => {
      const days = Number(req.query.days);
      const since = new Date(Date.now() - days * 86_400_000);
      const groups = await sql<{ metric: VitalMetric; path: string | null; locale: string | null; samples: string | number; p75: number | string }>`
        select metric, path, locale, count(*) as samples, percentile_cont(0.75) within group (order by value) as p75
        from web_vitals
        where created_at >= ${since}
        group by grouping sets ((metric, path, locale), (metric))
        order by metric, count(*) desc, path, locale`.execute(ctx.db);
      const metrics = Object.fromEntries(VITAL_METRICS.map((m) => [m, { p75: null, samples: 0, rating: null, rows: [] } as MetricSummary])) as Record<VitalMetric, MetricSummary>;
      for (const g of groups.rows) {
        const bucket = metrics[g.metric];
        const p75 = roundP75(g.metric, Number(g.p75));
        const samples = Number(g.samples);
        if (g.path === null) Object.assign(bucket, { p75, samples, rating: ratingOf(g.metric, p75) });
        else if (bucket.rows.length < 200) bucket.rows.push({ path: g.path, locale: g.locale ?? '', p75, samples, rating: ratingOf(g.metric, p75) });
      }
      return ok({ days, since: since.toISOString(), metrics });
    },
  );
}
