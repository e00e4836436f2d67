import {
  ADMIN_ROLE_KEY,
  ALL_PERMISSIONS,
  holdsPermission,
  inputMaxLength,
  roleCreate,
  roleShape,
  roles,
  sortInt,
  type Permission,
  type RoleMenuNode,
  type RowOf,
} from '@labelwise/contract';
import { Button } from '@labelwise/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { HasPermi, usePermissions } from '../../../permissions';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { CrudPage, type BodyOf, type ColumnOf, type Draft, type FieldDef } from '../../../crud';
import { statusColumn, statusField } from '../../shared/status';
import { keyField, remarkField, sortField } from '../shared/fields';
import { systemMessages as m } from '../system.messages';
import { messages as confirm } from '../../confirm.messages';
import { PermissionTree } from './PermissionTree';
import { permTree, type PermNode } from './permissionTree';
import { messages as rm } from './role.messages';
import { RoleUsersDialog } from './RoleUsersDialog';
import { seededName } from '../shared/seededNames';

/** A role as `/system/role/list` sends it; the admin role reports `permissions: ['*:*:*']`. */
type AdminRole = RowOf<typeof roles>;

const ADMIN_ROLE = 'admin';
const emptyDraft: Draft = { roleName: '', roleKey: '', roleSort: '0', status: '0', remark: '', permissions: [] };
const toDraft = (row: AdminRole): Draft => ({
  roleName: row.roleName,
  roleKey: row.roleKey,
  roleSort: String(row.roleSort),
  status: row.status,
  remark: row.remark,
  permissions: row.permissions,
});
const toBody = (draft: Draft, row?: AdminRole): BodyOf<typeof roles> => ({
  ...(row ? { roleId: row.roleId } : {}),
  roleName: String(draft.roleName).trim(),
  roleKey: String(draft.roleKey).trim(),
  roleSort: Number(String(draft.roleSort).trim() || '0'),
  status: draft.status === '1' ? '1' : '0',
  remark: String(draft.remark).trim(),
  // The admin role holds everything implicitly; sending its '*:*:*' back would only store a redundant grant.
  ...(row?.roleKey === ADMIN_ROLE
    ? {}
    : { permissions: Array.isArray(draft.permissions) ? draft.permissions.map(String) : [] }),
});
const filters = [
  { key: 'roleName', label: m.roleName },
  { key: 'roleKey', label: m.roleKey },
] as const;

/** Id of the group holding codes no menu stands for (negative: menu ids are positive). */
const OTHER_GROUP = -1;

/**
 * The menu tree, plus one group for the known codes no menu stands for (`common:file:upload`), so every code a role
 * can hold has a box and none is dropped by saving.
 */
export function pickerNodes(menus: readonly RoleMenuNode[], codes: readonly string[], otherName: string): PermNode[] {
  const tree = permTree(menus);
  const inTree = new Set(menus.map((menu) => menu.perms).filter(Boolean));
  const rest = [...new Set(codes)].filter((code) => code !== ALL_PERMISSIONS && !inTree.has(code)).sort();
  if (rest.length === 0) return tree;
  const children = rest.map((code, i) => ({
    id: OTHER_GROUP - 1 - i,
    name: code,
    type: 'F' as const,
    code,
    children: [],
  }));
  return [...tree, { id: OTHER_GROUP, name: otherName, type: 'M', code: '', children }];
}

/** Roles (system:role:*): search, paginate, add/edit with the permissions on the menu tree, assign users, delete. */
export default function RolesPage() {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const holder = usePermissions();
  const [codes, setCodes] = useState<string[]>([]);
  const [menus, setMenus] = useState<RoleMenuNode[]>([]);
  const [assigning, setAssigning] = useState<AdminRole | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([
      client.get<Permission[]>('/system/permission/list'),
      client.get<RoleMenuNode[]>('/system/role/menuTree'),
    ])
      .then(([rows, tree]) => {
        if (!live) return;
        setCodes(rows.map((row) => row.code));
        setMenus(tree);
      })
      .catch(() => {
        // Reported by the request layer.
      });
    return () => {
      live = false;
    };
  }, [client]);

  const otherName = intl.formatMessage(rm.otherPermissions);
  const nodes = useMemo(() => pickerNodes(menus, codes, otherName), [menus, codes, otherName]);
  // The API refuses granting or taking away a code the operator does not hold, and wildcard codes to all but admins.
  const isAll = holder.roles.includes(ADMIN_ROLE_KEY) || holder.permissions.includes(ALL_PERMISSIONS);
  const canChange = (code: string) => holdsPermission(holder, code) && (isAll || !code.includes('*'));

  const fields: FieldDef[] = [
    { key: 'roleName', label: m.roleName, kind: 'text', required: true, maxLength: inputMaxLength(roleShape.roleName) },
    keyField('roleKey', m.roleKey, roleCreate.shape.roleKey),
    sortField('roleSort', sortInt),
    statusField,
    remarkField,
    {
      key: 'permissions',
      label: m.permissions,
      kind: 'custom',
      // The admin role holds everything by its key: there is nothing to choose.
      when: (draft: Draft) => draft.roleKey !== ADMIN_ROLE,
      render: ({ value, set, label }) => (
        <PermissionTree
          legend={label}
          nodes={nodes}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={set}
          canChange={canChange}
        />
      ),
    },
  ];

  const columns: ColumnOf<typeof roles>[] = [
    {
      key: 'roleName',
      sortKey: 'roleName',
      header: intl.formatMessage(m.roleName),
      rowHeader: true,
      render: (row) => seededName(intl, 'role', row.roleKey, row.roleName),
    },
    { key: 'roleKey', sortKey: 'roleKey', header: intl.formatMessage(m.roleKey) },
    { key: 'roleSort', sortKey: 'roleSort', header: intl.formatMessage(m.sort) },
    {
      key: 'permissions',
      header: intl.formatMessage(m.permissions),
      render: (row) =>
        row.permissions.includes('*:*:*') ? intl.formatMessage(m.allPermissions) : String(row.permissions.length),
    },
    statusColumn(intl),
  ];

  return (
    <CrudPage
      resource={roles}
      headingId="lw-admin-roles"
      title={intl.formatMessage(m.roles)}
      rowName={(row) => row.roleName}
      columns={columns}
      filters={filters}
      form={{ fields, emptyDraft, toDraft, toBody, addLabel: m.addRole, editLabel: m.editRole }}
      removeLabel={confirm.removeRole}
      canRemove={(row) => row.roleKey !== ADMIN_ROLE}
      rowActionsExtra={(row) => (
        <HasPermi any={['system:user:list']}>
          <Button size="small" variant="text" onClick={() => setAssigning(row)}>
            {intl.formatMessage(rm.assignUsers)}
          </Button>
        </HasPermi>
      )}
    >
      <RoleUsersDialog key={assigning?.roleId} role={assigning} onClose={() => setAssigning(null)} />
    </CrudPage>
  );
}
