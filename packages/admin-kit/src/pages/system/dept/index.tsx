import { deptModule } from '@labelwise/contract';
import type { Dept } from '@labelwise/contract';
import { Button } from '@labelwise/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FilterBar, type FilterDef } from '../../../crud';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { Panel } from '../../../crud/pageParts';
import { statusFilter } from '../../shared/status';
import type { TreeEditing } from '../shared/TreeForm';
import { ExpandAllButtons, useCollapsed, useFlatTree, useRemoveLeaf } from '../shared/TreeTable';
import { blankDept, DeptForm } from './DeptForm';
import { DeptTreeTable } from './DeptTreeTable';
import { messages as m } from './dept.messages';
import { deptTree, filterDepts } from './deptTree';

const filters: readonly FilterDef[] = [{ key: 'deptName', label: m.deptName }, statusFilter];

const parentOf = (dept: Dept) => dept.parentId;

/** Departments (system:dept:*): the tree with expand/collapse, search, add (also under a row), edit, delete a leaf. */
export default function DeptsPage() {
  const intl = useIntl();
  const { items: depts, loading, parents, reload } = useFlatTree(`${deptModule.path}/list`, parentOf);
  const [applied, setApplied] = useState<Record<string, string>>({});
  const { collapsed, toggle, setCollapsed } = useCollapsed();
  const [editing, setEditing] = useState<TreeEditing<Dept> | null>(null);
  const { askRemove, dialog } = useRemoveLeaf<Dept>({
    baseUrl: deptModule.path,
    idOf: (dept) => dept.deptId,
    nameOf: (dept) => dept.deptName,
    parents,
    hasChildren: m.hasChildren,
    title: m.removeTitle,
    reload,
  });
  const can = {
    add: useHasPermi([`${deptModule.perm}:add`]),
    edit: useHasPermi([`${deptModule.perm}:edit`]),
    remove: useHasPermi([`${deptModule.perm}:remove`]),
  };
  const filtered = Boolean(applied.deptName || applied.status);
  const rows = useMemo(
    () => deptTree(filterDepts(depts, applied.deptName ?? '', applied.status ?? ''), filtered ? new Set() : collapsed),
    [depts, applied, collapsed, filtered],
  );

  return (
    <Panel aria-labelledby="lw-admin-depts">
      <h2 id="lw-admin-depts">{intl.formatMessage(m.title)}</h2>
      <FilterBar filters={filters} applied={applied} onApply={setApplied}>
        <ExpandAllButtons parents={parents} filtered={filtered} onChange={setCollapsed} labels={m} />
        {can.add && (
          <Button type="button" variant="primary" onClick={() => setEditing({ start: blankDept() })}>
            {intl.formatMessage(m.add)}
          </Button>
        )}
      </FilterBar>
      <DeptTreeTable
        labelledBy="lw-admin-depts"
        rows={rows}
        loading={loading}
        filtered={filtered}
        collapsed={collapsed}
        onToggle={toggle}
        can={can}
        onEdit={(dept) => setEditing({ row: dept })}
        onAddChild={(dept) => setEditing({ start: blankDept(dept.deptId) })}
        onRemove={askRemove}
      />
      <DeptForm editing={editing} depts={depts} onClose={() => setEditing(null)} onSaved={reload} />
      {dialog}
    </Panel>
  );
}
