import type { MessageDescriptor } from '@labelwise/ui/messages';
import { readTransportError, refusedField, type Failure } from '@labelwise/client';
import { readRefusal } from '@labelwise/contract/refusals';
import { codeFallback, describeFieldProblem } from './fieldErrors';
import { messages as refusalMessages } from './refusals.messages';
import { messages } from './request.messages';
import type { FormatMessage } from './types';

/** Envelope codes that have their own wording. */
const CODE_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  401: messages.code401,
  403: messages.code403,
  404: messages.code404,
};

/** Wording by HTTP status, for responses that carry no envelope. */
const STATUS_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  400: messages.status400,
  401: messages.status401,
  403: messages.status403,
  404: messages.status404,
  500: messages.status500,
  502: messages.status502,
  503: messages.status503,
  504: messages.status504,
};

/**
 * The message for an envelope code: the refusal the API coded in `data` (the contract's `REFUSALS`, worded
 * with its parameters), else the code-map entry, else the field problem the server named (reworded in the user's
 * language), else our sentence for the code, else the default. The server's English `msg` is never shown: it names
 * API fields ("password: incorrect username or password") and is in one language only.
 */
export function codeMessage(
  formatMessage: FormatMessage,
  code: number,
  serverMessage?: string,
  data?: unknown,
): string {
  const refusal = code === 401 ? undefined : readRefusal(data);
  if (refusal) return formatMessage(refusalMessages[refusal.reason], refusal.params);
  const field = refusedField(code, serverMessage);
  if (field && code !== 401) return describeFieldProblem(formatMessage, field.problem);
  const mapped = CODE_MESSAGES[code];
  if (mapped) return formatMessage(mapped);
  const fallback = codeFallback(code);
  return formatMessage(fallback ?? messages.codeDefault);
}

/** The message for a bare HTTP status: the status map, else "System interface NNN abnormal". */
export function statusMessage(formatMessage: FormatMessage, status: number): string {
  const mapped = STATUS_MESSAGES[status];
  return mapped ? formatMessage(mapped) : formatMessage(messages.statusAbnormal, { status });
}

export type RewordedKind = 'network' | 'timeout' | 'http';

/**
 * Rewords a transport error for the user: a network failure becomes "Backend connection
 * abnormal", a timeout "System interface request timeout", and "status code NNN" "System interface NNN abnormal".
 * Anything else keeps its own message.
 */
export function rewordTransportError(
  formatMessage: FormatMessage,
  error: unknown,
): { kind: RewordedKind; message: string; status: number } {
  const { kind, status, recognised } = readTransportError(error);
  if (kind === 'timeout') return { kind, message: formatMessage(messages.timeout), status };
  if (kind === 'http') return { kind, message: formatMessage(messages.statusAbnormal, { status }), status };
  const text = error instanceof Error ? error.message : String(error);
  return { kind, message: recognised || !text ? formatMessage(messages.networkError) : text, status };
}

/** The admin's wording of any failure of the shared client (its `describe` hook). */
export function describeFailure(formatMessage: FormatMessage, failure: Failure): string {
  switch (failure.kind) {
    case 'duplicate':
      return formatMessage(messages.duplicateSubmit);
    case 'session':
      return formatMessage(messages.sessionInvalid);
    case 'business':
      return codeMessage(formatMessage, failure.code ?? 0, failure.serverMessage, failure.data);
    case 'http':
      // A response without an envelope has its status; a thrown "status code NNN" is reworded like the others.
      return failure.cause === undefined
        ? statusMessage(formatMessage, failure.status ?? 0)
        : rewordTransportError(formatMessage, failure.cause).message;
    case 'timeout':
      return formatMessage(messages.timeout);
    default:
      return failure.cause === undefined
        ? formatMessage(messages.networkError)
        : rewordTransportError(formatMessage, failure.cause).message;
  }
}
