import { menuShape } from '@labelwise/contract';
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { draftText, type Draft, type FieldDef, type FormDeclaration } from '../../../crud';
import { useRouteTitle } from '../../../routing/useRouteTitle';
import { messages as confirm } from '../../confirm.messages';
import { editedRow, parentField, TreeFormDialog, type TreeFormProps } from '../shared/TreeForm';
import { IconPicker } from './IconPicker';
import { messages as m } from './menu.messages';
import { menuTree, subtreeIds, type AdminMenu, type MenuType } from './menuTree';

export const typeLabel: Record<MenuType, MessageDescriptor> = { M: m.typeM, C: m.typeC, F: m.typeF };

/** A button has no route: path, component, icon and visibility are not asked. */
const routed = (draft: Draft) => draftText(draft, 'menuType') !== 'F';

/** The POST (no menu) or PUT body. A button has no route: path, component and icon are cleared. */
export function menuBody(draft: Draft, menu?: AdminMenu): Record<string, unknown> {
  const button = !routed(draft);
  return {
    ...(menu ? { menuId: menu.menuId } : {}),
    parentId: Number(draftText(draft, 'parentId')) || 0,
    menuName: draftText(draft, 'menuName'),
    menuType: draftText(draft, 'menuType'),
    path: button ? '' : draftText(draft, 'path'),
    component: button ? '' : draftText(draft, 'component'),
    perms: draftText(draft, 'perms'),
    icon: button ? '' : draftText(draft, 'icon'),
    visible: button ? true : draftText(draft, 'visible') === '1',
    sort: draftText(draft, 'sort') ? Number(draftText(draft, 'sort')) : 0,
  };
}

export const blankDraft = (parentId = 0, menuType: MenuType = 'M'): Draft => ({
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

const toDraft = (menu: AdminMenu): Draft => ({
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

function menuFields(parent: FieldDef, shownAs: (draft: Draft) => string | undefined): FieldDef[] {
  return [
    parent,
    {
      key: 'menuType',
      label: m.menuType,
      kind: 'select',
      options: (['M', 'C', 'F'] as const).map((type) => ({ value: type, label: typeLabel[type] })),
    },
    {
      key: 'menuName',
      label: m.menuName,
      kind: 'text',
      required: true,
      hint: shownAs,
      contract: { schema: menuShape.menuName, invalid: m.nameFormat },
    },
    {
      key: 'path',
      label: m.path,
      kind: 'text',
      required: true,
      requiredMessage: m.pathRequired,
      hint: m.pathHint,
      when: routed,
      contract: { schema: menuShape.path, invalid: m.pathFormat },
    },
    {
      key: 'component',
      label: m.component,
      kind: 'text',
      hint: m.componentHint,
      when: routed,
      contract: { schema: menuShape.component, invalid: m.componentFormat },
    },
    {
      key: 'perms',
      label: m.perms,
      kind: 'text',
      hint: m.permsHint,
      contract: { schema: menuShape.perms, invalid: m.permsFormat },
    },
    {
      key: 'icon',
      label: m.icon,
      kind: 'custom',
      when: routed,
      contract: { schema: menuShape.icon, invalid: m.iconFormat },
      render: ({ value, set, label }) => (
        <IconPicker label={label} value={typeof value === 'string' ? value : ''} onChange={set} />
      ),
    },
    {
      key: 'visible',
      label: m.visible,
      kind: 'select',
      when: routed,
      options: [
        { value: '1', label: m.shown },
        { value: '0', label: m.hidden },
      ],
    },
    {
      key: 'sort',
      label: m.sort,
      kind: 'text',
      maxLength: 6,
      contract: { schema: menuShape.sort, invalid: m.wholeNumber },
    },
  ];
}

/** The menu's add/edit dialog, declared like every other form; parents exclude the menu and what is below it. */
export function MenuForm({ menus, ...dialog }: TreeFormProps<AdminMenu> & { menus: readonly AdminMenu[] }) {
  const intl = useIntl();
  const title = useRouteTitle();
  const menu = editedRow(dialog.editing);

  // A button holds no menus: it is never offered as a parent.
  const parent = useMemo(() => {
    const excluded = menu ? subtreeIds(menus, menu.menuId) : new Set<number>();
    return parentField(m.parent, menuTree(menus), {
      topLevel: intl.formatMessage(m.topLevel),
      idOf: (row) => row.menu.menuId,
      nameOf: (row) => title(row.menu.menuName),
      offered: (row) => row.menu.menuType !== 'F' && !excluded.has(row.menu.menuId),
    });
  }, [menus, menu, intl, title]);

  // A seeded name is a message id: say what the operator sees in the current language.
  const shownAs = (draft: Draft) => {
    const name = draftText(draft, 'menuName');
    const shown = title(name);
    return shown !== name ? intl.formatMessage(confirm.shownAs, { title: shown }) : undefined;
  };
  const form: FormDeclaration<AdminMenu> = {
    fields: menuFields(parent, shownAs),
    emptyDraft: EMPTY,
    toDraft,
    toBody: menuBody,
    addLabel: m.add,
    editLabel: m.edit,
  };
  return <TreeFormDialog {...dialog} baseUrl="/system/menu" form={form} />;
}

const EMPTY = blankDraft();
