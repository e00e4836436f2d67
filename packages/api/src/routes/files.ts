import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { bytesToMb, downloadQuery, resourceQuery, type UploadLimits } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { authenticate, hasPermission } from '../lib/auth.js';
import { fileAudience, mayDownload } from '../lib/fileAudience.js';
import { ApiError, badRequest, notFound, parseMultipart, refuse } from '../lib/http.js';
import { StorageUnavailableError, storeCheckedUpload } from '../lib/checkedUpload.js';
import { assertEffect } from '../lib/effects.js';
import { storedCopyIntact } from '../lib/integrity.js';
import { streamedMp4Duration } from '../lib/mp4Stream.js';
import { FILE_KINDS, UPLOAD_EXTENSIONS, isInstallerExt, resolveInside } from '../lib/files.js';
import { downloadUrl } from '../lib/dto.js';
import { recordOperation } from '../lib/oplog.js';

const tags = ['files'];

/** A store that cannot be reached is a 503 for the client (the store's error is logged), not a 500. */
async function fromStore<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new StorageUnavailableError(err);
  }
}

/**
 * Looks up a registered file and its stored object, and sets the download headers; 404 when either is missing, and
 * when the caller may not download it (lib/fileAudience.ts), so a visitor cannot tell a private file from none.
 */
async function openRegistered(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  rel: string,
  field: string,
  inline = false,
) {
  const log = reply.log;
  const { rel: clean } = resolveInside(ctx.opts.filesDir, rel, field);
  const row = await ctx.db.selectFrom('files').selectAll().where('file_name', '=', clean).executeTakeFirst();
  if (!row) throw notFound('file');
  const audience = await fileAudience(ctx, clean, req.auth === null);
  if (!mayDownload(audience, req.auth)) throw notFound('file');
  const stored = await fromStore(() => ctx.storage.stat(clean));
  if (!stored) throw notFound('file');
  // Only a PDF may open in the browser: any other type shown inline could run as a page of this origin.
  if (inline && row.mime !== 'application/pdf') throw badRequest('disposition', 'inline is only for PDF files');
  if (!(await fromStore(() => storedCopyIntact(ctx, log, clean, row.sha256, stored))))
    throw new ApiError(503, 'file: the stored copy does not match its checksum and is not served');
  const asciiName = row.original_name.replace(/[^A-Za-z0-9._-]/g, '_');
  const disposition = `${inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`;
  reply
    .header('content-type', row.mime)
    .header('etag', `"${row.sha256}"`)
    .header('x-checksum-sha256', row.sha256)
    .header('content-disposition', disposition)
    // A file only operators may have must not stay in any cache once it is downloaded.
    .header('cache-control', audience.public ? 'private, max-age=0, must-revalidate' : 'private, no-store');
  return { row, size: stored.size, disposition };
}

/**
 * Answers with the file: a 302 to a short-lived signed URL of the object store when DOWNLOAD_MODE=redirect and the
 * store can make one (the bytes then never pass through this process), otherwise the bytes streamed from the store.
 */
async function sendStored(
  ctx: Ctx,
  reply: FastifyReply,
  file: Awaited<ReturnType<typeof openRegistered>>,
  allowRedirect: boolean,
) {
  if (allowRedirect && ctx.opts.downloadMode === 'redirect') {
    const url = await ctx.storage.signedUrl(file.row.file_name, {
      contentType: file.row.mime,
      contentDisposition: file.disposition,
      ttlS: ctx.opts.signedUrlTtlS,
    });
    if (url) {
      reply.removeHeader('content-disposition');
      reply.removeHeader('content-type');
      // The signed URL expires; a cache must not keep the redirect longer than that.
      return reply.code(302).header('location', url).header('cache-control', 'private, no-store').send();
    }
  }
  const stream = await fromStore(() => ctx.storage.read(file.row.file_name));
  if (!stream) throw notFound('file');
  return reply.header('content-length', file.size).send(stream);
}

/** The upload limit in force: `sys.upload.maxSizeMb` (System → Config), never above the server's own cap. */
async function uploadMaxBytes(ctx: Ctx): Promise<number> {
  const maxMb = Number((await ctx.configValue('sys.upload.maxSizeMb')) ?? '5');
  return Math.min(
    ctx.opts.uploadMaxBytes,
    Number.isFinite(maxMb) && maxMb > 0 ? maxMb * 1024 * 1024 : ctx.opts.uploadMaxBytes,
  );
}

export default async function fileRoutes(app: App, ctx: Ctx) {
  app.get(
    '/common/upload/limits',
    {
      onRequest: app.requirePerm('common:file:upload'),
      schema: {
        tags,
        summary: 'The upload limit in force, for the upload box to show and apply',
        security: [{ bearer: [] }],
      },
    },
    async () => {
      const data: UploadLimits = { maxSizeMb: bytesToMb(await uploadMaxBytes(ctx)) };
      return { code: 200, msg: 'Operation successful', data };
    },
  );
  app.post(
    '/common/upload',
    {
      onRequest: app.requirePerm('common:file:upload'),
      config: { rateLimit: ctx.opts.rateLimits.upload },
      schema: {
        tags,
        summary:
          'Upload one file (multipart field `file`); size, extension and magic bytes checked; installer types (exe pkg deb gz zip) also need site:driver:edit',
        security: [{ bearer: [] }],
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('file', 'send multipart/form-data with a `file` field');
      const part = await parseMultipart('file', () => req.file());
      if (!part) throw badRequest('file', 'is required');
      if (part.fieldname !== 'file')
        throw badRequest(part.fieldname.slice(0, 40) || 'file', 'unexpected field; the upload field is `file`');
      const original = path.basename(String(part.filename ?? '').replace(/\\/g, '/')).slice(0, 200);
      const dot = original.lastIndexOf('.');
      const ext = dot > 0 ? original.slice(dot + 1).toLowerCase() : '';
      if (!ext || !UPLOAD_EXTENSIONS.includes(ext)) {
        part.file.resume();
        throw badRequest(
          'file',
          `extension .${ext || '(none)'} is not allowed; allowed: ${UPLOAD_EXTENSIONS.join(', ')}`,
        );
      }
      // Permission by effect: an installer in the store can be published as an official download (a driver for a
      // model+os that has none, a download link), so only roles allowed to change published drivers may upload one.
      // Checked before the body is read; the rest of the part is drained so the connection stays usable.
      if (isInstallerExt(ext)) {
        try {
          assertEffect(req, {
            effect: 'installerFile',
            field: 'file',
            why: `.${ext} is an installer type`,
            reason: 'installerUpload',
            params: { ext },
          });
        } catch (refusal) {
          part.file.resume();
          throw refusal;
        }
      }
      const max = await uploadMaxBytes(ctx);
      const kind = FILE_KINDS[ext]!;
      const now = new Date();
      const rel = `upload/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/${crypto.randomUUID()}.${ext}`;
      const { size, sha256: hash } = await parseMultipart('file', () =>
        storeCheckedUpload(part.file, ctx.storage, rel, {
          ext,
          contentType: kind.mime,
          maxBytes: max,
          magic: kind.magic,
        }),
      );
      try {
        await ctx.db
          .insertInto('files')
          .values({
            file_name: rel,
            original_name: original,
            ext,
            mime: kind.mime,
            size,
            sha256: hash,
            category: 'upload',
            uploaded_by: req.auth!.userId,
          })
          .execute();
      } catch (e) {
        await ctx.storage
          .remove(rel)
          .catch((err: unknown) => req.log.error({ err, key: rel }, 'removing an unregistered upload failed'));
        throw e;
      }
      const data = {
        fileName: rel,
        originalName: original,
        size,
        sha256: hash,
        url: downloadUrl(rel),
        // A video's length is read from the file, never typed in: the site shows it beside the video.
        ...(ext === 'mp4' ? { durationSeconds: await videoDuration(ctx, rel, req.log) } : {}),
      };
      await recordOperation(ctx, req, {
        module: 'common:upload',
        action: 'import',
        targetName: rel,
        after: { fileName: rel, originalName: original, size, sha256: hash },
      });
      return { code: 200, msg: 'Operation successful', ...data, data };
    },
  );
  downloadRoutes(app, ctx);
}

/**
 * The duration of a stored MP4, from its movie header. A file without one is not a playable video: it is removed
 * and refused, so an operator never publishes a video the browser cannot play.
 */
async function videoDuration(ctx: Ctx, key: string, log: FastifyBaseLogger): Promise<number> {
  try {
    const stream = await ctx.storage.read(key);
    if (!stream) throw new Error('mp4: not stored');
    return Math.round((await streamedMp4Duration(stream)) * 100) / 100;
  } catch {
    await ctx.storage
      .remove(key)
      .catch((err: unknown) => log.error({ err, key }, 'removing an unplayable video failed'));
    await ctx.db.deleteFrom('files').where('file_name', '=', key).execute();
    throw badRequest('file', 'is not a playable MP4 (no movie header)', 'notPlayable');
  }
}

function downloadRoutes(app: App, ctx: Ctx) {
  app.get(
    '/common/download',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Download a stored file with the bearer token (a file no published thing references needs the query permission of what references it, else common:file:upload or remove); delete=true removes it afterwards (needs common:file:remove)',
        security: [{ bearer: [] }],
        querystring: downloadQuery,
      },
    },
    async (req, reply) => {
      const auth = req.auth!;
      const del = req.query.delete === 'true';
      if (del && !hasPermission(auth, 'common:file:remove'))
        throw new ApiError(403, 'No permission for the current operation (common:file:remove)', {
          data: { reason: 'needsPermission', params: { permission: 'common:file:remove' } },
        });
      const file = await openRegistered(ctx, req, reply, req.query.fileName, 'fileName');
      const { row } = file;
      if (!del) return sendStored(ctx, reply, file, true);
      // Whatever references the file, published or a draft, would lose it: a driver, release, manual, link, brand or
      // content item.
      if ((await fileAudience(ctx, row.file_name)).queryPermissions.length > 0)
        throw refuse(409, 'fileName', 'is still used by a driver, manual, link or content', 'inUse');
      // Download-then-delete needs the bytes to have gone out, so it always streams.
      const stream = await fromStore(() => ctx.storage.read(row.file_name));
      if (!stream) throw notFound('file');
      stream.on('close', () => {
        void ctx.db
          .deleteFrom('files')
          .where('id', '=', row.id)
          .execute()
          .then(() => ctx.storage.remove(row.file_name))
          .catch((err: unknown) => req.log.error({ err }, 'delete after download failed'));
      });
      return reply.header('content-length', file.size).send(stream);
    },
  );

  app.get(
    '/common/download/resource',
    {
      schema: {
        tags,
        summary:
          'Download a file published content references (driver, manual, installer, content media); others answer 404 unless an operator may query them; disposition=inline opens a PDF in the browser',
        querystring: resourceQuery,
      },
    },
    async (req, reply) => {
      const inline = req.query.disposition === 'inline';
      // Visitors need no session; an operator's (the back office's session cookie, which the draft preview's images
      // carry) reaches files that are not public yet.
      await authenticate(ctx, req);
      const file = await openRegistered(ctx, req, reply, req.query.resource, 'resource', inline);
      if (req.headers['if-none-match'] === `"${file.row.sha256}"`) return reply.code(304).send();
      return sendStored(ctx, reply, file, true);
    },
  );
}
