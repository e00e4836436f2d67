import { menuModule } from '@labelwise/contract';
import { Button, Icon, Inline, Text, type TableColumn } from '@labelwise/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FilterBar, type FilterDef } from '../../../crud';
import { menuIcon } from '../../../menu/menuIcons';
import { HasPermi } from '../../../permissions/gates';
import { useRouteTitle } from '../../../routing/useRouteTitle';
import { messages as confirm } from '../../confirm.messages';
import { messages as common } from '../../../crud/shared.messages';
import { Panel, RowActions } from '../../../crud/pageParts';
import type { TreeEditing } from '../shared/TreeForm';
import { ExpandAllButtons, TreeTable, useCollapsed, useFlatTree, useRemoveLeaf } from '../shared/TreeTable';
import { blankDraft, MenuForm, typeLabel } from './menuForm';
import { messages as m } from './menu.messages';
import { filterMenus, menuTree, type AdminMenu, type MenuTreeRow } from './menuTree';

export { filterMenus, menuTree, type AdminMenu, type MenuTreeRow, type MenuType } from './menuTree';
export { menuBody } from './menuForm';

const filters: readonly FilterDef[] = [{ key: 'menuName', label: m.menuName }];

/** The icon as drawn in the sidebar, with its label; a name outside the curated set as plain text. */
function IconCell({ name }: { name: string }) {
  const intl = useIntl();
  if (!name || name === '#') return null;
  const choice = menuIcon(name);
  if (!choice) return <>{name}</>;
  return (
    <Inline as="span" gap={2} wrap={false}>
      <Icon icon={choice.Icon} size="sm" />
      {intl.formatMessage(choice.label)}
    </Inline>
  );
}

interface MenuColumnsProps {
  onEdit: (menu: AdminMenu) => void;
  onAddChild: (menu: AdminMenu) => void;
  onRemove: (menu: AdminMenu) => void;
}

/** The tree table's columns after the name: the menu's fields, and its actions. */
function useMenuColumns({ onEdit, onAddChild, onRemove }: MenuColumnsProps): TableColumn<MenuTreeRow>[] {
  const intl = useIntl();
  return [
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
      render: ({ menu }) =>
        menu.perms ? (
          <Text as="code" size="sm">
            {menu.perms}
          </Text>
        ) : (
          ''
        ),
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
          <HasPermi any={[`${menuModule.perm}:edit`]}>
            <Button size="small" variant="text" onClick={() => onEdit(menu)}>
              {intl.formatMessage(common.edit)}
            </Button>
          </HasPermi>
          {menu.menuType !== 'F' && (
            <HasPermi any={[`${menuModule.perm}:add`]}>
              <Button size="small" variant="text" onClick={() => onAddChild(menu)}>
                {intl.formatMessage(m.addChild)}
              </Button>
            </HasPermi>
          )}
          <HasPermi any={[`${menuModule.perm}:remove`]}>
            <Button size="small" variant="text" onClick={() => onRemove(menu)}>
              {intl.formatMessage(common.remove)}
            </Button>
          </HasPermi>
        </RowActions>
      ),
    },
  ];
}

const parentOf = (menu: AdminMenu) => menu.parentId;

/** Menus (system:menu:*): the whole tree with indentation and expand/collapse, add/edit, delete with confirmation. */
export default function MenusPage() {
  const intl = useIntl();
  const { items: menus, loading, parents, reload } = useFlatTree(`${menuModule.path}/list`, parentOf);
  const [query, setQuery] = useState('');
  const applied = useMemo(() => ({ menuName: query }), [query]);
  const { collapsed, toggle, setCollapsed } = useCollapsed();
  const [editing, setEditing] = useState<TreeEditing<AdminMenu> | null>(null);
  const title = useRouteTitle();
  const { askRemove, dialog } = useRemoveLeaf<AdminMenu>({
    baseUrl: menuModule.path,
    idOf: (menu) => menu.menuId,
    nameOf: (menu) => title(menu.menuName),
    parents,
    hasChildren: m.hasChildren,
    title: confirm.removeMenu,
    reload,
  });
  const rows = useMemo(
    () => menuTree(filterMenus(menus, query, title), query ? new Set() : collapsed),
    [menus, query, collapsed, title],
  );

  const columns = useMenuColumns({
    onEdit: (menu) => setEditing({ row: menu }),
    onAddChild: (menu) => setEditing({ start: blankDraft(menu.menuId, menu.menuType === 'M' ? 'C' : 'F') }),
    onRemove: askRemove,
  });

  return (
    <Panel aria-labelledby="lw-admin-menus">
      <h2 id="lw-admin-menus">{intl.formatMessage(m.title)}</h2>
      <FilterBar filters={filters} applied={applied} onApply={(values) => setQuery((values.menuName ?? '').trim())}>
        <ExpandAllButtons parents={parents} filtered={Boolean(query)} onChange={setCollapsed} labels={m} />
        <HasPermi any={[`${menuModule.perm}:add`]}>
          <Button type="button" variant="primary" onClick={() => setEditing({ start: blankDraft(0, 'M') })}>
            {intl.formatMessage(m.add)}
          </Button>
        </HasPermi>
      </FilterBar>
      <TreeTable
        labelledBy="lw-admin-menus"
        rows={rows}
        loading={loading}
        filtered={Boolean(query)}
        collapsed={collapsed}
        onToggle={toggle}
        idOf={(row) => row.menu.menuId}
        name={{ key: 'menuName', header: intl.formatMessage(m.menuName), text: (row) => title(row.menu.menuName) }}
        toggleLabels={m}
        columns={columns}
      />
      <MenuForm editing={editing} menus={menus} onClose={() => setEditing(null)} onSaved={reload} />
      {dialog}
    </Panel>
  );
}
