import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import {
  deleteAfterConfirming,
  userFixture,
  installResizeObserver,
  listResponder,
  paths,
} from '../shared/test-helpers';
import UsersPage from './index';

beforeAll(installResizeObserver);

const user = userFixture;
const respond = listResponder({
  '/system/user/list': [user],
  '/system/role/list': [
    { roleId: 1, roleName: 'Administrator', roleKey: 'admin' },
    { roleId: 2, roleName: 'Editor', roleKey: 'editor' },
  ],
});
const all = [
  'system:user:list',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:resetPwd',
  'system:role:list',
];

describe('Users page', { timeout: 20_000 }, () => {
  it('lists 20 a page and hides add/edit/delete/reset/disable without the permissions', async () => {
    const { calls } = renderPage(<UsersPage />, { permissions: ['system:user:list'], respond });
    expect(await screen.findByText('editor2')).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /api-v1.0/system/user/list?pageNum=1&pageSize=20');
    for (const name of ['Add user', 'Edit', 'Delete', 'Reset password', 'Disable'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('add validates required fields, user name and password length before sending, then posts with roles', async () => {
    const { calls } = renderPage(<UsersPage />, { permissions: all, respond });
    await screen.findByText('editor2');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Please input')).toHaveLength(3);
    await u.type(within(dialog).getByRole('textbox', { name: /User name/ }), 'x');
    await u.type(within(dialog).getByRole('textbox', { name: /Nickname/ }), 'New one');
    await u.type(within(dialog).getByLabelText(/Password/), 'short');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('2 to 30 letters, digits or _ . @ -')).toBeInTheDocument();
    expect(within(dialog).getByText('The password must be 8 to 128 characters')).toBeInTheDocument();
    expect(paths(calls).some((p) => p.startsWith('POST'))).toBe(false);

    await u.type(within(dialog).getByRole('textbox', { name: /User name/ }), 'yz');
    await u.type(within(dialog).getByLabelText(/Password/), '-long-enough');
    await u.click(await within(dialog).findByRole('checkbox', { name: 'Editor (editor)' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/system/user'));
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      userName: 'xyz',
      nickName: 'New one',
      password: 'short-long-enough',
      roleIds: [2],
      status: '0',
    });
  });

  it('disables a user and resets a password with a length check', async () => {
    const { calls } = renderPage(<UsersPage />, { permissions: all, respond });
    await screen.findByText('editor2');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && JSON.parse(c.body).status === '1')).toBe(true));

    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/New password for “editor2”/), 'abc');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The password must be 8 to 128 characters')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/New password/), 'defghijk');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('PUT /api-v1.0/system/user/resetPwd'));
    expect(JSON.parse(calls.find((c) => c.url.endsWith('/resetPwd'))?.body ?? '{}')).toEqual({
      userId: 5,
      password: 'abcdefghijk',
    });
  });

  it('delete asks first and deletes on confirm', async () => {
    const { calls } = renderPage(<UsersPage />, { permissions: all, respond });
    await screen.findByText('editor2');
    const u = userEvent.setup();
    await deleteAfterConfirming(u, calls, /editor2/);
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/system/user/5'));
  });
});
