import { inputMaxLength, roleCreate, roleShape, sortInt, type Role } from '@labelwise/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAdminRuntime } from '../../../shell/runtime';
import { CrudPage, type Draft, type FieldDef } from '../../../crud';
import { statusColumn, statusField } from '../../shared/status';
import { keyField, remarkField, sortField } from '../shared/fields';
import { systemMessages as m } from '../system.messages';
import type { SortableColumn } from '../../shared/use-page';
import { messages as confirm } from '../../confirm.messages';

/** A role as `/system/role/list` sends it; the admin role reports `permissions: ['*:*:*']`. */
type AdminRole = Role;

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
const toBody = (draft: Draft, row?: AdminRole) => {
  const body: Record<string, unknown> = {
    ...(row ? { roleId: row.roleId } : {}),
    roleName: String(draft.roleName).trim(),
    roleKey: String(draft.roleKey).trim(),
    roleSort: Number(String(draft.roleSort).trim() || '0'),
    status: draft.status === '1' ? '1' : '0',
    remark: String(draft.remark).trim(),
  };
  // The admin role holds everything implicitly; sending its '*:*:*' back would only store a redundant grant.
  if (row?.roleKey !== ADMIN_ROLE) body.permissions = Array.isArray(draft.permissions) ? draft.permissions : [];
  return body;
};
const filters = [
  { key: 'roleName', label: m.roleName },
  { key: 'roleKey', label: m.roleKey },
] as const;

/** One checkbox per permission code, sorted so codes of one module (`site:driver:*`) sit together. */
export function permissionOptions(codes: readonly string[]) {
  return [...new Set(codes)].sort().map((code) => ({ value: code, label: code }));
}

/** Roles (system:role:*): search, paginate, add/edit with the permission codes of `/system/permission/list`, delete. */
export default function RolesPage() {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const [codes, setCodes] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    client
      .get<{ code: string }[]>('/system/permission/list')
      .then((rows) => {
        if (live) setCodes(rows.map((row) => row.code).filter((code) => code !== '*:*:*'));
      })
      .catch(() => {
        // Reported by the request layer.
      });
    return () => {
      live = false;
    };
  }, [client]);

  const fields: FieldDef[] = [
    { key: 'roleName', label: m.roleName, kind: 'text', required: true, maxLength: inputMaxLength(roleShape.roleName) },
    keyField('roleKey', m.roleKey, roleCreate.shape.roleKey),
    sortField('roleSort', sortInt),
    statusField,
    remarkField,
    { key: 'permissions', label: m.permissions, kind: 'checks', options: permissionOptions(codes) },
  ];

  const columns: SortableColumn<AdminRole>[] = [
    { key: 'roleName', sortKey: 'roleName', header: intl.formatMessage(m.roleName), rowHeader: true },
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
    <CrudPage<AdminRole>
      headingId="lw-admin-roles"
      title={intl.formatMessage(m.roles)}
      listUrl="/system/role/list"
      baseUrl="/system/role"
      rowId={(row) => row.roleId}
      rowName={(row) => row.roleName}
      perm="system:role"
      columns={columns}
      filters={filters}
      form={{ fields, emptyDraft, toDraft, toBody, addLabel: m.addRole, editLabel: m.editRole }}
      removeLabel={confirm.removeRole}
      canRemove={(row) => row.roleKey !== ADMIN_ROLE}
    />
  );
}
