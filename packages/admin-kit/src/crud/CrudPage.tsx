import { AlertDialog, Button } from '@labelwise/ui';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { QueryParams } from '../request/types';
import { useAdminRuntime } from '../runtime/adminRuntime';
import { messages } from './shared.messages';
import { RowActions } from './pageParts';
import type { SortableColumn } from './pagedList';
import { CrudFormDialog } from './CrudFormDialog';
import { messages as crudMessages } from './crud.messages';
import { ImportDialog, type ImportDeclaration } from './ImportDialog';
import { ExportXlsxButton } from './ExportXlsxButton';
import { BulkRemove } from './BulkRemove';
import { ListView } from './ListView';
import { useListView } from './useListView';
import { useListController, type ListController } from './useListController';
import type { AnyResource, RowOf } from '@labelwise/contract';
import type {
  ActionPermissions,
  FilterDef,
  FormDeclaration,
  ResourceColumn,
  ResourceFilter,
  ResourceFormDeclaration,
} from './types';

/** Where a list lives and who may change it, when no resource manifest says so (the content kinds, the logs). */
interface PlainTarget<Row> {
  listUrl: string;
  /** POST/PUT go here, DELETE to `${baseUrl}/${id}`. */
  baseUrl: string;
  rowId: (row: Row) => number | string;
  /** `system:user` → the Add, Edit and Delete buttons need `:add`, `:edit`, `:remove`. */
  perm: string;
  columns: readonly SortableColumn<Row>[];
  filters?: readonly FilterDef[];
  form?: FormDeclaration<Row>;
}

/**
 * A resource of `@labelwise/contract`: its manifest gives the list and write paths, the id field and the permission
 * prefix; the columns may sort only by the manifest's sort fields, the filters are its filters, the list's rows are
 * its rows and the form's bodies its create and update bodies.
 */
interface ResourceTarget<R extends AnyResource> {
  resource: R;
  columns: readonly ResourceColumn<RowOf<R>, R['sortable'][number]>[];
  filters?: readonly ResourceFilter<keyof R['filters'] & string>[];
  form?: ResourceFormDeclaration<R>;
}

/** A list page of a resource declared by its manifest (`resource={links}`). */
export type ResourcePageProps<R extends AnyResource> = PageParts<RowOf<R>> & ResourceTarget<R>;
/** A list page of a list without a manifest. */
export type CrudPageProps<Row> = PageParts<Row> & PlainTarget<Row>;

/** One list of the API, declared: what the list shows, how it is filtered and edited. */
interface PageParts<Row> {
  headingId: string;
  title: ReactNode;
  rowName: (row: Row) => string;
  fixedFilters?: QueryParams;
  /** Whether the filter bar has a Reset button (true by default). */
  resettable?: boolean;
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
  /**
   * Whether selected rows can be deleted together (one DELETE with the ids comma-separated, all or none). On by
   * default for a resource of the manifest (its API takes several ids), off for other lists; offered only with
   * `removeLabel` and the remove permission, and only for rows `canRemove` allows.
   */
  bulkRemove?: boolean;
  /** Whether the toolbar offers the "Columns" menu, remembered per operator under `headingId` (true by default). */
  columnPicker?: boolean;
  /** Dialogs of the page's own actions. */
  children?: ReactNode | ((list: ListController<Row>) => ReactNode);
}

/**
 * A list page of one resource: `useListController` (data, URL filters, sort, pages, selection, permissions) under
 * `ListView`, an actions column (Edit, the page's own, Delete with confirmation) and the declared add/edit dialog.
 */
export function CrudPage<R extends AnyResource>(page: ResourcePageProps<R>): ReactNode;
export function CrudPage<Row>(page: CrudPageProps<Row>): ReactNode;
export function CrudPage<Row>(page: ResourcePageProps<AnyResource> | CrudPageProps<Row>): ReactNode {
  return 'resource' in page ? <PlainCrudPage<Row> {...fromResource<Row>(page)} /> : <PlainCrudPage<Row> {...page} />;
}

/**
 * The page a manifest describes. The manifest's types have checked the page's columns, filters and bodies; the
 * page itself only moves rows and bodies along, so it sees them as the plain page does.
 */
function fromResource<Row>({ resource, ...page }: ResourcePageProps<AnyResource>): CrudPageProps<Row> {
  const idField = resource.idField;
  return {
    ...(page as unknown as Omit<CrudPageProps<Row>, keyof PlainTarget<Row>>),
    bulkRemove: page.bulkRemove ?? true,
    columns: page.columns as unknown as readonly SortableColumn<Row>[],
    ...(page.filters ? { filters: page.filters } : {}),
    ...(page.form ? { form: page.form as unknown as FormDeclaration<Row> } : {}),
    listUrl: `${resource.path}/list`,
    baseUrl: resource.path,
    perm: resource.perm,
    rowId: (row) => (row as Record<string, number | string>)[idField] ?? '',
  };
}

/** The bulk bar's buttons: "Delete selected" for the rows the operator may delete, then the page's own. */
function pageBulkActions<Row>(
  page: CrudPageProps<Row>,
  list: ListController<Row>,
  removable: (row: Row) => boolean,
): ((rows: Row[]) => ReactNode) | undefined {
  const bulkRemove = Boolean(page.bulkRemove && page.removeLabel && list.can.remove);
  if (!bulkRemove && !page.bulkActions) return undefined;
  return (rows) => (
    <>
      {bulkRemove ? (
        <BulkRemove
          rows={rows.filter(removable)}
          rowId={page.rowId}
          rowName={page.rowName}
          baseUrl={page.baseUrl}
          onRemoved={() => {
            list.clearSelection();
            list.reload();
          }}
        />
      ) : null}
      {page.bulkActions?.(rows, list)}
    </>
  );
}

function PlainCrudPage<Row>(page: CrudPageProps<Row>) {
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
  const view = useListView(page.columnPicker === false ? undefined : page.headingId);

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
  const bulkActions = pageBulkActions(page, list, removable);
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
        {...(bulkActions ? { bulkActions } : {})}
        {...(page.columnPicker === false ? {} : { hiddenColumns: view.hidden, onHiddenColumnsChange: view.setHidden })}
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
