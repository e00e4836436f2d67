import type { Ctx } from '../context.js';
import { resolveInside } from './files.js';
import { badRequest } from './http.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { RowQuery } from './crud.js';

/** Checks that a write's references exist (a 400 naming the field otherwise), shared by the catalog resources. */
export function catalogRefs(ctx: Ctx) {
  const db = ctx.db;
  const requireModel = async (id: number, field = 'modelId') => {
    const m = await db.selectFrom('printer_models').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!m) throw badRequest(field, 'refers to a model that does not exist', 'missingReference');
    return m;
  };
  const requireBrand = async (id: number) => {
    const b = await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst();
    if (!b) throw badRequest('brandId', 'refers to a brand that does not exist', 'missingReference');
  };
  /** A driver/manual file must be an uploaded or seeded file; its size and sha256 are copied from the file record. */
  const requireFile = async (fileName: string) => {
    const { rel } = resolveInside(ctx.opts.filesDir, fileName, 'fileName');
    const f = await db
      .selectFrom('files')
      .select(['file_name', 'size', 'sha256', 'ext'])
      .where('file_name', '=', rel)
      .executeTakeFirst();
    if (!f) throw badRequest('fileName', 'refers to a file that was not uploaded', 'missingReference');
    return { file_name: f.file_name, file_size: f.size, sha256: f.sha256, ext: f.ext };
  };
  /**
   * The columns a driver and a manual share, from a create body: its model and file checked, a new row published
   * unless the body says otherwise.
   */
  const newDownload = async (b: DownloadCreate) => {
    await requireModel(b.modelId);
    const file = await requireFile(b.fileName);
    return {
      model_id: b.modelId,
      title: b.title,
      title_i18n: translationsColumn(b.titleI18n ?? {}),
      version: b.version,
      release_date: b.releaseDate,
      ...fileColumns(file),
      sort: b.sort ?? 0,
      status: b.status ?? '0',
    };
  };
  /** The same columns from an update body: only those it names (the others stay as stored), references checked. */
  const changedDownload = async (b: Partial<DownloadCreate>) => {
    if (b.modelId !== undefined) await requireModel(b.modelId);
    return {
      model_id: b.modelId,
      title: b.title,
      title_i18n: translationsColumn(b.titleI18n),
      version: b.version,
      release_date: b.releaseDate,
      ...(b.fileName !== undefined ? fileColumns(await requireFile(b.fileName)) : {}),
      sort: b.sort,
      status: b.status,
    };
  };
  return { requireModel, requireBrand, requireFile, newDownload, changedDownload };
}

/** What a driver's and a manual's create bodies share. */
interface DownloadCreate {
  modelId: number;
  title: string;
  titleI18n?: Partial<Record<string, string>>;
  version: string;
  releaseDate: string;
  fileName: string;
  sort?: number;
  status?: '0' | '1';
}

/**
 * A translations column's value: the languages the operator filled in, as the jsonb column stores them; `undefined`
 * (an update that leaves them out) keeps what is stored.
 */
export const translationsColumn = (texts: Partial<Record<string, string>> | undefined) =>
  texts === undefined ? undefined : JSON.stringify(texts);

export type FileRef = Awaited<ReturnType<ReturnType<typeof catalogRefs>['requireFile']>>;
/** The column values of a file reference (drops `ext`, which drivers and manuals do not store). */
export const fileColumns = ({ ext: _ext, ...columns }: FileRef) => columns;

/** Each row of a download table with its model's name. */
const downloadSelect = {
  drivers: (db: Kysely<DB>) =>
    db
      .selectFrom('drivers as d')
      .innerJoin('printer_models as m', 'm.id', 'd.model_id')
      .selectAll('d')
      .select('m.name as model_name'),
  manuals: (db: Kysely<DB>) =>
    db
      .selectFrom('manuals as d')
      .innerJoin('printer_models as m', 'm.id', 'd.model_id')
      .selectAll('d')
      .select('m.name as model_name'),
};

/** A listed row of the download table `T`. */
type DownloadListRow<T extends keyof typeof downloadSelect> = Awaited<
  ReturnType<ReturnType<(typeof downloadSelect)[T]>['execute']>
>[number];

/** How drivers and manuals are listed: each row with its model's name, grouped by model, newest release first. */
export function downloadListParts<T extends keyof typeof downloadSelect>(table: T) {
  return {
    table,
    alias: 'd',
    select: downloadSelect[table] as (typeof downloadSelect)[T],
    orderBy: (qb: RowQuery<DownloadListRow<T>>) =>
      qb.orderBy('d.model_id').orderBy('d.release_date', 'desc').orderBy('d.id'),
  };
}
