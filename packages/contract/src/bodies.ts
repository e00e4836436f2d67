import { z } from 'zod';
import { id } from './fields.js';

/** A resource's request bodies, built from its field shape: what POST requires and what PUT may change. */

/** Makes every field of a create shape optional and adds the required id field: a PUT body. */
export function updateOf<T extends z.ZodRawShape, I extends string>(shape: T, idField: I) {
  const partial: Record<string, z.ZodType> = {};
  for (const [k, v] of Object.entries(shape)) partial[k] = (v as z.ZodType).optional();
  return z.object({ [idField]: id, ...partial }) as unknown as z.ZodObject<
    { [K in keyof T]: z.ZodOptional<T[K]> } & { [K in I]: typeof id }
  >;
}

/** A POST body: the shape with the `optional` fields optional and every other field required. */
export function withOptional<T extends z.ZodRawShape, K extends keyof T & string>(shape: T, optional: readonly K[]) {
  const out: Record<string, z.ZodType> = {};
  for (const [k, v] of Object.entries(shape))
    out[k] = (optional as readonly string[]).includes(k) ? (v as z.ZodType).optional() : (v as z.ZodType);
  return z.object(out) as unknown as z.ZodObject<{ [P in keyof T]: P extends K ? z.ZodOptional<T[P]> : T[P] }>;
}
