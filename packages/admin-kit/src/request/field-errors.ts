import type { MessageDescriptor } from '@labelwise/ui/messages';
import { messages } from './field-errors.messages';
import type { FormatMessage } from './types';

/** A refusal the API tied to one input: its field name as the API spells it (`modelId`, `roles.0`), and why. */
export interface ApiFieldProblem {
  field: string;
  /** The server's English wording, for matching only: never shown. */
  problem: string;
}

/** The API words validation failures `field: problem` (lib/http.ts `badRequest`). */
export function parseFieldProblem(serverMessage: string | undefined): ApiFieldProblem | undefined {
  const match = serverMessage ? /^([A-Za-z][\w.]*): (.+)$/s.exec(serverMessage.trim()) : null;
  if (!match) return undefined;
  return { field: match[1] as string, problem: match[2] as string };
}

type Rule = readonly [RegExp, (match: RegExpExecArray) => [MessageDescriptor, Record<string, number>?]];

const RULES: readonly Rule[] = [
  [/^incorrect username or password/i, () => [messages.badCredentials]],
  [/stronger check/i, () => [messages.strongCheck]],
  [/^account is disabled/i, () => [messages.accountDisabled]],
  [/^(is required|is empty)/i, () => [messages.required]],
  [/(^extension \.|file type)/i, () => [messages.unsupported]],
  [/must be smaller than (\d+) MB/i, () => [messages.tooLarge]],
  [/at most (\d+) characters/i, (m) => [messages.tooLong, { max: Number(m[1]) }]],
  [/^(value too long|is too large)/i, () => [messages.tooLongAny]],
  [/at least (\d+) characters/i, (m) => [messages.tooShort, { min: Number(m[1]) }]],
  [/(characters that are not allowed|may contain only|must look like|must start with a letter|path traversal|backslashes|must not contain)/i, () => [messages.invalidChars]],
  [/valid email/i, () => [messages.invalidEmail]],
  [/(positive integer|an integer|must not be negative)/i, () => [messages.invalidNumber]],
  [/^(must be one of|must be true or false|value not allowed)/i, () => [messages.notAnOption]],
  [/(already exists|already taken)/i, () => [messages.alreadyExists]],
  [/still in use/i, () => [messages.inUse]],
  [/^refers to a/i, () => [messages.missingReference]],
  [/does not match password/i, () => [messages.passwordsDiffer]],
  [/(the check is incorrect|the check expired)/i, () => [messages.checkFailed]],
  [/your own account/i, () => [messages.ownAccount]],
];

/** The user's-language sentence for a known field problem; `undefined` for a wording we do not know. */
export function knownFieldProblem(formatMessage: FormatMessage, problem: string): string | undefined {
  for (const [pattern, pick] of RULES) {
    const match = pattern.exec(problem);
    if (match) {
      const [descriptor, values] = pick(match);
      return formatMessage(descriptor, values);
    }
  }
  return undefined;
}

/** The user's-language sentence for a field problem; an unknown wording becomes "This value was not accepted." */
export function describeFieldProblem(formatMessage: FormatMessage, problem: string): string {
  return knownFieldProblem(formatMessage, problem) ?? formatMessage(messages.invalid);
}

/**
 * Which field a refusal concerns, when the form should show it there: validation failures (400, 409) always, other
 * codes only for wordings we know (a 403 "account is disabled" belongs to the username; a 403 naming a missing
 * permission does not belong to any field).
 */
export function refusedField(code: number, serverMessage: string | undefined): ApiFieldProblem | undefined {
  const parsed = parseFieldProblem(serverMessage);
  if (!parsed) return undefined;
  if (code === 400 || code === 409) return parsed;
  return RULES.some(([pattern]) => pattern.test(parsed.problem)) ? parsed : undefined;
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
