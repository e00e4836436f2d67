import { AlertDialog, Button, FileSize, FormField, Input, Pagination, Select, Table } from '@labelwise/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { HasPermi } from '../../../permissions/gates';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages } from '../../pages.messages';
import { ALL, Panel, RowActions, Toolbar } from '../../shared/parts';
import { PAGE_SIZES, tableSort, usePagedList, type SortableColumn } from '../../shared/use-page';
import { DriverForm } from './DriverForm';
import { canRemoveDriver, DRIVER_OS, type AdminDriver } from './driver-form';
import { messages as confirm } from '../../confirm.messages';

const osLabel = { windows: 'Windows', macos: 'macOS', linux: 'Linux' } as const;

/** Drivers (site:driver:*): search, paginate, add and edit with the file upload, delete with confirmation. */
export default function DriversPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const list = usePagedList<AdminDriver>('/site/driver/list');
  const [title, setTitle] = useState('');
  const [os, setOs] = useState('');
  const [editing, setEditing] = useState<{ driver?: AdminDriver } | null>(null);
  const [removing, setRemoving] = useState<AdminDriver | null>(null);
  const [models, setModels] = useState<Array<{ modelId: number; name: string }>>([]);
  const may = { remove: useHasPermi(['site:driver:remove']), edit: useHasPermi(['site:driver:edit']) };

  useEffect(() => {
    // The model picker of the form; 50 is the API's largest page.
    client
      .page<{ modelId: number; name: string }>('/site/model/list', { pageNum: 1, pageSize: 50 })
      .then((page) => setModels(page.rows))
      .catch(() => undefined);
  }, [client]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({ title: title.trim(), os });
  };

  const remove = async (driver: AdminDriver) => {
    try {
      await client.delete(`/site/driver/${driver.driverId}`);
      notify({ type: 'success', message: intl.formatMessage(messages.removed), variant: 'message' });
      list.reload();
    } catch {
      // Already reported by the request layer.
    }
  };

  const columns: SortableColumn<AdminDriver>[] = [
    { key: 'title', sortKey: 'title', header: intl.formatMessage(messages.title), rowHeader: true },
    { key: 'modelName', sortKey: 'modelName', header: intl.formatMessage(messages.model) },
    { key: 'os', sortKey: 'os', header: intl.formatMessage(messages.os), render: (row) => osLabel[row.os] ?? row.os },
    { key: 'version', sortKey: 'version', header: intl.formatMessage(messages.version) },
    { key: 'releaseDate', sortKey: 'releaseDate', header: intl.formatMessage(messages.releaseDate), render: (row) => row.releaseDate.slice(0, 10) },
    { key: 'fileSize', sortKey: 'fileSize', header: intl.formatMessage(messages.size), align: 'right', render: (row) => <FileSize bytes={row.fileSize} /> },
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      render: (row) => (
        <RowActions>
          <HasPermi any={['site:driver:edit']}>
            <Button size="small" variant="text" onClick={() => setEditing({ driver: row })}>
              {intl.formatMessage(messages.edit)}
            </Button>
          </HasPermi>
          {canRemoveDriver(row, may) ? (
            <Button size="small" variant="text" onClick={() => setRemoving(row)}>
              {intl.formatMessage(messages.remove)}
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="lw-admin-drivers">
      <h2 id="lw-admin-drivers">{intl.formatMessage(messages.drivers)}</h2>
      <Toolbar onSubmit={search} role="search">
        <FormField label={intl.formatMessage(messages.title)}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.os)}>
          <Select
            value={os || ALL}
            onValueChange={(value) => setOs(value === ALL ? '' : value)}
            options={[{ value: ALL, label: intl.formatMessage(messages.anyOs) }, ...DRIVER_OS.map((value) => ({ value, label: osLabel[value] }))]}
          />
        </FormField>
        <Button type="submit" variant="primary">
          {intl.formatMessage(messages.search)}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setTitle('');
            setOs('');
            list.search({});
          }}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
        <span className="grow" />
        <HasPermi any={['site:driver:add']}>
          <Button type="button" variant="primary" onClick={() => setEditing({})}>
            {intl.formatMessage(messages.addDriver)}
          </Button>
        </HasPermi>
      </Toolbar>
      <Table
        aria-labelledby="lw-admin-drivers"
        {...tableSort(columns, list)}
        rows={list.rows}
        rowKey={(row) => String(row.driverId)}
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
      <DriverForm
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        {...(editing?.driver ? { driver: editing.driver } : {})}
        models={models}
        onSaved={list.reload}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        title={intl.formatMessage(confirm.removeDriver)}
        description={intl.formatMessage(messages.removeConfirm, { name: removing?.title ?? '' })}
        confirmLabel={intl.formatMessage(messages.remove)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Panel>
  );
}
