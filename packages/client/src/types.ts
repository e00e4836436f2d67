/** The server's standard envelope: `{ code, msg, data }`. Extra top-level fields are allowed (login puts `token` there). */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
  [extra: string]: unknown;
}

/** The paged list envelope: `{ code, msg, rows, total }`. */
export interface PageEnvelope<Row> {
  code: number;
  msg?: string;
  rows: Row[];
  total: number;
}

/** One page of a list, as callers use it. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
/** GET parameters; one level of nesting is sent RuoYi style as `key[sub]=value`. */
export type QueryParams = Record<string, QueryValue | Record<string, QueryValue> | readonly QueryValue[]>;
