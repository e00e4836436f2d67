import { z } from 'zod';
import { oneOf } from './fields.js';
import {
  VITAL_DEVICES,
  VITAL_LOCALES,
  VITAL_MAX,
  VITAL_METRICS,
  VITAL_NAVIGATION_TYPES,
  VITAL_PATH_MAX,
  VITAL_RATINGS,
  VITALS_MAX_ENTRIES,
  ratingOf,
  type VitalMetric,
  type VitalRating,
} from './rules.js';

/** Real-user Core Web Vitals beacons (POST /vitals) and their summary. */

const objectError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknown field(s): ${(issue.keys ?? []).join(', ')}` : 'must be an object',
};

export const vitalEntry = z
  .strictObject(
    {
      metric: oneOf(VITAL_METRICS),
      value: z.number({ error: 'must be a finite number' }).min(0, { error: 'must not be negative' }),
      rating: oneOf(VITAL_RATINGS),
      // The route's path without locale prefix, query or hash: `/`, `/printers`, `/guides/pm-241-bt`.
      path: z
        .string({ error: 'is required' })
        .max(VITAL_PATH_MAX, { error: `must be at most ${VITAL_PATH_MAX} characters` })
        .regex(/^\/(?:(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)*)?$/, {
          error: 'must be a path like /printers, without query or hash',
        }),
      locale: oneOf(VITAL_LOCALES),
      navigationType: oneOf(VITAL_NAVIGATION_TYPES),
      device: oneOf(VITAL_DEVICES),
    },
    objectError,
  )
  .superRefine((e, c) => {
    if (e.value > VITAL_MAX[e.metric])
      c.addIssue({
        code: 'custom',
        path: ['value'],
        message: `must be at most ${VITAL_MAX[e.metric]} for ${e.metric}`,
      });
    else if (e.rating !== ratingOf(e.metric, e.value))
      c.addIssue({ code: 'custom', path: ['rating'], message: `does not match the ${e.metric} value` });
  });
export type VitalEntry = z.input<typeof vitalEntry>;

export const vitalsBody = z.strictObject(
  {
    entries: z
      .array(vitalEntry, { error: 'must be an array' })
      .min(1, { error: 'must hold at least one entry' })
      .max(VITALS_MAX_ENTRIES, { error: `must hold at most ${VITALS_MAX_ENTRIES} entries` }),
  },
  objectError,
);
export type VitalsBody = z.input<typeof vitalsBody>;

export const vitalsSummaryQuery = z.object({
  days: z.enum(['7', '28'], { error: 'must be 7 or 28' }).optional().default('7'),
});

export interface VitalSummaryRow {
  path: string;
  locale: string;
  p75: number;
  samples: number;
  rating: VitalRating;
}
export interface VitalMetricSummary {
  p75: number | null;
  samples: number;
  rating: VitalRating | null;
  rows: VitalSummaryRow[];
}
export type VitalsSummary = Record<VitalMetric, VitalMetricSummary>;
