/**
 * Role managers add and remove only permissions they hold (wildcards per hasPermission): removing, disabling or
 * deleting a role, or taking a role from a user, counts as removing its permissions. Every refusal is a 403 naming
 * the field and the permission, and leaves the role tables unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/types.js';
import { ENGINES, tokenWith, type TestApp, operatorSuite } from './helpers.js';
import { refusedBy } from './refusals.js';

describe.each(ENGINES)('permissions by effect on %s', (engine) => {
  let t: TestApp, admin: string, editor: string;
  const call = operatorSuite(engine, (o) => ({ t, admin, editor } = o));
  const refused = refusedBy(() => t);
  const refusedByEffect = refusedBy(() => t, { byEffect: true });

  describe('role managers change only permissions they hold', () => {
    const roleTables: Array<keyof DB> = ['roles', 'role_permissions', 'permissions', 'user_roles'];
    let manager: string;
    let editorRole: { roleId: number; permissions: string[]; status: string };
    const getEditorRole = async () =>
      (await call('GET', `/system/role/list?roleKey=editor`, admin))
        .json()
        .rows.find((r: { roleKey: string }) => r.roleKey === 'editor');
    beforeAll(async () => {
      // manages roles, and holds the contact permissions through a wildcard; not site:brand:edit
      manager = await tokenWith(t.app, [
        'system:role:list',
        'system:role:query',
        'system:role:add',
        'system:role:edit',
        'system:role:remove',
        'site:contact:*',
      ]);
      editorRole = await getEditorRole();
      expect(editorRole.permissions).toContain('site:brand:edit');
      expect(editorRole.permissions).toContain('site:contact:remove');
    });

    it('cannot remove site:brand:edit from the editor role; nothing is written', async () => {
      const without = editorRole.permissions.filter((c) => c !== 'site:brand:edit');
      const msg = await refused(
        () =>
          call('PUT', '/system/role', manager, {
            roleId: editorRole.roleId,
            roleName: 'Renamed',
            permissions: without,
          }),
        roleTables,
        'permissions',
        'site:brand:edit',
      );
      expect(msg).toBe('permissions: you cannot remove site:brand:edit');
      expect(await getEditorRole()).toEqual(editorRole);
      // an empty list removes everything: refused, naming the first code (sorted) it does not hold
      await refused(
        () => call('PUT', '/system/role', manager, { roleId: editorRole.roleId, permissions: [] }),
        roleTables,
        'permissions',
        'common:file:upload',
      );
    });

    it('can remove and add back permissions it holds (wildcard segments count), keeping the others unchanged', async () => {
      const without = editorRole.permissions.filter((c) => c !== 'site:contact:remove');
      const r = await call('PUT', '/system/role', manager, { roleId: editorRole.roleId, permissions: without });
      expect(r.statusCode, r.body).toBe(200);
      expect((await getEditorRole()).permissions).not.toContain('site:contact:remove');
      const back = await call('PUT', '/system/role', manager, {
        roleId: editorRole.roleId,
        permissions: [...without, 'site:contact:remove'],
      });
      expect(back.statusCode, back.body).toBe(200);
      expect((await getEditorRole()).permissions).toEqual(editorRole.permissions);
      // the editor still works with what it kept
      expect((await call('GET', '/site/brand/list', editor)).statusCode).toBe(200);
    });

    it('granting stays restricted, disabling or deleting a role counts as removing all it holds', async () => {
      await refused(
        () =>
          call('PUT', '/system/role', manager, {
            roleId: editorRole.roleId,
            permissions: [...editorRole.permissions, 'system:user:list'],
          }),
        roleTables,
        'permissions',
        'system:user:list',
      );
      await refused(
        () => call('PUT', '/system/role', manager, { roleId: editorRole.roleId, status: '1' }),
        roleTables,
        'status',
        'common:file:upload',
      );
      await refused(
        () => call('DELETE', `/system/role/${editorRole.roleId}`, manager),
        roleTables,
        'roleId',
        'common:file:upload',
      );
      // a role made of what the manager holds: create, change, disable, enable, delete
      const own = await call('POST', '/system/role', manager, {
        roleKey: 'contact_desk',
        roleName: 'Contact desk',
        permissions: ['site:contact:list', 'site:contact:query'],
      });
      expect(own.statusCode, own.body).toBe(200);
      const id = own.json().data.roleId as number;
      expect(
        (
          await call('PUT', '/system/role', manager, {
            roleId: id,
            permissions: ['site:contact:list', 'site:contact:edit'],
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('PUT', '/system/role', manager, { roleId: id, status: '1' })).statusCode).toBe(200);
      expect((await call('PUT', '/system/role', manager, { roleId: id, status: '0' })).statusCode).toBe(200);
      expect((await call('DELETE', `/system/role/${id}`, manager)).statusCode).toBe(200);
      // the admin may do what the manager may not
      const adminRemoves = await call('PUT', '/system/role', admin, {
        roleId: editorRole.roleId,
        permissions: editorRole.permissions.filter((c) => c !== 'site:brand:edit'),
      });
      expect(adminRemoves.statusCode).toBe(200);
      expect(
        (await call('PUT', '/system/role', admin, { roleId: editorRole.roleId, permissions: editorRole.permissions }))
          .statusCode,
      ).toBe(200);
      expect(await getEditorRole()).toEqual(editorRole);
    });

    it('a user manager cannot take a role away from a user when it lacks the role permissions', async () => {
      const helpdesk = await tokenWith(t.app, ['system:user:list', 'system:user:query', 'system:user:edit']);
      const user = (await call('GET', '/system/user/list?userName=editor', admin))
        .json()
        .rows.find((u: { userName: string }) => u.userName === 'editor');
      expect(user.roleIds).toEqual([editorRole.roleId]);
      // acting on a user needs every permission it holds (a reset password or a new e-mail would sign in as it)
      await refusedByEffect(
        () => call('PUT', '/system/user', helpdesk, { userId: user.userId, roleIds: [] }),
        ['user_roles', 'users'],
        'userId',
        'common:file:upload',
      );
      // a helpdesk holding all the editor holds may act on it
      const peer = await tokenWith(t.app, [
        ...editorRole.permissions,
        'system:user:list',
        'system:user:query',
        'system:user:edit',
      ]);
      // keeping the roles the user has is not a grant: other fields can still be changed with them in the body
      const keep = await call('PUT', '/system/user', peer, {
        userId: user.userId,
        nickName: 'Editor (kept)',
        roleIds: [editorRole.roleId],
      });
      expect(keep.statusCode, keep.body).toBe(200);
      expect((await call('GET', '/getInfo', editor)).json().data.permissions).toContain('site:brand:edit');
    });
  });
});
