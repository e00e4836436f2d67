/**
 * The API reference in the back office: an administrator opens "API docs" from the menu and reads the endpoints
 * in Swagger UI inside the shell (not raw JSON); the editor, who does not hold `tool:swagger:list`, is not offered it.
 */
import { describe, expect, it } from 'vitest';
import { collectErrors } from '../src/browser';
import { browserPerFile, signIn } from '../src/session';

const { freshContext } = browserPerFile();

describe('API docs', () => {
  it('the administrator reads the API reference from the menu; the editor has no such entry', async () => {
    const c = await freshContext({ viewport: { width: 1366, height: 900 } });
    const page = await signIn(c);
    const errors = collectErrors(page);
    await page.getByRole('link', { name: 'API docs', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'API docs', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/api-docs');
    await page.getByRole('heading', { name: /Labelwise API/ }).waitFor({ timeout: 30_000 });
    const brands = page.locator('.opblock-get .opblock-summary-path[data-path="/api-v1.0/public/brands"]');
    await brands.waitFor();
    // Reading only: an opened operation shows its answers but offers no way to send a request.
    await brands.click();
    await page.getByText('Responses', { exact: true }).first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Try it out' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Authorize/ }).count()).toBe(0);
    expect(errors).toEqual([]);

    const e = await freshContext({ viewport: { width: 1366, height: 900 } });
    const editor = await signIn(e, { username: 'editor', password: 'editor123' });
    // The menu is drawn from the editor's routes: once its Site section shows, every entry it may see is there.
    await editor.getByText('Site', { exact: true }).first().waitFor();
    expect(await editor.getByRole('link', { name: 'API docs', exact: true }).count()).toBe(0);
  });
});
