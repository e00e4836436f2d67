import { AlertDialog, Button, Table, type TableColumn } from '@labelwise/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { FilterBar, type FilterDef } from '../../../crud';
import { menuIcon } from '../../../layout/menu-icons';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../shell/runtime';
import { useRouteTitle } from '../../../shell/titles';
import { messages as confirm } from '../../confirm.messages';
import { messages as common } from '../../pages.messages';
import { Panel, RowActions } from '../../shared/parts';
import { MenuForm, typeLabel, type Editing } from './menu-form';
import { messages as m } from './menu.messages';
import { filterMenus, menuTree, type AdminMenu, type MenuTreeRow } from './menu-tree';

export { filterMenus, menuTree, type AdminMenu, type MenuTreeRow, type MenuType } from './menu-tree';
export { menuBody } from './menu-form';

const filters: readonly FilterDef[] = [{ key: 'menuName', label: m.menuName }];

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

interface MenuColumnsProps {
  query: string;
  collapsed: ReadonlySet<number>;
  toggle: (menuId: number) => void;
  onEdit: (menu: AdminMenu) => void;
  onAddChild: (menu: AdminMenu) => void;
  onRemove: (menu: AdminMenu) => void;
}

/** The tree table's columns: the indented name with its toggle, the menu's fields, and its actions. */
function useMenuColumns({
  query,
  collapsed,
  toggle,
  onEdit,
  onAddChild,
  onRemove,
}: MenuColumnsProps): TableColumn<MenuTreeRow>[] {
  const intl = useIntl();
  const title = useRouteTitle();
  return [
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
              aria-label={intl.formatMessage(collapsed.has(menu.menuId) ? m.expand : m.collapse, {
                name: title(menu.menuName),
              })}
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
    {
      key: 'menuType',
      header: intl.formatMessage(m.menuType),
      render: ({ menu }) => intl.formatMessage(typeLabel[menu.menuType]),
    },
    { key: 'sort', header: intl.formatMessage(m.sort), align: 'right', render: ({ menu }) => menu.sort },
    {
      key: 'perms',
      header: intl.formatMessage(m.perms),
      render: ({ menu }) => (menu.perms ? <Code>{menu.perms}</Code> : ''),
    },
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
            <Button size="small" variant="text" onClick={() => onEdit(menu)}>
              {intl.formatMessage(common.edit)}
            </Button>
          </HasPermi>
          {menu.menuType !== 'F' && (
            <HasPermi any={['system:menu:add']}>
              <Button size="small" variant="text" onClick={() => onAddChild(menu)}>
                {intl.formatMessage(m.addChild)}
              </Button>
            </HasPermi>
          )}
          <HasPermi any={['system:menu:remove']}>
            <Button size="small" variant="text" onClick={() => onRemove(menu)}>
              {intl.formatMessage(common.remove)}
            </Button>
          </HasPermi>
        </RowActions>
      ),
    },
  ];
}

/** Menus (system:menu:*): the whole tree with indentation and expand/collapse, add/edit, delete with confirmation. */
export default function MenusPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [menus, setMenus] = useState<AdminMenu[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [query, setQuery] = useState('');
  const applied = useMemo(() => ({ menuName: query }), [query]);
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
  const rows = useMemo(
    () => menuTree(filterMenus(menus, query, title), query ? new Set() : collapsed),
    [menus, query, collapsed, title],
  );
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
      notify({
        type: 'warning',
        message: intl.formatMessage(m.hasChildren, { name: title(menu.menuName) }),
        variant: 'message',
      });
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

  const columns = useMenuColumns({
    query,
    collapsed,
    toggle,
    onEdit: (menu) => setEditing({ menu }),
    onAddChild: (menu) => setEditing({ parentId: menu.menuId, menuType: menu.menuType === 'M' ? 'C' : 'F' }),
    onRemove: askRemove,
  });

  return (
    <Panel aria-labelledby="lw-admin-menus">
      <h2 id="lw-admin-menus">{intl.formatMessage(m.title)}</h2>
      <FilterBar filters={filters} applied={applied} onApply={(values) => setQuery((values.menuName ?? '').trim())}>
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
      </FilterBar>
      <Table
        aria-labelledby="lw-admin-menus"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.menu.menuId)}
        loading={loading}
      />
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
