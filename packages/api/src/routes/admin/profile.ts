import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { z } from 'zod';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  type AvatarResult,
  bytesToMb,
  listView,
  listViewKey,
  listViewRow,
  passwordChange,
  type ListView,
  type Profile,
  profileUpdate,
  users,
} from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import '../../db/typesOrg.js';
import '../../db/typesProfile.js';
import '../../db/typesPassword.js';
import { responsesOf } from '../../lib/crud.js';
import { FILE_KINDS } from '../../lib/files.js';
import { badRequest, notFound, ok, parseMultipart, refuse } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';
import { checkNewPassword, rememberPassword } from '../../lib/passwordPolicy.js';
import { hashPassword, verifyPassword } from '../../lib/security.js';
import { userWithDept } from '../../lib/users.js';

const tags = ['profile'];
const security = [{ bearer: [] }];
const avatarName = z.object({
  name: z.string().regex(/^[0-9a-f]{32}\.webp$/, { error: 'must be an avatar file name' }),
});
/** Decoding stops past this many pixels: a small file can claim a huge picture. */
const AVATAR_MAX_PIXELS = 40_000_000;

/** The operator's own account (RuoYi's /system/user/profile): any signed-in user, for themselves only. */
export default async function profileRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  app.get(
    '/system/user/profile',
    { onRequest: app.requireAuth, schema: { tags, security, summary: 'The signed-in user’s own details' } },
    async (req) => ok(await loadProfile(ctx, req.auth!.userId)),
  );

  app.put(
    '/system/user/profile',
    {
      onRequest: app.requireAuth,
      schema: { tags, security, summary: 'Change one’s own name, e-mail and phone', body: profileUpdate },
    },
    async (req) => {
      const me = req.auth!;
      const before = await loadProfile(ctx, me.userId);
      const b = req.body;
      await db
        .updateTable('users')
        .set({ nick_name: b.nickName, email: b.email ?? '', phone: b.phone ?? '', updated_at: new Date() })
        .where('id', '=', me.userId)
        .execute();
      const after = await loadProfile(ctx, me.userId);
      await recordOperation(ctx, req, {
        module: users.perm,
        action: 'edit',
        targetId: me.userId,
        targetName: me.userName,
        before: { nickName: before.nickName, email: before.email, phone: before.phone },
        after: { nickName: after.nickName, email: after.email, phone: after.phone },
      });
      return ok(after);
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      onRequest: app.requireAuth,
      // A borrowed session must not become a way to guess the password: limited like sign-in.
      config: { rateLimit: ctx.opts.rateLimits.login },
      schema: {
        tags,
        security,
        summary: 'Change one’s own password (the current one required); signs out every other session of the user',
        body: passwordChange,
      },
    },
    async (req) => {
      const me = req.auth!;
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', me.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(req.body.oldPassword, row.password_hash)))
        throw badRequest('oldPassword', 'incorrect password', 'currentPasswordWrong');
      await checkNewPassword(ctx, {
        password: req.body.newPassword,
        field: 'newPassword',
        userId: me.userId,
        userInputs: [me.userName, me.nickName, me.email],
      });
      await db.transaction().execute(async (trx) => {
        await rememberPassword(trx, me.userId);
        await trx
          .updateTable('users')
          .set({
            password_hash: await hashPassword(req.body.newPassword),
            password_change_required: false,
            updated_at: new Date(),
          })
          .where('id', '=', me.userId)
          .execute();
        // Whoever else holds a session of this account (a lost laptop, a leaked token) is out from now on.
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', me.userId)
          .where('token_hash', '!=', me.tokenHash)
          .execute();
        await recordOperation(ctx, req, { module: users.perm, action: 'other', targetId: me.userId }, trx);
      });
      return ok();
    },
  );

  avatarRoutes(app, ctx);
  listViewRoutes(app, ctx);
}

async function loadProfile(ctx: Ctx, userId: number): Promise<Profile> {
  const u = await userWithDept(ctx.db).where('u.id', '=', userId).executeTakeFirst();
  if (!u) throw notFound('user');
  const roles = await ctx.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.role_name')
    .where('ur.user_id', '=', userId)
    .orderBy('r.sort')
    .execute();
  return {
    userId: u.id,
    userName: u.user_name,
    nickName: u.nick_name,
    email: u.email,
    phone: u.phone,
    avatar: u.avatar,
    deptName: u.dept_name,
    roleNames: roles.map((r) => r.role_name),
    createTime: new Date(u.created_at).toISOString(),
    loginDate: u.last_login_at ? new Date(u.last_login_at).toISOString() : null,
  };
}

/** Reads a whole upload up to `max` bytes; past it, drains the rest and refuses with the limit. */
async function readCapped(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.resume();
      throw refuse(413, AVATAR_FIELD, `must be at most ${bytesToMb(max)} MB`, 'fileTooLarge', {
        maxMb: bytesToMb(max),
      });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const notImage = () => badRequest(AVATAR_FIELD, 'must be a PNG, JPEG or WebP picture', 'avatarNotImage');

/** What the picture is by its first bytes; the name and the type the browser claims are not trusted. */
function isAcceptedPicture(head: Buffer): boolean {
  return ['png', 'jpg', 'webp'].some((ext) => FILE_KINDS[ext]!.magic(head));
}

/** A square WebP of `AVATAR_SIZE` pixels, turned upright by its EXIF orientation, with the metadata dropped. */
async function resizeAvatar(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notImage();
  }
}

/** How each operator last left each list (hidden columns): theirs alone, read and written by themselves. */
function listViewRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  app.get(
    '/system/user/profile/list-views/:key',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'How the signed-in user last left one list',
        params: listViewKey,
        response: { 200: responsesOf(listViewRow).get },
      },
    },
    async (req) => {
      const row = await db
        .selectFrom('user_list_views')
        .select('hidden')
        .where('user_id', '=', req.auth!.userId)
        .where('list_key', '=', req.params.key)
        .executeTakeFirst();
      // A stored value from an older shape reads as "nothing hidden" rather than failing the page.
      const parsed = listView.safeParse({ hidden: row?.hidden ?? [] });
      const view: ListView = parsed.success ? parsed.data : { hidden: [] };
      return ok(view);
    },
  );

  app.put(
    '/system/user/profile/list-views/:key',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Remember how the signed-in user leaves one list',
        params: listViewKey,
        body: listView,
      },
    },
    async (req) => {
      const view = req.body as ListView;
      const hidden = JSON.stringify(view.hidden);
      await db
        .insertInto('user_list_views')
        .values({ user_id: req.auth!.userId, list_key: req.params.key, hidden })
        .onConflict((oc) => oc.columns(['user_id', 'list_key']).doUpdateSet({ hidden, updated_at: new Date() }))
        .execute();
      return ok(view);
    },
  );
}

function avatarRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  app.post(
    '/system/user/profile/avatar',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: ctx.opts.rateLimits.upload },
      schema: {
        tags,
        security,
        summary: `Set one’s own avatar (multipart field \`${AVATAR_FIELD}\`, PNG, JPEG or WebP by content); stored as a ${AVATAR_SIZE} px square WebP`,
      },
    },
    async (req) => {
      if (!req.isMultipart())
        throw badRequest(AVATAR_FIELD, `send multipart/form-data with an \`${AVATAR_FIELD}\` field`);
      const part = await parseMultipart(AVATAR_FIELD, () => req.file());
      if (!part) throw badRequest(AVATAR_FIELD, 'is required');
      if (part.fieldname !== AVATAR_FIELD) {
        part.file.resume();
        throw badRequest(
          part.fieldname.slice(0, 40) || AVATAR_FIELD,
          `unexpected field; the field is \`${AVATAR_FIELD}\``,
        );
      }
      const input = await parseMultipart(AVATAR_FIELD, () =>
        readCapped(part.file, Math.min(AVATAR_MAX_BYTES, ctx.opts.uploadMaxBytes)),
      );
      if (input.length === 0) throw badRequest(AVATAR_FIELD, 'is empty', 'fileEmpty');
      if (!isAcceptedPicture(input.subarray(0, 16))) throw notImage();
      const data = await resizeAvatar(input);
      const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);
      const imgUrl = `/avatar/${hash}.webp`;
      const me = req.auth!;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_avatars')
          .values({ user_id: me.userId, hash, data })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ hash, data, updated_at: new Date() }))
          .execute();
        await trx
          .updateTable('users')
          .set({ avatar: imgUrl, updated_at: new Date() })
          .where('id', '=', me.userId)
          .execute();
        await recordOperation(
          ctx,
          req,
          {
            module: users.perm,
            action: 'edit',
            targetId: me.userId,
            targetName: me.userName,
            after: { avatar: imgUrl },
          },
          trx,
        );
      });
      const result: AvatarResult = { imgUrl };
      return { code: 200, msg: 'Operation successful', ...result, data: result };
    },
  );

  app.get(
    '/avatar/:name',
    {
      schema: {
        tags,
        summary: 'A stored avatar by its content address (public: the name is the picture’s hash)',
        params: avatarName,
      },
    },
    async (req, reply) => {
      const hash = req.params.name.slice(0, 32);
      const row = await db
        .selectFrom('user_avatars')
        .select('data')
        .where('hash', '=', hash)
        .limit(1)
        .executeTakeFirst();
      if (!row) throw notFound('avatar');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(row.data));
    },
  );
}
