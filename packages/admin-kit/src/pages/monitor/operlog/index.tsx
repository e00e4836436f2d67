import { operLogs, type DetailOf, type OperLog } from '@labelwise/contract';
import { Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { CrudPage, type ColumnOf, type FilterOf, type ListController } from '../../../crud';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { exportLogCsv } from './exportLogCsv';
import { actionChoices, actionMessage, resultChoices } from './logLabels';
import { logModules, moduleTitle, targetTitle } from './logModules';
import { LogToolbar } from './LogTools';
import { OperLogDetailDialog } from './OperLogDetailDialog';
import { messages } from './operlog.messages';

type OperLogDetail = DetailOf<typeof operLogs>;

const filters: readonly FilterOf<typeof operLogs>[] = [
  {
    key: 'module',
    label: messages.module,
    kind: 'select',
    anyLabel: messages.anyModule,
    options: Object.entries(logModules).map(([value, label]) => ({ value, label })),
  },
  { key: 'action', label: messages.action, kind: 'select', anyLabel: messages.anyAction, options: actionChoices },
  { key: 'operName', label: messages.operator },
  { key: 'status', label: messages.status, kind: 'select', anyLabel: messages.anyStatus, options: resultChoices },
  { key: 'beginTime', label: messages.beginTime, kind: 'date' },
  { key: 'endTime', label: messages.endTime, kind: 'date' },
];

const target = (intl: IntlShape, row: OperLog) => targetTitle(intl, row.targetName) || row.targetId;
const when = (intl: IntlShape, iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' });

function operColumns(intl: IntlShape): ColumnOf<typeof operLogs>[] {
  return [
    {
      key: 'operTime',
      sortKey: 'operTime',
      header: intl.formatMessage(messages.time),
      render: (r) => when(intl, r.operTime),
    },
    {
      key: 'module',
      sortKey: 'module',
      header: intl.formatMessage(messages.module),
      render: (r) => moduleTitle(intl, r.module),
    },
    {
      key: 'action',
      sortKey: 'action',
      header: intl.formatMessage(messages.action),
      render: (r) => intl.formatMessage(actionMessage(r.action)),
    },
    { key: 'target', header: intl.formatMessage(messages.target), rowHeader: true, render: (r) => target(intl, r) },
    { key: 'operName', sortKey: 'operName', header: intl.formatMessage(messages.operator) },
    { key: 'operIp', header: intl.formatMessage(messages.ip) },
    {
      key: 'status',
      header: intl.formatMessage(messages.status),
      render: (r) => intl.formatMessage(r.status === '0' ? messages.succeeded : messages.failed),
    },
  ];
}

/** The operation log (monitor:operlog:*): who changed what and when, filterable, with the record before and after. */
export default function OperLogPage() {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const [detail, setDetail] = useState<OperLogDetail | null>(null);
  const columns = operColumns(intl);

  const open = async (row: OperLog) => {
    try {
      setDetail(await client.get<OperLogDetail>(`${operLogs.path}/${row.operId}`));
    } catch {
      // Reported by the request layer.
    }
  };
  const exportCsv = (list: ListController<OperLog>) =>
    exportLogCsv<OperLog>(
      client,
      `${operLogs.path}/list`,
      { ...list.query, ...(list.sort ?? {}) },
      [
        { header: intl.formatMessage(messages.time), value: (r) => r.operTime },
        { header: intl.formatMessage(messages.module), value: (r) => moduleTitle(intl, r.module) },
        { header: intl.formatMessage(messages.action), value: (r) => intl.formatMessage(actionMessage(r.action)) },
        { header: intl.formatMessage(messages.target), value: (r) => target(intl, r) },
        { header: intl.formatMessage(messages.operator), value: (r) => r.operName },
        { header: intl.formatMessage(messages.ip), value: (r) => r.operIp },
        { header: intl.formatMessage(messages.request), value: (r) => `${r.requestMethod} ${r.operUrl}` },
        {
          header: intl.formatMessage(messages.status),
          value: (r) => intl.formatMessage(r.status === '0' ? messages.succeeded : messages.failed),
        },
      ],
      'operation-log',
    );

  return (
    <CrudPage
      resource={operLogs}
      headingId="lw-admin-operlog"
      title={intl.formatMessage(messages.title)}
      rowName={(row) => `${moduleTitle(intl, row.module)} ${target(intl, row)}`}
      columns={columns}
      filters={filters}
      removeLabel={messages.removeLine}
      toolbarExtra={(list) => <LogToolbar resource={operLogs} list={list} onExport={() => exportCsv(list)} />}
      rowActionsExtra={(row) => (
        <HasPermi any={[`${operLogs.perm}:query`]}>
          <Button size="small" variant="text" onClick={() => void open(row)}>
            {intl.formatMessage(messages.details)}
          </Button>
        </HasPermi>
      )}
    >
      <OperLogDetailDialog entry={detail} onClose={() => setDetail(null)} />
    </CrudPage>
  );
}
