import type { z } from 'zod';
import type { Ctx } from '../context.js';
import { resolveInside } from './files.js';
import { badRequest } from './http.js';
import type { CrudSpec } from './crud.js';

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
  return { requireModel, requireBrand, requireFile };
}

export type FileRef = Awaited<ReturnType<ReturnType<typeof catalogRefs>['requireFile']>>;
/** The column values of a file reference (drops `ext`, which drivers and manuals do not store). */
export const fileColumns = ({ ext: _ext, ...columns }: FileRef) => columns;

type ListParts = Pick<CrudSpec<z.ZodRawShape, z.ZodType, z.ZodType>, 'table' | 'alias' | 'select' | 'orderBy'>;
/** How drivers and manuals are listed: each row with its model's name, grouped by model, newest release first. */
export function downloadListParts(table: 'drivers' | 'manuals'): ListParts {
  return {
    table,
    alias: 'd',
    select: (db) =>
      db
        .selectFrom(`${table} as d`)
        .innerJoin('printer_models as m', 'm.id', 'd.model_id')
        .selectAll('d')
        .select('m.name as model_name'),
    orderBy: (qb) => qb.orderBy('d.model_id').orderBy('d.release_date', 'desc').orderBy('d.id'),
  };
}
