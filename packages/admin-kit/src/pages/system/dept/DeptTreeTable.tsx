import type { Dept } from '@labelwise/contract';
import { Button, Table, type TableColumn } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { ActionPermissions } from '../../../crud';
import { messages as common } from '../../pages.messages';
import { RowActions } from '../../shared/parts';
import { messages as m } from './dept.messages';
import type { DeptTreeRow } from './deptTree';

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
export function DeptTreeTable({
  rows,
  loading = false,
  filtered = false,
  collapsed,
  onToggle,
  can,
  onEdit,
  onAddChild,
  onRemove,
  labelledBy,
}: DeptTreeTableProps) {
  const intl = useIntl();
  const columns: TableColumn<DeptTreeRow>[] = [
    {
      key: 'deptName',
      header: intl.formatMessage(m.deptName),
      rowHeader: true,
      render: ({ dept, depth, hasChildren }) => (
        <NameCell $depth={depth}>
          {hasChildren && !filtered ? (
            <Button
              size="small"
              variant="text"
              aria-expanded={!collapsed.has(dept.deptId)}
              aria-label={intl.formatMessage(collapsed.has(dept.deptId) ? m.expand : m.collapse, {
                name: dept.deptName,
              })}
              onClick={() => onToggle(dept.deptId)}
            >
              <span aria-hidden="true">{collapsed.has(dept.deptId) ? '▸' : '▾'}</span>
            </Button>
          ) : (
            <ToggleSpace aria-hidden="true" />
          )}
          {dept.deptName}
        </NameCell>
      ),
    },
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
      header: intl.formatMessage(common.actions),
      render: ({ dept }) => (
        <RowActions>
          {can.edit && (
            <Button size="small" variant="text" onClick={() => onEdit(dept)}>
              {intl.formatMessage(common.edit)}
            </Button>
          )}
          {can.add && dept.status === '0' && (
            <Button size="small" variant="text" onClick={() => onAddChild(dept)}>
              {intl.formatMessage(m.addChild)}
            </Button>
          )}
          {can.remove && (
            <Button size="small" variant="text" onClick={() => onRemove(dept)}>
              {intl.formatMessage(common.remove)}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <Table
      aria-labelledby={labelledBy}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.dept.deptId)}
      loading={loading}
    />
  );
}
