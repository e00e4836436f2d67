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

export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  remove(): void;
}
