import { Button, Dialog, DialogClose, DialogContent, FormField, Pagination, Select, Table } from '@labelwise/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { HasPermi } from '../../../permissions/gates';
import { saveBlob } from '../../../request/save-file';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages } from '../../pages.messages';
import { statusMessage, type ContactMessage } from '../../shared/contact';
import { toCsv } from '../../shared/csv';
import { loadDictLabel, useDictLabel } from '../../shared/dict';
import { ALL, Panel, RowActions, Toolbar } from '../../shared/parts';
import { PAGE_SIZES, tableSort, usePagedList, type SortableColumn } from '../../shared/use-page';

/** Export reads the filtered list page by page; this many rows at most (the API pages by 50). */
const EXPORT_LIMIT = 5000;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** Contact messages (site:contact:*): list by status, read (marks read), mark handled, export CSV. */
export default function ContactMessagesPage() {
  const intl = useIntl();
  // "I am" / "I am using" are stored as codes; the dictionaries hold the labels operators read (and may edit).
  const roleLabel = useDictLabel('site_contact_role');
  const osLabel = useDictLabel('site_contact_os');
  const { client, notify } = useAdminRuntime();
  const list = usePagedList<ContactMessage>('/site/contact/list');
  const [status, setStatus] = useState('');
  const [reading, setReading] = useState<ContactMessage | null>(null);
  const [exporting, setExporting] = useState(false);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const open = async (row: ContactMessage) => {
    try {
      setReading(await client.get<ContactMessage>(`/site/contact/${row.contactId}`));
      list.reload();
    } catch {
      // Reported by the request layer.
    }
  };

  const markHandled = async (row: ContactMessage) => {
    try {
      await client.put(`/site/contact/${row.contactId}/handled`, { handled: true });
      notify({ type: 'success', message: intl.formatMessage(messages.markedHandled), variant: 'message' });
      // Done with this message: close it (its button would vanish from under the focus otherwise).
      setReading(null);
      list.reload();
    } catch {
      // Reported by the request layer.
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      // Labels for every row, even when the export starts before the page's dictionaries have arrived.
      const [roleText, osText] = await Promise.all([loadDictLabel(client, 'site_contact_role'), loadDictLabel(client, 'site_contact_os')]);
      const rows: ContactMessage[] = [];
      for (let pageNum = 1; rows.length < EXPORT_LIMIT; pageNum++) {
        const page = await client.page<ContactMessage>('/site/contact/list', { pageNum, pageSize: 50, ...(status ? { status } : {}), ...(list.sort ?? {}) });
        rows.push(...page.rows);
        if (page.rows.length < 50 || rows.length >= page.total) break;
      }
      const csv = toCsv<ContactMessage>(
        [
          { header: intl.formatMessage(messages.received), value: (row) => row.createdAt },
          { header: intl.formatMessage(messages.name), value: (row) => row.name },
          { header: intl.formatMessage(messages.email), value: (row) => row.email },
          { header: intl.formatMessage(messages.phone), value: (row) => row.phone },
          { header: intl.formatMessage(messages.iAm), value: (row) => roleText(row.role) },
          { header: intl.formatMessage(messages.iAmUsing), value: (row) => osText(row.os) },
          { header: intl.formatMessage(messages.status), value: (row) => intl.formatMessage(statusMessage[row.status]) },
          { header: intl.formatMessage(messages.message), value: (row) => row.message },
        ],
        rows,
      );
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `contact-messages-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      // Reported by the request layer.
    } finally {
      setExporting(false);
    }
  };

  const columns: SortableColumn<ContactMessage>[] = [
    { key: 'name', sortKey: 'name', header: intl.formatMessage(messages.name), rowHeader: true },
    { key: 'email', sortKey: 'email', header: intl.formatMessage(messages.email) },
    { key: 'status', sortKey: 'status', header: intl.formatMessage(messages.status), render: (row) => intl.formatMessage(statusMessage[row.status]) },
    { key: 'createdAt', sortKey: 'createdAt', header: intl.formatMessage(messages.received), render: (row) => when(row.createdAt) },
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      render: (row) => (
        <RowActions>
          <HasPermi any={['site:contact:query']}>
            <Button size="small" variant="text" onClick={() => void open(row)}>
              {intl.formatMessage(messages.open)}
            </Button>
          </HasPermi>
          {row.status !== 'handled' ? (
            <HasPermi any={['site:contact:edit']}>
              <Button size="small" variant="text" onClick={() => void markHandled(row)}>
                {intl.formatMessage(messages.markHandled)}
              </Button>
            </HasPermi>
          ) : null}
        </RowActions>
      ),
    },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({ status });
  };

  return (
    <Panel aria-labelledby="lw-admin-contact">
      <h2 id="lw-admin-contact">{intl.formatMessage(messages.contactMessages)}</h2>
      <Toolbar onSubmit={search} role="search">
        <FormField label={intl.formatMessage(messages.status)}>
          <Select
            value={status || ALL}
            onValueChange={(value) => setStatus(value === ALL ? '' : value)}
            options={[
              { value: ALL, label: intl.formatMessage(messages.anyStatus) },
              ...(['new', 'read', 'handled'] as const).map((value) => ({ value, label: intl.formatMessage(statusMessage[value]) })),
            ]}
          />
        </FormField>
        <Button type="submit" variant="primary">
          {intl.formatMessage(messages.search)}
        </Button>
        <span className="grow" />
        <HasPermi any={['site:contact:list']}>
          <Button type="button" loading={exporting} onClick={() => void exportCsv()}>
            {intl.formatMessage(messages.exportCsv)}
          </Button>
        </HasPermi>
      </Toolbar>
      <Table
        aria-labelledby="lw-admin-contact"
        {...tableSort(columns, list)}
        rows={list.rows}
        rowKey={(row) => String(row.contactId)}
        loading={list.loading}
      />
      <Pagination
        page={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        pageSizes={PAGE_SIZES}
        onPageChange={list.setPageNum}
        onPageSizeChange={list.setPageSize}
      />
      <Dialog open={reading !== null} onOpenChange={(value) => !value && setReading(null)}>
        {reading ? (
          <DialogContent
            title={intl.formatMessage(messages.message)}
            description={`${reading.name} <${reading.email}>`}
            footer={
              <>
                {reading.status !== 'handled' ? (
                  <HasPermi any={['site:contact:edit']}>
                    <Button variant="primary" onClick={() => void markHandled(reading)}>
                      {intl.formatMessage(messages.markHandled)}
                    </Button>
                  </HasPermi>
                ) : null}
                <DialogClose asChild>
                  <Button>{intl.formatMessage(messages.close)}</Button>
                </DialogClose>
              </>
            }
          >
            <Details>
              <dt>{intl.formatMessage(messages.received)}</dt>
              <dd>{when(reading.createdAt)}</dd>
              <dt>{intl.formatMessage(messages.phone)}</dt>
              <dd>{reading.phone || '–'}</dd>
              <dt>{intl.formatMessage(messages.iAm)}</dt>
              <dd>{roleLabel(reading.role)}</dd>
              <dt>{intl.formatMessage(messages.iAmUsing)}</dt>
              <dd>{osLabel(reading.os)}</dd>
              <dt>{intl.formatMessage(messages.status)}</dt>
              <dd>{intl.formatMessage(statusMessage[reading.status])}</dd>
              <dt>{intl.formatMessage(messages.message)}</dt>
              <dd>{reading.message}</dd>
            </Details>
          </DialogContent>
        ) : null}
      </Dialog>
    </Panel>
  );
}
