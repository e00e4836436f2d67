import { sql } from 'kysely';
import { DOCTOR_UNKNOWN_MODEL } from '@labelwise/contract/doctor';
import { doctorOutcomeBody, doctorSummaryQuery, type DoctorSummaryRow } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { boundedAnonymousWrite, limitFromEnv, pruneSometimes } from '../lib/anonymousWrites.js';
import { ok } from '../lib/http.js';
import '../db/typesDoctor.js';

/**
 * The printer doctor's outcomes, counted anonymously: the site posts "started", "solved at step N" and "went to the
 * contact form" with the symptom, the model's guide slug and the system. Nothing else is stored: no address, no user
 * agent, no contributor key. Bounded like every anonymous write: per address and globally per window, a row cap
 * and a retention.
 */
export function doctorBounds(env: NodeJS.ProcessEnv = process.env) {
  const n = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);
  return {
    perAddress: limitFromEnv('DOCTOR_RATE', { max: 30, timeWindow: 60_000 }, env),
    global: limitFromEnv('DOCTOR_GLOBAL', { max: 600, timeWindow: 60_000 }, env),
    maxRows: n(env.DOCTOR_MAX_ROWS, 500_000),
    retentionDays: n(env.DOCTOR_RETENTION_DAYS, 400),
  };
}

export default async function doctorRoutes(app: App, ctx: Ctx) {
  const limits = doctorBounds();
  const bounded = boundedAnonymousWrite(app, 'doctor', limits);
  app.post(
    '/public/doctor/outcomes',
    {
      bodyLimit: 1024,
      config: bounded.config,
      onRequest: bounded.onRequest,
      schema: {
        tags: ['public'],
        summary: 'Counts one printer-doctor outcome: started, solved at a step, or sent to the contact form',
        body: doctorOutcomeBody,
      },
    },
    async (req) => {
      const b = req.body;
      const row = await ctx.db
        .insertInto('doctor_outcomes')
        .values({
          symptom: b.symptom,
          model: b.model?.toLowerCase() ?? DOCTOR_UNKNOWN_MODEL,
          os: b.os,
          outcome: b.outcome,
          step: b.step,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The row cap, kept on every write by id (ids only grow), and the retention now and then.
      await ctx.db
        .deleteFrom('doctor_outcomes')
        .where('id', '<=', String(Number(row.id) - limits.maxRows))
        .execute();
      await pruneSometimes(ctx, 'doctor', 60_000, async () => {
        await ctx.db
          .deleteFrom('doctor_outcomes')
          .where('created_at', '<', new Date(Date.now() - limits.retentionDays * 86_400_000))
          .execute();
      });
      return ok({ stored: 1 });
    },
  );

  app.get(
    '/monitor/doctor/summary',
    {
      onRequest: app.requirePerm('monitor:doctor:list'),
      schema: {
        tags: ['admin: monitor'],
        security: [{ bearer: [] }],
        summary:
          'Printer-doctor runs per symptom and model over the last 7, 28 or 90 days, and the step that fixed them',
        querystring: doctorSummaryQuery,
      },
    },
    async (req) => {
      const days = Number(req.query.days);
      const since = new Date(Date.now() - days * 86_400_000);
      return ok({ days, since: since.toISOString(), rows: await summarise(ctx, since) });
    },
  );
}

/** Counts per symptom and model since `since`, most runs first. */
async function summarise(ctx: Ctx, since: Date): Promise<DoctorSummaryRow[]> {
  const groups = await sql<{ symptom: string; model: string; outcome: string; step: number | null; n: number }>`
    select symptom, model, outcome, step, count(*)::int as n
    from doctor_outcomes
    where created_at >= ${since}
    group by symptom, model, outcome, step`.execute(ctx.db);
  const rows = new Map<string, DoctorSummaryRow>();
  for (const g of groups.rows) {
    const key = `${g.symptom}|${g.model}`;
    let row = rows.get(key);
    if (!row) {
      row = { symptom: g.symptom, model: g.model, started: 0, contact: 0, solved: 0, solvedAtStep: {} };
      rows.set(key, row);
    }
    const n = Number(g.n);
    if (g.outcome === 'started') row.started += n;
    else if (g.outcome === 'contact') row.contact += n;
    else if (g.outcome === 'solved') {
      row.solved += n;
      const step = String(g.step ?? 0);
      row.solvedAtStep[step] = (row.solvedAtStep[step] ?? 0) + n;
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.started - a.started || a.symptom.localeCompare(b.symptom) || a.model.localeCompare(b.model),
  );
}
