import type { SendOptions } from '@labelwise/client';
import type { MessageDescriptor } from '@labelwise/ui/messages';

export type { Envelope, HttpMethod, Page, PageEnvelope, QueryParams, QueryValue } from '@labelwise/client';

export type MessageValues = Record<string, string | number>;

/** A react-intl compatible formatter: pass `intl.formatMessage`. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

/**
 * A message for the user. `message` is a short toast (RuoYi's ElMessage), `notification` a corner notification
 * (ElNotification): the request layer uses the first for 500s and network errors and the second for other codes.
 */
export interface Notice {
  type: NoticeType;
  message: string;
  variant: 'message' | 'notification';
}

export type Notify = (notice: Notice) => void;

export type SessionExpiredChoice = 'relogin' | 'stay';

/** A call's options: the shared client's, plus what the admin adds (the token, the form's fields, silence). */
export interface RequestOptions extends SendOptions {
  /** `false`: do not send the bearer token (login, register, captcha). Default `true`. */
  isToken?: boolean;
  /**
   * The form fields the caller shows errors under (API names). A validation failure naming one of them is not
   * toasted: the form puts it under the field (`fieldErrorOf`).
   */
  fields?: readonly string[];
  /** `true`: no toast for a failure; the caller handles it (e.g. a background refresh). */
  silent?: boolean;
}

/** Where the back office's session lives, and how calls carry it. */
export interface TokenStore {
  /** Headers that carry the session on a call. */
  headers(): Record<string, string>;
  /** Headers of the login call: they ask the API for this kind of session. */
  loginHeaders(): Record<string, string>;
  /** Whether a session is believed open: start-up asks the server who is signed in only then. */
  has(): boolean;
  /** Keeps what a login answered: a bearer token, or (a cookie session, whose token never reaches script) nothing. */
  set(token: string | undefined): void;
  remove(): void;
}
