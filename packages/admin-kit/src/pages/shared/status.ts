import type { IntlShape } from 'react-intl';
import { draftText, exportWords, type Draft, type FieldDef, type FilterDef } from '../../crud';
import { messages } from '../pages.messages';
import type { SortableColumn } from '../../crud/pagedList';

/** The choices of dictionary sys_normal_disable: '0' normal, '1' disabled. */
const statusChoices = [
  { value: '0', label: messages.statusNormal },
  { value: '1', label: messages.statusDisabled },
] as const;

/** The status select of a form. */
export const statusField: FieldDef = { key: 'status', label: messages.status, kind: 'select', options: statusChoices };

/** The status select of a list's search, "any status" first. */
export const statusFilter: FilterDef & { key: 'status' } = {
  key: 'status',
  label: messages.status,
  kind: 'select',
  anyLabel: messages.anyStatus,
  options: statusChoices,
};

/** The draft's status as the API takes it. */
export const statusOf = (draft: Draft): '0' | '1' => (draftText(draft, 'status') === '1' ? '1' : '0');

/** The sortable status column ("Normal"/"Disabled"). */
export function statusColumn<Row extends { status?: '0' | '1' | undefined }>(
  intl: IntlShape,
): SortableColumn<Row> & { sortKey: 'status' } {
  return {
    key: 'status',
    sortKey: 'status',
    header: intl.formatMessage(messages.status),
    render: (row) => intl.formatMessage(row.status === '1' ? messages.statusDisabled : messages.statusNormal),
    exportLabels: exportWords(intl, { '0': messages.statusNormal, '1': messages.statusDisabled }),
  };
}
