/**
 * Monitor → Online users: an administrator sees the editor signed in elsewhere and signs that session out; the
 * editor's browser is back at the sign-in page, and the administrator's own session is marked,
 * not offered for ending.
 */
import { describe, expect, it } from 'vitest';
import { collectErrors } from '../src/browser';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

describe('online users', () => {
  it('an administrator signs the editor out from Online users', async () => {
    const editorContext = await freshContext({ viewport: { width: 1366, height: 900 } });
    const editorPage = await signIn(editorContext, { username: 'editor', password: 'editor123' });

    const adminContext = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(adminContext, { path: '/admin/monitor/online' });
    const errors = collectErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Online users', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Online users' });
    const own = table.getByRole('row').filter({ hasText: 'This session' });
    await expect.poll(() => own.count()).toBe(1);
    expect(await own.getByRole('button', { name: 'Force sign-out' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'User name', exact: true }).fill('editor');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual(['editor']);
    await table.getByRole('button', { name: 'Force sign-out' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain('editor');
    await confirm.getByRole('button', { name: 'Force sign-out' }).click();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(0);

    // The editor's browser is signed out: opening the back office again asks for a sign-in.
    await editorPage.reload();
    await editorPage.getByRole('heading', { level: 1, name: 'Labelwise back office' }).waitFor();
    expect(new URL(editorPage.url()).pathname).toBe('/admin/login');
    expect(errors).toEqual([]);
  });
});
