import { z } from 'zod';

export { CODE_MESSAGES, OK_MESSAGE } from './rules.js';

/** Every JSON answer: `code` mirrors the HTTP status, `msg` is safe to show, `data` is the payload if any. */
export interface Envelope<T = undefined> {
  code: number;
  msg: string;
  data?: T;
}
/** A page of a list: `rows` and the `total` across all pages. */
export interface PageEnvelope<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}
/** A 400's field errors ride in the message as `field: problem`. */
export interface ErrorEnvelope {
  code: number;
  msg: string;
  data?: Record<string, unknown>;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data: data.optional() });
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number().int(), msg: z.string(), rows: z.array(row), total: z.number().int().min(0) });
export const errorSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
