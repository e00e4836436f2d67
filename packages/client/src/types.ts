import type { Envelope as WireEnvelope, PageEnvelope } from '@labelwise/contract';

export type { PageEnvelope };

/**
 * The contract's envelope `{ code, msg, data }` as the client reads it from an untrusted body: `msg` may be missing
 * and extra top-level fields are kept (login puts `token` there, lists `rows` and `total`).
 */
export type Envelope<T = unknown> = Omit<WireEnvelope<T>, 'msg'> & { msg?: string; [extra: string]: unknown };

/** One page of a list, as callers use it. */
export type Page<Row> = Pick<PageEnvelope<Row>, 'rows' | 'total'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
/** GET parameters; one level of nesting is sent RuoYi style as `key[sub]=value`. */
export type QueryParams = Record<string, QueryValue | Record<string, QueryValue> | readonly QueryValue[]>;
