import { files } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { registerCrud } from '../../lib/crud.js';
import { fileAudience } from '../../lib/fileAudience.js';
import { refuse } from '../../lib/http.js';

/**
 * Uploaded files (system:file:*): what the uploads stored, with who uploaded it. A file anything still references
 * (a driver, release, manual, link, brand or content item, published or a draft) is refused with `inUse`; a deleted
 * one leaves the store too.
 */
export default async function fileRoutes(app: App, ctx: Ctx) {
  registerCrud(app, ctx, files, {
    table: 'files',
    tag: 'admin: files',
    alias: 'f',
    noun: 'file',
    select: (d) =>
      d
        .selectFrom('files as f')
        .leftJoin('users as u', 'u.id', 'f.uploaded_by')
        .select(['f.id', 'f.file_name', 'f.original_name', 'f.ext', 'f.mime', 'f.size', 'f.created_at', 'u.user_name']),
    filters: { originalName: ['f.original_name', 'contains'], ext: ['f.ext', 'equals'] },
    orderBy: (qb) => qb.orderBy('f.id', 'desc'),
    sortable: { originalName: 'f.original_name', size: 'f.size', createdAt: 'f.created_at' },
    toDto: (r) => ({
      fileId: r.id,
      fileName: r.file_name,
      originalName: r.original_name,
      ext: r.ext,
      mime: r.mime,
      size: Number(r.size),
      uploadedBy: r.user_name ?? '',
      createdAt: new Date(r.created_at).toISOString(),
    }),
    guard: async (_action, row) => {
      if ((await fileAudience(ctx, row.file_name)).queryPermissions.length > 0)
        throw refuse(409, 'fileName', 'is still used by a driver, manual, link or content', 'inUse');
    },
    afterDelete: async (_id, req, row) => {
      await ctx.storage
        .remove(row.file_name)
        .catch((err: unknown) => req.log.error({ err, key: row.file_name }, 'removing a deleted file failed'));
    },
  });
}
