import { classifyFieldProblem, type FieldProblemKey } from '@labelwise/client';
import type { MessageDescriptor } from '@labelwise/ui/messages';
import { messages } from './fieldErrors.messages';
import type { FormatMessage } from './types';

/** The admin's sentence for each field problem the shared client recognises in the API's wording. */
const PROBLEM_MESSAGES: Readonly<Record<FieldProblemKey, MessageDescriptor>> = {
  badCredentials: messages.badCredentials,
  strongCheck: messages.strongCheck,
  accountDisabled: messages.accountDisabled,
  required: messages.required,
  unsupported: messages.unsupported,
  tooLarge: messages.tooLarge,
  tooLong: messages.tooLong,
  tooLongAny: messages.tooLongAny,
  tooShort: messages.tooShort,
  invalidChars: messages.invalidChars,
  invalidEmail: messages.invalidEmail,
  invalidNumber: messages.invalidNumber,
  notAnOption: messages.notAnOption,
  alreadyExists: messages.alreadyExists,
  hasUsers: messages.hasUsers,
  inUse: messages.inUse,
  missingReference: messages.missingReference,
  passwordsDiffer: messages.passwordsDiffer,
  checkFailed: messages.checkFailed,
  ownAccount: messages.ownAccount,
  needsPermission: messages.needsPermission,
};

/** The user's-language sentence for a known field problem; `undefined` for a wording we do not know. */
export function knownFieldProblem(formatMessage: FormatMessage, problem: string): string | undefined {
  const known = classifyFieldProblem(problem);
  return known ? formatMessage(PROBLEM_MESSAGES[known.key], known.values) : undefined;
}

/** The user's-language sentence for a field problem; an unknown wording becomes "This value was not accepted." */
export function describeFieldProblem(formatMessage: FormatMessage, problem: string): string {
  return knownFieldProblem(formatMessage, problem) ?? formatMessage(messages.invalid);
}

const CODE_FALLBACKS: Readonly<Record<number, MessageDescriptor>> = {
  400: messages.badRequest,
  409: messages.conflict,
  413: messages.tooLarge,
  415: messages.unsupported,
  429: messages.tooMany,
};

/** For codes whose server text would otherwise reach the user: our own sentence for the code. */
export function codeFallback(code: number): MessageDescriptor | undefined {
  return CODE_FALLBACKS[code];
}
