import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../context.js';
import { hasPermission } from './auth.js';
import { INSTALLER_PERMISSION, extOf, isInstallerExt, resolveInside } from './files.js';
import { ApiError, badRequest } from './http.js';
import type { CrudSpec } from './crud.js';

/** Checks that a write's references exist (a 400 naming the field otherwise), shared by the catalog resources. */
export function catalogRefs(ctx: Ctx) {
  const db = ctx.db;
  const requireModel = async (id: number, field = 'modelId') => {
    const m = await db.selectFrom('printer_models').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!m) throw badRequest(field, 'refers to a model that does not exist');
    return m;
  };
  const requireBrand = async (id: number) => {
    const b = await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst();
    if (!b) throw badRequest('brandId', 'refers to a brand that does not exist');
  };
  /** A driver/manual file must be an uploaded or seeded file; its size and sha256 are copied from the file record. */
  const requireFile = async (fileName: string) => {
    const { rel } = resolveInside(ctx.opts.filesDir, fileName, 'fileName');
    const f = await db
      .selectFrom('files')
      .select(['file_name', 'size', 'sha256', 'ext'])
      .where('file_name', '=', rel)
      .executeTakeFirst();
    if (!f) throw badRequest('fileName', 'refers to a file that was not uploaded');
    return { file_name: f.file_name, file_size: f.size, sha256: f.sha256, ext: f.ext };
  };
  return { requireModel, requireBrand, requireFile };
}

export type FileRef = Awaited<ReturnType<ReturnType<typeof catalogRefs>['requireFile']>>;
/** The column values of a file reference (drops `ext`, which drivers and manuals do not store). */
export const fileColumns = ({ ext: _ext, ...columns }: FileRef) => columns;

/*
 * Permissions by effect (what visitors download). `edit` is what changes a published download; `add` and
 * `remove` must not reach the same result by other means:
 *   - A driver "slot" is a model + os, a manual "slot" is a model. A role without site:driver:edit
 *     (resp. site:manual:edit) may add a published entry only to a slot that has no published entry: a second
 *     published driver for the same model+os (or a second manual for a model) would be listed first or beside
 *     the official one, i.e. replace it. Hidden entries (status '1') change nothing public and may be added
 *     anywhere; publishing them is an edit.
 *   - Deleting a published driver/manual, or a model that has published ones (the delete cascades), needs the
 *     edit permission as well as remove: delete + add would otherwise be a replacement. `remove` alone deletes
 *     hidden entries.
 *   - Every download link is live in dataConfig.json (keys are unique, so `add` can only create a new key):
 *     deleting one needs site:link:edit as well as site:link:remove.
 *   - Installer files (exe pkg deb gz zip dmg) reach the store only through an upload by a holder of
 *     site:driver:edit (routes/files.ts); a manual may point at one only for such a holder too.
 * Refusals are 403 naming the field and the permission, before anything is written.
 */
export const holds = (req: FastifyRequest, perm: string) => hasPermission(req.auth!, perm);
export const denied = (field: string, why: string, perm: string) =>
  new ApiError(403, `${field}: ${why}; this needs ${perm}`);
export const checkInstallerFile = (req: FastifyRequest, file: { file_name: string; ext: string }) => {
  const ext = isInstallerExt(file.ext) ? file.ext : extOf(file.file_name);
  if (isInstallerExt(ext) && !holds(req, INSTALLER_PERMISSION))
    throw denied('fileName', `.${ext} is an installer type and a manual would publish it`, INSTALLER_PERMISSION);
};
/**
 * A new published driver or manual may go only into a free slot (the model, and for a driver its system) unless the
 * caller holds the kind's edit permission: a second published entry would replace the first for visitors.
 */
export async function refuseTakenSlot(
  ctx: Ctx,
  req: FastifyRequest,
  kind: 'driver' | 'manual',
  entry: { model: { id: number; name: string }; os?: string; status: string },
): Promise<void> {
  const editPerm = `site:${kind}:edit`;
  if (entry.status !== '0' || holds(req, editPerm)) return;
  const live = await ctx.db
    .selectFrom(kind === 'driver' ? 'drivers' : 'manuals')
    .select('id')
    .where('model_id', '=', entry.model.id)
    .$if(entry.os !== undefined, (qb) => qb.where(sql.ref('os'), '=', entry.os))
    .where('status', '=', '0')
    .executeTakeFirst();
  if (!live) return;
  const what = entry.os !== undefined ? `${entry.os} ${kind}` : kind;
  const why = `${entry.model.name} already has a published ${what} (${kind}Id ${live.id}); publishing another one replaces it`;
  throw denied(entry.os !== undefined ? 'os' : 'modelId', why, editPerm);
}

/** A published row of a download slot: deleting it needs `editPerm` as well as remove. */
export function guardPublishedRemoval(idField: string, what: string, editPerm: string) {
  return (action: 'edit' | 'remove', row: { id: number; status: string }, req: FastifyRequest) => {
    if (action === 'remove' && row.status === '0' && !holds(req, editPerm)) {
      throw denied(idField, `${what} ${row.id} is published; deleting it changes what visitors download`, editPerm);
    }
  };
}

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
