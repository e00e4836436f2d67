import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../context.js';
import type { DB } from '../db/types.js';
import '../db/typesOrg.js';
import { ADMIN_ROLE, hasPermission } from './auth.js';
import { badRequest, refuse } from './http.js';
import { hashPassword } from './security.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Creates a user with a hashed password and the roles named by key (unknown keys are skipped). */
export async function createUser(trx: Db, userName: string, password: string, nickName: string, roleKeys: string[]) {
  const user = await trx
    .insertInto('users')
    .values({ user_name: userName, nick_name: nickName, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = roleKeys.length
    ? await trx.selectFrom('roles').select('id').where('role_key', 'in', roleKeys).execute()
    : [];
  for (const r of roles) await trx.insertInto('user_roles').values({ user_id: user.id, role_id: r.id }).execute();
  return user.id;
}

/**
 * The rules for handing out and taking away roles and permissions: an operator changes only what they hold
 * themselves (admin and `*:*:*` hold all), whichever way. Every check runs before anything is written.
 */
export function userRules(db: Kysely<DB>) {
  /** The first permission (by code) of the roles `roleIds` that `auth` does not hold, if any. */
  const firstUnheld = async (roleIds: number[], auth: AuthUser) => {
    const perms = await db
      .selectFrom('role_permissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select('p.code')
      .where('rp.role_id', 'in', roleIds)
      .orderBy('p.code')
      .execute();
    return perms.find((p) => !hasPermission(auth, p.code))?.code;
  };
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
  /** Only an administrator changes an administrator's account (edits, resets, disables, ends its sessions). */
  const checkAdminAccount = async (auth: AuthUser, userId: number, field: string) => {
    if (!auth.roles.includes(ADMIN_ROLE) && (await isAdminUser(userId)))
      throw refuse(403, field, 'only an admin can change an admin account', 'adminAccountOnly');
  };

  /**
   * Non-admins may not hand out the admin role or roles holding permissions they lack. Only the roles the request
   * adds count (`existing`: the user's current role ids); roles the user keeps are not granted again.
   */
  const checkRoleGrant = async (ids: number[], req: FastifyRequest, existing: number[] = []) => {
    if (ids.length === 0) return;
    const roles = await db.selectFrom('roles').select(['id', 'role_key']).where('id', 'in', ids).execute();
    if (roles.length !== new Set(ids).size)
      throw badRequest('roleIds', 'refers to a role that does not exist', 'missingReference');
    const auth = req.auth!;
    if (auth.roles.includes(ADMIN_ROLE)) return;
    const added = roles.filter((r) => !existing.includes(r.id));
    if (added.length === 0) return;
    if (added.some((r) => r.role_key === ADMIN_ROLE))
      throw refuse(403, 'roleIds', 'only an admin can grant the admin role', 'adminRoleGrant');
    const missing = await firstUnheld(
      added.map((r) => r.id),
      auth,
    );
    if (missing) throw refuse(403, 'roleIds', `you cannot grant ${missing}`, 'grantUnheld', { permission: missing });
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
    const missing = await firstUnheld(removed, auth);
    if (missing)
      throw refuse(403, 'roleIds', `you cannot take away ${missing}`, 'revokeUnheld', { permission: missing });
  };

  const setUserRoles = async (userId: number, ids: number[]) => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      if (ids.length)
        await trx
          .insertInto('user_roles')
          .values([...new Set(ids)].map((role_id) => ({ user_id: userId, role_id })))
          .execute();
    });
  };

  return { checkAdminAccount, checkRoleGrant, checkRoleRemoval, setUserRoles };
}

/**
 * A user's place in the org chart (RuoYi's sys_user.dept_id and sys_user_post): the department and posts a write
 * names must exist, checked before anything is written, each refusal under its own field.
 */
export function userOrgRules(db: Kysely<DB>) {
  const checkOrgRefs = async (deptId: number | null | undefined, postIds: readonly number[] | undefined) => {
    if (deptId !== undefined && deptId !== null) {
      const dept = await db.selectFrom('depts').select('id').where('id', '=', deptId).executeTakeFirst();
      if (!dept) throw badRequest('deptId', 'refers to a department that does not exist', 'missingReference');
    }
    const wanted = [...new Set(postIds ?? [])];
    if (wanted.length > 0) {
      const found = await db.selectFrom('posts').select('id').where('id', 'in', wanted).execute();
      if (found.length !== wanted.length)
        throw badRequest('postIds', 'refers to a post that does not exist', 'missingReference');
    }
  };

  /** Replaces the posts `userId` holds. */
  const setUserPosts = async (userId: number, postIds: readonly number[]) => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_posts').where('user_id', '=', userId).execute();
      const unique = [...new Set(postIds)];
      if (unique.length)
        await trx
          .insertInto('user_posts')
          .values(unique.map((post_id) => ({ user_id: userId, post_id })))
          .execute();
    });
  };

  /**
   * Why `deptId` cannot be deleted, if users still belong to it. Worded as the other "in use" refusals, so the admin
   * shows it in the operator's language; the foreign key refuses too, should a user join in between.
   */
  const deptInUse = async (trx: Db, deptId: number) => {
    const member = await trx.selectFrom('users').select('id').where('dept_id', '=', deptId).executeTakeFirst();
    return member
      ? refuse(409, 'deptId', 'is still in use by users; move them to another department first', 'inUseByUsers')
      : null;
  };
  const postInUse = async (trx: Db, postId: number) => {
    const holder = await trx
      .selectFrom('user_posts')
      .select('user_id')
      .where('post_id', '=', postId)
      .executeTakeFirst();
    return holder ? refuse(409, 'postId', 'is still in use by users; take it from them first', 'inUseByUsers') : null;
  };

  return { checkOrgRefs, setUserPosts, deptInUse, postInUse };
}

/** A role's permissions: replacing them, and the checks a change must pass first. */
export function rolePermissionRules(db: Kysely<DB>) {
  const setRolePerms = async (roleId: number, codes: string[]) => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
      const unique = [...new Set(codes)];
      if (unique.length === 0) return;
      for (const code of unique)
        await trx
          .insertInto('permissions')
          .values({ code, name: code })
          .onConflict((oc) => oc.column('code').doNothing())
          .execute();
      const ids = await trx.selectFrom('permissions').select('id').where('code', 'in', unique).execute();
      await trx
        .insertInto('role_permissions')
        .values(ids.map((p) => ({ role_id: roleId, permission_id: p.id })))
        .execute();
    });
  };
  const checkPermGrant = (codes: string[], req: FastifyRequest, field = 'permissions', verb = 'grant') => {
    const auth = req.auth!;
    const missing = codes.find(
      (c) =>
        !hasPermission(auth, c) ||
        (c.includes('*') && !auth.roles.includes(ADMIN_ROLE) && !auth.permissions.includes('*:*:*')),
    );
    if (missing) throw refuse(403, field, `you cannot ${verb} ${missing}`, 'grantUnheld', { permission: missing });
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
    if (missing) throw refuse(403, field, `you cannot ${verb} ${missing}`, 'revokeUnheld', { permission: missing });
  };
  return { setRolePerms, checkPermGrant, checkPermRemoval };
}

/** A user with their department's name: the columns the user list and the profile both show. */
export function userWithDept(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .leftJoin('depts as d', 'd.id', 'u.dept_id')
    .select([
      'u.id',
      'u.user_name',
      'u.nick_name',
      'u.email',
      'u.phone',
      'u.avatar',
      'u.created_at',
      'u.last_login_at',
      'd.dept_name',
    ]);
}
