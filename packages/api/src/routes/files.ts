import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App, Ctx } from '../context.js';
import { hasPermission, requireAuth, requirePerm } from '../lib/auth.js';
import { ApiError, badRequest, notFound, parseMultipart } from '../lib/http.js';
import { FILE_KINDS, INSTALLER_PERMISSION, UPLOAD_EXTENSIONS, isInstallerExt, resolveInside, writeFileAtomic } from '../lib/files.js';
import { sha256 } from '../lib/security.js';
import { downloadUrl } from './public.js';

const tags = ['files'];

async function sendRegistered(ctx: Ctx, reply: FastifyReply, rel: string, field: string) {
  const { abs, rel: clean } = resolveInside(ctx.opts.filesDir, rel, field);
  const row = await ctx.db.selectFrom('files').selectAll().where('file_name', '=', clean).executeTakeFirst();
  if (!row) throw notFound('file');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(abs);
  } catch {
    throw notFound('file');
  }
  if (!stat.isFile()) throw notFound('file');
  const etag = `"${row.sha256}"`;
  const asciiName = row.original_name.replace(/[^A-Za-z0-9._-]/g, '_');
  reply
    .header('content-type', row.mime)
    .header('content-length', stat.size)
    .header('etag', etag)
    .header('x-checksum-sha256', row.sha256)
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
    .header('cache-control', 'private, max-age=0, must-revalidate');
  return { abs, row, stream: fs.createReadStream(abs) };
}

export default async function fileRoutes(app: App, ctx: Ctx) {
  app.post(
    '/common/upload',
    {
      onRequest: requirePerm(ctx, 'common:file:upload'),
      config: { rateLimit: ctx.opts.rateLimits.upload },
      schema: { tags, summary: 'Upload one file (multipart field `file`); size, extension and magic bytes checked; installer types (exe pkg deb gz zip) also need site:driver:edit', security: [{ bearer: [] }] },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('file', 'send multipart/form-data with a `file` field');
      const part = await parseMultipart('file', () => req.file());
      if (!part) throw badRequest('file', 'is required');
      if (part.fieldname !== 'file') throw badRequest(part.fieldname.slice(0, 40) || 'file', 'unexpected field; the upload field is `file`');
      const original = path.basename(String(part.filename ?? '').replace(/\\/g, '/')).slice(0, 200);
      const dot = original.lastIndexOf('.');
      const ext = dot > 0 ? original.slice(dot + 1).toLowerCase() : '';
      if (!ext || !UPLOAD_EXTENSIONS.includes(ext)) {
        part.file.resume();
        throw badRequest('file', `extension .${ext || '(none)'} is not allowed; allowed: ${UPLOAD_EXTENSIONS.join(', ')}`);
      }
      // Permission by effect: an installer in the store can be published as an official download (a driver for a
      // model+os that has none, a download link), so only roles allowed to change published drivers may upload one.
      // Checked before the body is read; the rest of the part is drained so the connection stays usable.
      if (isInstallerExt(ext) && !hasPermission(req.auth!, INSTALLER_PERMISSION)) {
        part.file.resume();
        throw new ApiError(403, `file: .${ext} is an installer type; uploading it needs ${INSTALLER_PERMISSION}`);
      }
      const buf = await parseMultipart('file', () => part.toBuffer());
      const maxMb = Number((await ctx.configValue('sys.upload.maxSizeMb')) ?? '5');
      const max = Math.min(ctx.opts.uploadMaxBytes, Number.isFinite(maxMb) && maxMb > 0 ? maxMb * 1024 * 1024 : ctx.opts.uploadMaxBytes);
      if (part.file.truncated || buf.length > max) throw new ApiError(413, `file: must be smaller than ${Math.round(max / 1024 / 1024)} MB`);
      if (buf.length === 0) throw badRequest('file', 'is empty');
      const kind = FILE_KINDS[ext]!;
      if (!kind.magic(buf.subarray(0, 4096))) throw badRequest('file', `content does not match the .${ext} file type`);
      const now = new Date();
      const rel = `upload/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/${crypto.randomUUID()}.${ext}`;
      const abs = path.join(ctx.opts.filesDir, rel);
      writeFileAtomic(abs, buf);
      const hash = sha256(buf);
      try {
        await ctx.db
          .insertInto('files')
          .values({ file_name: rel, original_name: original, ext, mime: kind.mime, size: buf.length, sha256: hash, category: 'upload', uploaded_by: req.auth!.userId })
          .execute();
      } catch (e) {
        fs.rmSync(abs, { force: true });
        throw e;
      }
      const data = { fileName: rel, originalName: original, size: buf.length, sha256: hash, url: downloadUrl(rel) };
      return { code: 200, msg: 'Operation successful', ...data, data };
    },
  );

  app.get(
    '/common/download',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags,
        summary: 'Download a stored file with the bearer token; delete=true removes it afterwards (needs common:file:remove)',
        security: [{ bearer: [] }],
        querystring: z.object({
          fileName: z.string({ error: 'is required' }).max(255, { error: 'must be at most 255 characters' }),
          delete: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
        }),
      },
    },
    async (req, reply) => {
      const auth = req.auth!;
      const del = req.query.delete === 'true';
      if (del && !hasPermission(auth, 'common:file:remove')) throw new ApiError(403, 'No permission for the current operation (common:file:remove)');
      const { abs, row, stream } = await sendRegistered(ctx, reply, req.query.fileName, 'fileName');
      if (del) {
        const inUse =
          (await ctx.db.selectFrom('drivers').select('id').where('file_name', '=', row.file_name).executeTakeFirst()) ??
          (await ctx.db.selectFrom('manuals').select('id').where('file_name', '=', row.file_name).executeTakeFirst());
        if (inUse) {
          stream.destroy();
          throw new ApiError(409, 'fileName: is still used by a driver or manual');
        }
        stream.on('close', () => {
          void ctx.db
            .deleteFrom('files')
            .where('id', '=', row.id)
            .execute()
            .then(() => fs.rmSync(abs, { force: true }))
            .catch((err: unknown) => req.log.error({ err }, 'delete after download failed'));
        });
      }
      return reply.send(stream);
    },
  );

  app.get(
    '/common/download/resource',
    {
      schema: {
        tags,
        summary: 'Download a public resource (driver, manual, installer, uploaded file)',
        querystring: z.object({ resource: z.string({ error: 'is required' }).max(255, { error: 'must be at most 255 characters' }) }),
      },
    },
    async (req, reply) => {
      const { row, stream } = await sendRegistered(ctx, reply, req.query.resource, 'resource');
      if (req.headers['if-none-match'] === `"${row.sha256}"`) {
        stream.destroy();
        return reply.code(304).send();
      }
      return reply.send(stream);
    },
  );
}
