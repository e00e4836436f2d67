import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import {
  deleteAfterConfirming,
  userFixture,
  installSelectShims,
  listResponder,
  paths,
} from '../../../test/pageHelpers';
import { deptFixtures } from '../dept/fixtures';
import UsersPage from './index';

beforeAll(installSelectShims);

const user = { ...userFixture, deptId: 5, deptName: 'Marketing', postIds: [4] };
const post = (postId: number, postCode: string, postName: string, status = '0') => ({
  postId,
  postCode,
  postName,
  postSort: postId,
  status,
  remark: '',
  createdAt: '2026-11-20T09:00:00.000Z',
});
const respond = listResponder(
  {
    '/system/user/list': [user],
    '/system/role/list': [
      { roleId: 1, roleName: 'Administrator', roleKey: 'admin' },
      { roleId: 2, roleName: 'Editor', roleKey: 'editor' },
    ],
    '/system/post/list': [
      post(1, 'ceo', 'Chief executive'),
      post(2, 'se', 'Project manager'),
      post(3, 'hr', 'Human resources', '1'),
      post(4, 'user', 'Staff'),
    ],
  },
  { '/system/dept/list': deptFixtures },
);
const all = [
  'system:user:list',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:resetPwd',
  'system:role:list',
  'system:dept:list',
  'system:post:list',
];
const lastBody = (calls: ReadonlyArray<{ method: string; body: string }>, method: string) =>
  JSON.parse(calls.filter((c) => c.method === method).at(-1)?.body ?? '{}') as Record<string, unknown>;

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
    const u = userEvent.setup({ delay: null });
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
      deptId: null,
      postIds: [],
    });
  });

  it('shows each user’s department, and filters the list by a department picked from the tree', async () => {
    const { calls } = renderPage(<UsersPage />, { permissions: ['system:user:list', 'system:dept:list'], respond });
    const row = (await screen.findByText('editor2')).closest('tr')!;
    expect(within(row).getByText('Marketing')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Department' })).toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'Department' }));
    const listbox = await screen.findByRole('listbox');
    // The tree in order, each level indented, a disabled department marked.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('data-depth')]),
    ).toEqual([
      ['All departments', null],
      ['Labelwise', null],
      ['Head office', '1'],
      ['Engineering', '2'],
      ['Product support', '2'],
      ['Marketing', '2'],
      ['Finance', '2'],
      ['Europe branch', '1'],
      ['Sales (disabled)', '2'],
      ['Customer service', '2'],
    ]);
    await u.click(within(listbox).getByRole('option', { name: 'Head office' }));
    // The chosen department reads as its name, not indented.
    expect(screen.getByRole('combobox', { name: 'Department' }).textContent).toBe('Head office');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paths(calls)).toContain('GET /api-v1.0/system/user/list?pageNum=1&pageSize=20&deptId=2'),
    );
  });

  it('edits a user’s department and posts, and can take them out of any department', async () => {
    const { calls } = renderPage(<UsersPage />, { permissions: all, respond });
    await screen.findByText('editor2');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    // The user's own department and post are shown as chosen; a disabled post says so.
    expect(within(dialog).getByRole('combobox', { name: 'Department' })).toHaveTextContent('Marketing');
    const posts = within(dialog).getByRole('group', { name: 'Posts' });
    expect(await within(posts).findByRole('checkbox', { name: 'Staff' })).toBeChecked();
    expect(within(posts).getByRole('checkbox', { name: 'Human resources (disabled)' })).not.toBeChecked();

    await u.click(within(dialog).getByRole('combobox', { name: 'Department' }));
    await u.click(await screen.findByRole('option', { name: /Engineering/ }));
    await u.click(within(posts).getByRole('checkbox', { name: 'Chief executive' }));
    await u.click(within(posts).getByRole('checkbox', { name: 'Project manager' }));
    await u.click(within(posts).getByRole('checkbox', { name: 'Staff' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('PUT /api-v1.0/system/user'));
    expect(lastBody(calls, 'PUT')).toMatchObject({ userId: 5, deptId: 3, postIds: [1, 2] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog');
    await u.click(within(again).getByRole('combobox', { name: 'Department' }));
    await u.click(await screen.findByRole('option', { name: 'No department' }));
    await u.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(lastBody(calls, 'PUT')).toMatchObject({ userId: 5, deptId: null, postIds: [4] });
  });

  it('without the department and post lists the form keeps what the user holds', async () => {
    const { calls } = renderPage(<UsersPage />, {
      permissions: ['system:user:list', 'system:user:edit'],
      respond,
    });
    await screen.findByText('editor2');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('PUT /api-v1.0/system/user'));
    expect(lastBody(calls, 'PUT')).toMatchObject({ userId: 5, deptId: 5, postIds: [4] });
    expect(paths(calls).some((p) => p.includes('/system/dept/') || p.includes('/system/post/'))).toBe(false);
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

  it('offers no Delete or Disable on your own row, and no Status when editing yourself', async () => {
    const me = { ...user, userId: 1, userName: 'chief', roles: ['admin'], roleIds: [1] };
    const both = listResponder({ '/system/user/list': [me, user] }, { '/system/dept/list': deptFixtures });
    renderPage(<UsersPage />, { permissions: all, respond: both, me: { userId: 1, userName: 'chief' } });
    const mine = (await screen.findByText('chief')).closest('tr')!;
    const theirs = screen.getByText('editor2').closest('tr')!;
    expect(within(mine).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(within(mine).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('a user name already taken is said under the user name field, in the user’s words', async () => {
    const taken = (request: Request) =>
      request.method === 'POST'
        ? new Response(
            JSON.stringify({
              code: 409,
              msg: 'userName: already exists',
              data: { reason: 'alreadyExists', field: 'userName', params: {} },
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          )
        : respond(request);
    renderPage(<UsersPage />, { permissions: all, respond: taken });
    await screen.findByText('editor2');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /User name/ });
    await u.type(name, 'editor2');
    await u.type(within(dialog).getByRole('textbox', { name: /Nickname/ }), 'Second');
    await u.type(within(dialog).getByLabelText(/Password/), 'long-enough-1');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    const problem = await within(dialog).findByText('This value is already in use; choose another.');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(problem.textContent!));
  });
});
