import type { FastifyRequest } from 'fastify';
import { roleCreate, roleFilters, roleUpdate, userCreate, userFilters, userResetPassword, userUpdate } from '@labelwise/contract';
import type { App, Ctx } from '../context.js';
import { ADMIN_ROLE, hasPermission, requirePerm } from '../lib/auth.js';
import { ApiError, badRequest } from '../lib/http.js';
import { hashPassword } from '../lib/security.js';
import adminMenuRoutes from './admin-menu.js';
import { defined, registerCrud } from './crud.js';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export default async function adminSystemRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;

  const isAdminUser = async (userId: number) =>
    Boolean(
      await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select('r.id')
        .where('ur.user_id', '=', userId)
        .where('r.role_key', '=', ADMIN_ROLE)
        .executeTakeFirst(),
    );

  /**
   * Non-admins may not hand out the admin role or roles holding permissions they lack. Only the roles the request
   * adds count (`existing`: the user's current role ids); roles the user keeps are not granted again.
   */
  const checkRoleGrant = async (ids: number[], req: FastifyRequest, existing: number[] = []) => {
    if (ids.length === 0) return;
    const roles = await db.selectFrom('roles').select(['id', 'role_key']).where('id', 'in', ids).execute();
    if (roles.length !== new Set(ids).size) throw badRequest('roleIds', 'refers to a role that does not exist');
    const auth = req.auth!;
    if (auth.roles.includes(ADMIN_ROLE)) return;
    const added = roles.filter((r) => !existing.includes(r.id));
    if (added.length === 0) return;
    if (added.some((r) => r.role_key === ADMIN_ROLE)) throw new ApiError(403, 'roleIds: only an admin can grant the admin role');
    const perms = await db
      .selectFrom('role_permissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select('p.code')
      .where('rp.role_id', 'in', added.map((r) => r.id))
      .orderBy('p.code')
      .execute();
    const missing = perms.find((p) => !hasPermission(auth, p.code));
    if (missing) throw new ApiError(403, `roleIds: you cannot grant ${missing.code}`);
  };

  /**
   * Taking roles away from a user strips their permissions: by the same rule as for a role's permissions, each
   * permission of a removed role must be one the caller holds (admin and `*:*:*` hold all). `existing` is the
   * user's current role ids.
   */
  const checkRoleRemoval = async (existing: number[], next: number[], req: FastifyRequest) => {
    const auth = req.auth!;
    if (auth.roles.includes(ADMIN_ROLE)) return;
    const removed = existing.filter((id) => !next.includes(id));
    if (removed.length === 0) return;
    const perms = await db
      .selectFrom('role_permissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select('p.code')
      .where('rp.role_id', 'in', removed)
      .orderBy('p.code')
      .execute();
    const missing = perms.find((p) => !hasPermission(auth, p.code));
    if (missing) throw new ApiError(403, `roleIds: you cannot take away ${missing.code}`);
  };

  const setUserRoles = async (userId: number, ids: number[]) => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      if (ids.length) await trx.insertInto('user_roles').values([...new Set(ids)].map((role_id) => ({ user_id: userId, role_id }))).execute();
    });
  };

  // ---------- users ----------
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
        .select(['u.id', 'u.user_name', 'u.nick_name', 'u.email', 'u.phone', 'u.avatar', 'u.status', 'u.created_at', 'u.last_login_at', 'u.locked_until'])
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
      if (q.userName) x = x.where('u.user_name', 'ilike', `%${likeEscape(q.userName)}%`);
      if (q.status) x = x.where('u.status', '=', q.status);
      return x;
    },
    orderBy: (qb) => qb.orderBy('u.id'),
    sortable: { userName: 'u.user_name', nickName: 'u.nick_name', status: 'u.status', createTime: 'u.created_at', loginDate: 'u.last_login_at' },
    toDto: (u: {
      id: number; user_name: string; nick_name: string; email: string; phone: string; avatar: string; status: string;
      created_at: Date; last_login_at: Date | null; locked_until: Date | null; role_ids: number[] | null; role_keys: string[] | null;
    }) => ({
      userId: u.id, userName: u.user_name, nickName: u.nick_name, email: u.email, phone: u.phone, avatar: u.avatar, status: u.status,
      roleIds: u.role_ids ?? [], roles: u.role_keys ?? [], createTime: u.created_at, loginDate: u.last_login_at, lockedUntil: u.locked_until,
    }),
    create: userCreate,
    update: userUpdate,
    toInsert: async (b, req) => {
      await checkRoleGrant(b.roleIds ?? [], req);
      return {
        user_name: b.userName, nick_name: b.nickName, password_hash: await hashPassword(b.password),
        email: b.email ?? '', phone: b.phone ?? '', status: b.status ?? '0',
      };
    },
    toUpdate: async (b, req, existing: { role_ids: number[] | null }) => {
      if (b.roleIds) {
        await checkRoleGrant(b.roleIds, req, existing.role_ids ?? []);
        await checkRoleRemoval(existing.role_ids ?? [], b.roleIds, req);
      }
      if (b.status === '1' && b.userId === req.auth!.userId) throw badRequest('status', 'you cannot disable your own account');
      return defined({ nick_name: b.nickName, email: b.email, phone: b.phone, status: b.status });
    },
    guard: async (action, row: { id: number }, req) => {
      const auth = req.auth!;
      if (action === 'remove' && row.id === auth.userId) throw new ApiError(409, 'userId: you cannot delete your own account');
      if (!auth.roles.includes(ADMIN_ROLE) && (await isAdminUser(row.id))) throw new ApiError(403, 'userId: only an admin can change an admin account');
    },
    afterWrite: async (id, body) => {
      const b = body as { roleIds?: number[]; status?: string };
      if (b.roleIds) await setUserRoles(id, b.roleIds);
      if (b.status === '1') await db.deleteFrom('sessions').where('user_id', '=', id).execute();
    },
  });

  app.put(
    '/system/user/resetPwd',
    {
      onRequest: requirePerm(ctx, 'system:user:resetPwd'),
      schema: { tags: ['admin: users'], security: [{ bearer: [] }], summary: 'Set a new password; revokes that user\'s sessions', body: userResetPassword },
    },
    async (req) => {
      const auth = req.auth!;
      const target = await db.selectFrom('users').select('id').where('id', '=', req.body.userId).executeTakeFirst();
      if (!target) throw new ApiError(404, 'user not found');
      if (!auth.roles.includes(ADMIN_ROLE) && (await isAdminUser(target.id))) throw new ApiError(403, 'userId: only an admin can change an admin account');
      await db.updateTable('users').set({ password_hash: await hashPassword(req.body.password), failed_logins: 0, locked_until: null, updated_at: new Date() }).where('id', '=', target.id).execute();
      await db.deleteFrom('sessions').where('user_id', '=', target.id).execute();
      return { code: 200, msg: 'Operation successful' };
    },
  );

  // ---------- roles ----------
  const setRolePerms = async (roleId: number, codes: string[]) => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
      const unique = [...new Set(codes)];
      if (unique.length === 0) return;
      for (const code of unique) await trx.insertInto('permissions').values({ code, name: code }).onConflict((oc) => oc.column('code').doNothing()).execute();
      const ids = await trx.selectFrom('permissions').select('id').where('code', 'in', unique).execute();
      await trx.insertInto('role_permissions').values(ids.map((p) => ({ role_id: roleId, permission_id: p.id }))).execute();
    });
  };
  const checkPermGrant = (codes: string[], req: FastifyRequest, field = 'permissions', verb = 'grant') => {
    const auth = req.auth!;
    const missing = codes.find((c) => !hasPermission(auth, c) || (c.includes('*') && !auth.roles.includes(ADMIN_ROLE) && !auth.permissions.includes('*:*:*')));
    if (missing) throw new ApiError(403, `${field}: you cannot ${verb} ${missing}`);
  };
  /**
   * Role managers change only permissions they hold themselves, whichever way: every code removed from a role must
   * pass `hasPermission` for the caller (wildcard segments of held codes count; admin and `*:*:*` hold all), as every
   * code added must (checkPermGrant, which also keeps wildcard codes for admin / `*:*:*`). Otherwise a manager of
   * users could strip site:brand:edit from the editor role without managing brands. Runs before anything is written.
   */
  const checkPermRemoval = (codes: string[], req: FastifyRequest, field: string, verb: string) => {
    const auth = req.auth!;
    const missing = [...codes].sort().find((c) => !hasPermission(auth, c));
    if (missing) throw new ApiError(403, `${field}: you cannot ${verb} ${missing}`);
  };
  type RoleRow = { id: number; role_key: string; status: string; permission_codes: string[] | null };
  registerCrud(app, ctx, {
    path: '/system/role',
    perm: 'system:role',
    table: 'roles',
    idField: 'roleId',
    tag: 'admin: roles',
    alias: 'r',
    listFilters: roleFilters,
    select: (d) =>
      d
        .selectFrom('roles as r')
        .selectAll('r')
        .select((eb) =>
          eb
            .selectFrom('role_permissions as rp')
            .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
            .whereRef('rp.role_id', '=', 'r.id')
            .select((e2) => e2.fn.agg<string[]>('array_agg', ['p.code']).as('codes'))
            .as('permission_codes'),
        ),
    applyFilters: (qb, q) => {
      let x = qb;
      if (q.roleName) x = x.where('r.role_name', 'ilike', `%${likeEscape(q.roleName)}%`);
      if (q.roleKey) x = x.where('r.role_key', 'ilike', `%${likeEscape(q.roleKey)}%`);
      if (q.status) x = x.where('r.status', '=', q.status);
      return x;
    },
    orderBy: (qb) => qb.orderBy('r.sort').orderBy('r.id'),
    sortable: { roleName: 'r.role_name', roleKey: 'r.role_key', roleSort: 'r.sort', status: 'r.status', createTime: 'r.created_at' },
    toDto: (r: { id: number; role_key: string; role_name: string; sort: number; status: string; remark: string; created_at: Date; permission_codes: string[] | null }) => ({
      roleId: r.id, roleKey: r.role_key, roleName: r.role_name, roleSort: r.sort, status: r.status, remark: r.remark, createTime: r.created_at,
      permissions: r.role_key === ADMIN_ROLE ? ['*:*:*'] : [...(r.permission_codes ?? [])].sort(),
    }),
    create: roleCreate,
    update: roleUpdate,
    toInsert: async (b, req) => {
      if (b.roleKey === ADMIN_ROLE) throw new ApiError(409, 'roleKey: admin already exists');
      checkPermGrant(b.permissions ?? [], req);
      return { role_key: b.roleKey, role_name: b.roleName, sort: b.roleSort ?? 0, status: b.status ?? '0', remark: b.remark ?? '' };
    },
    toUpdate: async (b, req, existing: RoleRow) => {
      if (b.roleKey === ADMIN_ROLE && existing.role_key !== ADMIN_ROLE) throw new ApiError(409, 'roleKey: admin already exists');
      const current = existing.permission_codes ?? [];
      if (b.permissions) {
        // Only the difference counts: codes the role keeps may be sent back unchanged by anyone.
        checkPermGrant(b.permissions.filter((c) => !current.includes(c)), req);
        checkPermRemoval(current.filter((c) => !b.permissions!.includes(c)), req, 'permissions', 'remove');
      }
      // A disabled role grants nothing (loadRolesAndPermissions): disabling takes all its current permissions from
      // its users, enabling hands out all it will hold. Same rule as removing / granting them one by one.
      if (b.status === '1' && existing.status !== '1') checkPermRemoval(current, req, 'status', 'disable a role holding');
      if (b.status === '0' && existing.status !== '0') checkPermGrant(b.permissions ?? current, req, 'status', 'enable a role holding');
      return defined({ role_key: b.roleKey, role_name: b.roleName, sort: b.roleSort, status: b.status, remark: b.remark });
    },
    guard: (action, row: RoleRow, req) => {
      if (row.role_key === ADMIN_ROLE && (action === 'remove' || !req.auth!.roles.includes(ADMIN_ROLE))) {
        throw new ApiError(403, 'roleId: the admin role cannot be changed or deleted');
      }
      // Deleting a role takes all its permissions from its users.
      if (action === 'remove') checkPermRemoval(row.permission_codes ?? [], req, 'roleId', 'delete a role holding');
      if (row.role_key === ADMIN_ROLE && action === 'edit') {
        const body = req.body as { roleKey?: string; status?: string };
        if ((body.roleKey && body.roleKey !== ADMIN_ROLE) || body.status === '1') throw new ApiError(403, 'roleId: the admin role key and status are fixed');
      }
    },
    afterWrite: async (id, body) => {
      const b = body as { permissions?: string[] };
      if (b.permissions) await setRolePerms(id, b.permissions);
    },
  });

  app.get(
    '/system/permission/list',
    { onRequest: requirePerm(ctx, 'system:role:list'), schema: { tags: ['admin: roles'], security: [{ bearer: [] }], summary: 'All permission codes' } },
    async () => {
      const rows = await db.selectFrom('permissions').select(['id', 'code', 'name']).orderBy('code').execute();
      return { code: 200, msg: 'Operation successful', data: rows };
    },
  );

  // ---------- menus (system:menu:*) ----------
  await adminMenuRoutes(app, ctx);
}
