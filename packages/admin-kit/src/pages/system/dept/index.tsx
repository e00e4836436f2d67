import type { Dept } from '@labelwise/contract';
import { AlertDialog, Button } from '@labelwise/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FilterBar, type FilterDef } from '../../../crud';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages as common } from '../../pages.messages';
import { Panel } from '../../shared/parts';
import { DeptForm, type DeptEditing } from './DeptForm';
import { DeptTreeTable } from './DeptTreeTable';
import { messages as m } from './dept.messages';
import { deptTree, filterDepts } from './deptTree';

const filters: readonly FilterDef[] = [
  { key: 'deptName', label: m.deptName },
  {
    key: 'status',
    label: common.status,
    kind: 'select',
    anyLabel: common.anyStatus,
    options: [
      { value: '0', label: common.statusNormal },
      { value: '1', label: common.statusDisabled },
    ],
  },
];

/** Loads the whole tree (RuoYi sends it flat; the page draws it). */
function useDepts() {
  const { client } = useAdminRuntime();
  const [depts, setDepts] = useState<Dept[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    client
      .get<Dept[]>('/system/dept/list')
      .then((rows) => {
        if (live) setDepts(Array.isArray(rows) ? rows : []);
      })
      .catch(() => undefined) // reported by the request layer; keep what is shown
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [client, version]);
  return { depts, loading, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/** Departments (system:dept:*): the tree with expand/collapse, search, add (also under a row), edit, delete a leaf. */
export default function DeptsPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const { depts, loading, reload } = useDepts();
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<DeptEditing | null>(null);
  const [removing, setRemoving] = useState<Dept | null>(null);
  const can = {
    add: useHasPermi(['system:dept:add']),
    edit: useHasPermi(['system:dept:edit']),
    remove: useHasPermi(['system:dept:remove']),
  };
  const filtered = Boolean(applied.deptName || applied.status);
  const rows = useMemo(
    () => deptTree(filterDepts(depts, applied.deptName ?? '', applied.status ?? ''), filtered ? new Set() : collapsed),
    [depts, applied, collapsed, filtered],
  );
  const parents = useMemo(() => new Set(depts.map((dept) => dept.parentId)), [depts]);

  const toggle = (deptId: number) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(deptId)) next.delete(deptId);
      else next.add(deptId);
      return next;
    });

  const askRemove = (dept: Dept) => {
    if (parents.has(dept.deptId)) {
      notify({
        type: 'warning',
        message: intl.formatMessage(m.hasChildren, { name: dept.deptName }),
        variant: 'message',
      });
      return;
    }
    setRemoving(dept);
  };

  const remove = async (dept: Dept) => {
    try {
      await client.delete(`/system/dept/${dept.deptId}`);
      notify({ type: 'success', message: intl.formatMessage(common.removed), variant: 'message' });
      reload();
    } catch {
      // Reported by the request layer (a child added meanwhile: 409).
    }
  };

  return (
    <Panel aria-labelledby="lw-admin-depts">
      <h2 id="lw-admin-depts">{intl.formatMessage(m.title)}</h2>
      <FilterBar filters={filters} applied={applied} onApply={setApplied}>
        <Button type="button" onClick={() => setCollapsed(new Set())} disabled={filtered}>
          {intl.formatMessage(m.expandAll)}
        </Button>
        <Button type="button" onClick={() => setCollapsed(parents)} disabled={filtered}>
          {intl.formatMessage(m.collapseAll)}
        </Button>
        {can.add && (
          <Button type="button" variant="primary" onClick={() => setEditing({ parentId: 0 })}>
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
        onEdit={(dept) => setEditing({ dept })}
        onAddChild={(dept) => setEditing({ parentId: dept.deptId })}
        onRemove={askRemove}
      />
      <DeptForm editing={editing} depts={depts} onClose={() => setEditing(null)} onSaved={reload} />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        title={intl.formatMessage(m.removeTitle)}
        description={intl.formatMessage(common.removeConfirm, { name: removing?.deptName ?? '' })}
        confirmLabel={intl.formatMessage(common.remove)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Panel>
  );
}
