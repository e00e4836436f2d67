// The request's multipart methods (`isMultipart`, `file`) are declared by the plugin's types, wherever this is compiled.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import {
  IMPORT_ROWS_MAX,
  importResult,
  importTemplateBody,
  readRefusal,
  XLSX_MEDIA_TYPE,
  exportColumn,
  OTHER_LOCALES,
  translationColumnKey,
  type ExportColumn,
  type ImportResult,
  type ImportRowProblem,
  type OtherLocale,
  type RefusalCode,
  type RefusalParams,
  type TranslationColumnKey,
} from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import type { DB } from '../db/types.js';
import { ApiError, badRequest, ok, okAnswerWith, parseMultipart, refuse } from './http.js';
import { recordOperation } from './oplog.js';
import { attachment, readTemplate, streamXlsx, type SheetRow } from './xlsx.js';

/** How one template column becomes a body field. */
export type ImportColumn<Key extends string = string, Field extends string = string> =
  FieldColumn<Key, Field> | TranslationColumn<Key, Field>;

interface FieldColumn<Key extends string, Field extends string> {
  /** The column's name in the template (the list's field name, as the export writes it). */
  key: Key;
  /** The body field it fills; `key` by default. */
  field?: Field;
  /** `integer`: a whole number; `list`: values separated by commas, semicolons or line breaks. Text by default. */
  kind?: 'text' | 'integer' | 'list';
  /** Finds the id that the text names (a brand by its name); nothing found is a missing reference. */
  lookup?: (text: string) => Promise<number | undefined>;
}

/**
 * One language of a field's translations (`descriptionDeDe` fills `descriptionI18n['de-de']`). The list has no
 * such field, so the key is the English field's name with the language (`translationColumnKey`).
 */
interface TranslationColumn<Key extends string, Field extends string> {
  key: TranslationColumnKey<Key>;
  kind: 'translation';
  /** The body's object of texts by language. */
  field: Field;
  locale: OtherLocale;
}

/** A column for each language other than English of `english`'s translations, kept in `field`. */
export function translationColumns<Key extends string, Field extends string>(
  english: Key,
  field: Field,
): TranslationColumn<Key, Field>[] {
  return OTHER_LOCALES.map((locale) => ({
    key: translationColumnKey(english, locale),
    kind: 'translation',
    field,
    locale,
  }));
}

export interface ImportSpec<Key extends string = string, Field extends string = string> {
  /** The template's columns, in order. */
  columns: readonly ImportColumn<Key, Field>[];
  /**
   * What the route's effect check would refuse for this row (publishing a driver without the right to): an
   * `ApiError` thrown here becomes that row's problem, as one from `toInsert` does.
   */
  guardRow?: (body: Record<string, unknown>, req: FastifyRequest) => Promise<void> | void;
  /**
   * Body fields the template has no column for, the same for every row (an imported user's initial password), read
   * once per file before any row; an `ApiError` thrown here refuses the whole file.
   */
  fill?: (req: FastifyRequest) => Promise<Record<string, unknown>>;
  /**
   * The row's column values when an imported row is written differently from the form's (a user gets no roles from
   * a template, so the form's role and post writes, done after the insert, do not apply). A resource with its own
   * import write may keep `afterWrite` for its form.
   */
  toInsert?: (body: Record<string, unknown>, req: FastifyRequest) => Promise<Record<string, unknown>>;
}

/** Tables as the table-generic import sees them (Kysely types a query by its table). */
type Tables = Record<string, Record<string, unknown>>;

/** What the import needs of a resource's CRUD declaration. */
export interface ImportTarget<C extends z.ZodType, O> {
  path: string;
  perm: string;
  table: string;
  tag: string;
  create: C;
  toInsert: (body: z.output<C>, req: FastifyRequest) => Promise<Record<string, unknown>>;
  toDto: (row: O) => unknown;
  /** The list's select and its table alias: the operation log records each new row as the list shows it. */
  select: (db: Kysely<DB>) => SelectQueryBuilder<Tables, string, O>;
  alias: string;
  /** Writes beyond `toInsert` would run outside the import's transaction, so a resource with them cannot import. */
  afterWrite?: unknown;
  /** Its rows show on pages rendered with the published content (lib/crud.ts `changesPages`). */
  changesPages?: boolean | undefined;
}

/** Problems beyond this many are counted but not listed (the operator fixes the first ones and tries again). */
const PROBLEMS_LISTED = 200;
const LIST_SEPARATORS = /[,;\n，；、]/;

class ImportRefused extends Error {}

/**
 * `POST <path>/import-template` (an empty workbook with the columns and headers the admin sends) and
 * `POST <path>/import` (multipart: `columns` as JSON, then the filled-in `file`). Every row is checked with the
 * create schema of the contract and the resource's own reference checks before anything is stored; then all rows
 * are inserted in one transaction, so a file is imported whole or not at all.
 */
export function registerImport<C extends z.ZodType, O>(
  app: App,
  ctx: Ctx,
  target: ImportTarget<C, O>,
  spec: ImportSpec,
) {
  // Kysely types a query by its table; the import serves every table, as lib/crud.ts does.
  const db = ctx.db as unknown as Kysely<Tables>;
  if (target.afterWrite && !spec.toInsert)
    throw new Error(`${target.path}: an import cannot run afterWrite inside its transaction`);
  const known = new Set(spec.columns.map((column) => column.key));
  const tags = [target.tag];
  const security = [{ bearer: [] }];

  app.post(
    `${target.path}/import-template`,
    {
      onRequest: app.requirePerm(`${target.perm}:add`),
      schema: { tags, security, summary: `Import template (${target.perm}:add)`, body: importTemplateBody },
    },
    async (req, reply) => {
      const body = req.body as z.output<typeof importTemplateBody>;
      const unknown = body.columns.find((column) => !known.has(column.key));
      if (unknown) throw badRequest('columns', `${unknown.key} is not a column of this import`, 'notAnOption');
      const name = `${target.path.split('/').filter(Boolean).join('-')}-import.xlsx`;
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', attachment(name))
        .header('cache-control', 'private, no-store')
        .send(streamXlsx(body.columns, (async function* () {})(), body.sheet || undefined, { keyRow: true }));
    },
  );

  app.post(
    `${target.path}/import`,
    {
      onRequest: app.requirePerm(`${target.perm}:add`),
      config: { invalidatesCache: true, ...(target.changesPages ? { changesPages: true } : {}) },
      schema: {
        tags,
        security,
        summary: `Import rows from the filled-in template, all or none (${target.perm}:add); multipart \`columns\`, \`file\``,
        response: { 200: okAnswerWith(importResult) },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('file', 'send multipart/form-data with `columns` and `file`');
      const part = await parseMultipart('file', () => req.file());
      if (!part || part.fieldname !== 'file') throw badRequest('file', 'is required', 'required');
      const data = await parseMultipart('file', () => part.toBuffer());
      const labels = columnLabels(part.fields);
      const sheet = await readTemplate(data, known);
      if (!sheet) throw badRequest('file', 'is not the import template', 'importNotTemplate');
      if (sheet.rows.length > IMPORT_ROWS_MAX)
        throw badRequest('file', `has more than ${IMPORT_ROWS_MAX} rows`, 'importTooManyRows', {
          max: IMPORT_ROWS_MAX,
        });

      const filled = (await spec.fill?.(req)) ?? {};
      const problems: ImportRowProblem[] = [];
      const accepted: { row: number; values: Record<string, unknown> }[] = [];
      for (const row of sheet.rows) {
        const found = await checkRow(row, spec, labels, target, req, filled);
        if ('problems' in found) problems.push(...found.problems);
        else accepted.push({ row: row.row, values: found.values });
      }
      if (problems.length > 0) throw refusedRows(problems);

      try {
        await db.transaction().execute(async (trx) => {
          for (const { row, values } of accepted) {
            let id: number;
            try {
              const inserted = await trx
                .insertInto(target.table)
                .values(values)
                .returning('id')
                .executeTakeFirstOrThrow();
              id = Number(inserted.id);
            } catch (error) {
              // A value another row (or this file) already holds: the database's unique index says so.
              if ((error as { code?: unknown }).code === '23505') {
                problems.push({ row, column: uniqueColumn(error, spec), reason: 'alreadyExists', params: {} });
                throw new ImportRefused();
              }
              throw error;
            }
            const created = await target
              .select(trx as unknown as Kysely<DB>)
              .where(`${target.alias}.id`, '=', id)
              .executeTakeFirstOrThrow();
            const after = target.toDto(created as O);
            await recordOperation(
              ctx,
              req,
              { module: target.perm, action: 'add', targetId: id, after },
              trx as unknown as Ctx['db'],
            );
          }
        });
      } catch (error) {
        if (error instanceof ImportRefused) throw refusedRows(problems);
        throw error;
      }
      const result: ImportResult = { imported: accepted.length };
      return ok(result);
    },
  );
}

/** The words the admin sent for coded values, by column: `{ status: { hidden: '1', '1': '1' } }` (lower case). */
function columnLabels(fields: unknown): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  const field = (fields as Record<string, { value?: unknown } | undefined> | undefined)?.columns;
  if (!field || typeof field.value !== 'string') return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(field.value);
  } catch {
    throw badRequest('columns', 'is not valid JSON');
  }
  const columns = Array.isArray(parsed) ? parsed : [];
  for (const raw of columns) {
    const checked = exportColumn.safeParse(raw);
    if (!checked.success) throw badRequest('columns', 'must be the columns of the template');
    const column: ExportColumn = checked.data;
    const words = new Map<string, string>();
    for (const [code, word] of Object.entries(column.labels ?? {})) {
      words.set(code.toLowerCase(), code);
      words.set(word.trim().toLowerCase(), code);
    }
    out.set(column.key, words);
  }
  return out;
}

async function checkRow<C extends z.ZodType, O>(
  row: SheetRow,
  spec: ImportSpec,
  labels: Map<string, Map<string, string>>,
  target: ImportTarget<C, O>,
  req: FastifyRequest,
  filled: Record<string, unknown>,
): Promise<{ problems: ImportRowProblem[] } | { values: Record<string, unknown> }> {
  const problems: ImportRowProblem[] = [];
  const problem = (column: string, reason: RefusalCode, params: RefusalParams = {}) =>
    problems.push({ row: row.row, column, reason, params });
  const body: Record<string, unknown> = { ...filled };
  for (const column of spec.columns) {
    const raw = row.cells[column.key];
    if (raw === undefined) continue;
    const words = labels.get(column.key);
    const text = words?.get(raw.toLowerCase()) ?? raw;
    const field = column.field ?? column.key;
    if (column.kind === 'translation') {
      // An empty cell is no cell (`readTemplate`), so that language shows the English text.
      const texts = (body[field] ?? {}) as Record<string, string>;
      body[field] = { ...texts, [column.locale]: raw };
    } else if (column.lookup) {
      const id = await column.lookup(text);
      if (id === undefined) problem(column.key, 'missingReference');
      else body[field] = id;
    } else if (column.kind === 'integer') {
      if (/^-?\d+$/.test(text)) body[field] = Number(text);
      else problem(column.key, 'invalidValue');
    } else if (column.kind === 'list') {
      body[field] = raw
        .split(LIST_SEPARATORS)
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => words?.get(item.toLowerCase()) ?? item);
    } else body[field] = text;
  }
  const parsed = target.create.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOf(spec, issue.path);
      // A column already named (a brand not found) is not reported again as missing.
      if (!problems.some((p) => p.column === column)) problem(column, reasonOf(issue, valueAt(body, issue.path)));
    }
  }
  if (problems.length > 0) return { problems };
  try {
    await spec.guardRow?.(parsed.data as Record<string, unknown>, req);
    const values = spec.toInsert
      ? await spec.toInsert(parsed.data as Record<string, unknown>, req)
      : await target.toInsert(parsed.data as z.output<C>, req);
    return { values };
  } catch (error) {
    const refusal = error instanceof ApiError ? readRefusal(error.extra.data) : undefined;
    if (!refusal) throw error;
    return {
      problems: [
        {
          row: row.row,
          column: columnOf(spec, (refusal.field ?? '').split('.')),
          reason: refusal.reason,
          params: refusal.params,
        },
      ],
    };
  }
}

/**
 * The template column a body path came from (`['descriptionI18n', 'de-de']` → `descriptionDeDe`); a path no column
 * fills is named as it is.
 */
function columnOf(spec: ImportSpec, path: readonly PropertyKey[]): string {
  const [field, locale] = path;
  const column = spec.columns.find(
    (c) => (c.field ?? c.key) === field && (c.kind !== 'translation' || c.locale === locale),
  );
  return column?.key ?? String(field ?? '');
}

/** The body's value at a schema problem's path (a translation is one language of its field's object). */
function valueAt(body: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  const [field, locale] = path;
  const value = body[String(field)];
  return locale !== undefined && value && typeof value === 'object'
    ? (value as Record<string, unknown>)[String(locale)]
    : value;
}

/** The contract's code for a schema problem: what the admin's form would say under the same field. */
function reasonOf(issue: z.core.$ZodIssue, value: unknown): RefusalCode {
  if (value === undefined || value === '') return 'required';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'invalid_value') return 'notAnOption';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'required';
  return 'invalidValue';
}

/** The column a unique-index violation concerns, from the index's column list in the database's detail. */
function uniqueColumn(error: unknown, spec: ImportSpec): string {
  const detail = String((error as { detail?: unknown }).detail ?? '');
  const column = /^Key \(([^)]+)\)/.exec(detail)?.[1]?.split(',')[0]?.trim() ?? '';
  const camel = column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return spec.columns.find((c) => (c.field ?? c.key) === camel || c.key === camel)?.key ?? spec.columns[0]?.key ?? '';
}

function refusedRows(problems: ImportRowProblem[]): ApiError {
  const count = new Set(problems.map((p) => p.row)).size;
  return refuse(
    400,
    'file',
    `${count} rows were not accepted; nothing was imported`,
    'importRows',
    { count },
    {
      rows: problems.slice(0, PROBLEMS_LISTED),
    },
  );
}
