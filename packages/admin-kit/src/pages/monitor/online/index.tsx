import { onlineSessions } from '@labelwise/contract';
import { AlertDialog, Button } from '@labelwise/ui';
import type { OnlineSession } from '@labelwise/contract';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { CrudPage, type FilterDef, type ListController } from '../../../crud';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import type { SortableColumn } from '../../../crud/pagedList';
import { messages as loginMessages } from '../logininfor/logininfor.messages';
import { messages as logMessages } from '../operlog/operlog.messages';
import { messages } from './online.messages';

const BASE = onlineSessions.path;

const filters: readonly FilterDef[] = [
  { key: 'userName', label: loginMessages.userName },
  { key: 'ipaddr', label: logMessages.ip },
];

const when = (intl: IntlShape, iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

function onlineColumns(intl: IntlShape): SortableColumn<OnlineSession>[] {
  return [
    { key: 'userName', header: intl.formatMessage(loginMessages.userName), rowHeader: true },
    { key: 'nickName', header: intl.formatMessage(messages.nickName) },
    { key: 'deptName', header: intl.formatMessage(messages.dept), render: (r) => r.deptName ?? '' },
    { key: 'ipaddr', header: intl.formatMessage(logMessages.ip) },
    { key: 'userAgent', header: intl.formatMessage(loginMessages.userAgent) },
    { key: 'loginTime', header: intl.formatMessage(messages.loginTime), render: (r) => when(intl, r.loginTime) },
    {
      key: 'lastAccessTime',
      header: intl.formatMessage(messages.lastAccess),
      render: (r) => when(intl, r.lastAccessTime),
    },
  ];
}

/**
 * Monitor → Online users (monitor:online:*): the sessions signed in now. With `:forceLogout` each other session can
 * be ended; the operator's own is marked instead, since signing out is the way to end it.
 */
export default function OnlinePage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const canForce = useHasPermi([`${onlineSessions.perm}:forceLogout`]);
  const [ending, setEnding] = useState<{ row: OnlineSession; list: ListController<OnlineSession> } | null>(null);
  const end = async (row: OnlineSession, list: ListController<OnlineSession>) => {
    try {
      await client.delete(`${BASE}/${row.tokenId}`);
      notify({ type: 'success', message: intl.formatMessage(messages.forcedOut), variant: 'message' });
      list.reload();
    } catch {
      // Reported by the request layer, in the operator's language (an administrator's session, say).
    }
  };
  return (
    <CrudPage<OnlineSession>
      headingId="lw-admin-online"
      title={intl.formatMessage(messages.title)}
      listUrl={`${BASE}/list`}
      baseUrl={BASE}
      rowId={(row) => row.tokenId}
      rowName={(row) => row.userName}
      perm={onlineSessions.perm}
      columns={onlineColumns(intl)}
      filters={filters}
      rowActionsExtra={(row, list) =>
        row.current ? (
          <span>{intl.formatMessage(messages.thisSession)}</span>
        ) : canForce ? (
          <Button size="small" variant="text" onClick={() => setEnding({ row, list })}>
            {intl.formatMessage(messages.forceLogout)}
          </Button>
        ) : null
      }
    >
      <AlertDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        tone="danger"
        title={intl.formatMessage(messages.forceLogoutTitle)}
        description={intl.formatMessage(messages.forceLogoutText, {
          user: ending?.row.userName ?? '',
          address: ending?.row.ipaddr ?? '',
        })}
        confirmLabel={intl.formatMessage(messages.forceLogout)}
        onConfirm={() => {
          if (ending) void end(ending.row, ending.list);
        }}
      />
    </CrudPage>
  );
}
