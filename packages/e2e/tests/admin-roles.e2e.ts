/**
 * System → Roles: an administrator adds a role, gives it the Users page's permissions by checking the page in the
 * menu tree, unchecks its Delete button and sees the page (and System above it) half-checked, saves, then assigns a
 * user to the role from the role's row. The API holds exactly what the tree showed.
 */
import { describe, expect, it } from 'vitest';
import { api, axeViolations, collectErrors } from '../src/browser';
import { browserPerFile, sessionToken, signIn } from '../src/session';

const { freshContext } = browserPerFile();

interface RoleRow {
  roleId: number;
  roleKey: string;
  permissions: string[];
}

describe('roles', () => {
  it('an administrator grants a page on the permission tree and assigns a user to the role', async () => {
    const stamp = Date.now().toString(36);
    const c = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(c, { path: '/admin/system/role' });
    const errors = collectErrors(page);
    const token = await sessionToken(c);
    // A user of this test only, so the seeded editor keeps the permissions other files count on.
    const userName = `role_e2e_${stamp}`;
    const created = await api('POST', '/system/user', {
      token,
      json: { userName, nickName: 'Role test', password: 'long-enough-1' },
    });
    expect(created.status).toBe(200);

    await page.getByRole('heading', { level: 2, name: 'Roles', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add role' });
    await dialog.getByRole('textbox', { name: /^Role name/ }).fill(`Support ${stamp}`);
    await dialog.getByRole('textbox', { name: /^Role key/ }).fill(`support_${stamp}`);
    await dialog.getByRole('button', { name: 'Expand all' }).click();

    const usersBox = dialog.getByRole('checkbox', { name: 'Users', exact: true });
    // The innermost item holding the Users box (System's item holds it too, and comes first).
    const usersItem = dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: 'Users', exact: true }) })
      .last();
    const deleteBox = usersItem.getByRole('checkbox', { name: 'Delete', exact: true });
    const systemBox = dialog.getByRole('checkbox', { name: 'System', exact: true });
    await usersBox.click();
    expect(await usersBox.getAttribute('aria-checked')).toBe('true');
    expect(await deleteBox.getAttribute('aria-checked')).toBe('true');
    await deleteBox.click();
    expect(await deleteBox.getAttribute('aria-checked')).toBe('false');
    expect(await usersBox.getAttribute('aria-checked')).toBe('mixed');
    expect(await systemBox.getAttribute('aria-checked')).toBe('mixed');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const roles = await api<RoleRow[]>('GET', `/system/role/list?roleKey=support_${stamp}`, { token });
    const role = roles.body.rows![0]!;
    expect(role.permissions.sort()).toEqual([
      'system:user:add',
      'system:user:edit',
      'system:user:list',
      'system:user:query',
    ]);

    const row = page.getByRole('row').filter({ hasText: `support_${stamp}` });
    await row.getByRole('button', { name: 'Assign users' }).click();
    const members = page.getByRole('dialog', { name: `Users with the role “Support ${stamp}”` });
    await members.getByText('No user has this role').waitFor();
    await members.getByRole('button', { name: 'Add users' }).click();
    const picker = page.getByRole('dialog', { name: `Add users to “Support ${stamp}”` });
    await picker.getByRole('textbox', { name: 'Search by user name' }).fill(userName);
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    await picker.getByRole('checkbox', { name: `Choose ${userName}` }).check();
    await picker.getByRole('button', { name: 'Add chosen users' }).click();
    await members.getByRole('rowheader', { name: userName }).waitFor();
    // Polled: just after the view switches, a button is still mid-transition; settled colours are what users read.
    await expect.poll(() => axeViolations(page)).toEqual([]);

    const holders = await api<{ userName: string }[]>('GET', `/system/user/list?roleId=${role.roleId}`, { token });
    const names = holders.body.rows!.map((u) => u.userName);
    expect(names).toEqual([userName]);
    expect(errors).toEqual([]);
  });
});
