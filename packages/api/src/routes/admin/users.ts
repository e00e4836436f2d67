import { type USER_SORTABLE, userCreate, userFilters, userResetPassword, userUpdate } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { ADMIN_ROLE } from '../../lib/auth.js';
import { containing, defined, registerCrud, type SortableOf } from '../../lib/crud.js';
import { userDto } from '../../lib/dto.js';
import { ApiError, badRequest } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';
import { hashPassword } from '../../lib/security.js';
import { userRules } from '../../lib/users.js';

/** Users (system:user:*) and password resets; operators hand out only roles whose permissions they hold. */
export default async function userRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const { isAdminUser, checkRoleGrant, checkRoleRemoval, setUserRoles } = userRules(db);
  registerCrud(app, ctx, {
    path: '/system/user',
    perm: 'system:user',
    table: 'users',
    idField: 'userId',
    tag: 'admin: users',
    alias: 'u',
    listFilters: userFilters,
    select: (d) =>
      d
        .selectFrom('users as u')
        .select([
          'u.id',
          'u.user_name',
          'u.nick_name',
          'u.email',
          'u.phone',
          'u.avatar',
          'u.status',
          'u.created_at',
          'u.last_login_at',
          'u.locked_until',
        ])
        .select((eb) =>
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .select((e2) => e2.fn.agg<number[]>('array_agg', ['r.id']).as('ids'))
            .as('role_ids'),
        )
        .select((eb) =>
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .select((e2) => e2.fn.agg<string[]>('array_agg', ['r.role_key']).as('keys'))
            .as('role_keys'),
        ),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.userName) x = x.where('u.user_name', 'ilike', containing(q.userName));
      if (q.status) x = x.where('u.status', '=', q.status);
      return x;
    },
    orderBy: (qb) => qb.orderBy('u.id'),
    sortable: {
      userName: 'u.user_name',
      nickName: 'u.nick_name',
      status: 'u.status',
      createTime: 'u.created_at',
      loginDate: 'u.last_login_at',
    } satisfies SortableOf<typeof USER_SORTABLE>,
    toDto: userDto,
    create: userCreate,
    update: userUpdate,
    toInsert: async (b, req) => {
      await checkRoleGrant(b.roleIds ?? [], req);
      return {
        user_name: b.userName,
        nick_name: b.nickName,
        password_hash: await hashPassword(b.password),
        email: b.email ?? '',
        phone: b.phone ?? '',
        status: b.status ?? '0',
      };
    },
    toUpdate: async (b, req, existing: { role_ids: number[] | null }) => {
      if (b.roleIds) {
        await checkRoleGrant(b.roleIds, req, existing.role_ids ?? []);
        await checkRoleRemoval(existing.role_ids ?? [], b.roleIds, req);
      }
      if (b.status === '1' && b.userId === req.auth!.userId)
        throw badRequest('status', 'you cannot disable your own account');
      return defined({ nick_name: b.nickName, email: b.email, phone: b.phone, status: b.status });
    },
    guard: async (action, row: { id: number }, req) => {
      const auth = req.auth!;
      if (action === 'remove' && row.id === auth.userId)
        throw new ApiError(409, 'userId: you cannot delete your own account');
      if (!auth.roles.includes(ADMIN_ROLE) && (await isAdminUser(row.id)))
        throw new ApiError(403, 'userId: only an admin can change an admin account');
    },
    afterWrite: async (id, body) => {
      const b = body as { roleIds?: number[]; status?: string };
      if (b.roleIds) await setUserRoles(id, b.roleIds);
      if (b.status === '1') await db.deleteFrom('sessions').where('user_id', '=', id).execute();
    },
  });
  resetPasswordRoute(app, ctx);
}

function resetPasswordRoute(app: App, ctx: Ctx) {
  const db = ctx.db;
  const { isAdminUser } = userRules(db);
  app.put(
    '/system/user/resetPwd',
    {
      onRequest: app.requirePerm('system:user:resetPwd'),
      schema: {
        tags: ['admin: users'],
        security: [{ bearer: [] }],
        summary: "Set a new password; revokes that user's sessions",
        body: userResetPassword,
      },
    },
    async (req) => {
      const auth = req.auth!;
      const target = await db
        .selectFrom('users')
        .select(['id', 'user_name'])
        .where('id', '=', req.body.userId)
        .executeTakeFirst();
      if (!target) throw new ApiError(404, 'user not found');
      if (!auth.roles.includes(ADMIN_ROLE) && (await isAdminUser(target.id)))
        throw new ApiError(403, 'userId: only an admin can change an admin account');
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(req.body.password),
          failed_logins: 0,
          locked_until: null,
          updated_at: new Date(),
        })
        .where('id', '=', target.id)
        .execute();
      await db.deleteFrom('sessions').where('user_id', '=', target.id).execute();
      // The new password is never logged: the line says whose password was reset, by whom and when.
      await recordOperation(ctx, req, {
        module: 'system:user',
        action: 'other',
        targetId: target.id,
        targetName: target.user_name,
      });
      return { code: 200, msg: 'Operation successful' };
    },
  );
}
