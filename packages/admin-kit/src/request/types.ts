import type { MessageDescriptor } from '@labelwise/ui/messages';

/** The server's standard envelope (spec §3): `{ code, msg, data }`. Extra top-level fields are allowed. */
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

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export type MessageValues = Record<string, string | number>;

/** A react-intl compatible formatter: pass `intl.formatMessage`. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

/**
 * A message for the user. `message` is a short toast (RuoYi's ElMessage), `notification` a corner notification
 * (ElNotification): the spec uses the first for 500s and network errors and the second for other codes.
 */
export interface Notice {
  type: NoticeType;
  message: string;
  variant: 'message' | 'notification';
}

export type Notify = (notice: Notice) => void;

export type SessionExpiredChoice = 'relogin' | 'stay';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
/** GET parameters; one level of nesting is sent RuoYi style as `key[sub]=value`. */
export type QueryParams = Record<string, QueryValue | Record<string, QueryValue> | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Appended to the URL as a query string (any method). */
  params?: QueryParams;
  /** Sent as JSON (utf-8). */
  data?: unknown;
  /** Sent as is (form data, url-encoded form, text); wins over `data`. */
  body?: FormData | URLSearchParams | Blob | string;
  headers?: Record<string, string>;
  /** `false`: do not send the bearer token (login, register, captcha). Default `true`. */
  isToken?: boolean;
  /**
   * The form fields the caller shows errors under (API names). A validation failure naming one of them is not
   * toasted: the form puts it under the field (`fieldErrorOf`).
   */
  fields?: readonly string[];
  /** `true`: no toast for a failure; the caller handles it (e.g. a background refresh). */
  silent?: boolean;
  /** `false`: skip the duplicate-submit guard for this POST/PUT. Default `true`. */
  repeatSubmit?: boolean;
  /** Milliseconds; default the client's timeout (600000). */
  timeout?: number;
  signal?: AbortSignal;
}

export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  remove(): void;
}
