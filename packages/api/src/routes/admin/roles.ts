import { permissionRow, roles, type RoleMenuNode } from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { ADMIN_ROLE } from '../../lib/auth.js';
import { defined, registerCrud, responsesOf } from '../../lib/crud.js';
import { roleDto } from '../../lib/dto.js';
import { refuse } from '../../lib/http.js';
import { rolePermissionRules } from '../../lib/users.js';

/** Roles (system:role:*) and the permission codes; the admin role is fixed. */
export default async function roleRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const { setRolePerms, checkPermGrant, checkPermRemoval } = rolePermissionRules(db);
  registerCrud(app, ctx, roles, {
    table: 'roles',
    tag: 'admin: roles',
    alias: 'r',
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
    filters: {
      roleName: ['r.role_name', 'contains'],
      roleKey: ['r.role_key', 'contains'],
      status: ['r.status', 'equals'],
    },
    orderBy: (qb) => qb.orderBy('r.sort').orderBy('r.id'),
    sortable: {
      roleName: 'r.role_name',
      roleKey: 'r.role_key',
      roleSort: 'r.sort',
      status: 'r.status',
      createTime: 'r.created_at',
    },
    toDto: roleDto,
    toInsert: async (b, req) => {
      if (b.roleKey === ADMIN_ROLE) throw refuse(409, 'roleKey', 'admin already exists', 'adminRoleExists');
      checkPermGrant(b.permissions ?? [], req);
      return {
        role_key: b.roleKey,
        role_name: b.roleName,
        sort: b.roleSort ?? 0,
        status: b.status ?? '0',
        remark: b.remark ?? '',
      };
    },
    toUpdate: async (b, req, existing) => {
      if (b.roleKey === ADMIN_ROLE && existing.role_key !== ADMIN_ROLE)
        throw refuse(409, 'roleKey', 'admin already exists', 'adminRoleExists');
      const current = existing.permission_codes ?? [];
      if (b.permissions) {
        // Only the difference counts: codes the role keeps may be sent back unchanged by anyone.
        checkPermGrant(
          b.permissions.filter((c) => !current.includes(c)),
          req,
        );
        checkPermRemoval(
          current.filter((c) => !b.permissions!.includes(c)),
          req,
          'permissions',
          'remove',
        );
      }
      // A disabled role grants nothing (loadRolesAndPermissions): disabling takes all its current permissions from
      // its users, enabling hands out all it will hold. Same rule as removing / granting them one by one.
      if (b.status === '1' && existing.status !== '1')
        checkPermRemoval(current, req, 'status', 'disable a role holding');
      if (b.status === '0' && existing.status !== '0')
        checkPermGrant(b.permissions ?? current, req, 'status', 'enable a role holding');
      return defined({
        role_key: b.roleKey,
        role_name: b.roleName,
        sort: b.roleSort,
        status: b.status,
        remark: b.remark,
      });
    },
    guard: (action, row, req) => {
      if (row.role_key === ADMIN_ROLE && (action === 'remove' || !req.auth!.roles.includes(ADMIN_ROLE))) {
        throw refuse(403, 'roleId', 'the admin role cannot be changed or deleted', 'adminRoleFixed');
      }
      // Deleting a role takes all its permissions from its users.
      if (action === 'remove') checkPermRemoval(row.permission_codes ?? [], req, 'roleId', 'delete a role holding');
      if (row.role_key === ADMIN_ROLE && action === 'edit') {
        const body = req.body as { roleKey?: string; status?: string };
        if ((body.roleKey && body.roleKey !== ADMIN_ROLE) || body.status === '1')
          throw refuse(403, 'roleId', 'the admin role key and status are fixed', 'adminRoleFixed');
      }
    },
    afterWrite: async (id, body) => {
      if (body.permissions) await setRolePerms(id, body.permissions);
    },
  });

  app.get(
    '/system/permission/list',
    {
      onRequest: app.requirePerm('system:role:list'),
      schema: {
        tags: ['admin: roles'],
        security: [{ bearer: [] }],
        summary: 'All permission codes',
        response: { 200: responsesOf(permissionRow).all },
      },
    },
    async () => {
      const rows = await db.selectFrom('permissions').select(['id', 'code', 'name']).orderBy('code').execute();
      return { code: 200, msg: 'Operation successful', data: rows };
    },
  );
  roleMenuTreeRoute(app, ctx);
}

/** The menu tree with permission codes, for role managers who may not list menus; readable as the codes are. */
function roleMenuTreeRoute(app: App, ctx: Ctx) {
  const db = ctx.db;
  app.get(
    '/system/role/menuTree',
    {
      onRequest: app.requirePerm('system:role:list'),
      schema: {
        tags: ['admin: roles'],
        security: [{ bearer: [] }],
        summary: 'The menu tree with each menu’s permission code, for choosing a role’s permissions',
      },
    },
    async () => {
      const rows = await db
        .selectFrom('menus')
        .select(['id', 'parent_id', 'menu_name', 'menu_type', 'perms', 'sort'])
        .orderBy('parent_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const data: RoleMenuNode[] = rows.map((r) => ({
        menuId: r.id,
        parentId: r.parent_id,
        menuName: r.menu_name,
        menuType: r.menu_type,
        perms: r.perms ?? '',
        sort: r.sort,
      }));
      return { code: 200, msg: 'Operation successful', data };
    },
  );
}
