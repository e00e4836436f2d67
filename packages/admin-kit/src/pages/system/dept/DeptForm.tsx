import { deptShape, type Dept } from '@labelwise/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CrudFormDialog, draftText, type Draft, type FieldDef, type FormDeclaration } from '../../../crud';
import { messages as common } from '../../pages.messages';
import { statusField, statusOf } from '../../shared/status';
import { messages as m } from './dept.messages';
import { deptTree, subtreeIds } from './deptTree';

/** The POST (no department) or PUT body. */
export function deptBody(draft: Draft, dept?: Dept): Record<string, unknown> {
  return {
    ...(dept ? { deptId: dept.deptId } : {}),
    parentId: Number(draftText(draft, 'parentId')) || 0,
    deptName: draftText(draft, 'deptName'),
    orderNum: draftText(draft, 'orderNum') ? Number(draftText(draft, 'orderNum')) : 0,
    leader: draftText(draft, 'leader'),
    phone: draftText(draft, 'phone'),
    email: draftText(draft, 'email'),
    status: statusOf(draft),
  };
}

export const blankDept = (parentId = 0): Draft => ({
  parentId: String(parentId),
  deptName: '',
  orderNum: '0',
  leader: '',
  phone: '',
  email: '',
  status: '0',
});

const toDraft = (dept: Dept): Draft => ({
  parentId: String(dept.parentId),
  deptName: dept.deptName,
  orderNum: String(dept.orderNum),
  leader: dept.leader,
  phone: dept.phone,
  email: dept.email,
  status: dept.status,
});

function deptFields(parents: FieldDef['options']): FieldDef[] {
  return [
    { key: 'parentId', label: m.parent, kind: 'select', options: parents ?? [] },
    {
      key: 'deptName',
      label: m.deptName,
      kind: 'text',
      required: true,
      contract: { schema: deptShape.deptName, invalid: m.nameFormat },
    },
    {
      key: 'orderNum',
      label: m.orderNum,
      kind: 'text',
      maxLength: 6,
      contract: { schema: deptShape.orderNum, invalid: m.wholeNumber },
    },
    { key: 'leader', label: m.leader, kind: 'text', contract: { schema: deptShape.leader, invalid: m.nameFormat } },
    { key: 'phone', label: common.phone, kind: 'text', contract: { schema: deptShape.phone, invalid: m.phoneFormat } },
    { key: 'email', label: common.email, kind: 'text', contract: { schema: deptShape.email, invalid: m.emailFormat } },
    statusField,
  ];
}

/** What the form opens with: a department to edit, or the parent of a new one. */
export type DeptEditing = { dept: Dept } | { parentId: number };

/** The department's add/edit dialog; the parent choices leave out the department and everything below it. */
export function DeptForm({
  editing,
  depts,
  onClose,
  onSaved,
}: {
  editing: DeptEditing | null;
  depts: readonly Dept[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const dept = editing && 'dept' in editing ? editing.dept : undefined;
  const start = useMemo(() => (editing && !('dept' in editing) ? blankDept(editing.parentId) : undefined), [editing]);
  const parents = useMemo(() => {
    const excluded = dept ? subtreeIds(depts, dept.deptId) : new Set<number>();
    const options = [{ value: '0', label: intl.formatMessage(m.topLevel) }];
    for (const row of deptTree(depts)) {
      if (excluded.has(row.dept.deptId)) continue;
      options.push({
        value: String(row.dept.deptId),
        label: `${'\u00a0\u00a0'.repeat(row.depth + 1)}${row.dept.deptName}`,
      });
    }
    return options;
  }, [depts, dept, intl]);
  const form: FormDeclaration<Dept> = {
    formId: 'lw-admin-dept-form',
    fields: deptFields(parents),
    emptyDraft: EMPTY,
    toDraft,
    toBody: deptBody,
    addLabel: m.add,
    editLabel: m.edit,
  };
  return (
    <CrudFormDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      row={dept}
      startDraft={start}
      onSaved={onSaved}
      baseUrl="/system/dept"
      form={form}
    />
  );
}

const EMPTY = blankDept();
