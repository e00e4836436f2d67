/**
 * Monitor → Online users: an administrator sees an editor signed in elsewhere and signs that session out; the
 * editor's browser is back at the sign-in page, and the administrator's own session is marked,
 * not offered for ending.
 */
import { describe, expect, it } from 'vitest';
import { api, collectErrors, login } from '../src/browser';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

describe('online users', () => {
  it('an administrator signs the editor out from Online users', async () => {
    // An account of its own: other operator files sign the demo editor in at the same time.
    const adminApiToken = await login('admin', 'admin123');
    const userName = `online_${Date.now().toString(36)}`;
    const roles = await api('GET', '/system/role/list?pageNum=1&pageSize=50', { token: adminApiToken });
    const editorRole = (roles.body.rows as Array<{ roleId: number; roleKey: string }>).find(
      (r) => r.roleKey === 'editor',
    )!;
    const created = await api('POST', '/system/user', {
      token: adminApiToken,
      json: { userName, nickName: 'E2E online', password: 'online-pass-123', roleIds: [editorRole.roleId] },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    const editorContext = await freshContext({ viewport: { width: 1366, height: 900 } });
    const editorPage = await signIn(editorContext, { username: userName, password: 'online-pass-123' });

    const adminContext = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(adminContext, { path: '/admin/monitor/online' });
    const errors = collectErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Online users', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Online users' });
    const own = table.getByRole('row').filter({ hasText: 'This session' });
    await expect.poll(() => own.count()).toBe(1);
    expect(await own.getByRole('button', { name: 'Force sign-out' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'User name', exact: true }).fill(userName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual([userName]);
    await table.getByRole('button', { name: 'Force sign-out' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(userName);
    await confirm.getByRole('button', { name: 'Force sign-out' }).click();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(0);

    // The editor's browser is signed out: opening the back office again asks for a sign-in.
    await editorPage.reload();
    await editorPage.getByRole('heading', { level: 1, name: 'Labelwise back office' }).waitFor();
    expect(new URL(editorPage.url()).pathname).toBe('/admin/login');
    expect(errors).toEqual([]);
  });
});
