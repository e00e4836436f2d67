/**
 * The back office in real Chromium against the real API and a fresh database (global setup): a driver added with a
 * file upload in the admin is downloadable from the public driver finder with the same bytes, a user without
 * `site:driver:edit` gets no edit controls and a 403, an expired session shows one dialog, and "Close others" in the
 * tags view keeps the affixed Dashboard. The polish: the sidebar follows a switch to German, 403 is not 404, the
 * password can be shown, a refused login is explained under the password in the user's words, and the open tags
 * survive a reload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, chooseOption, collectErrors, login } from '../src/browser';
import { browserPerFile, sessionToken, signIn } from '../src/session';

const { freshContext } = browserPerFile();

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A small but real zip (one deflated entry), unique per run so its checksum cannot match a seeded file. */
function makeDriverZip(): Buffer {
  const name = Buffer.from('labelwise-e2e/README.txt');
  const data = Buffer.from(`Labelwise e2e driver ${new Date().toISOString()} ${randomBytes(16).toString('hex')}\n`);
  const packed = deflateRawSync(data);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Site > Catalog > <name> through the sidebar. */
async function openCatalogPage(page: Page, name: string): Promise<void> {
  const side = page.getByRole('navigation', { name: 'Side menu' });
  const open = async (group: string) => {
    const button = side.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  };
  await open('Site');
  await open('Catalog');
  await side.getByRole('link', { name, exact: true }).click();
  await page
    .getByRole('heading', { level: 2, name, exact: true })
    .waitFor()
    .catch(async (error: unknown) => {
      // What the page showed instead, for the report.
      throw new Error(`${String(error)}\nat ${page.url()}:\n${await page.locator('body').ariaSnapshot()}`);
    });
}

const driversTable = (page: Page) => page.getByRole('table', { name: 'Drivers' });

const adminToken = sessionToken;

describe('admin', () => {
  it('adds a driver with a file upload, and the public driver finder downloads the same bytes', async () => {
    const file = makeDriverZip();
    const digest = sha256(file);
    const title = `E2E driver ${Date.now()}`;
    const model = 'PM-245';

    const c = await freshContext();
    const page = await signIn(c);
    const errors = collectErrors(page);
    await openCatalogPage(page, 'Drivers');
    await page.getByRole('button', { name: 'Add driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add driver' });
    await dialog.waitFor();

    await chooseOption(page, dialog.getByRole('combobox', { name: 'Printer model' }), model);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Operating system' }), 'Linux');
    await dialog.getByRole('textbox', { name: 'Version', exact: true }).fill('9.8.7');
    await dialog.getByLabel(/^Release date/).fill('2025-03-14');

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /Drag files here or click to upload/ }).click();
    await (await chooser).setFiles({ name: 'labelwise-e2e-driver.zip', mimeType: 'application/zip', buffer: file });
    // The upload answers with the stored size and SHA-256, shown before saving.
    const facts = dialog.getByRole('definition').filter({ hasText: /^[0-9a-f]{64}$/ });
    await facts.waitFor();
    expect(await facts.innerText()).toBe(digest);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = driversTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining([model, 'Linux', '9.8.7', '2025-03-14']),
    );
    expect(errors).toEqual([]);

    // The public driver finder, in the same browser.
    const site = await c.newPage();
    const siteErrors = collectErrors(site);
    await site.goto('/printers');
    await site.getByRole('searchbox', { name: 'Search by model' }).fill('pm245');
    await site.getByRole('button', { name: `${model} · Phomemo` }).click();
    const table = site.getByRole('table', { name: `Drivers for ${model}` });
    const publicRow = table.getByRole('row').filter({ hasText: title });
    await publicRow.waitFor();
    const shown = ((await publicRow.locator('[id$="-sha256"]').textContent()) ?? '')
      .replace(/[^0-9a-f]/gi, '')
      .toLowerCase();
    expect(shown).toBe(digest);

    const downloading = site.waitForEvent('download');
    await publicRow.getByRole('link', { name: /download/i }).click();
    const download = await downloading;
    const saved = await download.path();
    const bytes = await readFile(saved);
    expect(bytes.length).toBe(file.length);
    expect(sha256(bytes)).toBe(digest);
    expect(siteErrors).toEqual([]);
  });

  it('gives a user without site:driver:edit no edit controls, and the API answers 403', async () => {
    // The seeded editor has every site permission except site:driver:edit (packages/api seed).
    const editorToken = await login('editor', 'editor123');
    const info = await api<never>('GET', '/getInfo', { token: editorToken });
    expect(info.body.permissions).not.toContain('site:driver:edit');
    expect(info.body.permissions).toContain('site:driver:add');

    // A viewer role: drivers list and query only, created as admin.
    const adminApiToken = await login('admin', 'admin123');
    const stamp = Date.now().toString(36);
    const role = await api<{ roleId: number }>('POST', '/system/role', {
      token: adminApiToken,
      json: {
        roleKey: `e2e_viewer_${stamp}`,
        roleName: `E2E driver viewer ${stamp}`,
        permissions: ['site:driver:list', 'site:driver:query'],
      },
    });
    expect(role.body.code, JSON.stringify(role.body)).toBe(200);
    const viewer = `viewer_${stamp}`;
    const user = await api('POST', '/system/user', {
      token: adminApiToken,
      json: {
        userName: viewer,
        nickName: 'E2E viewer',
        password: 'viewer-pass-123',
        roleIds: [(role.body.data as { roleId: number }).roleId],
      },
    });
    expect(user.body.code, JSON.stringify(user.body)).toBe(200);

    const c = await freshContext();
    const seeOnly = async (username: string, password: string, canAdd: boolean) => {
      const page = await signIn(c, { username, password });
      await openCatalogPage(page, 'Drivers');
      const table = driversTable(page);
      await table.getByRole('rowheader').first().waitFor();
      expect(await table.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      // Neither may delete: the editor adds drivers, but edits and deletes none (admin-kit README, role presets).
      expect(await table.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add driver' }).count()).toBe(canAdd ? 1 : 0);
      const token = await adminToken(c);
      const list = await api<Array<Record<string, unknown>>>('GET', '/site/driver/list?pageNum=1&pageSize=10', {
        token,
      });
      const driver = (list.body.rows as Array<Record<string, unknown>>)[0]!;
      const put = await api('PUT', '/site/driver', { token, json: { ...driver, title: 'Changed without permission' } });
      expect(put.status).toBe(403);
      await page.close();
      await c.clearCookies();
    };
    await seeOnly('editor', 'editor123', true);
    await seeOnly(viewer, 'viewer-pass-123', false);
  });

  it('shows exactly one session-expired dialog for parallel calls after the token is revoked', async () => {
    const c = await freshContext();
    const page = await signIn(c);
    await openCatalogPage(page, 'Drivers');
    await driversTable(page).getByRole('rowheader').first().waitFor();

    const revoked = await api('POST', '/logout', { token: await adminToken(c) });
    expect(revoked.status).toBe(200);

    const rejected: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api-v1.0/') && res.status() === 401) rejected.push(res.url());
    });
    // The dashboard loads four lists at once.
    await page
      .getByRole('navigation', { name: 'Open pages' })
      .getByRole('button', { name: 'Dashboard', exact: true })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect.poll(() => rejected.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(500);
    expect(await page.getByRole('alertdialog').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await dialog.getByRole('heading').innerText()).toBe('Session expired');

    await dialog.getByRole('button', { name: 'Log in again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Labelwise back office' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // The page's script never sees the session, and a reload stays signed out.
    expect(await page.evaluate(() => document.cookie)).not.toContain(await adminToken(c));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Labelwise back office' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('an account guessed at from elsewhere still signs in here, after the stronger browser check', async () => {
    const adminApiToken = await login('admin', 'admin123');
    const target = `target_${Date.now().toString(36)}`;
    const roles = await api<Array<{ roleId: number; roleKey: string }>>(
      'GET',
      '/system/role/list?pageNum=1&pageSize=50',
      { token: adminApiToken },
    );
    const editorRole = (roles.body.rows as Array<{ roleId: number; roleKey: string }>).find(
      (r) => r.roleKey === 'editor',
    )!;
    const created = await api('POST', '/system/user', {
      token: adminApiToken,
      json: { userName: target, nickName: 'E2E target', password: 'target-pass-123', roleIds: [editorRole.roleId] },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    // Eleven wrong guesses from eleven addresses (the e2e server trusts loopback as its proxy).
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${baseUrl()}/api-v1.0/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ username: target, password: `guess-${i}` }),
      });
      expect(res.status).toBe(400);
    }

    const c = await freshContext();
    const page = await c.newPage();
    const errors = collectErrors(page);
    await page.goto('/admin/');
    await page.getByRole('heading', { level: 1, name: 'Labelwise back office' }).waitFor();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(target);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('target-pass-123');
    const strongFetched = page.waitForResponse((res) => res.url().includes('/captchaImage?strength=strong'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await strongFetched;
    const check = page.getByRole('group', { name: 'Browser check' });
    await check.getByText(/Many failed sign-ins for this account/).waitFor();
    await check.getByText('Extra check done. Log in again.').waitFor({ timeout: 90_000 });
    // What was typed is still there.
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue()).toBe('target-pass-123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation', { name: 'Open pages' }).waitFor();
    // The 400 asking for the stronger check is the only failed request; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  });

  it('tags view: "Close others" keeps the affixed Dashboard and the chosen tag', async () => {
    const c = await freshContext();
    const page = await signIn(c);
    for (const name of ['Brands', 'Printer models', 'Drivers', 'Manuals']) await openCatalogPage(page, name);
    const tags = page.getByRole('navigation', { name: 'Open pages' });
    const titles = () => tags.getByRole('listitem').allInnerTexts();
    expect((await titles()).map((t) => t.trim())).toEqual([
      'Dashboard',
      'Brands',
      'Printer models',
      'Drivers',
      'Manuals',
    ]);

    await tags.getByRole('button', { name: 'Printer models', exact: true }).click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Printer models' });
    await menu.getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(async () => (await titles()).map((t) => t.trim())).toEqual(['Dashboard', 'Printer models']);
    await page.getByRole('heading', { level: 2, name: 'Printer models' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/site/catalog/model');
    expect(await tags.getByRole('button', { name: 'Printer models', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await tags.getByRole('button', { name: 'Close Dashboard' }).count()).toBe(0);
    // The breadcrumb's home link carries the /admin basename, like the sidebar's.
    const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' });
    expect(await home.getAttribute('href')).toBe('/admin/index');
  });

  it('login page: logo, a show-password toggle, and a refused password explained under the field, not as API text', async () => {
    const c = await freshContext();
    const page = await c.newPage();
    await page.goto('/admin/');
    await page.getByRole('heading', { level: 1, name: 'Labelwise back office' }).waitFor();
    expect(await page.getByRole('img', { name: 'Labelwise' }).count()).toBe(1);
    await page.getByRole('group', { name: 'Browser check' }).waitFor({ state: 'detached' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('editor');
    await password.fill('not-the-password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await password.getAttribute('type')).toBe('password');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('not-the-password');

    const refused = page.waitForResponse((res) => res.url().endsWith('/api-v1.0/login'));
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText('Incorrect username or password.').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/password: /).count()).toBe(0);
    // The favicon is a real icon file.
    const icon = await c.request.get(`${baseUrl()}/admin/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('the sidebar, tags and page title follow a switch to German; the open tags survive a reload', async () => {
    const c = await freshContext();
    const page = await signIn(c);
    const errors = collectErrors(page);
    const routerWarnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' && /react router|HydrateFallback|future flag/i.test(msg.text()))
        routerWarnings.push(msg.text());
    });
    await openCatalogPage(page, 'Drivers');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByText('Deutsch', { exact: true }).click();
    const side = page.getByRole('navigation', { name: 'Seitenmenü' });
    await side.getByRole('button', { name: 'Website', exact: true }).waitFor();
    expect(await side.getByRole('button', { name: 'Katalog', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await side.getByRole('link', { name: 'Treiber', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await side.getByRole('link', { name: 'Druckermodelle', exact: true }).count()).toBe(1);
    expect(await side.getByText(/admin\.menu\./).count()).toBe(0);
    const tags = page.getByRole('navigation', { name: 'Geöffnete Seiten' });
    expect((await tags.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Übersicht', 'Treiber']);
    await expect.poll(() => page.title()).toBe('Labelwise Verwaltung');

    await page.reload();
    await page.getByRole('navigation', { name: 'Seitenmenü' }).waitFor();
    await expect
      .poll(async () =>
        (await page.getByRole('navigation', { name: 'Geöffnete Seiten' }).getByRole('listitem').allInnerTexts()).map(
          (t) => t.trim(),
        ),
      )
      .toEqual(['Übersicht', 'Treiber']);
    expect(errors).toEqual([]);
    expect(routerWarnings).toEqual([]);
  });

  it('Chinese comes with a Chinese font: text, not empty boxes, on a machine without one', async () => {
    const c = await freshContext();
    const page = await signIn(c);
    const errors = collectErrors(page);
    const fonts: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('response', (res) => {
      if (/\/admin\/assets\/noto-sans-(sc|hk)-.*\.woff2$/.test(res.url()))
        fonts.push(res.body().then((b) => ({ url: res.url(), bytes: b.length })));
    });
    await openCatalogPage(page, 'Drivers');
    expect(fonts).toEqual([]);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.getByRole('navigation', { name: '侧边菜单' }).waitFor();
    // The sidebar's Chinese words are drawn with the loaded Noto Sans SC, whatever fonts the machine has.
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family.replace(/['"]/g, '') === 'Noto Sans SC' && f.status === 'loaded'),
    );
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(fonts);
    expect(fetched.length).toBeGreaterThan(0);
    // Only the slices of the characters shown: a few hundred KB, not the 3.7 MB font.
    const kb = fetched.reduce((n, f) => n + f.bytes, 0) / 1024;
    expect(kb).toBeLessThan(1024);
    expect(fetched.every((f) => f.url.includes('noto-sans-sc-'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a page outside the role is "no permission" with a way back; an unknown address is "page not found"', async () => {
    const c = await freshContext();
    const page = await signIn(c, { username: 'editor', password: 'editor123' });
    await page.goto('/admin/system/user');
    await page.getByRole('heading', { name: 'You don’t have permission to open this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.waitForURL('**/admin/index');

    await page.goto('/admin/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('You don’t have permission to open this page').count()).toBe(0);
  });
});
