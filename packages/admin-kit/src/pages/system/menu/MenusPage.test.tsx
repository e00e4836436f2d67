import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { installSelectShims, paths } from '../../../test/pageHelpers';
import MenusPage, { filterMenus, menuTree, type AdminMenu } from './index';

beforeAll(installSelectShims);

const menu = (
  menuId: number,
  parentId: number,
  menuName: string,
  menuType: AdminMenu['menuType'],
  sort: number,
  extra: Partial<AdminMenu> = {},
): AdminMenu => ({
  menuId,
  parentId,
  menuName,
  menuType,
  path: menuType === 'F' ? '' : menuName.toLowerCase(),
  component: menuType === 'C' ? `system/${menuName.toLowerCase()}/index` : menuType === 'M' ? 'Layout' : null,
  perms: null,
  icon: '#',
  visible: true,
  sort,
  ...extra,
});
// Sent in the API's order (parent, then sort); the page must nest them.
const menus: AdminMenu[] = [
  menu(1, 0, 'System', 'M', 1, { icon: 'system' }),
  menu(20, 0, 'Site', 'M', 2),
  menu(3, 1, 'Menus', 'C', 2, { perms: 'system:menu:list' }),
  menu(2, 1, 'Users', 'C', 1, { perms: 'system:user:list' }),
  menu(4, 3, 'Menu add', 'F', 1, { perms: 'system:menu:add' }),
  menu(21, 20, 'Chart', 'C', 1, { visible: false }),
];
const respond = (request: Request) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/system/menu/list')) return json({ code: 200, msg: 'ok', data: menus });
  if (request.method !== 'GET') return json({ code: 200, msg: 'ok' });
  return json({ code: 404, msg: 'no' }, 404);
};
const all = ['system:menu:list', 'system:menu:add', 'system:menu:edit', 'system:menu:remove'];
/** A name cell's text without the aria-hidden expand/collapse arrow. */
const clean = (text: string | null) => (text ?? '').replace(/[▸▾]/g, '');
const names = () => screen.getAllByRole('rowheader').map((cell) => clean(cell.textContent));
const rowOf = (name: string) =>
  screen
    .getAllByRole('rowheader')
    .find((cell) => clean(cell.textContent) === name)!
    .closest('tr')!;
const lastBody = (calls: ReadonlyArray<{ method: string; body: string }>, method: string) =>
  JSON.parse([...calls].reverse().find((c) => c.method === method)?.body ?? '{}') as unknown;

describe('menuTree and filterMenus', () => {
  it('nests depth-first by sort, treats unknown parents as roots, and skips collapsed children', () => {
    expect(menuTree(menus).map((r) => [r.menu.menuName, r.depth, r.hasChildren])).toEqual([
      ['System', 0, true],
      ['Users', 1, false],
      ['Menus', 1, true],
      ['Menu add', 2, false],
      ['Site', 0, true],
      ['Chart', 1, false],
    ]);
    expect(menuTree(menus, new Set([1])).map((r) => r.menu.menuName)).toEqual(['System', 'Site', 'Chart']);
    expect(menuTree([menu(9, 77, 'Orphan', 'C', 1)]).map((r) => [r.menu.menuName, r.depth])).toEqual([['Orphan', 0]]);
    expect(
      filterMenus(menus, 'ADD')
        .map((m) => m.menuName)
        .sort(),
    ).toEqual(['Menu add', 'Menus', 'System']);
  });
});

// Long form-filling tests: generous, so a busy machine does not fail them.
describe('Menus page', { timeout: 60_000 }, () => {
  it('shows the tree indented with types, collapses and expands, and hides add/edit/delete without the permissions', async () => {
    const { calls } = renderPage(<MenusPage />, { permissions: ['system:menu:list'], respond });
    await screen.findByText('Menu add');
    expect(paths(calls)).toEqual(['GET /api-v1.0/system/menu/list']);
    expect(names()).toEqual(['System', 'Users', 'Menus', 'Menu add', 'Site', 'Chart']);
    const indent = (name: string) => rowOf(name).querySelector('th')?.firstElementChild?.firstElementChild?.className;
    // three distinct indentation levels
    expect(new Set([indent('System'), indent('Users'), indent('Menu add')]).size).toBe(3);
    const row = rowOf('Menu add');
    expect(within(row).getByText('Button')).toBeInTheDocument();
    expect(within(row).getByText('system:menu:add')).toBeInTheDocument();
    expect(within(rowOf('Chart')).getByText('Hidden')).toBeInTheDocument();
    for (const name of ['Add menu', 'Add child', 'Edit', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    const u = userEvent.setup();
    const collapse = screen.getByRole('button', { name: 'Collapse System' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await u.click(collapse);
    expect(names()).toEqual(['System', 'Site', 'Chart']);
    await u.click(screen.getByRole('button', { name: 'Expand System' }));
    expect(names()).toHaveLength(6);
    await u.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(names()).toEqual(['System', 'Site']);
    await u.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(names()).toHaveLength(6);

    // search by name keeps the ancestors of matches
    await u.type(within(screen.getByRole('search')).getByRole('textbox', { name: 'Menu name' }), 'chart');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    expect(names()).toEqual(['Site', 'Chart']);
    await u.click(screen.getByRole('button', { name: 'Reset' }));
    expect(names()).toHaveLength(6);
  });

  it('add validates the fields before sending, then posts exactly the form', async () => {
    const { calls } = renderPage(<MenusPage />, { permissions: all, respond });
    await screen.findByText('Menu add');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Add menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu' });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please input')).toBeInTheDocument();
    expect(within(dialog).getByText('A directory or page needs a route path')).toBeInTheDocument();

    const field = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
    await u.type(field(/Menu name/), 'Audit;');
    await u.type(field(/Route path/), 'audit log');
    await u.type(field('Component'), '../etc');
    await u.type(field('Permission'), 'audit');
    await u.clear(field('Order'));
    await u.type(field('Order'), '-1');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of [
      'Letters, digits, spaces and . _ + - / ( ) # & , only',
      'Letters, digits and _ . : / ( ) + * - only, or an http(s) address',
      'Letters, digits and _ / - only',
      'Three parts such as system:user:list',
      'Please enter a whole number from 0 to 100000',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(paths(calls).some((p) => p.startsWith('POST'))).toBe(false);

    for (const [name, value] of [
      [/Menu name/, ' Audit '],
      [/Route path/, 'audit'],
      ['Component', 'system/audit/index'],
      ['Permission', 'system:audit:list'],
      ['Order', '5'],
    ] as const) {
      await u.clear(field(name));
      await u.type(field(name), value);
    }
    // The icon picker: search narrows the curated icons, each a labelled radio with its drawing.
    const icons = within(dialog).getByRole('radiogroup', { name: 'Icon' });
    expect(within(icons).getAllByRole('radio').length).toBeGreaterThan(30);
    await u.type(within(dialog).getByRole('searchbox', { name: 'Search icons' }), 'log');
    expect(
      within(icons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Log']);
    await u.click(within(icons).getByText('Log'));
    expect(within(icons).getByRole('radio', { name: 'Log' })).toBeChecked();
    // parent System (indented in the picker), type Page, hidden
    await u.click(within(dialog).getByRole('combobox', { name: 'Parent menu' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => [o.textContent, o.getAttribute('data-depth')]);
    expect(options).toEqual([
      ['Top level', null],
      ['System', '1'],
      ['Users', '2'],
      ['Menus', '2'],
      ['Site', '1'],
      ['Chart', '2'],
    ]); // no buttons
    await u.click(within(listbox).getByRole('option', { name: /System/ }));
    await u.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Page' }));
    await u.click(within(dialog).getByRole('combobox', { name: 'Visibility' }));
    await u.click(await screen.findByRole('option', { name: 'Hidden' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/system/menu'));
    expect(lastBody(calls, 'POST')).toEqual({
      parentId: 1,
      menuName: 'Audit',
      menuType: 'C',
      path: 'audit',
      component: 'system/audit/index',
      perms: 'system:audit:list',
      icon: 'log',
      visible: false,
      sort: 5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paths(calls).filter((p) => p === 'GET /api-v1.0/system/menu/list')).toHaveLength(2);
  });

  it('shows seeded message-id names translated, searches them as shown, and puts an API field refusal under its field', async () => {
    const seeded = [
      menu(1, 0, 'admin.menu.system', 'M', 1, { icon: 'system', path: 'system' }),
      menu(2, 1, 'admin.menu.users', 'C', 1, { icon: 'user', path: 'user', component: 'system/user/index' }),
      menu(3, 1, 'Audit', 'C', 2),
    ];
    const { calls, notices } = renderPage(<MenusPage />, {
      permissions: all,
      respond: (request: Request) => {
        if (new URL(request.url).pathname.endsWith('/system/menu/list'))
          return json({ code: 200, msg: 'ok', data: seeded });
        return json({ code: 409, msg: 'menuName: already exists' }, 409);
      },
    });
    const table = await screen.findByRole('table');
    // The table shows skeleton rows first; wait for the loaded names rather than the first paint.
    expect(await within(table).findByText('System')).toBeInTheDocument();
    expect(within(table).getByText('Users')).toBeInTheDocument();
    expect(within(table).queryByText(/^admin\.menu/)).not.toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Menu name' }), 'users');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('Audit')).not.toBeInTheDocument());
    expect(within(table).getByText('Users')).toBeInTheDocument();

    await u.click(within(table).getAllByRole('button', { name: 'Edit' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu' });
    // The stored id stays editable; the hint says what operators see.
    expect(within(dialog).getByRole('textbox', { name: /Menu name/ })).toHaveValue('admin.menu.users');
    expect(within(dialog).getByText('Shown as: Users')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('PUT /api-v1.0/system/menu'));
    expect(await within(dialog).findByText('This value is already in use; choose another.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Menu name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(notices.filter((notice) => notice.type === 'error')).toEqual([]);
  });

  it('"add child" of a page makes a button: only name, permission and order, no route fields', async () => {
    const { calls } = renderPage(<MenusPage />, { permissions: all, respond });
    await screen.findByText('Menu add');
    const u = userEvent.setup();
    const menusRow = rowOf('Menus');
    await u.click(within(menusRow).getByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu' });
    expect(within(dialog).queryByRole('textbox', { name: /Route path/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Component' })).not.toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Menu name/ }), 'Menu edit');
    await u.type(within(dialog).getByRole('textbox', { name: 'Permission' }), 'system:menu:edit');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/system/menu'));
    expect(lastBody(calls, 'POST')).toEqual({
      parentId: 3,
      menuName: 'Menu edit',
      menuType: 'F',
      path: '',
      component: '',
      perms: 'system:menu:edit',
      icon: '',
      visible: true,
      sort: 0,
    });
  });

  it('edit puts the menu id; its own subtree is not offered as parent', async () => {
    const { calls } = renderPage(<MenusPage />, { permissions: all, respond });
    await screen.findByText('Menu add');
    const u = userEvent.setup();
    const systemRow = rowOf('System');
    await u.click(within(systemRow).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu' });
    await u.click(within(dialog).getByRole('combobox', { name: 'Parent menu' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent?.trim()),
    ).toEqual(['Top level', 'Site', 'Chart']);
    await u.keyboard('{Escape}');
    const name = within(dialog).getByRole('textbox', { name: /Menu name/ });
    await u.clear(name);
    await u.type(name, 'Administration');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('PUT /api-v1.0/system/menu'));
    expect(lastBody(calls, 'PUT')).toEqual({
      menuId: 1,
      parentId: 0,
      menuName: 'Administration',
      menuType: 'M',
      path: 'system',
      component: 'Layout',
      perms: '',
      icon: 'system',
      visible: true,
      sort: 1,
    });
  });

  it('delete: a menu with children is refused with a message; a leaf asks first and deletes on confirm', async () => {
    const { calls, notices } = renderPage(<MenusPage />, { permissions: all, respond });
    await screen.findByText('Menu add');
    const u = userEvent.setup();
    await u.click(within(rowOf('Menus')).getByRole('button', { name: 'Delete' }));
    expect(notices).toContainEqual({
      type: 'warning',
      message: '“Menus” has child menus; delete or move them first.',
      variant: 'message',
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await u.click(within(rowOf('Menu add')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(paths(calls).some((p) => p.startsWith('DELETE'))).toBe(false);
    await u.click(within(rowOf('Menu add')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Menu add/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/system/menu/4'));
  });
});
