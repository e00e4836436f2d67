import { z } from 'zod';
import { oneOf } from './fields.js';
import {
  DOCTOR_MAX_STEPS,
  DOCTOR_MODEL_MAX,
  DOCTOR_OUTCOMES,
  DOCTOR_SYSTEMS,
  type DoctorOutcomeBody,
  type DoctorOutcomeKind,
} from './doctor.js';
import { DOCTOR_SYMPTOMS } from './doctorSymptoms.js';

/** The printer doctor's anonymous outcome counts (POST /public/doctor/outcomes) and their report. */

const symptomIds = DOCTOR_SYMPTOMS.map((s) => s.id) as unknown as readonly [string, ...string[]];

export const doctorOutcomeBody = z
  .strictObject({
    symptom: oneOf(symptomIds),
    model: z
      .string({ error: 'must be a model slug or null' })
      .regex(/^[A-Za-z0-9-]+$/, { error: 'must be a model slug or null' })
      .max(DOCTOR_MODEL_MAX, { error: `must be at most ${DOCTOR_MODEL_MAX} characters` })
      .nullable(),
    os: oneOf(DOCTOR_SYSTEMS).nullable(),
    outcome: oneOf(DOCTOR_OUTCOMES),
    step: z
      .number({ error: 'must be a step number or null' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(DOCTOR_MAX_STEPS, { error: `must be at most ${DOCTOR_MAX_STEPS}` })
      .nullable(),
  })
  .superRefine((b, c) => {
    if (b.outcome === 'solved' && b.step === null)
      c.addIssue({ code: 'custom', path: ['step'], message: 'is required when the outcome is solved' });
    if (b.outcome === 'started' && b.step !== null)
      c.addIssue({ code: 'custom', path: ['step'], message: 'must be null when the outcome is started' });
  });

/** The site's type and the schema's agree (a compile error otherwise). */
export type DoctorOutcomeInput = z.input<typeof doctorOutcomeBody> & DoctorOutcomeBody;

export const doctorSummaryQuery = z.object({
  days: z.enum(['7', '28', '90'], { error: 'must be 7, 28 or 90' }).optional().default('28'),
});

/** One symptom and model (the guide slug, or `unknown`) over the window: runs, fixes per step, contact requests. */
export interface DoctorSummaryRow {
  symptom: string;
  model: string;
  started: number;
  contact: number;
  solved: number;
  /** Runs solved at each step: `{ "1": 4, "3": 1 }`. */
  solvedAtStep: Record<string, number>;
}
export type DoctorOutcomeCounts = Record<DoctorOutcomeKind, number>;
