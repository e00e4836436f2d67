import { AlertDialog, Button } from '@labelwise/ui';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { QueryParams } from '../request/types';
import { useAdminRuntime } from '../shell/runtime';
import { messages } from '../pages/pages.messages';
import { RowActions } from '../pages/shared/parts';
import type { SortableColumn } from '../pages/shared/use-page';
import { CrudFormDialog, type FormDeclaration } from './CrudFormDialog';
import { messages as crudMessages } from './crud.messages';
import { ImportDialog, type ImportDeclaration } from './ImportDialog';
import { ExportXlsxButton } from './ExportXlsxButton';
import { ListView } from './ListView';
import { useListController, type ListController } from './useListController';
import type { ActionPermissions, FilterDef } from './types';

/** One resource of the API, declared: where it lives, what the list shows, how it is filtered and edited. */
export interface CrudPageProps<Row> {
  headingId: string;
  title: ReactNode;
  listUrl: string;
  /** POST/PUT go here, DELETE to `${baseUrl}/${id}`. */
  baseUrl: string;
  rowId: (row: Row) => number | string;
  rowName: (row: Row) => string;
  /** `system:user` → the Add, Edit and Delete buttons need `:add`, `:edit`, `:remove`. */
  perm: string;
  columns: readonly SortableColumn<Row>[];
  filters?: readonly FilterDef[];
  fixedFilters?: QueryParams;
  /** Whether the filter bar has a Reset button (true by default). */
  resettable?: boolean;
  /** The add/edit dialog; without one the list has no Add or Edit buttons. */
  form?: FormDeclaration<Row>;
  /** The delete confirmation's title, named by its action ("Delete user?"); without it no row can be deleted. */
  removeLabel?: MessageDescriptor;
  /** Whether this row's Delete button shows, given what the user may do (the built-in admin role cannot go). */
  canRemove?: (row: Row, can: ActionPermissions) => boolean;
  /** Whether this row's Edit button shows, beyond the edit permission (a published driver needs the right to publish). */
  canEdit?: (row: Row, can: ActionPermissions) => boolean;
  /** Whether the toolbar offers "Export to Excel" of the filtered list (true by default). */
  exportable?: boolean;
  /** "Import from Excel" (with the add permission): the template's columns; rows are added all or none. */
  importer?: ImportDeclaration;
  /** Buttons of the toolbar before Add (Export, Refresh cache). */
  toolbarExtra?: (list: ListController<Row>) => ReactNode;
  /** Buttons of a row between Edit and Delete (a custom cell of the actions column). */
  rowActionsExtra?: (row: Row, list: ListController<Row>) => ReactNode;
  bulkActions?: (rows: Row[], list: ListController<Row>) => ReactNode;
  /** Dialogs of the page's own actions. */
  children?: ReactNode | ((list: ListController<Row>) => ReactNode);
}

/**
 * A list page of one resource: `useListController` (data, URL filters, sort, pages, selection, permissions) under
 * `ListView`, an actions column (Edit, the page's own, Delete with confirmation) and the declared add/edit dialog.
 */
export function CrudPage<Row>(page: CrudPageProps<Row>) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const list = useListController<Row>({
    listUrl: page.listUrl,
    rowId: page.rowId,
    filters: page.filters ?? [],
    ...(page.fixedFilters ? { fixedFilters: page.fixedFilters } : {}),
    perm: page.perm,
  });
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);
  const titleText = typeof page.title === 'string' ? page.title : page.headingId;
  const { can, reload } = list;

  const remove = async (row: Row) => {
    try {
      await client.delete(`${page.baseUrl}/${page.rowId(row)}`);
      notify({ type: 'success', message: intl.formatMessage(messages.removed), variant: 'message' });
      reload();
    } catch {
      // Already reported by the request layer (a built-in key, a brand with models, your own account...).
    }
  };

  const removable = (row: Row) => Boolean(page.removeLabel) && can.remove && (page.canRemove?.(row, can) ?? true);
  const columns: SortableColumn<Row>[] = [
    ...page.columns,
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      render: (row) => (
        <RowActions>
          {page.form && can.edit && (page.canEdit?.(row, can) ?? true) ? (
            <Button size="small" variant="text" onClick={() => setEditing({ row })}>
              {intl.formatMessage(messages.edit)}
            </Button>
          ) : null}
          {page.rowActionsExtra?.(row, list)}
          {removable(row) ? (
            <Button size="small" variant="text" onClick={() => setRemoving(row)}>
              {intl.formatMessage(messages.remove)}
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListView
        list={list}
        headingId={page.headingId}
        title={page.title}
        columns={columns}
        rowName={page.rowName}
        {...(page.filters ? { filters: page.filters } : {})}
        {...(page.resettable === undefined ? {} : { resettable: page.resettable })}
        {...(page.bulkActions ? { bulkActions: (rows: Row[]) => page.bulkActions?.(rows, list) } : {})}
        actions={
          <>
            {page.exportable === false ? null : (
              <ExportXlsxButton list={list} listUrl={page.listUrl} columns={page.columns} title={titleText} />
            )}
            {page.importer && can.add ? (
              <Button type="button" onClick={() => setImporting(true)}>
                {intl.formatMessage(crudMessages.importXlsx)}
              </Button>
            ) : null}
            {page.toolbarExtra?.(list)}
            {page.form && can.add ? (
              <Button type="button" variant="primary" onClick={() => setEditing({})}>
                {intl.formatMessage(page.form.addLabel)}
              </Button>
            ) : null}
          </>
        }
      />
      {page.form ? (
        <CrudFormDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          row={editing?.row}
          onSaved={reload}
          baseUrl={page.baseUrl}
          form={page.form}
        />
      ) : null}
      {page.importer && can.add ? (
        <ImportDialog
          open={importing}
          onOpenChange={setImporting}
          baseUrl={page.baseUrl}
          title={titleText}
          declaration={page.importer}
          onImported={reload}
        />
      ) : null}
      {page.removeLabel ? (
        <AlertDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          tone="danger"
          title={intl.formatMessage(page.removeLabel)}
          description={intl.formatMessage(messages.removeConfirm, { name: removing ? page.rowName(removing) : '' })}
          confirmLabel={intl.formatMessage(messages.remove)}
          onConfirm={() => {
            if (removing) void remove(removing);
          }}
        />
      ) : null}
      {typeof page.children === 'function' ? page.children(list) : page.children}
    </>
  );
}
