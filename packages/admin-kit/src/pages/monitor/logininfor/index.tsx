import { Button } from '@labelwise/ui';
import { LOGIN_EVENTS, type LoginEvent, type LoginLog, loginLogs } from '@labelwise/contract';
import { useIntl, type IntlShape } from 'react-intl';
import { CrudPage, type ColumnOf, type FilterOf, type ListController } from '../../../crud';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { exportLogCsv } from '../operlog/exportLogCsv';
import { resultChoices } from '../operlog/logLabels';
import { LogToolbar } from '../operlog/LogTools';
import { messages as logMessages } from '../operlog/operlog.messages';
import { messages } from './logininfor.messages';

const filters: readonly FilterOf<typeof loginLogs>[] = [
  { key: 'userName', label: messages.userName },
  { key: 'ipaddr', label: logMessages.ip },
  { key: 'status', label: logMessages.status, kind: 'select', anyLabel: logMessages.anyStatus, options: resultChoices },
  { key: 'beginTime', label: logMessages.beginTime, kind: 'date' },
  { key: 'endTime', label: logMessages.endTime, kind: 'date' },
];

/** A line's event in the reader's language; text the API did not word as an event shows as it is. */
export function eventText(intl: IntlShape, msg: string): string {
  return (LOGIN_EVENTS as readonly string[]).includes(msg) ? intl.formatMessage(messages[msg as LoginEvent]) : msg;
}

const result = (intl: IntlShape, row: LoginLog) =>
  intl.formatMessage(row.status === '0' ? logMessages.succeeded : logMessages.failed);

function loginColumns(intl: IntlShape): ColumnOf<typeof loginLogs>[] {
  return [
    {
      key: 'loginTime',
      sortKey: 'loginTime',
      header: intl.formatMessage(logMessages.time),
      render: (r) => intl.formatDate(r.loginTime, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    { key: 'userName', sortKey: 'userName', header: intl.formatMessage(messages.userName), rowHeader: true },
    { key: 'ipaddr', sortKey: 'ipaddr', header: intl.formatMessage(logMessages.ip) },
    {
      key: 'status',
      sortKey: 'status',
      header: intl.formatMessage(logMessages.status),
      render: (r) => result(intl, r),
    },
    { key: 'msg', header: intl.formatMessage(messages.event), render: (r) => eventText(intl, r.msg) },
    { key: 'userAgent', header: intl.formatMessage(messages.userAgent) },
  ];
}

/** The login log (monitor:logininfor:*): every sign-in attempt and sign-out, filterable. */
export default function LoginLogPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const canUnlock = useHasPermi([`${loginLogs.perm}:unlock`]);
  const unlock = async (row: LoginLog) => {
    try {
      await client.post(`${loginLogs.path}/unlock`, { userName: row.userName, ipaddr: row.ipaddr });
      notify({
        type: 'success',
        message: intl.formatMessage(messages.unlocked, { user: row.userName, address: row.ipaddr }),
        variant: 'message',
      });
    } catch {
      // Reported by the request layer.
    }
  };
  const exportCsv = (list: ListController<LoginLog>) =>
    exportLogCsv<LoginLog>(
      client,
      `${loginLogs.path}/list`,
      { ...list.query, ...(list.sort ?? {}) },
      [
        { header: intl.formatMessage(logMessages.time), value: (r) => r.loginTime },
        { header: intl.formatMessage(messages.userName), value: (r) => r.userName },
        { header: intl.formatMessage(logMessages.ip), value: (r) => r.ipaddr },
        { header: intl.formatMessage(logMessages.status), value: (r) => result(intl, r) },
        { header: intl.formatMessage(messages.event), value: (r) => eventText(intl, r.msg) },
        { header: intl.formatMessage(messages.userAgent), value: (r) => r.userAgent },
      ],
      'login-log',
    );
  return (
    <CrudPage
      resource={loginLogs}
      headingId="lw-admin-logininfor"
      title={intl.formatMessage(messages.title)}
      rowName={(row) => row.userName}
      columns={loginColumns(intl)}
      filters={filters}
      removeLabel={logMessages.removeLine}
      rowActionsExtra={(row) =>
        // A failed attempt is what counts towards a lock; the unlock forgets them for that name and address.
        canUnlock && row.status === '1' ? (
          <Button size="small" variant="text" onClick={() => void unlock(row)}>
            {intl.formatMessage(messages.unlock)}
          </Button>
        ) : null
      }
      toolbarExtra={(list) => <LogToolbar resource={loginLogs} list={list} onExport={() => exportCsv(list)} />}
    />
  );
}
