import { deptShape, type Dept } from '@labelwise/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { draftText, type Draft, type FieldDef, type FormDeclaration } from '../../../crud';
import { messages as common } from '../../pages.messages';
import { statusField, statusOf } from '../../shared/status';
import { editedRow, parentField, TreeFormDialog, type TreeFormProps } from '../shared/TreeForm';
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

function deptFields(parent: FieldDef): FieldDef[] {
  return [
    parent,
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

/** The department's add/edit dialog; the parent choices leave out the department and everything below it. */
export function DeptForm({ depts, ...dialog }: TreeFormProps<Dept> & { depts: readonly Dept[] }) {
  const intl = useIntl();
  const dept = editedRow(dialog.editing);
  const parent = useMemo(() => {
    const excluded = dept ? subtreeIds(depts, dept.deptId) : new Set<number>();
    return parentField(m.parent, deptTree(depts), {
      topLevel: intl.formatMessage(m.topLevel),
      idOf: (row) => row.dept.deptId,
      nameOf: (row) => row.dept.deptName,
      offered: (row) => !excluded.has(row.dept.deptId),
    });
  }, [depts, dept, intl]);
  const form: FormDeclaration<Dept> = {
    formId: 'lw-admin-dept-form',
    fields: deptFields(parent),
    emptyDraft: EMPTY,
    toDraft,
    toBody: deptBody,
    addLabel: m.add,
    editLabel: m.edit,
  };
  return <TreeFormDialog {...dialog} baseUrl="/system/dept" form={form} />;
}

const EMPTY = blankDept();
