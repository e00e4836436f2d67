import { contactMessages } from '@labelwise/contract';
import { isEmail } from '@labelwise/contract/rules';
import { Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CrudPage, exportWords, type FilterDef, type ListController } from '../../../crud';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { statusMessage, type ContactMessage } from '../../shared/contact';
import type { SortableColumn } from '../../../crud/pagedList';
import { exportContactCsv } from './exportCsv';
import { ReadDialog } from './ReadDialog';

const filters: readonly FilterDef[] = [
  {
    key: 'status',
    label: messages.status,
    kind: 'select',
    anyLabel: messages.anyStatus,
    options: (['new', 'read', 'handled'] as const).map((value) => ({ value, label: statusMessage[value] })),
  },
];

/**
 * Contact messages (site:contact:*): list by status, read (marks read), mark handled, reply by e-mail, export CSV,
 * delete with confirmation.
 */
export default function ContactMessagesPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [reading, setReading] = useState<ContactMessage | null>(null);
  const [exporting, setExporting] = useState(false);
  const open = async (row: ContactMessage, reload: () => void) => {
    try {
      setReading(await client.get<ContactMessage>(`/site/contact/${row.contactId}`));
      reload();
    } catch {
      // Reported by the request layer.
    }
  };

  const markHandled = async (row: ContactMessage, reload: () => void) => {
    try {
      await client.put(`/site/contact/${row.contactId}/handled`, { handled: true });
      notify({ type: 'success', message: intl.formatMessage(messages.markedHandled), variant: 'message' });
      // Done with this message: close it (its button would vanish from under the focus otherwise).
      setReading(null);
      reload();
    } catch {
      // Reported by the request layer.
    }
  };

  const exportCsv = async (list: ListController<ContactMessage>) => {
    setExporting(true);
    try {
      await exportContactCsv(client, intl, { ...list.query, ...(list.sort ?? {}) });
    } catch {
      // Reported by the request layer.
    } finally {
      setExporting(false);
    }
  };

  const columns: SortableColumn<ContactMessage>[] = [
    { key: 'name', sortKey: 'name', header: intl.formatMessage(messages.name), rowHeader: true },
    {
      key: 'email',
      sortKey: 'email',
      header: intl.formatMessage(messages.email),
      // A reply is one click away; an address that is not one stays text.
      render: (row) => (isEmail(row.email) ? <a href={`mailto:${row.email}`}>{row.email}</a> : row.email),
    },
    {
      key: 'status',
      sortKey: 'status',
      header: intl.formatMessage(messages.status),
      render: (row) => intl.formatMessage(statusMessage[row.status]),
      exportLabels: exportWords(intl, statusMessage),
    },
    {
      key: 'createdAt',
      sortKey: 'createdAt',
      header: intl.formatMessage(messages.received),
      render: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];

  return (
    <CrudPage<ContactMessage>
      headingId="lw-admin-contact"
      title={intl.formatMessage(messages.contactMessages)}
      listUrl="/site/contact/list"
      baseUrl="/site/contact"
      rowId={(row) => row.contactId}
      rowName={(row) => row.name}
      perm={contactMessages.perm}
      columns={columns}
      filters={filters}
      resettable={false}
      removeLabel={confirm.removeContact}
      toolbarExtra={(list) => (
        <HasPermi any={[`${contactMessages.perm}:list`]}>
          <Button type="button" loading={exporting} onClick={() => void exportCsv(list)}>
            {intl.formatMessage(messages.exportCsv)}
          </Button>
        </HasPermi>
      )}
      rowActionsExtra={(row, list) => (
        <>
          <HasPermi any={[`${contactMessages.perm}:query`]}>
            <Button size="small" variant="text" onClick={() => void open(row, list.reload)}>
              {intl.formatMessage(messages.open)}
            </Button>
          </HasPermi>
          {row.status !== 'handled' ? (
            <HasPermi any={[`${contactMessages.perm}:edit`]}>
              <Button size="small" variant="text" onClick={() => void markHandled(row, list.reload)}>
                {intl.formatMessage(messages.markHandled)}
              </Button>
            </HasPermi>
          ) : null}
        </>
      )}
    >
      {(list) => (
        <ReadDialog
          reading={reading}
          onClose={() => setReading(null)}
          onMarkHandled={(message) => void markHandled(message, list.reload)}
        />
      )}
    </CrudPage>
  );
}
