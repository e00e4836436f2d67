/**
 * Menu management (system:menu:*): success, permission denial and bad input for every menu route, the
 * "has children" refusal, cycles, and the seed upgrade that gives databases seeded earlier the Menus entry.
 */
import { describe, expect, it } from 'vitest';
import { allPermissionCodes, seed } from '../src/db/seed.js';
import { ENGINES, P, tableDigest, tokenWith, type TestApp, type Method, operatorSuite } from './helpers.js';

interface MenuDto {
  menuId: number;
  parentId: number;
  menuName: string;
  menuType: 'M' | 'C' | 'F';
  path: string;
  component: string | null;
  perms: string | null;
  icon: string;
  visible: boolean;
  sort: number;
}

describe.each(ENGINES)('menu endpoints on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  const list = async (token = admin): Promise<MenuDto[]> => {
    const r = await call('GET', '/system/menu/list', token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as MenuDto[];
  };
  const create = async (body: Record<string, unknown>): Promise<number> => {
    const r = await call('POST', '/system/menu', admin, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.menuId as number;
  };

  it('lists the whole seeded tree, with System → Menus and its buttons, and the admin gets its route', async () => {
    const menus = await list();
    expect(menus.length).toBeGreaterThan(50); // more than one page: the list is not paged
    const system = menus.find((m) => m.parentId === 0 && m.path === 'system')!;
    const entry = menus.filter((m) => m.component === 'system/menu/index');
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({
      parentId: system.menuId,
      menuName: 'admin.menu.menus',
      menuType: 'C',
      path: 'menu',
      perms: 'system:menu:list',
      visible: true,
    });
    const buttons = menus.filter((m) => m.parentId === entry[0]!.menuId);
    expect(buttons.map((b) => b.perms).sort()).toEqual([
      'system:menu:add',
      'system:menu:edit',
      'system:menu:query',
      'system:menu:remove',
    ]);
    expect(buttons.every((b) => b.menuType === 'F')).toBe(true);
    // ordered for building the tree: parent, then sort
    const keys = menus.map((m) => [m.parentId, m.sort] as const);
    expect([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1])).toEqual(keys);

    const routers = JSON.stringify((await call('GET', '/getRouters', admin)).json().data);
    expect(routers).toContain('system/menu/index');
    const editorRouters = JSON.stringify((await call('GET', '/getRouters', editor)).json().data);
    expect(editorRouters).not.toContain('system/menu/index');

    const filtered = (await call('GET', '/system/menu/list?menuName=menu', admin)).json().data as MenuDto[];
    expect(filtered.map((m) => m.menuName)).toContain('admin.menu.menus');
    expect(filtered.every((m) => /menu/i.test(m.menuName))).toBe(true);
    const hidden = (await call('GET', '/system/menu/list?visible=false', admin)).json().data as MenuDto[];
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((m) => !m.visible)).toBe(true);
  });

  it('creates, reads, updates a directory, page and button; refuses deleting a menu with children', async () => {
    const dir = await create({
      parentId: 0,
      menuName: 'Reports',
      menuType: 'M',
      path: 'reports',
      component: 'Layout',
      icon: 'chart',
      sort: 9,
    });
    const salesPage = {
      menuName: 'Sales',
      menuType: 'C',
      path: 'sales',
      component: 'reports/sales/index',
      perms: 'reports:sales:list',
    };
    const page = await create({ parentId: dir, ...salesPage });
    const button = await create({
      parentId: page,
      menuName: 'Sales export',
      menuType: 'F',
      path: 'ignored',
      perms: 'reports:sales:export',
    });

    const got = (await call('GET', `/system/menu/${page}`, admin)).json().data;
    expect(got).toMatchObject({
      menuId: page,
      parentId: dir,
      ...salesPage,
      icon: '#',
      visible: true,
      isFrame: false,
      sort: 0,
    });
    expect((await call('GET', `/system/menu/${button}`, admin)).json().data).toMatchObject({
      path: '',
      component: null,
    });

    const upd = await call('PUT', '/system/menu', admin, {
      menuId: page,
      menuName: 'Sales report',
      visible: false,
      sort: 3,
      perms: '',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await call('GET', `/system/menu/${page}`, admin)).json().data).toMatchObject({
      menuName: 'Sales report',
      visible: false,
      sort: 3,
      perms: null,
      path: 'sales',
    });

    const refused = await call('DELETE', `/system/menu/${dir}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      msg: 'menuId: the menu has child menus; delete or move them first',
      data: { reason: 'hasChildren', field: 'menuId', params: {} },
    });
    expect((await call('DELETE', `/system/menu/${page}`, admin)).statusCode).toBe(409);

    expect((await call('DELETE', `/system/menu/${button}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/system/menu/${page}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/system/menu/${dir}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/system/menu/${dir}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/system/menu/${dir}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', '/system/menu', admin, { menuId: dir, menuName: 'Gone' })).statusCode).toBe(404);
  });

  it('a new page shows up in /getRouters for a holder of its permission only', async () => {
    const system = (await list()).find((m) => m.parentId === 0 && m.path === 'system')!;
    const page = await create({
      parentId: system.menuId,
      menuName: 'Audit',
      menuType: 'C',
      path: 'audit',
      component: 'system/audit/index',
      perms: 'system:audit:list',
    });
    const holder = await tokenWith(t.app, ['system:audit:list']);
    expect(JSON.stringify((await call('GET', '/getRouters', holder)).json().data)).toContain('system/audit/index');
    expect(JSON.stringify((await call('GET', '/getRouters', editor)).json().data)).not.toContain('system/audit/index');
    expect((await call('DELETE', `/system/menu/${page}`, admin)).statusCode).toBe(200);
  });

  it('permission denial: 401 anonymous, 403 naming the permission, 200 for exactly that permission', async () => {
    const fixture = await create({ parentId: 0, menuName: 'Perm test', menuType: 'M', path: 'perm-test' });
    const routes: Array<[string, Method, () => string, unknown]> = [
      ['system:menu:list', 'GET', () => '/system/menu/list', undefined],
      ['system:menu:query', 'GET', () => `/system/menu/${fixture}`, undefined],
      [
        'system:menu:add',
        'POST',
        () => '/system/menu',
        { parentId: fixture, menuName: 'Child', menuType: 'F', perms: 'x:y:z' },
      ],
      ['system:menu:edit', 'PUT', () => '/system/menu', { menuId: fixture, menuName: 'Perm test 2' }],
    ];
    for (const [perm, method, url, body] of routes) {
      const before = await tableDigest(t.app, 'menus');
      expect((await call(method, url(), undefined, body)).statusCode).toBe(401);
      for (const token of [
        editor,
        await tokenWith(
          t.app,
          allPermissionCodes().filter((c) => c !== perm),
        ),
      ]) {
        const r = await call(method, url(), token, body);
        expect(r.statusCode, `${perm}: ${r.body}`).toBe(403);
        expect(r.json().msg).toContain(perm);
      }
      expect(await tableDigest(t.app, 'menus'), `${perm} rejected requests changed menus`).toBe(before);
      const ok = await call(method, url(), await tokenWith(t.app, [perm]), body);
      expect(ok.statusCode, `${perm}: ${ok.body}`).toBe(200);
    }
    // remove: the child added above first, then the fixture, as a holder of exactly system:menu:remove
    const remover = await tokenWith(t.app, ['system:menu:remove']);
    const child = (await list()).find((m) => m.parentId === fixture)!;
    const before = await tableDigest(t.app, 'menus');
    expect((await call('DELETE', `/system/menu/${child.menuId}`)).statusCode).toBe(401);
    const denied = await call(
      'DELETE',
      `/system/menu/${child.menuId}`,
      await tokenWith(t.app, ['system:menu:list', 'system:menu:edit']),
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toContain('system:menu:remove');
    expect(await tableDigest(t.app, 'menus')).toBe(before);
    expect((await call('DELETE', `/system/menu/${child.menuId}`, remover)).statusCode).toBe(200);
    expect((await call('DELETE', `/system/menu/${fixture}`, remover)).statusCode).toBe(200);
    // a holder of *:*:* passes too
    expect((await call('GET', '/system/menu/list', await tokenWith(t.app, ['*:*:*']))).statusCode).toBe(200);
  });

  it('bad input: 400 whose message starts with the field, nothing changed', async () => {
    const menus = await list();
    const button = menus.find((m) => m.menuType === 'F')!;
    const system = menus.find((m) => m.parentId === 0 && m.path === 'system')!;
    const users = menus.find((m) => m.component === 'system/user/index')!;
    const ok = { parentId: 0, menuName: 'X', menuType: 'M', path: 'x' };
    const cases: Array<[Method, string, unknown, string]> = [
      ['POST', '/system/menu', {}, 'parentId'],
      ['POST', '/system/menu', { ...ok, parentId: -1 }, 'parentId'],
      ['POST', '/system/menu', { ...ok, parentId: '1' }, 'parentId'],
      ['POST', '/system/menu', { ...ok, parentId: 999_999 }, 'parentId'],
      ['POST', '/system/menu', { ...ok, parentId: button.menuId }, 'parentId'],
      ['POST', '/system/menu', { ...ok, menuName: '' }, 'menuName'],
      ['POST', '/system/menu', { ...ok, menuName: "x'; drop table menus; --" }, 'menuName'],
      ['POST', '/system/menu', { ...ok, menuName: 'x'.repeat(51) }, 'menuName'],
      ['POST', '/system/menu', { ...ok, menuType: 'X' }, 'menuType'],
      ['POST', '/system/menu', { ...ok, path: '' }, 'path'],
      ['POST', '/system/menu', { ...ok, menuType: 'C', path: undefined }, 'path'],
      ['POST', '/system/menu', { ...ok, path: 'a b"' }, 'path'],
      ['POST', '/system/menu', { ...ok, component: '../../etc/passwd' }, 'component'],
      ['POST', '/system/menu', { ...ok, component: 'x<script>' }, 'component'],
      ['POST', '/system/menu', { ...ok, perms: 'not a permission' }, 'perms'],
      ['POST', '/system/menu', { ...ok, icon: 'a b' }, 'icon'],
      ['POST', '/system/menu', { ...ok, visible: 'yes' }, 'visible'],
      ['POST', '/system/menu', { ...ok, isFrame: 1 }, 'isFrame'],
      ['POST', '/system/menu', { ...ok, sort: 'first' }, 'sort'],
      ['POST', '/system/menu', { ...ok, routeName: '1abc' }, 'routeName'],
      ['PUT', '/system/menu', { menuName: 'no id' }, 'menuId'],
      ['PUT', '/system/menu', { menuId: 'abc' }, 'menuId'],
      ['PUT', '/system/menu', { menuId: system.menuId, parentId: system.menuId }, 'parentId'],
      ['PUT', '/system/menu', { menuId: system.menuId, parentId: users.menuId }, 'parentId'],
      ['PUT', '/system/menu', { menuId: users.menuId, path: '' }, 'path'],
      ['PUT', '/system/menu', { menuId: users.menuId, menuType: 'F' }, 'menuType'],
      ['PUT', '/system/menu', { menuId: users.menuId, visible: 'no' }, 'visible'],
      ['GET', '/system/menu/abc', undefined, 'menuId'],
      ['GET', '/system/menu/0', undefined, 'menuId'],
      ['GET', '/system/menu/list?visible=maybe', undefined, 'visible'],
      ['GET', `/system/menu/list?menuName=${encodeURIComponent('<script>')}`, undefined, 'menuName'],
      ['DELETE', '/system/menu/1;2', undefined, 'menuId'],
      ['DELETE', '/system/menu/1,2', undefined, 'menuId'],
    ];
    for (const [method, url, payload, field] of cases) {
      const before = await tableDigest(t.app, 'menus');
      const r = await call(method, url, admin, payload);
      expect(r.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${r.body}`).toBe(400);
      const body = r.json();
      expect(body).toEqual({ code: 400, msg: expect.any(String), ...(body.data ? { data: expect.anything() } : {}) });
      if (body.data) expect(body.data.field).toBe(field);
      expect(body.msg.startsWith(field), `"${body.msg}" should name ${field}`).toBe(true);
      expect(await tableDigest(t.app, 'menus')).toBe(before);
    }
  });

  it('documents the menu routes in the OpenAPI document with bearer security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${P}/docs` })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    for (const [path, method] of [
      ['/system/menu/list', 'get'],
      ['/system/menu/{menuId}', 'get'],
      ['/system/menu', 'post'],
      ['/system/menu', 'put'],
      ['/system/menu/{menuId}', 'delete'],
    ] as const) {
      expect(doc.paths[`${P}${path}`]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('seed upgrade: a database seeded before menus gains the entry and permissions once, without duplicates', async () => {
    const db = t.app.ctx.db;
    const opts = { filesDir: t.filesDir, env: 'test', productName: 'Labelwise' };
    // A fresh database already has it and recorded the upgrade: nothing to do.
    expect((await seed(db, opts)).upgraded).toEqual([]);

    // Make this database look like one seeded before the menu page existed.
    const entry = await db
      .selectFrom('menus')
      .select('id')
      .where('component', '=', 'system/menu/index')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('menus').where('parent_id', '=', entry.id).execute();
    await db.deleteFrom('menus').where('id', '=', entry.id).execute();
    await db.deleteFrom('permissions').where('code', 'like', 'system:menu:%').execute();
    await db.deleteFrom('app_meta').where('key', '=', 'seed.upgrade.system-menu').execute();
    const roles = (await call('GET', '/getRouters', admin)).json().data;
    expect(JSON.stringify(roles)).not.toContain('system/menu/index');

    const r = await seed(db, opts);
    expect(r).toMatchObject({ seeded: false, upgraded: ['system-menu'] });
    const menus = await list();
    const again = menus.filter((m) => m.component === 'system/menu/index');
    expect(again).toHaveLength(1);
    const system = menus.find((m) => m.parentId === 0 && m.path === 'system')!;
    expect(again[0]!.parentId).toBe(system.menuId);
    expect(again[0]!.sort).toBe(Math.max(...menus.filter((m) => m.parentId === system.menuId).map((m) => m.sort)));
    expect(menus.filter((m) => m.parentId === again[0]!.menuId)).toHaveLength(4);
    const codes = (await db.selectFrom('permissions').select('code').where('code', 'like', 'system:menu:%').execute())
      .map((p) => p.code)
      .sort();
    expect(codes).toEqual([
      'system:menu:add',
      'system:menu:edit',
      'system:menu:list',
      'system:menu:query',
      'system:menu:remove',
    ]);
    expect(JSON.stringify((await call('GET', '/getRouters', admin)).json().data)).toContain('system/menu/index');

    // Once only: a later start does not add it again (nor re-create it after an admin deletes it).
    expect((await seed(db, opts)).upgraded).toEqual([]);
    expect((await list()).filter((m) => m.component === 'system/menu/index')).toHaveLength(1);
  });

  it('seed upgrade: an older database gains Online users, the unlock, Server and cache, and the API docs page', async () => {
    const db = t.app.ctx.db;
    const opts = { filesDir: t.filesDir, env: 'test', productName: 'Labelwise' };
    // As seeded before them: no such pages, buttons or permissions, and the API docs entry a frame of raw JSON.
    for (const component of ['monitor/online/index', 'monitor/server/index']) {
      const page = await db
        .selectFrom('menus')
        .select('id')
        .where('component', '=', component)
        .executeTakeFirstOrThrow();
      await db.deleteFrom('menus').where('parent_id', '=', page.id).execute();
      await db.deleteFrom('menus').where('id', '=', page.id).execute();
    }
    await db.deleteFrom('menus').where('perms', '=', 'monitor:logininfor:unlock').execute();
    await db
      .updateTable('menus')
      .set({ component: 'InnerLink', path: '/api-v1.0/docs', perms: null })
      .where('component', '=', 'tool/swagger/index')
      .execute();
    const added = ['monitor:online:%', 'monitor:server:%', 'monitor:cache:%', 'monitor:logininfor:unlock', 'tool:%'];
    for (const code of added) await db.deleteFrom('permissions').where('code', 'like', code).execute();
    for (const id of ['monitor-online', 'monitor-server', 'api-docs-viewer'])
      await db.deleteFrom('app_meta').where('key', '=', `seed.upgrade.${id}`).execute();

    expect((await seed(db, opts)).upgraded).toEqual(['monitor-online', 'api-docs-viewer', 'monitor-server']);
    const menus = await list();
    const monitor = menus.find((m) => m.parentId === 0 && m.path === 'monitor')!;
    for (const component of ['monitor/online/index', 'monitor/server/index'])
      expect(menus.filter((m) => m.component === component).map((m) => m.parentId)).toEqual([monitor.menuId]);
    const loginLog = menus.find((m) => m.component === 'monitor/logininfor/index')!;
    expect(menus.filter((m) => m.perms === 'monitor:logininfor:unlock').map((m) => m.parentId)).toEqual([
      loginLog.menuId,
    ]);
    expect(menus.find((m) => m.path === 'api-docs')).toMatchObject({
      component: 'tool/swagger/index',
      perms: 'tool:swagger:list',
    });
    const codes = (await db.selectFrom('permissions').select('code').execute()).map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'monitor:online:list',
        'monitor:online:forceLogout',
        'monitor:logininfor:unlock',
        'monitor:server:list',
        'monitor:cache:list',
        'monitor:cache:remove',
        'tool:swagger:list',
      ]),
    );
    expect((await seed(db, opts)).upgraded).toEqual([]);
  });

  it('seed upgrade: a resource new to a database gains the page its manifest declares; a removed one stays away', async () => {
    const db = t.app.ctx.db;
    const opts = { filesDir: t.filesDir, env: 'test', productName: 'Labelwise' };
    const removePage = async (component: string) => {
      const page = await db
        .selectFrom('menus')
        .select('id')
        .where('component', '=', component)
        .executeTakeFirstOrThrow();
      await db.deleteFrom('menus').where('parent_id', '=', page.id).execute();
      await db.deleteFrom('menus').where('id', '=', page.id).execute();
    };
    // As seeded before download links existed: no page, no permissions.
    await removePage('site/link/index');
    await db.deleteFrom('permissions').where('code', 'like', 'site:link:%').execute();
    // An operator removed the forwarders page; the database knows the resource.
    await removePage('logistics/forwarder/index');
    for (const key of ['link', 'forwarder'])
      await db.deleteFrom('app_meta').where('key', '=', `seed.upgrade.resource-page-${key}`).execute();

    expect((await seed(db, opts)).upgraded).toEqual(['resource-page-link', 'resource-page-forwarder']);
    const menus = await list();
    const site = menus.find((m) => m.parentId === 0 && m.path === 'site')!;
    const page = menus.filter((m) => m.component === 'site/link/index');
    expect(page).toMatchObject([
      { parentId: site.menuId, menuName: 'admin.menu.links', path: 'link', perms: 'site:link:list', icon: 'link' },
    ]);
    expect(
      menus
        .filter((m) => m.parentId === page[0]!.menuId)
        .map((m) => m.perms)
        .sort(),
    ).toEqual(['site:link:add', 'site:link:edit', 'site:link:query', 'site:link:remove']);
    const codes = (await db.selectFrom('permissions').select('code').where('code', 'like', 'site:link:%').execute())
      .map((p) => p.code)
      .sort();
    expect(codes).toEqual(['site:link:add', 'site:link:edit', 'site:link:list', 'site:link:query', 'site:link:remove']);
    expect(menus.filter((m) => m.component === 'logistics/forwarder/index')).toEqual([]);
    expect((await seed(db, opts)).upgraded).toEqual([]);
  });
});
