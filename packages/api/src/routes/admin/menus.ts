import {
  MENU_TYPES,
  menuCreate,
  menuIdParam,
  menuListQuery,
  menuModule,
  menuRow,
  menuUpdate,
} from '@labelwise/contract';
import type { App, Ctx } from '../../context.js';
import { badRequest, notFound, ok, refuse } from '../../lib/http.js';
import { containing, defined, responsesOf } from '../../lib/crud.js';
import { menuDto } from '../../lib/dto.js';
import { recordOperation } from '../../lib/oplog.js';

export { MENU_TYPES };

/**
 * Menu management (system:menu:*): the admin menu tree that `/getRouters` builds routes from.
 * The list is the whole flat tree (parentId 0 = top level), ordered for building it; not paged.
 */
export default async function adminMenuRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const tags = ['admin: menus'];
  const security = [{ bearer: [] }];

  const { getMenu, checkParent, checkPath } = menuRules(ctx.db);
  const responses = responsesOf(menuRow);

  app.get(
    `${menuModule.path}/list`,
    {
      onRequest: app.requirePerm(`${menuModule.perm}:list`),
      schema: {
        tags,
        security,
        summary: 'All menus, flat (system:menu:list)',
        querystring: menuListQuery,
        response: { 200: responses.all },
      },
    },
    async (req) => {
      let q = db.selectFrom('menus').selectAll();
      if (req.query.menuName) q = q.where('menu_name', 'ilike', containing(req.query.menuName));
      if (req.query.visible) q = q.where('visible', '=', req.query.visible === 'true');
      const rows = await q.orderBy('parent_id').orderBy('sort').orderBy('id').execute();
      return ok(rows.map(menuDto));
    },
  );

  app.get(
    `${menuModule.path}/:menuId`,
    {
      onRequest: app.requirePerm(`${menuModule.perm}:query`),
      schema: {
        tags,
        security,
        summary: 'One menu (system:menu:query)',
        params: menuIdParam,
        response: { 200: responses.get },
      },
    },
    async (req) => ok(menuDto(await getMenu(req.params.menuId))),
  );

  app.post(
    menuModule.path,
    {
      onRequest: app.requirePerm(`${menuModule.perm}:add`),
      schema: { tags, security, summary: 'Create a menu (system:menu:add)', body: menuCreate },
    },
    async (req) => {
      const b = req.body;
      await checkParent(b.parentId);
      checkPath(b.menuType, b.path);
      const row = await db
        .insertInto('menus')
        .values({
          parent_id: b.parentId,
          menu_name: b.menuName,
          menu_type: b.menuType,
          path: b.menuType === 'F' ? '' : (b.path ?? ''),
          component: b.component || null,
          route_name: b.routeName ?? '',
          perms: b.perms || null,
          icon: b.icon || '#',
          visible: b.visible ?? true,
          is_frame: b.isFrame ?? false,
          sort: b.sort ?? 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordOperation(ctx, req, {
        module: menuModule.perm,
        action: 'add',
        targetId: row.id,
        after: menuDto(row),
      });
      return ok({ menuId: row.id });
    },
  );
  menuWriteRoutes(app, ctx);
}

function menuWriteRoutes(app: App, ctx: Ctx) {
  const db = ctx.db;
  const tags = ['admin: menus'];
  const security = [{ bearer: [] }];
  const { getMenu, checkParent, checkPath } = menuRules(ctx.db);
  app.put(
    menuModule.path,
    {
      onRequest: app.requirePerm(`${menuModule.perm}:edit`),
      schema: { tags, security, summary: 'Update a menu, partial (system:menu:edit)', body: menuUpdate },
    },
    async (req) => {
      const b = req.body;
      const existing = await getMenu(b.menuId);
      if (b.parentId !== undefined) await checkParent(b.parentId, existing.id);
      const type = b.menuType ?? existing.menu_type;
      checkPath(type, b.path ?? existing.path);
      if (type === 'F' && existing.menu_type !== 'F') {
        const child = await db
          .selectFrom('menus')
          .select('id')
          .where('parent_id', '=', existing.id)
          .limit(1)
          .executeTakeFirst();
        if (child)
          throw badRequest('menuType', 'a menu with child menus cannot become a button (F)', 'buttonNoChildren');
      }
      const values = defined({
        parent_id: b.parentId,
        menu_name: b.menuName,
        menu_type: b.menuType,
        path: b.path,
        component: b.component === undefined ? undefined : b.component || null,
        route_name: b.routeName,
        perms: b.perms === undefined ? undefined : b.perms || null,
        icon: b.icon === undefined ? undefined : b.icon || '#',
        visible: b.visible,
        is_frame: b.isFrame,
        sort: b.sort,
      });
      if (Object.keys(values).length > 0)
        await db.updateTable('menus').set(values).where('id', '=', existing.id).execute();
      await recordOperation(ctx, req, {
        module: menuModule.perm,
        action: 'edit',
        targetId: existing.id,
        before: menuDto(existing),
        after: menuDto(await getMenu(existing.id)),
      });
      return ok();
    },
  );

  app.delete(
    `${menuModule.path}/:menuId`,
    {
      onRequest: app.requirePerm(`${menuModule.perm}:remove`),
      schema: { tags, security, summary: 'Delete a menu without children (system:menu:remove)', params: menuIdParam },
    },
    async (req) => {
      const id = req.params.menuId;
      const existing = await getMenu(id);
      // One statement, so a child added meanwhile cannot be orphaned between a check and the delete.
      const res = await db
        .deleteFrom('menus')
        .where('id', '=', id)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('menus as c').select('c.id').where('c.parent_id', '=', id))),
        )
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0)
        throw refuse(409, 'menuId', 'the menu has child menus; delete or move them first', 'hasChildren');
      await recordOperation(ctx, req, {
        module: menuModule.perm,
        action: 'remove',
        targetId: id,
        before: menuDto(existing),
      });
      return ok();
    },
  );
}

/** The checks a menu write must pass, each a 400 naming the field. */
function menuRules(db: Ctx['db']) {
  const getMenu = async (id: number) => {
    const row = await db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('menu');
    return row;
  };

  /** The parent must exist and be a directory or page (a button cannot hold children); not the menu itself or below it. */
  const checkParent = async (parent: number, self?: number) => {
    if (parent === 0) return;
    const row = await db.selectFrom('menus').select(['id', 'menu_type']).where('id', '=', parent).executeTakeFirst();
    if (!row) throw badRequest('parentId', 'refers to a menu that does not exist', 'missingReference');
    if (row.menu_type === 'F') throw badRequest('parentId', 'a button (F) cannot have child menus', 'buttonNoChildren');
    if (self === undefined) return;
    // Walk up from the new parent: meeting `self` means a cycle. Bounded by the table size.
    const all = await db.selectFrom('menus').select(['id', 'parent_id']).execute();
    const parentOf = new Map(all.map((m) => [m.id, m.parent_id]));
    let at: number | undefined = parent;
    for (let guard = 0; at && guard <= all.length; guard++) {
      if (at === self) throw badRequest('parentId', 'cannot be the menu itself or one of its children', 'parentCycle');
      at = parentOf.get(at);
    }
  };

  /** Directories and pages are routes: they need a path. */
  const checkPath = (type: string, path: string | undefined) => {
    if (type !== 'F' && !path)
      throw badRequest('path', 'is required for a directory (M) or page (C)', 'menuPathRequired');
  };
  return { getMenu, checkParent, checkPath };
}
