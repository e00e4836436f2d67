import type { ContentItem, ContentKind, ContentLocale, ContentRow } from '@labelwise/contract';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Choice } from '../../../../crud';

/** One body of an item being edited: the shared part, or one locale's text. */
export type BodyValues = Record<string, unknown>;

/** What a custom field's `render` receives. */
export interface ContentFieldRenderProps {
  value: unknown;
  set: (value: unknown) => void;
  /** The field's message, already in the operator's language. */
  error: string | undefined;
  label: string;
  /** The locale of the tab, for a text field; undefined for a shared field. */
  locale: ContentLocale | undefined;
  /** The item's key and shared values (a guide's step field shows that model's default steps). */
  itemKey: string;
  shared: BodyValues;
  /** The input's id, for a `<label htmlFor>`. */
  id: string;
}

/**
 * A field of a body. `text`, `textarea` and `number` edit a value of that type; `lines` edits a list of strings one per
 * line; `checks` a list of `options`; `select` one of `options`; `boolean` a checkbox; `file` a file URL uploaded with
 * the upload field; `custom` renders what `render` returns.
 */
export interface ContentFieldDef {
  /** The body's property (`photo`, `title`); errors from the API and the contract arrive under this name. */
  key: string;
  label: MessageDescriptor;
  kind: 'text' | 'textarea' | 'number' | 'lines' | 'checks' | 'select' | 'boolean' | 'file' | 'custom';
  hint?: MessageDescriptor;
  required?: boolean;
  maxLength?: number;
  options?: readonly Choice[];
  /** Extensions the upload accepts, for `file`. */
  accept?: readonly string[];
  render?: (props: ContentFieldRenderProps) => ReactNode;
}

/**
 * A content page, declared: the kind, its strings, the fields of the shared body and of each locale's text, and the
 * values a new item starts with. The generic list and editor do the rest (see README.md).
 */
export interface ContentDeclaration {
  kind: ContentKind;
  headingId: string;
  title: MessageDescriptor;
  addLabel: MessageDescriptor;
  /** The delete confirmation's title ("Delete guide?"). */
  removeLabel: MessageDescriptor;
  sharedFields: readonly ContentFieldDef[];
  textFields: readonly ContentFieldDef[];
  emptyShared: () => BodyValues;
  emptyText: () => BodyValues;
  /** Columns shown between the name and the state columns. */
  extraColumns?: ReadonlyArray<{ key: string; header: MessageDescriptor; render: (row: ContentRow) => ReactNode }>;
  /** The site path an item is seen at (for the preview); none for items shown on many pages. */
  sitePath?: (item: Pick<ContentItem, 'key'>) => string;
}

/** The editor's working copy of an item. */
export interface EditorState {
  key: string;
  sort: number;
  status: '0' | '1';
  shared: BodyValues;
  texts: Partial<Record<ContentLocale, BodyValues>>;
}

/** Field problems by path: `shared.photo`, `texts.de-de.intro`, `key`. */
export type EditorErrors = Readonly<Record<string, string>>;
