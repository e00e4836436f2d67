/**
 * The seeded role presets, role × resource × action, as documented in packages/admin-kit/README.md ("Role presets"):
 *   - a preset may edit and delete what it may add, or neither (no "may delete but not edit");
 *   - the editor manages site content, but drivers (what visitors install) only by adding: no edit, no delete;
 *   - the editor reads dictionaries and nothing else of System;
 *   - the admin passes every check.
 * Checked twice: the role's stored permissions, and what the API does with the editor's token (a permission refusal is
 * a 403 before the body is looked at; anything else means the permission passed).
 */
import { describe, expect, it } from 'vitest';
import { allPermissionCodes, editorPermissionCodes, LEGACY_MENU_NAMES, MENU_TREE, seed } from '../src/db/seed.js';
import { menuCodes, resourcePermissionCodes } from '../src/db/seedMenuParts.js';
import { ENGINES, type TestApp, operatorSuite } from './helpers.js';

type CrudAction = 'list' | 'query' | 'add' | 'edit' | 'remove';
type Action = CrudAction | 'publish';
const ACTIONS: readonly CrudAction[] = ['list', 'query', 'add', 'edit', 'remove'];

/** The editor's column of the documented matrix. */
const EDITOR_MATRIX: Readonly<Record<string, readonly Action[]>> = {
  'site:brand': ['list', 'query', 'add', 'edit', 'remove'],
  'site:model': ['list', 'query', 'add', 'edit', 'remove'],
  'site:driver': ['list', 'query', 'add'],
  'site:manual': ['list', 'query', 'add', 'edit', 'remove'],
  'site:chart': ['list', 'query', 'add', 'edit', 'remove'],
  'site:link': ['list', 'query', 'add', 'edit', 'remove'],
  'site:contact': ['list', 'query', 'edit', 'remove'],
  'site:guide': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:video': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:faq': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:home': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:partner': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:notice': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:doctor': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:doctorStep': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:shipping': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'site:shippingCommon': ['list', 'query', 'add', 'edit', 'remove', 'publish'],
  'system:user': [],
  'system:role': [],
  'system:menu': [],
  'system:dict': ['list', 'query'],
  'system:config': [],
  'system:dept': [],
  'system:post': [],
  'monitor:operlog': [],
  'monitor:logininfor': [],
  'logistics:forwarder': [],
  'logistics:tracking': [],
};

const codesOf = (matrix: Readonly<Record<string, readonly Action[]>>) =>
  Object.entries(matrix).flatMap(([resource, actions]) => actions.map((action) => `${resource}:${action}`));

describe('role preset rules', () => {
  it('the editor preset is the documented matrix plus uploading documents and images', () => {
    expect([...editorPermissionCodes()].sort()).toEqual([...codesOf(EDITOR_MATRIX), 'common:file:upload'].sort());
  });

  it('the stored permissions are each one the seeded menus or a manifest names, once', () => {
    const all = allPermissionCodes();
    expect(new Set(all).size).toBe(all.length);
    expect([...menuCodes(MENU_TREE), ...resourcePermissionCodes()].filter((code) => !all.includes(code))).toEqual([]);
  });

  it('no preset may add and delete a resource without editing it, or edit without deleting what it adds', () => {
    const presets = { editor: editorPermissionCodes(), admin: allPermissionCodes() };
    for (const [name, codes] of Object.entries(presets)) {
      const held = new Set(codes);
      const resources = new Set(codes.map((code) => code.split(':').slice(0, 2).join(':')));
      for (const resource of resources) {
        if (!held.has(`${resource}:add`)) continue;
        const edit = held.has(`${resource}:edit`);
        const remove = held.has(`${resource}:remove`);
        expect(edit === remove, `${name} on ${resource}: edit ${edit}, remove ${remove}`).toBe(true);
      }
    }
  });
});

describe.each(ENGINES)('seeded role presets on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));

  /** One request per action that needs exactly that permission; the body is deliberately empty or unknown. */
  const probe = (base: string, action: CrudAction, token: string) => {
    switch (action) {
      case 'list':
        return call('GET', `${base}/list`, token);
      case 'query':
        return call('GET', `${base}/987654`, token);
      case 'add':
        return call('POST', base, token, {});
      case 'edit':
        return call('PUT', base, token, {});
      case 'remove':
        return call('DELETE', `${base}/987654`, token);
    }
  };
  const refusedForPermission = (r: { statusCode: number; body: string }, perm: string) =>
    r.statusCode === 403 && (JSON.parse(r.body) as { msg: string }).msg.includes(`(${perm})`);

  it('the stored editor role holds exactly the preset', async () => {
    const roles = (await call('GET', '/system/role/list?pageSize=50', admin)).json().rows as Array<{
      roleKey: string;
      permissions: string[];
    }>;
    const stored = roles.find((role) => role.roleKey === 'editor')!;
    expect([...stored.permissions].sort()).toEqual([...editorPermissionCodes()].sort());
  });

  const crudResources: ReadonlyArray<[string, string]> = [
    ['site:brand', '/site/brand'],
    ['site:model', '/site/model'],
    ['site:driver', '/site/driver'],
    ['site:manual', '/site/manual'],
    ['site:chart', '/site/chart'],
    ['site:link', '/site/link'],
    ['system:user', '/system/user'],
    ['system:role', '/system/role'],
    ['system:config', '/system/config'],
  ];

  it.each(crudResources)(
    '%s: the API lets the editor do what the matrix says, and refuses the rest',
    async (resource, base) => {
      const allowed = new Set(EDITOR_MATRIX[resource]);
      for (const action of ACTIONS) {
        const perm = `${resource}:${action}`;
        const r = await probe(base, action, editor);
        expect(refusedForPermission(r, perm), `${perm}: ${r.statusCode} ${r.body}`).toBe(!allowed.has(action));
        // The admin passes every permission check.
        expect(refusedForPermission(await probe(base, action, admin), perm)).toBe(false);
      }
    },
  );

  it('seed upgrades: a database seeded before gets message-id menu names and the editor preset once; operator renames stay', async () => {
    const db = t.app.ctx.db;
    const opts = { filesDir: t.filesDir, env: 'test', productName: 'Labelwise' };
    expect((await seed(db, opts)).upgraded).toEqual([]);

    // Make it look like the first release: English names, the editor holding driver remove, upgrades not applied.
    for (const [legacy, id] of Object.entries(LEGACY_MENU_NAMES))
      await db.updateTable('menus').set({ menu_name: legacy }).where('menu_name', '=', id).execute();
    await db.updateTable('menus').set({ menu_name: 'Driver add' }).where('perms', '=', 'site:driver:add').execute();
    await db
      .updateTable('menus')
      .set({ menu_name: 'Our own name' })
      .where('component', '=', 'site/brand/index')
      .execute();
    const editorRole = await db
      .selectFrom('roles')
      .select('id')
      .where('role_key', '=', 'editor')
      .executeTakeFirstOrThrow();
    const remove = await db
      .selectFrom('permissions')
      .select('id')
      .where('code', '=', 'site:driver:remove')
      .executeTakeFirstOrThrow();
    await db.insertInto('role_permissions').values({ role_id: editorRole.id, permission_id: remove.id }).execute();
    await db
      .deleteFrom('app_meta')
      .where('key', 'in', ['seed.upgrade.menu-titles', 'seed.upgrade.role-presets'])
      .execute();

    expect((await seed(db, opts)).upgraded).toEqual(['menu-titles', 'role-presets']);
    const names = async (where: [string, string]) =>
      (
        await db
          .selectFrom('menus')
          .select('menu_name')
          .where(where[0] as 'component', '=', where[1])
          .execute()
      ).map((row) => row.menu_name);
    expect(await names(['component', 'site/driver/index'])).toEqual(['admin.menu.drivers']);
    expect(await names(['perms', 'site:driver:add'])).toEqual(['admin.menu.buttonAdd']);
    expect(await names(['component', 'site/brand/index'])).toEqual(['Our own name']);
    const roles = (await call('GET', '/system/role/list?pageSize=50', admin)).json().rows as Array<{
      roleKey: string;
      permissions: string[];
    }>;
    expect([...roles.find((role) => role.roleKey === 'editor')!.permissions].sort()).toEqual(
      [...editorPermissionCodes()].sort(),
    );
    // Once only.
    expect((await seed(db, opts)).upgraded).toEqual([]);
  });

  /** The editor's stored permission codes, sorted, as the role list answers them. */
  const editorCodes = async () => {
    const roles = (await call('GET', '/system/role/list?pageSize=50', admin)).json().rows as Array<{
      roleKey: string;
      permissions: string[];
    }>;
    return [...roles.find((role) => role.roleKey === 'editor')!.permissions].sort();
  };
  const editorId = async () =>
    (await t.app.ctx.db.selectFrom('roles').select('id').where('role_key', '=', 'editor').executeTakeFirstOrThrow()).id;
  /** The ids of the permissions of `site:<resource>`. */
  const permissionsOf = async (...resources: string[]) =>
    (
      await t.app.ctx.db
        .selectFrom('permissions')
        .select('id')
        .where((eb) => eb.or(resources.map((r) => eb('code', 'like', `site:${r}:%`))))
        .execute()
    ).map((p) => p.id);

  it('seed upgrades: an older database’s editor gains the site permissions a fresh seed gives it, once', async () => {
    const db = t.app.ctx.db;
    const opts = { filesDir: t.filesDir, env: 'test', productName: 'Labelwise' };
    expect((await seed(db, opts)).upgraded).toEqual([]);
    const fresh = await editorCodes();
    expect(fresh).toEqual([...editorPermissionCodes()].sort());

    // An install whose link and chart pages came by upgrade before upgrades granted their permissions to the editor.
    const editor = await editorId();
    await db
      .deleteFrom('role_permissions')
      .where('role_id', '=', editor)
      .where('permission_id', 'in', await permissionsOf('link', 'chart'))
      .execute();
    await db.deleteFrom('app_meta').where('key', '=', 'seed.upgrade.editor-site-permissions').execute();
    expect(await editorCodes()).not.toContain('site:link:list');
    expect((await seed(db, opts)).upgraded).toEqual(['editor-site-permissions']);
    expect(await editorCodes()).toEqual(fresh);
    expect((await seed(db, opts)).upgraded).toEqual([]);

    // A resource an operator trimmed for the editor (holding some of its permissions) stays as they left it.
    const trimmed = await db
      .selectFrom('permissions')
      .select('id')
      .where('code', '=', 'site:manual:remove')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('role_permissions')
      .where('role_id', '=', editor)
      .where('permission_id', '=', trimmed.id)
      .execute();
    await db.deleteFrom('app_meta').where('key', '=', 'seed.upgrade.editor-site-permissions').execute();
    await seed(db, opts);
    expect(await editorCodes()).toEqual(fresh.filter((code) => code !== 'site:manual:remove'));
    await db.insertInto('role_permissions').values({ role_id: editor, permission_id: trimmed.id }).execute();
  });

  it('seed upgrades: a resource page added to an older database gives the editor its permissions', async () => {
    const db = t.app.ctx.db;
    const opts = { filesDir: t.filesDir, env: 'test', productName: 'Labelwise' };
    const fresh = await editorCodes();
    // Before download links: neither their permissions nor their page.
    await db
      .deleteFrom('permissions')
      .where('id', 'in', await permissionsOf('link'))
      .execute();
    await db
      .deleteFrom('menus')
      .where((eb) => eb.or([eb('perms', 'like', 'site:link:%'), eb('component', '=', 'site/link/index')]))
      .execute();
    await db.deleteFrom('app_meta').where('key', '=', 'seed.upgrade.resource-page-link').execute();
    expect((await seed(db, opts)).upgraded).toEqual(['resource-page-link']);
    expect(await editorCodes()).toEqual(fresh);
    const page = await db.selectFrom('menus').select('id').where('component', '=', 'site/link/index').execute();
    expect(page).toHaveLength(1);
  });
});
