import { z } from 'zod';
import { freeText, maxMessage, oneOf, safeText } from './fields.js';
import { optionalFileRef } from './contentKinds.js';
import {
  DOCTOR_LINKS,
  DOCTOR_MAX_STEPS,
  DOCTOR_STEP_BODY_MAX,
  DOCTOR_STEP_FIXED_MAX,
  DOCTOR_STEP_ID_MAX,
  DOCTOR_STEP_ID_PATTERN,
  DOCTOR_STEP_MODELS_MAX,
  DOCTOR_STEP_TITLE_MAX,
  DOCTOR_SYMPTOM_LEAD_MAX,
  DOCTOR_SYMPTOM_NAME_MAX,
  DOCTOR_SYSTEMS,
} from './doctor.js';
import {
  SHIPPING_CHOOSE_MAX,
  SHIPPING_DPI_MAX,
  SHIPPING_DPI_MIN,
  SHIPPING_FORMATS,
  SHIPPING_LINE_MAX,
  SHIPPING_LINES_MAX,
  SHIPPING_NAME_MAX,
  SHIPPING_ORIENTATIONS,
  SHIPPING_PATH_MAX,
  SHIPPING_SIZE_IDS,
} from './shipping.js';
import { CONNECTIONS, SLUG_MAX } from './rules.js';

/**
 * The bodies of the printer doctor's trees (kind `doctor`, one item per symptom, keyed by its id), of its steps'
 * words (kind `doctorStep`, keyed by the step id), of the shipping-platform set-ups (kind `shipping`, one item per
 * platform, keyed by its slug) and of what every set-up shares (kind `shippingCommon`, one item). Limits and enums are in the
 * zod-free `doctor.ts` and `shipping.ts`, which the site imports.
 */

/** A list that names each value once; the problem is worded as the admin's "already exists". */
const once = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: 'must be a list' })
    .max(max, { error: `must have at most ${max} entries` })
    .refine((a) => new Set(a).size === a.length, { error: 'names a value that already exists in the list' })
    .default([]);

const stepId = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(DOCTOR_STEP_ID_MAX, { error: maxMessage(DOCTOR_STEP_ID_MAX) })
  .regex(DOCTOR_STEP_ID_PATTERN, { error: 'may contain only letters and digits, starting with a letter' });

const modelSlug = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'is required' })
  .max(SLUG_MAX, { error: maxMessage(SLUG_MAX) })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'may contain only letters, digits and dashes' });

// ---------- doctor ----------

/** One step of a tree and where it applies: no systems, connections or models means everywhere. */
export const doctorStepShared = z.object({
  id: stepId,
  systems: once(oneOf(DOCTOR_SYSTEMS), DOCTOR_SYSTEMS.length),
  connections: once(oneOf(CONNECTIONS), CONNECTIONS.length),
  models: once(modelSlug, DOCTOR_STEP_MODELS_MAX),
  link: z.enum(['', ...DOCTOR_LINKS], { error: `must be one of ${DOCTOR_LINKS.join(', ')} or empty` }).default(''),
  picture: optionalFileRef.default(''),
});
export const doctorStepText = z.object({
  title: freeText(DOCTOR_STEP_TITLE_MAX, 1),
  body: freeText(DOCTOR_STEP_BODY_MAX, 1),
  fixed: freeText(DOCTOR_STEP_FIXED_MAX).default(''),
});
const doctorShared = z.object({
  /** The steps in the order a visitor tries them, most likely fix first. */
  steps: z
    .array(doctorStepShared, { error: 'must be a list of steps' })
    .min(1, { error: 'is required' })
    .max(DOCTOR_MAX_STEPS, { error: `must have at most ${DOCTOR_MAX_STEPS} entries` })
    .superRefine((steps, c) => {
      const seen = new Set<string>();
      steps.forEach((s, i) => {
        if (seen.has(s.id)) c.addIssue({ code: 'custom', path: [i, 'id'], message: 'already exists in this tree' });
        seen.add(s.id);
      });
    }),
});
const doctorText = z.object({
  /** The symptom as the doctor offers it (also the landing page's title) and the line under it. */
  name: freeText(DOCTOR_SYMPTOM_NAME_MAX, 1),
  lead: freeText(DOCTOR_SYMPTOM_LEAD_MAX, 1),
});
export type DoctorShared = z.output<typeof doctorShared>;
export type DoctorText = z.output<typeof doctorText>;

/** A symptom's tree: the steps it names, in order, with where each applies; the steps' words are their own items. */
export const doctorBody = { shared: doctorShared, text: doctorText };

/**
 * A step's words (kind `doctorStep`, one item per step id, keyed by it): every tree that names the id shows them, so
 * one edit changes each tree using the step.
 */
export const doctorStepBody = { shared: z.object({}), text: doctorStepText };
export type DoctorStepShared = z.output<typeof doctorStepShared>;
export type DoctorStepText = z.output<typeof doctorStepText>;

// ---------- shipping ----------

const dpi = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(SHIPPING_DPI_MIN, { error: `must be at least ${SHIPPING_DPI_MIN}` })
  .max(SHIPPING_DPI_MAX, { error: `must be at most ${SHIPPING_DPI_MAX}` });
const lines = z
  .array(freeText(SHIPPING_LINE_MAX, 1), { error: 'must be a list of lines' })
  .max(SHIPPING_LINES_MAX, { error: `must have at most ${SHIPPING_LINES_MAX} entries` })
  .default([]);

export const shippingBody = {
  shared: z.object({
    /** The platform's own name (`ShipStation`), not translated. */
    name: safeText(SHIPPING_NAME_MAX, 1),
    /** Label sizes to choose on the platform for these printers. */
    sizes: once(oneOf(SHIPPING_SIZE_IDS), SHIPPING_SIZE_IDS.length).refine((a) => a.length > 0, {
      error: 'is required',
    }),
    /** The label file formats to choose there. */
    formats: once(oneOf(SHIPPING_FORMATS), SHIPPING_FORMATS.length).refine((a) => a.length > 0, {
      error: 'is required',
    }),
    orientation: oneOf(SHIPPING_ORIENTATIONS).default('portrait'),
    /** The resolution set in the driver of a 203 dpi and of a 300 dpi printer. */
    dpi203: dpi.default(203),
    dpi300: dpi.default(300),
  }),
  text: z.object({
    /** Where the setting is on the platform. */
    path: freeText(SHIPPING_PATH_MAX, 1),
    /** What to choose there. */
    choose: freeText(SHIPPING_CHOOSE_MAX, 1),
    /** The print dialog on Windows and on macOS, one setting a line. */
    windows: lines,
    mac: lines,
    /** The platform's own mistakes that give wrong sizes, one a line. */
    mistakes: lines,
  }),
};
export type ShippingShared = z.output<typeof shippingBody.shared>;
export type ShippingText = z.output<typeof shippingBody.text>;

/**
 * What every platform shares (kind `shippingCommon`, the one item `SHIPPING_COMMON_KEY`): the print dialogs the
 * /shipping index shows, and the mistakes any platform's PDF can meet, which the index and every platform page list.
 */
export const shippingCommonBody = {
  shared: z.object({}),
  text: z.object({ windows: lines, mac: lines, mistakes: lines }),
};
export type ShippingCommonText = z.output<typeof shippingCommonBody.text>;
