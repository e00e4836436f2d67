/** A refusal the API tied to one input: its field name as the API spells it (`modelId`, `roles.0`), and why. */
export interface ApiFieldProblem {
  field: string;
  /** The server's English wording, for matching only: never shown. */
  problem: string;
}

/** The field problems the API words, as keys an app maps to its own translated sentences. */
export type FieldProblemKey =
  | 'badCredentials'
  | 'strongCheck'
  | 'accountDisabled'
  | 'required'
  | 'unsupported'
  | 'tooLarge'
  | 'tooLong'
  | 'tooLongAny'
  | 'tooShort'
  | 'invalidChars'
  | 'invalidEmail'
  | 'invalidNumber'
  | 'notAnOption'
  | 'alreadyExists'
  | 'hasUsers'
  | 'inUse'
  | 'missingReference'
  | 'passwordsDiffer'
  | 'checkFailed'
  | 'ownAccount'
  | 'needsPermission';

export interface KnownFieldProblem {
  key: FieldProblemKey;
  /** `max` for `tooLong`, `min` for `tooShort`, the permission code for `needsPermission`. */
  values?: Record<string, number | string>;
}

/** The API words validation failures `field: problem` (its `badRequest` helper). */
export function parseFieldProblem(serverMessage: string | undefined): ApiFieldProblem | undefined {
  const match = serverMessage ? /^([A-Za-z][\w.-]*): (.+)$/s.exec(serverMessage.trim()) : null;
  if (!match) return undefined;
  return { field: match[1] as string, problem: match[2] as string };
}

type Rule = readonly [RegExp, FieldProblemKey, string?];
/** Values that stay text (a permission code); the others are numbers. */
const TEXT_VALUES: ReadonlySet<string> = new Set(['permission']);

/** Order matters: the first match wins (an extension refusal also says "file type"). */
const RULES: readonly Rule[] = [
  // A refusal by effect (the contract's EFFECTS table): `field: why; this needs site:driver:edit`.
  [/; this needs ([\w*]+(?::[\w*]+)+)$/, 'needsPermission', 'permission'],
  [/^incorrect username or password/i, 'badCredentials'],
  [/stronger check/i, 'strongCheck'],
  [/^account is disabled/i, 'accountDisabled'],
  [/^(is required|is empty)/i, 'required'],
  [/(^extension \.|file type)/i, 'unsupported'],
  [/must be smaller than (\d+) MB/i, 'tooLarge'],
  [/at most (\d+) characters/i, 'tooLong', 'max'],
  [/^(value too long|is too large)/i, 'tooLongAny'],
  [/at least (\d+) characters/i, 'tooShort', 'min'],
  [
    /(characters that are not allowed|may contain only|must look like|must start with a letter|path traversal|backslashes|must not contain)/i,
    'invalidChars',
  ],
  [/valid email/i, 'invalidEmail'],
  [/(positive integer|an integer|must not be negative)/i, 'invalidNumber'],
  [/^(must be one of|must be true or false|value not allowed)/i, 'notAnOption'],
  [/(already exists|already taken)/i, 'alreadyExists'],
  [/still in use by users/i, 'hasUsers'],
  [/still in use/i, 'inUse'],
  [/^refers to a/i, 'missingReference'],
  [/does not match password/i, 'passwordsDiffer'],
  [/(the check is incorrect|the check expired)/i, 'checkFailed'],
  [/your own account/i, 'ownAccount'],
];

/** What a field problem means, for a wording the API uses; `undefined` for one we do not know. */
export function classifyFieldProblem(problem: string): KnownFieldProblem | undefined {
  for (const [pattern, key, valueName] of RULES) {
    const match = pattern.exec(problem);
    if (!match) continue;
    if (!valueName) return { key };
    return { key, values: { [valueName]: TEXT_VALUES.has(valueName) ? match[1]! : Number(match[1]) } };
  }
  return undefined;
}

/**
 * Which field a refusal concerns, when a form should show it there: validation failures (400, 409) always, other
 * codes only for wordings we know (a 403 "account is disabled" belongs to the username; a 403 naming a missing
 * permission does not belong to any field).
 */
export function refusedField(code: number, serverMessage: string | undefined): ApiFieldProblem | undefined {
  const parsed = parseFieldProblem(serverMessage);
  if (!parsed) return undefined;
  if (code === 400 || code === 409) return parsed;
  return classifyFieldProblem(parsed.problem) ? parsed : undefined;
}
