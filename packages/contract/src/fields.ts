import { z } from 'zod';
import {
  DATE_PATTERN,
  EMAIL_PATTERN,
  ID_MAX,
  KEY_TEXT,
  NO_CONTROL_CHARS,
  SAFE_TEXT,
  SORT_MAX,
  STATUS_VALUES,
  YES_NO,
} from './rules.js';

/** The building blocks of every schema: each carries the error text the API sends after the field name. */

export const maxMessage = (max: number) => `must be at most ${max} characters`;
export const oneOfMessage = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
/** An enum whose error lists the allowed values. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: oneOfMessage(values) });

export const safeText = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, { error: min > 0 ? 'is required' : 'too short' })
    .max(max, { error: maxMessage(max) })
    .regex(SAFE_TEXT, { error: 'contains characters that are not allowed' });

/** A key such as a dict type or config key: ascii letters, digits, dot, underscore, dash, colon. */
export const keyText = (max = 100) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: maxMessage(max) })
    .regex(KEY_TEXT, { error: 'may contain only letters, digits, dot, underscore, dash and colon' });

/** Free text: any printable text, no control characters other than newline/tab. */
export const freeText = (max: number, min = 0) =>
  z
    .string()
    .max(max, { error: maxMessage(max) })
    .regex(NO_CONTROL_CHARS, { error: 'contains control characters' })
    .transform((s) => s.trim())
    .refine((s) => s.length >= min, { error: min > 0 ? 'is required' : 'too short' });

export const id = z.coerce
  .number({ error: 'must be a positive integer' })
  .int({ error: 'must be a positive integer' })
  .min(1, { error: 'must be a positive integer' })
  .max(ID_MAX, { error: 'is too large' });

export const idParam = z.object({ id });

/** Comma-separated id list, e.g. DELETE /x/1,2,3 (RuoYi style). */
export const idsParam = z.object({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, {
      error: 'must be a comma-separated list of positive integers',
    })
    .transform((s) => s.split(',').map(Number))
    .refine((a) => a.every((n) => n <= ID_MAX), { error: 'is too large' }),
});

export const statusEnum = z.enum(STATUS_VALUES, { error: "must be '0' (normal) or '1' (disabled)" });
export const yesNo = (error = "must be 'Y' or 'N'") => z.enum(YES_NO, { error });
export const boolField = z.boolean({ error: 'must be true or false' });
export const boolQuery = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" });

export const dateString = z
  .string()
  .regex(DATE_PATTERN, { error: 'must be a date YYYY-MM-DD' })
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: 'is not a valid date',
    },
  );
export const sortInt = z.coerce
  .number({ error: 'must be an integer' })
  .int({ error: 'must be an integer' })
  .min(0)
  .max(SORT_MAX);

/** A valid address, trimmed; the pattern is the one the site checks with (rules.ts). */
export const emailAddress = (error = 'must be a valid email address') => z.email({ pattern: EMAIL_PATTERN, error });
/**
 * The length limit a text schema puts on its input, looking through the trims and checks wrapped around it, so a
 * form's limit is read from the API's schema instead of being copied.
 */
export function inputMaxLength(schema: unknown): number | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth += 1) {
    const node = current as { maxLength?: unknown; in?: unknown; def?: { innerType?: unknown } };
    if (typeof node.maxLength === 'number') return node.maxLength;
    current = node.in ?? node.def?.innerType;
  }
  return undefined;
}
