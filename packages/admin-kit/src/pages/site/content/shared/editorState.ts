import {
  CONTENT_LOCALES,
  contentBodies,
  contentKey,
  type ContentCreateBody,
  type ContentItem,
  type ContentLocale,
} from '@labelwise/contract';
import type { BodyValues, ContentDeclaration, EditorState } from './types';

/** The editor's copy of an item: its draft where it has one, else what is published. */
export function stateOfItem(item: ContentItem): EditorState {
  const texts: EditorState['texts'] = {};
  for (const locale of CONTENT_LOCALES) {
    const t = item.texts[locale];
    const text = item.hasDraft ? t?.draft : t?.published;
    if (text) texts[locale] = { ...text };
  }
  return {
    key: item.key,
    sort: item.sort,
    status: item.status,
    shared: { ...((item.hasDraft ? item.shared.draft : item.shared.published) ?? {}) },
    texts,
  };
}

/** A new item: the declaration's empty values, with an en-us text (the fallback every locale falls back to). */
export function emptyState(declaration: Pick<ContentDeclaration, 'emptyShared' | 'emptyText'>): EditorState {
  return {
    key: '',
    sort: 0,
    status: '0',
    shared: declaration.emptyShared(),
    texts: { 'en-us': declaration.emptyText() },
  };
}

/** The save-draft body (and, with the key, the add body). */
export function bodyOfState(state: EditorState): ContentCreateBody {
  return { key: state.key.trim(), sort: state.sort, status: state.status, shared: state.shared, texts: state.texts };
}

export const missingOf = (state: Pick<EditorState, 'texts'>): ContentLocale[] =>
  CONTENT_LOCALES.filter((l) => state.texts[l] === undefined);

/** Whether two states would save the same draft. */
export const sameState = (a: EditorState, b: EditorState): boolean =>
  JSON.stringify(bodyOfState(a)) === JSON.stringify(bodyOfState(b));

/** A list edited one entry per line: blank lines dropped, each entry trimmed. */
export const linesToList = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
export const listToLines = (value: unknown): string =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : '';

/** The problems of one refusal: the API's `data.errors` list, or the single `field: problem` of its message. */
export function problemsOfRefusal(data: unknown, field: string | undefined, message: string): Record<string, string> {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors)) {
    const out: Record<string, string> = {};
    for (const e of errors as Array<{ field?: unknown; problem?: unknown }>)
      if (typeof e.field === 'string' && typeof e.problem === 'string' && !(e.field in out)) out[e.field] = e.problem;
    return out;
  }
  return field ? { [field]: message } : {};
}

/**
 * Checks the state with the contract's schemas of the kind before anything is sent, so the operator sees every
 * problem at once (the API would refuse the same, with the same paths).
 */
export function checkState(declaration: Pick<ContentDeclaration, 'kind'>, state: EditorState): Record<string, string> {
  const body = contentBodies[declaration.kind];
  const out: Record<string, string> = {};
  const add = (prefix: string, issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) => {
    for (const issue of issues) {
      const path = [prefix, ...issue.path.map(String)].join('.');
      if (!(path in out)) out[path] = issue.message;
    }
  };
  const key = contentKey.safeParse(state.key);
  if (!key.success) out.key = key.error.issues[0]?.message ?? 'is required';
  const shared = body.shared.safeParse(state.shared);
  if (!shared.success) add('shared', shared.error.issues);
  for (const locale of CONTENT_LOCALES) {
    const text = state.texts[locale];
    if (text === undefined) continue;
    const parsed = body.text.safeParse(text);
    if (!parsed.success) add(`texts.${locale}`, parsed.error.issues);
  }
  return out;
}

/** The error of a field (its own path or the first one below it, such as `steps.usb.0` under `steps`). */
export function errorAt(errors: Readonly<Record<string, string>>, path: string): string | undefined {
  if (errors[path] !== undefined) return errors[path];
  const below = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return below === undefined ? undefined : errors[below];
}

/** Whether a tab has a problem: shared fields, or one locale's text. */
export const tabHasError = (errors: Readonly<Record<string, string>>, prefix: string): boolean =>
  Object.keys(errors).some((k) => k === prefix || k.startsWith(`${prefix}.`));

/** Sets one field of a body, copying it. */
export const withValue = (values: BodyValues, key: string, value: unknown): BodyValues => ({ ...values, [key]: value });
