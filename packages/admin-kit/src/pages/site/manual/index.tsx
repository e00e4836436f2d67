import { AlertDialog, Button, FileSize, FormField, Input, Pagination, Table } from '@labelwise/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages } from '../../pages.messages';
import { Panel, RowActions, Toolbar } from '../../shared/parts';
import { PAGE_SIZES, tableSort, usePagedList, type SortableColumn } from '../../shared/use-page';
import { ManualForm } from './ManualForm';
import type { AdminManual } from './manual-form';
import { messages as confirm } from '../../confirm.messages';

/** Manuals (site:manual:*): search, paginate, add and edit with the file upload, delete with confirmation. */
export default function ManualsPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const list = usePagedList<AdminManual>('/site/manual/list');
  const [title, setTitle] = useState('');
  const [editing, setEditing] = useState<{ manual?: AdminManual } | null>(null);
  const [removing, setRemoving] = useState<AdminManual | null>(null);
  const [models, setModels] = useState<Array<{ modelId: number; name: string }>>([]);

  useEffect(() => {
    // The model picker of the form; 50 is the API's largest page.
    client
      .page<{ modelId: number; name: string }>('/site/model/list', { pageNum: 1, pageSize: 50 })
      .then((page) => setModels(page.rows))
      .catch(() => undefined);
  }, [client]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({ title: title.trim() });
  };

  const remove = async (manual: AdminManual) => {
    try {
      await client.delete(`/site/manual/${manual.manualId}`);
      notify({ type: 'success', message: intl.formatMessage(messages.removed), variant: 'message' });
      list.reload();
    } catch {
      // Already reported by the request layer.
    }
  };

  const columns: SortableColumn<AdminManual>[] = [
    { key: 'title', sortKey: 'title', header: intl.formatMessage(messages.title), rowHeader: true },
    { key: 'modelName', sortKey: 'modelName', header: intl.formatMessage(messages.model) },
    { key: 'version', sortKey: 'version', header: intl.formatMessage(messages.version) },
    { key: 'releaseDate', sortKey: 'releaseDate', header: intl.formatMessage(messages.releaseDate), render: (row) => row.releaseDate.slice(0, 10) },
    { key: 'fileSize', sortKey: 'fileSize', header: intl.formatMessage(messages.size), align: 'right', render: (row) => <FileSize bytes={row.fileSize} /> },
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      render: (row) => (
        <RowActions>
          <HasPermi any={['site:manual:edit']}>
            <Button size="small" variant="text" onClick={() => setEditing({ manual: row })}>
              {intl.formatMessage(messages.edit)}
            </Button>
          </HasPermi>
          <HasPermi any={['site:manual:remove']}>
            <Button size="small" variant="text" onClick={() => setRemoving(row)}>
              {intl.formatMessage(messages.remove)}
            </Button>
          </HasPermi>
        </RowActions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="lw-admin-manuals">
      <h2 id="lw-admin-manuals">{intl.formatMessage(messages.manuals)}</h2>
      <Toolbar onSubmit={search} role="search">
        <FormField label={intl.formatMessage(messages.title)}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        </FormField>
        <Button type="submit" variant="primary">
          {intl.formatMessage(messages.search)}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setTitle('');
            list.search({});
          }}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
        <span className="grow" />
        <HasPermi any={['site:manual:add']}>
          <Button type="button" variant="primary" onClick={() => setEditing({})}>
            {intl.formatMessage(messages.addManual)}
          </Button>
        </HasPermi>
      </Toolbar>
      <Table
        aria-labelledby="lw-admin-manuals"
        {...tableSort(columns, list)}
        rows={list.rows}
        rowKey={(row) => String(row.manualId)}
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
      <ManualForm
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        {...(editing?.manual ? { manual: editing.manual } : {})}
        models={models}
        onSaved={list.reload}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        title={intl.formatMessage(confirm.removeManual)}
        description={intl.formatMessage(messages.removeConfirm, { name: removing?.title ?? '' })}
        confirmLabel={intl.formatMessage(messages.remove)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Panel>
  );
}
