import { z } from 'zod';
import type { OtherLocale } from './catalog.js';
import type { RefusalCode, RefusalParams } from './refusals.js';
import { EXPORT_COLUMNS_MAX } from './rules.js';

/**
 * One column of an exported list: the row field it reads (a field of the list's rows, as the list answers it), its
 * header in the operator's language, and the words for coded values (`{ '0': 'Published', '1': 'Hidden' }`).
 */
export const exportColumn = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, { error: 'must be a field name of the list' })
    .refine((key) => !['__proto__', 'constructor', 'prototype'].includes(key), {
      error: 'must be a field name of the list',
    }),
  header: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(120, { error: 'must be at most 120 characters' }),
  labels: z.record(z.string().max(64), z.string().max(200)).optional(),
});

/**
 * The body of `POST <list>.xlsx`: the list's query as the list page sends it (filters and sort, no paging) and the
 * columns to write, in order.
 */
export const listExportBody = z.object({
  query: z.record(z.string().max(64), z.string().max(500)).default({}),
  columns: z
    .array(exportColumn)
    .min(1, { error: 'must name at least one column' })
    .max(EXPORT_COLUMNS_MAX, { error: `must be at most ${EXPORT_COLUMNS_MAX} columns` }),
  /** The worksheet's name (Excel allows 31 characters and no `\ / ? * [ ] :`). */
  sheet: z
    .string()
    .max(31, { error: 'must be at most 31 characters' })
    .regex(/^[^\\/?*[\]:]*$/, { error: 'must not contain \\ / ? * [ ] :' })
    .optional(),
});
export type ListExportBody = z.input<typeof listExportBody>;
export type ExportColumn = z.infer<typeof exportColumn>;

/** A language tag as a column key's suffix: `de-de` → `DeDe`. */
type LocaleSuffix<L extends string> = L extends `${infer A}-${infer B}`
  ? `${Capitalize<A>}${LocaleSuffix<B>}`
  : Capitalize<L>;

/** The template column of one translation of an English field: `descriptionDeDe`. */
export type TranslationColumnKey<
  Field extends string,
  L extends OtherLocale = OtherLocale,
> = `${Field}${LocaleSuffix<L>}`;

/**
 * The key of the import template's column for `field`'s text in `locale` (`descriptionDeDe`): the API reads the
 * cell by it and the admin writes the header under it, so both build it here. Letters and digits only, as an
 * `exportColumn` key must be.
 */
export function translationColumnKey<Field extends string, L extends OtherLocale>(
  field: Field,
  locale: L,
): TranslationColumnKey<Field, L> {
  const suffix = locale
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${field}${suffix}` as TranslationColumnKey<Field, L>;
}

/** The body of `POST <resource>/import-template`: the columns of the template, headers in the operator's language. */
export const importTemplateBody = listExportBody.omit({ query: true });
export type ImportTemplateBody = z.input<typeof importTemplateBody>;

/** One problem of an imported row: its row number in the sheet, the column (a field name) and why. */
export interface ImportRowProblem {
  row: number;
  column: string;
  reason: RefusalCode;
  params: RefusalParams;
}

/** What an accepted import answers; a refused one (`importRows`) carries `rows: ImportRowProblem[]` in its `data`. */
export const importResult = z.strictObject({ imported: z.number().int().nonnegative() });
export type ImportResult = z.infer<typeof importResult>;
