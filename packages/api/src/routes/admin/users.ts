import { userResetPassword, users, type RowOf } from '@labelwise/contract';
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App, Ctx } from '../../context.js';
import type { DB } from '../../db/types.js';
import '../../db/typesOrg.js';
import '../../db/typesPassword.js';
import { defined, registerCrud } from '../../lib/crud.js';
import type { ImportSpec } from '../../lib/crudImport.js';
import { userDto } from '../../lib/dto.js';
import { ApiError, badRequest, refuse } from '../../lib/http.js';
import { recordOperation } from '../../lib/oplog.js';
import { checkNewPassword, rememberPassword } from '../../lib/passwordPolicy.js';
import { hashPassword } from '../../lib/security.js';
import { userOrgRules, userRules, userWithDept } from '../../lib/users.js';

/** A row of the users select: the columns `userDto` reads, plus the user's department and posts. */
type UserRow = Parameters<typeof userDto>[0] & {
  dept_id: number | null;
  dept_name: string | null;
  post_ids: number[] | null;
};

/** Users with their roles, department and posts, as the list and the edit form show them. */
function selectUsers(db: Kysely<DB>) {
  return userWithDept(db)
    .select(['u.status', 'u.locked_until', 'u.dept_id'])
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
    )
    .select((eb) =>
      eb
        .selectFrom('user_posts as up')
        .whereRef('up.user_id', '=', 'u.id')
        .select(sql<number[]>`array_agg(up.post_id order by up.post_id)`.as('ids'))
        .as('post_ids'),
    );
}

/** Users (system:user:*) and password resets; operators hand out only roles whose permissions they hold. */
export default async function userRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const { checkAdminAccount, checkRoleGrant, checkRoleRemoval, setUserRoles } = userRules(db);
  const { checkOrgRefs, setUserPosts } = userOrgRules(db);
  registerCrud(app, ctx, users, {
    table: 'users',
    tag: 'admin: users',
    alias: 'u',
    select: selectUsers,
    filters: { userName: ['u.user_name', 'contains'], status: ['u.status', 'equals'] },
    applyFilters: (qb, q) => {
      let x = qb;
      // A department's users include those of every department below it, as in RuoYi (`ancestors` lists the ids
      // above a department, so one below `deptId` has it as a whole element there).
      if (q.deptId !== undefined) {
        const deptId = q.deptId;
        x = x.where((eb) =>
          eb.or([
            eb('u.dept_id', '=', deptId),
            eb(
              'u.dept_id',
              'in',
              eb
                .selectFrom('depts as below')
                .select('below.id')
                .where(sql<string>`',' || below.ancestors || ','`, 'like', `%,${deptId},%`),
            ),
          ]),
        );
      }
      if (q.roleId !== undefined) {
        const roleId = q.roleId;
        x = x.where((eb) =>
          eb('u.id', 'in', eb.selectFrom('user_roles as fr').select('fr.user_id').where('fr.role_id', '=', roleId)),
        );
      }
      if (q.withoutRoleId !== undefined) {
        const roleId = q.withoutRoleId;
        x = x.where((eb) =>
          eb('u.id', 'not in', eb.selectFrom('user_roles as fr').select('fr.user_id').where('fr.role_id', '=', roleId)),
        );
      }
      return x;
    },
    orderBy: (qb) => qb.orderBy('u.id'),
    sortable: {
      userName: 'u.user_name',
      nickName: 'u.nick_name',
      status: 'u.status',
      createTime: 'u.created_at',
      loginDate: 'u.last_login_at',
    },
    toDto: (row: UserRow) => ({
      ...userDto(row),
      deptId: row.dept_id,
      deptName: row.dept_name,
      postIds: row.post_ids ?? [],
    }),
    toInsert: async (b, req) => {
      await checkRoleGrant(b.roleIds ?? [], req);
      await checkOrgRefs(b.deptId, b.postIds);
      await checkNewPassword(ctx, { password: b.password, field: 'password', userInputs: [b.userName, b.nickName] });
      return {
        user_name: b.userName,
        nick_name: b.nickName,
        password_hash: await hashPassword(b.password),
        email: b.email ?? '',
        phone: b.phone ?? '',
        status: b.status ?? '0',
        dept_id: b.deptId ?? null,
      };
    },
    toUpdate: async (b, req, existing) => {
      if (b.roleIds) {
        await checkRoleGrant(b.roleIds, req, existing.role_ids ?? []);
        await checkRoleRemoval(existing.role_ids ?? [], b.roleIds, req);
      }
      if (b.status === '1' && b.userId === req.auth!.userId)
        throw badRequest('status', 'you cannot disable your own account', 'ownAccountDisable');
      await checkOrgRefs(b.deptId, b.postIds);
      return defined({ nick_name: b.nickName, email: b.email, phone: b.phone, status: b.status, dept_id: b.deptId });
    },
    guard: async (action, row, req) => {
      const auth = req.auth!;
      if (action === 'remove' && row.id === auth.userId)
        throw refuse(409, 'userId', 'you cannot delete your own account', 'ownAccountDelete');
      await checkAdminAccount(auth, row.id, 'userId');
    },
    // Editing, disabling or deleting a user needs every permission it holds (lib/effects.ts).
    effects: 'user',
    importer: userImporter(ctx),
    afterWrite: async (id, b) => {
      if (b.roleIds) await setUserRoles(id, b.roleIds);
      if (b.postIds) await setUserPosts(id, b.postIds);
      if (b.status === '1') await db.deleteFrom('sessions').where('user_id', '=', id).execute();
    },
  });
  resetPasswordRoute(app, ctx);
}

/**
 * The users' import, as RuoYi's: the template has no password column. Imported users get the initial password of
 * System → Configuration and must change it at their first sign-in; they get no roles (an operator grants them after).
 */
function userImporter(ctx: Ctx) {
  // Every row of one import has the same initial password: hashed once per file, not once per row (scrypt is slow
  // on purpose, and a file may hold a thousand rows).
  const importHashes = new WeakMap<FastifyRequest, Promise<string>>();
  const importHash = (req: FastifyRequest, password: string) => {
    let hash = importHashes.get(req);
    if (!hash) importHashes.set(req, (hash = hashPassword(password)));
    return hash;
  };
  const spec: ImportSpec<keyof RowOf<typeof users> & string, keyof z.input<typeof users.create> & string> = {
    columns: [{ key: 'userName' }, { key: 'nickName' }, { key: 'email' }, { key: 'phone' }, { key: 'status' }],
    fill: async () => ({ password: await initialPassword(ctx) }),
    toInsert: async (b, req) => {
      const body = b as z.output<typeof users.create>;
      return {
        user_name: body.userName,
        nick_name: body.nickName,
        password_hash: await importHash(req, body.password),
        password_change_required: true,
        email: body.email ?? '',
        phone: body.phone ?? '',
        status: body.status ?? '0',
      };
    },
  };
  return spec;
}

/**
 * The initial password imported users get (config `sys.user.initPassword`), checked against the password policy once
 * per file: a missing or weak one refuses the whole import, naming the setting.
 */
async function initialPassword(ctx: Ctx): Promise<string> {
  const password = (await ctx.configValue('sys.user.initPassword')) ?? '';
  const refused = () =>
    refuse(
      400,
      'file',
      'the initial password (config sys.user.initPassword) is not set or does not meet the password policy',
      'importInitPassword',
    );
  if (!password) throw refused();
  try {
    await checkNewPassword(ctx, { password, field: 'password', userInputs: [] });
  } catch (error) {
    if (error instanceof ApiError) throw refused();
    throw error;
  }
  return password;
}

function resetPasswordRoute(app: App, ctx: Ctx) {
  const db = ctx.db;
  const { checkAdminAccount } = userRules(db);
  app.put(
    '/system/user/resetPwd',
    {
      onRequest: app.requirePerm('system:user:resetPwd'),
      config: { effects: 'user' },
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
      if (!target) throw refuse(404, 'userId', 'user not found', 'notFound');
      await checkAdminAccount(auth, target.id, 'userId');
      await checkNewPassword(ctx, {
        password: req.body.password,
        field: 'password',
        userId: target.id,
        userInputs: [target.user_name],
      });
      await rememberPassword(db, target.id);
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
        module: users.perm,
        action: 'other',
        targetId: target.id,
        targetName: target.user_name,
      });
      return { code: 200, msg: 'Operation successful' };
    },
  );
}
