/**
 * A role's "assign users" dialog and permission picker: the user list filtered by role (members, non-members), and
 * the menu tree with each menu's permission code for operators who manage roles without managing menus.
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, tokenWith, type TestApp, operatorSuite } from './helpers.js';

interface Row {
  userId: number;
  userName: string;
  roleIds: number[];
}

describe.each(ENGINES)('role members on %s', (engine) => {
  let t: TestApp, admin: string;
  const call = operatorSuite(engine, (o) => ({ t, admin } = o));

  const role = async (key: string): Promise<number> =>
    (await call('GET', `/system/role/list?roleKey=${key}`, admin))
      .json()
      .rows.find((r: { roleKey: string }) => r.roleKey === key).roleId;
  const names = async (query: string, token = admin): Promise<string[]> => {
    const res = await call('GET', `/system/user/list?pageSize=50&${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as Row[]).map((r) => r.userName).sort();
  };

  it('lists the users holding a role, and those who do not, without overlap', async () => {
    const editorRole = await role('editor');
    const members = await names(`roleId=${editorRole}`);
    const others = await names(`withoutRoleId=${editorRole}`);
    const all = await names('');
    expect(members).toContain('editor');
    expect(members).not.toContain('admin');
    expect(others).toContain('admin');
    expect(others).not.toContain('editor');
    expect([...members, ...others].sort()).toEqual(all);
    // combined with the name search, as the dialog's search box sends it
    expect(await names(`roleId=${editorRole}&userName=edit`)).toEqual(['editor']);
    expect(await names(`roleId=${editorRole}&userName=nobody-here`)).toEqual([]);
  });

  it('refuses a role filter that is not an id', async () => {
    const res = await call('GET', '/system/user/list?roleId=abc', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().field ?? res.json().msg).toContain('roleId');
  });

  it('adding a user to a role and taking it away again goes through the user rules', async () => {
    const editorRole = await role('editor');
    const created = await call('POST', '/system/user', admin, {
      userName: 'role_member_1',
      nickName: 'Member',
      password: 'long-enough-1',
    });
    expect(created.statusCode).toBe(200);
    const row = ((await call('GET', '/system/user/list?userName=role_member_1', admin)).json().rows as Row[])[0]!;
    expect(await names(`withoutRoleId=${editorRole}&userName=role_member_1`)).toEqual(['role_member_1']);
    // an operator who may edit users but does not hold the editor role's permissions cannot hand it out
    const userManager = await tokenWith(t.app, ['system:user:list', 'system:user:edit']);
    const refused = await call('PUT', '/system/user', userManager, { userId: row.userId, roleIds: [editorRole] });
    expect(refused.statusCode).toBe(403);
    expect(await names(`roleId=${editorRole}&userName=role_member_1`)).toEqual([]);
    const added = await call('PUT', '/system/user', admin, { userId: row.userId, roleIds: [editorRole] });
    expect(added.statusCode).toBe(200);
    expect(await names(`roleId=${editorRole}&userName=role_member_1`)).toEqual(['role_member_1']);
    const removed = await call('PUT', '/system/user', admin, { userId: row.userId, roleIds: [] });
    expect(removed.statusCode).toBe(200);
    expect(await names(`roleId=${editorRole}&userName=role_member_1`)).toEqual([]);
  });

  it('sends the menu tree with permission codes to whoever lists roles, without listing menus', async () => {
    const manager = await tokenWith(t.app, ['system:role:list']);
    expect((await call('GET', '/system/menu/list', manager)).statusCode).toBe(403);
    const res = await call('GET', '/system/role/menuTree', manager);
    expect(res.statusCode).toBe(200);
    const nodes = res.json().data as { menuId: number; parentId: number; menuType: string; perms: string }[];
    const rolePage = nodes.find((n) => n.menuType === 'C' && n.perms === 'system:role:list')!;
    const buttons = nodes.filter((n) => n.parentId === rolePage.menuId).map((n) => n.perms);
    expect(buttons).toEqual(expect.arrayContaining(['system:role:add', 'system:role:edit', 'system:role:remove']));
    const userManager = await tokenWith(t.app, ['system:user:list', 'system:user:edit']);
    expect((await call('GET', '/system/role/menuTree', userManager)).statusCode).toBe(403);
  });
});
