import {
  AlertDialog,
  Button,
  FormField,
  Input,
  Select,
  Table,
  type TableColumn,
} from '@labelwise/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages as common } from '../../pages.messages';
import { FormGrid, Panel, RowActions, Toolbar } from '../../shared/parts';
import { FormDialog } from '../../shared/FormDialog';
import { messages as m } from './menu.messages';
import { messages as confirm } from '../../confirm.messages';
import { menuIcon } from '../../../layout/menu-icons';
import { fieldErrorOf } from '../../../request/http-error';
import { useRouteTitle } from '../../../shell/titles';
import { IconPicker } from './IconPicker';

export type MenuType = 'M' | 'C' | 'F';

/** A menu as `/system/menu/list` sends it (flat; `parentId` 0 is the top level). */
export interface AdminMenu {
  menuId: number;
  parentId: number;
  menuName: string;
  menuType: MenuType;
  path: string;
  component: string | null;
  perms: string | null;
  icon: string;
  visible: boolean;
  sort: number;
}

/** One line of the tree table. */
export interface MenuTreeRow {
  menu: AdminMenu;
  depth: number;
  hasChildren: boolean;
}

/**
 * The flat list as a depth-first tree (siblings by `sort`, then id). A menu whose parent is not in the list is a root,
 * so a filtered list still shows. Children of `collapsed` menus are left out.
 */
export function menuTree(menus: readonly AdminMenu[], collapsed: ReadonlySet<number> = new Set()): MenuTreeRow[] {
  const ids = new Set(menus.map((menu) => menu.menuId));
  const children = new Map<number, AdminMenu[]>();
  for (const menu of menus) {
    const parent = ids.has(menu.parentId) && menu.parentId !== menu.menuId ? menu.parentId : 0;
    children.set(parent, [...(children.get(parent) ?? []), menu]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.menuId - b.menuId);
  const out: MenuTreeRow[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const menu of children.get(parent) ?? []) {
      if (seen.has(menu.menuId)) continue; // a cycle in bad data must not loop forever
      seen.add(menu.menuId);
      const hasChildren = (children.get(menu.menuId) ?? []).length > 0;
      out.push({ menu, depth, hasChildren });
      if (hasChildren && !collapsed.has(menu.menuId)) walk(menu.menuId, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

/** The menus whose name contains `query` (case-insensitive), with their ancestors so the tree stays readable. */
export function filterMenus(menus: readonly AdminMenu[], query: string, titleOf: (name: string) => string = (name) => name): AdminMenu[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...menus];
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const keep = new Set<number>();
  for (const menu of menus) {
    // The name as shown (translated for the seeded message ids), or as stored.
    if (!titleOf(menu.menuName).toLowerCase().includes(q) && !menu.menuName.toLowerCase().includes(q)) continue;
    let at: AdminMenu | undefined = menu;
    while (at && !keep.has(at.menuId)) {
      keep.add(at.menuId);
      at = byId.get(at.parentId);
    }
  }
  return menus.filter((menu) => keep.has(menu.menuId));
}

/** Ids of `menuId` and everything below it (not selectable as its new parent). */
function subtreeIds(menus: readonly AdminMenu[], menuId: number): Set<number> {
  const out = new Set([menuId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const menu of menus) {
      if (out.has(menu.parentId) && !out.has(menu.menuId)) {
        out.add(menu.menuId);
        grew = true;
      }
    }
  }
  return out;
}

type MenuDraft = {
  parentId: string;
  menuType: MenuType;
  menuName: string;
  path: string;
  component: string;
  perms: string;
  icon: string;
  visible: '1' | '0';
  sort: string;
};
type DraftKey = keyof MenuDraft;

/** The API's rules (packages/api src/routes/admin-menu.ts), checked before sending. */
const SAFE_TEXT = /^[\p{L}\p{N} ._+\-/()#&,]*$/u;
const PATH = (s: string) => /^https?:\/\/[^\s"'<>]+$/.test(s) || /^[A-Za-z0-9_.:/()\\+*-]*$/.test(s);
const COMPONENT = /^[A-Za-z0-9_/-]*$/;
const PERMS = /^[a-z*]+:[a-zA-Z*]+:[a-zA-Z*]+$/;
const ICON = /^[A-Za-z0-9_#-]*$/;

/** Field messages for a draft; empty when it can be sent. */
export function validateMenu(draft: MenuDraft): Partial<Record<DraftKey, MessageDescriptor>> {
  const errors: Partial<Record<DraftKey, MessageDescriptor>> = {};
  const name = draft.menuName.trim();
  if (!name) errors.menuName = common.required;
  else if (!SAFE_TEXT.test(name)) errors.menuName = m.nameFormat;
  const path = draft.path.trim();
  if (draft.menuType !== 'F') {
    if (!path) errors.path = m.pathRequired;
    else if (!PATH(path)) errors.path = m.pathFormat;
    const component = draft.component.trim();
    if (component && (!COMPONENT.test(component) || component.split('/').includes('..'))) errors.component = m.componentFormat;
    if (draft.icon.trim() && !ICON.test(draft.icon.trim())) errors.icon = m.iconFormat;
  }
  if (draft.perms.trim() && !PERMS.test(draft.perms.trim())) errors.perms = m.permsFormat;
  const sort = draft.sort.trim();
  if (sort && !(/^\d{1,6}$/.test(sort) && Number(sort) <= 100_000)) errors.sort = m.wholeNumber;
  return errors;
}

/** The POST (no menu) or PUT body. A button has no route: path, component and icon are cleared. */
export function menuBody(draft: MenuDraft, menu?: AdminMenu): Record<string, unknown> {
  const button = draft.menuType === 'F';
  return {
    ...(menu ? { menuId: menu.menuId } : {}),
    parentId: Number(draft.parentId) || 0,
    menuName: draft.menuName.trim(),
    menuType: draft.menuType,
    path: button ? '' : draft.path.trim(),
    component: button ? '' : draft.component.trim(),
    perms: draft.perms.trim(),
    icon: button ? '' : draft.icon.trim(),
    visible: button ? true : draft.visible === '1',
    sort: draft.sort.trim() ? Number(draft.sort.trim()) : 0,
  };
}

const blankDraft = (parentId = 0, menuType: MenuType = 'M'): MenuDraft => ({
  parentId: String(parentId),
  menuType,
  menuName: '',
  path: '',
  component: '',
  perms: '',
  icon: '',
  visible: '1',
  sort: '0',
});

const toDraft = (menu: AdminMenu): MenuDraft => ({
  parentId: String(menu.parentId),
  menuType: menu.menuType,
  menuName: menu.menuName,
  path: menu.path,
  component: menu.component ?? '',
  perms: menu.perms ?? '',
  icon: menu.icon === '#' ? '' : menu.icon,
  visible: menu.visible ? '1' : '0',
  sort: String(menu.sort),
});

const typeLabel: Record<MenuType, MessageDescriptor> = { M: m.typeM, C: m.typeC, F: m.typeF };

type Editing = { menu: AdminMenu } | { parentId: number; menuType: MenuType };

function MenuForm({ editing, menus, onClose, onSaved }: { editing: Editing | null; menus: readonly AdminMenu[]; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [draft, setDraft] = useState<MenuDraft>(blankDraft());
  const [errors, setErrors] = useState<Partial<Record<DraftKey, MessageDescriptor | string>>>({});
  const [saving, setSaving] = useState(false);
  const title = useRouteTitle();
  const menu = editing && 'menu' in editing ? editing.menu : undefined;

  useEffect(() => {
    if (!editing) return;
    setErrors({});
    setDraft('menu' in editing ? toDraft(editing.menu) : blankDraft(editing.parentId, editing.menuType));
  }, [editing]);

  // Parents: the top level and every directory or page, except the menu itself and what is below it.
  const parentOptions = useMemo(() => {
    const excluded = menu ? subtreeIds(menus, menu.menuId) : new Set<number>();
    const options = [{ value: '0', label: intl.formatMessage(m.topLevel) }];
    for (const row of menuTree(menus)) {
      if (row.menu.menuType === 'F' || excluded.has(row.menu.menuId)) continue;
      options.push({ value: String(row.menu.menuId), label: `${'\u00a0\u00a0'.repeat(row.depth + 1)}${title(row.menu.menuName)}` });
    }
    return options;
  }, [menus, menu, intl, title]);

  const set = (key: DraftKey, value: string) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      const { [key]: _dropped, ...rest } = previous;
      return rest;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateMenu(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = menuBody(draft, menu);
      const fields = Object.keys(body);
      if (menu) await client.put('/system/menu', body, { fields });
      else await client.post('/system/menu', body, { fields });
      notify({ type: 'success', message: intl.formatMessage(common.saved), variant: 'message' });
      onClose();
      onSaved();
    } catch (failure) {
      // A refusal about one field goes under it; anything else the request layer has shown. The dialog stays open.
      const onField = fieldErrorOf(failure, Object.keys(draft));
      if (onField) setErrors((previous) => ({ ...previous, [onField.field]: onField.message }));
    } finally {
      setSaving(false);
    }
  }

  const error = (key: DraftKey) => {
    const found = errors[key];
    if (!found) return {};
    return { error: typeof found === 'string' ? found : intl.formatMessage(found) };
  };
  const shownAs = title(draft.menuName.trim());
  const text = (key: DraftKey, label: MessageDescriptor, maxLength: number, extra: { required?: boolean; hint?: MessageDescriptor | string } = {}) => (
    <FormField
      label={intl.formatMessage(label)}
      required={extra.required ?? false}
      {...(extra.hint ? { hint: typeof extra.hint === 'string' ? extra.hint : intl.formatMessage(extra.hint) } : {})}
      {...error(key)}
    >
      <Input value={draft[key]} maxLength={maxLength} autoComplete="off" onChange={(event) => set(key, event.target.value)} />
    </FormField>
  );
  const button = draft.menuType === 'F';

  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(menu ? m.edit : m.add)}
      saving={saving}
      onSubmit={submit}
    >
      <FormGrid>
        <FormField label={intl.formatMessage(m.parent)}>
          <Select value={draft.parentId} options={parentOptions} onValueChange={(next) => set('parentId', next)} />
        </FormField>
        <FormField label={intl.formatMessage(m.menuType)}>
          <Select
            value={draft.menuType}
            options={(['M', 'C', 'F'] as const).map((type) => ({ value: type, label: intl.formatMessage(typeLabel[type]) }))}
            onValueChange={(next) => set('menuType', next === 'C' || next === 'F' ? next : 'M')}
          />
        </FormField>
        {text('menuName', m.menuName, 50, {
          required: true,
          // A seeded name is a message id: say what the operator sees in the current language.
          ...(shownAs !== draft.menuName.trim() ? { hint: intl.formatMessage(confirm.shownAs, { title: shownAs }) } : {}),
        })}
        {!button && text('path', m.path, 200, { required: true, hint: m.pathHint })}
        {!button && text('component', m.component, 200, { hint: m.componentHint })}
        {text('perms', m.perms, 100, { hint: m.permsHint })}
        {!button && <IconPicker label={intl.formatMessage(m.icon)} value={draft.icon} onChange={(next) => set('icon', next)} />}
        {!button && (
          <FormField label={intl.formatMessage(m.visible)}>
            <Select
              value={draft.visible}
              options={[
                { value: '1', label: intl.formatMessage(m.shown) },
                { value: '0', label: intl.formatMessage(m.hidden) },
              ]}
              onValueChange={(next) => set('visible', next === '0' ? '0' : '1')}
            />
          </FormField>
        )}
        {text('sort', m.sort, 6)}
      </FormGrid>
    </FormDialog>
  );
}

/** The icon as drawn in the sidebar, with its label; a name outside the curated set as plain text. */
function IconCell({ name }: { name: string }) {
  const intl = useIntl();
  if (!name || name === '#') return null;
  const choice = menuIcon(name);
  if (!choice) return <>{name}</>;
  const { Icon } = choice;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Icon size={16} aria-hidden focusable={false} />
      {intl.formatMessage(choice.label)}
    </span>
  );
}

const NameCell = styled.span<{ $depth: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding-inline-start: ${({ $depth }) => $depth * 20}px;
`;

/** Keeps leaf names aligned with the names of rows that have a toggle. */
const ToggleSpace = styled.span`
  display: inline-block;
  width: 24px;
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

/** Menus (system:menu:*): the whole tree with indentation and expand/collapse, add/edit, delete with confirmation. */
export default function MenusPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [menus, setMenus] = useState<AdminMenu[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [nameInput, setNameInput] = useState('');
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<AdminMenu | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    client
      .get<AdminMenu[]>('/system/menu/list')
      .then((rows) => {
        if (live) setMenus(Array.isArray(rows) ? rows : []);
      })
      .catch(() => undefined) // reported by the request layer; keep what is shown
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [client, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const title = useRouteTitle();
  const rows = useMemo(() => menuTree(filterMenus(menus, query, title), query ? new Set() : collapsed), [menus, query, collapsed, title]);
  const parents = useMemo(() => new Set(menus.map((menu) => menu.parentId)), [menus]);

  const toggle = (menuId: number) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(menuId)) next.delete(menuId);
      else next.add(menuId);
      return next;
    });

  const askRemove = (menu: AdminMenu) => {
    if (parents.has(menu.menuId)) {
      notify({ type: 'warning', message: intl.formatMessage(m.hasChildren, { name: title(menu.menuName) }), variant: 'message' });
      return;
    }
    setRemoving(menu);
  };

  const remove = async (menu: AdminMenu) => {
    try {
      await client.delete(`/system/menu/${menu.menuId}`);
      notify({ type: 'success', message: intl.formatMessage(common.removed), variant: 'message' });
      reload();
    } catch {
      // Reported by the request layer (for example a child added meanwhile: 409).
    }
  };

  const columns: TableColumn<MenuTreeRow>[] = [
    {
      key: 'menuName',
      header: intl.formatMessage(m.menuName),
      rowHeader: true,
      render: ({ menu, depth, hasChildren }) => (
        <NameCell $depth={depth}>
          {hasChildren && !query ? (
            <Button
              size="small"
              variant="text"
              aria-expanded={!collapsed.has(menu.menuId)}
              aria-label={intl.formatMessage(collapsed.has(menu.menuId) ? m.expand : m.collapse, { name: title(menu.menuName) })}
              onClick={() => toggle(menu.menuId)}
            >
              <span aria-hidden="true">{collapsed.has(menu.menuId) ? '▸' : '▾'}</span>
            </Button>
          ) : (
            <ToggleSpace aria-hidden="true" />
          )}
          {title(menu.menuName)}
        </NameCell>
      ),
    },
    { key: 'icon', header: intl.formatMessage(m.icon), render: ({ menu }) => <IconCell name={menu.icon} /> },
    { key: 'menuType', header: intl.formatMessage(m.menuType), render: ({ menu }) => intl.formatMessage(typeLabel[menu.menuType]) },
    { key: 'sort', header: intl.formatMessage(m.sort), align: 'right', render: ({ menu }) => menu.sort },
    { key: 'perms', header: intl.formatMessage(m.perms), render: ({ menu }) => (menu.perms ? <Code>{menu.perms}</Code> : '') },
    { key: 'component', header: intl.formatMessage(m.component), render: ({ menu }) => menu.component ?? '' },
    {
      key: 'visible',
      header: intl.formatMessage(m.visible),
      render: ({ menu }) => (menu.menuType === 'F' ? '' : intl.formatMessage(menu.visible ? m.shown : m.hidden)),
    },
    {
      key: 'actions',
      header: intl.formatMessage(common.actions),
      render: ({ menu }) => (
        <RowActions>
          <HasPermi any={['system:menu:edit']}>
            <Button size="small" variant="text" onClick={() => setEditing({ menu })}>
              {intl.formatMessage(common.edit)}
            </Button>
          </HasPermi>
          {menu.menuType !== 'F' && (
            <HasPermi any={['system:menu:add']}>
              <Button size="small" variant="text" onClick={() => setEditing({ parentId: menu.menuId, menuType: menu.menuType === 'M' ? 'C' : 'F' })}>
                {intl.formatMessage(m.addChild)}
              </Button>
            </HasPermi>
          )}
          <HasPermi any={['system:menu:remove']}>
            <Button size="small" variant="text" onClick={() => askRemove(menu)}>
              {intl.formatMessage(common.remove)}
            </Button>
          </HasPermi>
        </RowActions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="lw-admin-menus">
      <h2 id="lw-admin-menus">{intl.formatMessage(m.title)}</h2>
      <Toolbar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(nameInput.trim());
        }}
      >
        <FormField label={intl.formatMessage(m.menuName)}>
          <Input value={nameInput} onChange={(event) => setNameInput(event.target.value)} />
        </FormField>
        <Button type="submit" variant="primary">
          {intl.formatMessage(common.search)}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setNameInput('');
            setQuery('');
          }}
        >
          {intl.formatMessage(common.reset)}
        </Button>
        <span className="grow" />
        <Button type="button" onClick={() => setCollapsed(new Set())} disabled={Boolean(query)}>
          {intl.formatMessage(m.expandAll)}
        </Button>
        <Button type="button" onClick={() => setCollapsed(parents)} disabled={Boolean(query)}>
          {intl.formatMessage(m.collapseAll)}
        </Button>
        <HasPermi any={['system:menu:add']}>
          <Button type="button" variant="primary" onClick={() => setEditing({ parentId: 0, menuType: 'M' })}>
            {intl.formatMessage(m.add)}
          </Button>
        </HasPermi>
      </Toolbar>
      <Table aria-labelledby="lw-admin-menus" columns={columns} rows={rows} rowKey={(row) => String(row.menu.menuId)} loading={loading} />
      <MenuForm editing={editing} menus={menus} onClose={() => setEditing(null)} onSaved={reload} />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        title={intl.formatMessage(confirm.removeMenu)}
        description={intl.formatMessage(common.removeConfirm, { name: removing ? title(removing.menuName) : '' })}
        confirmLabel={intl.formatMessage(common.remove)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Panel>
  );
}
