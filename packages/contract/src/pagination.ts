import { z } from 'zod';
import { PAGE_NUM_MAX, PAGE_SIZES, SORT_DIRECTIONS, type SortDirection } from './rules.js';

const pageSizeMessage = `must be one of ${PAGE_SIZES.join(', ')}`;

/** pageNum/pageSize as sent in query strings; anything outside the allowed set is a 400 naming the field. */
export const pagination = {
  pageNum: z.coerce
    .number({ error: 'must be a positive integer' })
    .int({ error: 'must be a positive integer' })
    .min(1, { error: 'must be a positive integer' })
    .max(PAGE_NUM_MAX, { error: 'is too large' })
    .default(1),
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), { error: pageSizeMessage })
    .default(20),
};
export const paginationQuery = z.object(pagination);
export type PaginationQuery = z.input<typeof paginationQuery>;

/** DTO field name → qualified SQL column, e.g. `{ name: 'b.name', updatedAt: 'b.updated_at' }`. */
export type SortFields = Readonly<Record<string, string>>;

export interface SortQuery {
  orderByColumn?: string;
  isAsc?: SortDirection;
}

/**
 * The `orderByColumn`/`isAsc` query fields for a list whose sortable fields are `names`: any other name is a 400
 * naming `orderByColumn`.
 */
export function sortQuery(names: readonly string[]) {
  if (names.length === 0) throw new Error('sortQuery: at least one sortable field is required');
  return {
    orderByColumn: z.enum(names as [string, ...string[]], { error: `must be one of ${names.join(', ')}` }).optional(),
    isAsc: z.enum(SORT_DIRECTIONS, { error: `must be one of ${SORT_DIRECTIONS.join(', ')}` }).optional(),
  };
}

/** A list request: page, sort and the resource's own filters. */
export type ListQuery<F extends object = object> = { pageNum?: number; pageSize?: number } & SortQuery & Partial<F>;
