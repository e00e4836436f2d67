import type { Dept } from '@labelwise/contract';
import { Button, type TableColumn } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import type { ActionPermissions } from '../../../crud';
import { messages as common } from '../../pages.messages';
import { messages as crudMessages } from '../../../crud/shared.messages';
import { RowActions } from '../../../crud/pageParts';
import { TreeTable } from '../shared/TreeTable';
import { messages as m } from './dept.messages';
import type { DeptTreeRow } from './deptTree';
import { seededName } from '../shared/seededNames';

export interface DeptTreeTableProps {
  rows: readonly DeptTreeRow[];
  loading?: boolean;
  /** Filtering shows every match with its ancestors, without toggles. */
  filtered?: boolean;
  collapsed: ReadonlySet<number>;
  onToggle: (deptId: number) => void;
  can: ActionPermissions;
  onEdit: (dept: Dept) => void;
  onAddChild: (dept: Dept) => void;
  onRemove: (dept: Dept) => void;
  labelledBy: string;
}

/** The department tree as a table: indented names with expand/collapse, the RuoYi columns and the row actions. */
export function DeptTreeTable({ can, onEdit, onAddChild, onRemove, ...tree }: DeptTreeTableProps) {
  const intl = useIntl();
  const columns: TableColumn<DeptTreeRow>[] = [
    { key: 'leader', header: intl.formatMessage(m.leader), render: ({ dept }) => dept.leader },
    { key: 'phone', header: intl.formatMessage(common.phone), render: ({ dept }) => dept.phone },
    { key: 'orderNum', header: intl.formatMessage(m.orderNum), align: 'right', render: ({ dept }) => dept.orderNum },
    {
      key: 'status',
      header: intl.formatMessage(common.status),
      render: ({ dept }) => intl.formatMessage(dept.status === '1' ? common.statusDisabled : common.statusNormal),
    },
    {
      key: 'createdAt',
      header: intl.formatMessage(m.created),
      render: ({ dept }) => intl.formatDate(dept.createdAt, { dateStyle: 'medium' }),
    },
    {
      key: 'actions',
      header: intl.formatMessage(crudMessages.actions),
      render: ({ dept }) => (
        <RowActions>
          {can.edit && (
            <Button size="small" variant="text" onClick={() => onEdit(dept)}>
              {intl.formatMessage(crudMessages.edit)}
            </Button>
          )}
          {can.add && dept.status === '0' && (
            <Button size="small" variant="text" onClick={() => onAddChild(dept)}>
              {intl.formatMessage(m.addChild)}
            </Button>
          )}
          {can.remove && (
            <Button size="small" variant="text" onClick={() => onRemove(dept)}>
              {intl.formatMessage(crudMessages.remove)}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <TreeTable
      {...tree}
      idOf={(row) => row.dept.deptId}
      name={{
        key: 'deptName',
        header: intl.formatMessage(m.deptName),
        text: (row) => seededName(intl, 'dept', row.dept.deptName, row.dept.deptName),
      }}
      toggleLabels={m}
      columns={columns}
    />
  );
}
