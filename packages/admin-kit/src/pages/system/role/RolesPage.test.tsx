import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, paths } from '../../../test/pageHelpers';
import RolesPage from './index';

beforeAll(() => installResizeObserver());

const menu = (menuId: number, parentId: number, menuName: string, menuType: 'M' | 'C' | 'F', perms = '') => ({
  menuId,
  parentId,
  menuName,
  menuType,
  perms,
  sort: menuId,
});
const menus = [
  menu(1, 0, 'admin.menu.system', 'M'),
  menu(2, 1, 'admin.menu.users', 'C', 'system:user:list'),
  menu(3, 2, 'admin.menu.buttonAdd', 'F', 'system:user:add'),
  menu(4, 2, 'admin.menu.buttonEdit', 'F', 'system:user:edit'),
  menu(5, 1, 'admin.menu.roles', 'C', 'system:role:list'),
  menu(6, 5, 'admin.menu.buttonEdit', 'F', 'system:role:edit'),
];
const role = {
  roleId: 2,
  roleKey: 'support',
  roleName: 'Support',
  roleSort: 2,
  status: '0',
  remark: '',
  createTime: '2026-11-20T09:00:00.000Z',
  permissions: ['system:role:list', 'common:file:upload'],
};
const member = { userId: 7, userName: 'sam', nickName: 'Sam', roleIds: [2, 3], roles: ['support', 'x'] };
const outsider = { userId: 8, userName: 'kim', nickName: 'Kim', roleIds: [], roles: [] };

const respond = (request: Request) => {
  const url = new URL(request.url);
  const path = url.pathname;
  if (request.method !== 'GET') return json({ code: 200, msg: 'ok' });
  if (path.endsWith('/system/role/list')) return json({ code: 200, msg: 'ok', rows: [role], total: 1 });
  if (path.endsWith('/system/role/menuTree')) return json({ code: 200, msg: 'ok', data: menus });
  if (path.endsWith('/system/permission/list'))
    return json({
      code: 200,
      msg: 'ok',
      data: ['*:*:*', 'common:file:upload', ...menus.map((m) => m.perms).filter(Boolean)].map((code, id) => ({
        id,
        code,
        name: code,
      })),
    });
  if (path.endsWith('/system/user/list')) {
    const rows = url.searchParams.get('roleId') ? [member] : [outsider];
    return json({ code: 200, msg: 'ok', rows, total: rows.length });
  }
  return json({ code: 404, msg: 'no' }, 404);
};

// Holds everything shown except system:user:edit (a button of Users).
const operator = [
  'system:role:list',
  'system:role:query',
  'system:role:edit',
  'system:user:list',
  'system:user:add',
  'common:file:upload',
];
const lastBody = (calls: ReadonlyArray<{ method: string; body: string }>, method: string) =>
  JSON.parse(calls.filter((c) => c.method === method).at(-1)?.body ?? '{}') as Record<string, unknown>;

describe('Roles page', { timeout: 40_000 }, () => {
  it('chooses permissions on the menu tree: linked parents, half-checked, unheld codes disabled', async () => {
    const { calls } = renderPage(<RolesPage />, { permissions: operator, respond });
    await screen.findByText('Support');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    const box = (name: string, nth = 0) => within(dialog).getAllByRole('checkbox', { name })[nth]!;
    // names as the sidebar shows them; the role's codes as stored
    expect(box('Roles')).toHaveAttribute('aria-checked', 'mixed');
    expect(box('System')).toHaveAttribute('aria-checked', 'mixed');
    expect(box('Other permissions')).toHaveAttribute('aria-checked', 'true');
    // Users holds system:user:edit, which the operator does not: disabled with the reason
    expect(box('Edit', 0)).toBeDisabled();
    expect(box('Edit', 0)).toHaveAccessibleDescription('You do not hold this permission yourself');
    await u.click(box('Users'));
    expect(box('Users')).toHaveAttribute('aria-checked', 'mixed');
    expect(box('Add')).toHaveAttribute('aria-checked', 'true');
    await u.click(box('Roles'));
    expect(box('Roles')).toHaveAttribute('aria-checked', 'true');
    await u.click(box('Add'));
    expect(box('Add')).toHaveAttribute('aria-checked', 'false');
    expect(box('Users')).toHaveAttribute('aria-checked', 'mixed');
    // keyboard: Space on a focused box toggles it
    box('Add').focus();
    await u.keyboard(' ');
    expect(box('Add')).toHaveAttribute('aria-checked', 'true');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((lastBody(calls, 'PUT').permissions as string[]).sort()).toEqual([
      'common:file:upload',
      'system:role:edit',
      'system:role:list',
      'system:user:add',
      'system:user:list',
    ]);
  });

  it('unlinked, a page box leaves its buttons alone; check all skips codes the operator does not hold', async () => {
    renderPage(<RolesPage />, { permissions: operator, respond });
    await screen.findByText('Support');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    await u.click(within(dialog).getByRole('checkbox', { name: 'Parent and children linked' }));
    const box = (name: string) => within(dialog).getAllByRole('checkbox', { name })[0]!;
    await u.click(box('Users'));
    expect(box('Users')).toHaveAttribute('aria-checked', 'true');
    expect(box('Add')).toHaveAttribute('aria-checked', 'false');
    await u.click(within(dialog).getByRole('button', { name: 'Collapse all' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Users' })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Check none' }));
    await u.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    expect(box('Users')).toHaveAttribute('aria-checked', 'false');
    await u.click(within(dialog).getByRole('button', { name: 'Check all' }));
    expect(box('Roles')).toHaveAttribute('aria-checked', 'true');
    expect(box('Edit')).toHaveAttribute('aria-checked', 'false');
  });

  it("assigns users: lists the role's users, removes one, adds another", async () => {
    const permissions = [...operator, 'system:user:edit', 'system:role:edit'];
    const { calls } = renderPage(<RolesPage />, { permissions, respond });
    await screen.findByText('Support');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Assign users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users with the role “Support”' });
    expect(await within(dialog).findByText('sam')).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /api-v1.0/system/user/list?roleId=2&pageNum=1&pageSize=10');
    await u.type(within(dialog).getByRole('textbox', { name: 'Search by user name' }), 'sa');
    await u.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paths(calls)).toContain('GET /api-v1.0/system/user/list?roleId=2&userName=sa&pageNum=1&pageSize=10'),
    );
    await u.click(within(dialog).getByRole('button', { name: 'Remove from role' }));
    await waitFor(() => expect(lastBody(calls, 'PUT')).toEqual({ userId: 7, roleIds: [3] }));
    await u.click(within(dialog).getByRole('button', { name: 'Add users' }));
    const picker = await screen.findByRole('dialog', { name: 'Add users to “Support”' });
    const add = within(picker).getByRole('button', { name: 'Add chosen users' });
    expect(add).toBeDisabled();
    await u.click(await within(picker).findByRole('checkbox', { name: 'Choose kim' }));
    expect(paths(calls)).toContain('GET /api-v1.0/system/user/list?withoutRoleId=2&pageNum=1&pageSize=10');
    await u.click(add);
    await waitFor(() => expect(lastBody(calls, 'PUT')).toEqual({ userId: 8, roleIds: [2] }));
    expect(await screen.findByRole('dialog', { name: 'Users with the role “Support”' })).toBeInTheDocument();
  });

  it('offers no add or remove to an operator who does not hold the role’s permissions', async () => {
    const permissions = ['system:role:list', 'system:user:list', 'system:user:edit'];
    renderPage(<RolesPage />, { permissions, respond });
    await screen.findByText('Support');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Assign users' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('sam')).toBeInTheDocument();
    expect(within(dialog).getByText('You do not hold this permission yourself')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove from role' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add users' })).not.toBeInTheDocument();
  });
});
