import type { AnyResource, CreateBody, RowOf, UpdateBody } from '@labelwise/contract';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { SortableColumn } from './pagedList';

/**
 * A form draft by field key: text fields hold strings, checkbox groups string arrays, custom fields whatever their
 * slot keeps (an uploaded file's description, for example).
 */
export type Draft = Record<string, unknown>;

export interface ChoiceOption {
  value: string;
  label: string;
  /** Level in a tree of choices (departments, menus): the open list indents it, the chosen value shows plain. */
  depth?: number;
}

/** A declared choice: its label already translated, or a message translated where it shows. */
export interface Choice {
  value: string;
  label: string | MessageDescriptor;
  depth?: number;
}

/** A field message: a descriptor, or one with the values its placeholders need. */
export type FieldProblem = MessageDescriptor | { message: MessageDescriptor; values: Record<string, string | number> };

/** A schema of `@labelwise/contract` for one field (zod's `safeParse`, and a string schema's `maxLength`). */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean };
  readonly maxLength?: number | null;
}

/** A field's client-side rule: the problem with `value` (already trimmed, except passwords), or undefined. */
export type FieldRule = (value: string, draft: Draft) => FieldProblem | undefined;

/** What a custom field's slot receives: its value, a setter, its message and the dialog's state. */
export interface CustomFieldProps {
  value: unknown;
  set: (value: unknown) => void;
  /** The field's message, already in the user's language. */
  error: string | undefined;
  label: string;
  open: boolean;
  draft: Draft;
}

export type FieldKind = 'text' | 'url' | 'date' | 'password' | 'textarea' | 'select' | 'checks' | 'custom';

/** One declared form field: its label, kind, limits and rules come from the resource declaration, not from JSX. */
export interface FieldDef {
  key: string;
  label: MessageDescriptor;
  kind: FieldKind;
  required?: boolean;
  /** The message for a missing value; "Please input" by default. */
  requiredMessage?: MessageDescriptor;
  maxLength?: number;
  options?: readonly Choice[];
  placeholder?: MessageDescriptor;
  /** Help under the field; a function for help that depends on the draft (what a seeded name shows as). */
  hint?: MessageDescriptor | ((draft: Draft) => string | undefined);
  /** Shown only when adding (a password is set once; later through "reset password"). */
  createOnly?: boolean;
  /** Shown but not editable when editing (a user's login name). */
  readOnlyOnEdit?: boolean;
  /** Whether the field shows for this draft (the serial prefixes only for a Bluetooth model); shown by default. */
  when?: (draft: Draft) => boolean;
  /** A field message for a bad value, checked on submit before anything is sent. */
  validate?: FieldRule;
  /**
   * The API's own rule for the field, from `@labelwise/contract`: a value its schema refuses gets `invalid`, and the
   * input's length limit is the schema's unless `maxLength` says otherwise.
   */
  contract?: { schema: FieldSchema; invalid: MessageDescriptor };
  /** The body field the API names in its refusals, when it differs from `key` (an upload's `fileName`). */
  serverField?: string;
  /** The slot of a `custom` field. */
  render?: (props: CustomFieldProps) => ReactNode;
}

/** One declared list filter, kept in the page URL's search params under its key. */
export interface FilterDef {
  key: string;
  label: MessageDescriptor;
  /** 'date' gives a date picker whose value is `YYYY-MM-DD` (the API's day filters, e.g. `beginTime`). */
  kind?: 'text' | 'select' | 'date';
  /** The choices of a select filter; an "any" choice labelled `anyLabel` comes first. */
  options?: readonly Choice[];
  anyLabel?: MessageDescriptor;
}

/** Permissions of one resource, by action (`site:brand` → `site:brand:add`, …). */
export interface ActionPermissions {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/** A column of a resource's list: it may sort only by one of the manifest's sort fields. */
export type ResourceColumn<Row, SortKey extends string> = SortableColumn<Row> & { sortKey?: SortKey };

/** A filter of a resource's list: one of the manifest's filters. */
export type ResourceFilter<Key extends string> = FilterDef & { key: Key };

/** A resource's add/edit form: the body it sends is the manifest's create body (no row) or update body (a row). */
export type ResourceFormDeclaration<R extends AnyResource> = Omit<FormDeclaration<RowOf<R>>, 'toBody'> & {
  toBody: (draft: Draft, row?: RowOf<R>) => CreateBody<R> | UpdateBody<R>;
};

/** A column of the manifest `R`'s list. */
export type ColumnOf<R extends AnyResource> = ResourceColumn<RowOf<R>, R['sortable'][number]>;
/** A filter of the manifest `R`'s list. */
export type FilterOf<R extends AnyResource> = ResourceFilter<keyof R['filters'] & string>;
/** A POST or PUT body of the manifest `R`. */
export type BodyOf<R extends AnyResource> = CreateBody<R> | UpdateBody<R>;

/** The add/edit form of a resource, declared: its fields, its draft and its body. */
export interface FormDeclaration<Row> {
  fields: readonly FieldDef[];
  emptyDraft: Draft;
  toDraft: (row: Row) => Draft;
  /** The POST (no row) or PUT (row) body. */
  toBody: (draft: Draft, row?: Row) => Record<string, unknown>;
  addLabel: MessageDescriptor;
  editLabel: MessageDescriptor;
  /** A fixed id for the form element. */
  formId?: string;
  /** Dialog width in px. */
  width?: number;
}
