import {
  AlertDialog,
  Button,
  FormField,
  Input,
  Pagination,
  Select,
  Table,
  Textarea,
} from '@labelwise/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import { HasPermi } from '../../../permissions/gates';
import type { QueryParams } from '../../../request/types';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages } from '../../pages.messages';
import { FormGrid, Panel, RowActions, Toolbar } from '../../shared/parts';
import { FormDialog } from '../../shared/FormDialog';
import { PAGE_SIZES, tableSort, usePagedList, type PagedList, type SortableColumn } from '../../shared/use-page';
import { fieldErrorOf } from '../../../request/http-error';

/** A form draft: text fields are strings, checkbox lists are string arrays. */
export type Draft = Record<string, string | string[]>;

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface FieldDef {
  key: string;
  label: MessageDescriptor;
  kind: 'text' | 'password' | 'textarea' | 'select' | 'checks';
  required?: boolean;
  maxLength?: number;
  options?: readonly ChoiceOption[];
  /** Shown only when adding (a password is set once; later through "reset password"). */
  createOnly?: boolean;
  /** Shown but not editable when editing (a role's key of the admin role, for example). */
  readOnlyOnEdit?: boolean;
  /** A field message for a bad value, checked on submit before anything is sent. */
  validate?: (value: string) => MessageDescriptor | undefined;
}

export interface CrudPageProps<Row> {
  headingId: string;
  title: ReactNode;
  listUrl: string;
  /** POST/PUT go here, DELETE to `${baseUrl}/${id}`. */
  baseUrl: string;
  rowId: (row: Row) => number;
  rowName: (row: Row) => string;
  /** `system:user` → gates on `:add`, `:edit`, `:remove`. */
  perm: string;
  /** Columns with a `sortKey` (the API list's `orderByColumn` field) get sortable headers. */
  columns: SortableColumn<Row>[];
  searchFields: readonly { key: string; label: MessageDescriptor }[];
  /** Filters sent with every list call (the dictionary type of the data page). */
  fixedFilters?: QueryParams;
  fields: readonly FieldDef[];
  emptyDraft: Draft;
  toDraft: (row: Row) => Draft;
  /** The POST (no row) or PUT (row) body. */
  toBody: (draft: Draft, row?: Row) => Record<string, unknown>;
  addLabel: MessageDescriptor;
  /** The delete confirmation's title, named by its action ("Delete user?"). */
  removeLabel?: MessageDescriptor;
  editLabel: MessageDescriptor;
  toolbarExtra?: ReactNode;
  rowActionsExtra?: (row: Row, list: PagedList<Row>) => ReactNode;
  /** Rows whose edit/delete buttons are hidden (the built-in admin role cannot be deleted). */
  canRemove?: (row: Row) => boolean;
}

const Checks = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  max-height: 280px;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md}px;

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.font.size.sm}px;
    color: ${({ theme }) => theme.color.text};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.sm}px;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** A labelled group of checkboxes (the ui library has no checkbox; native ones keep keyboard and screen readers right). */
export function CheckList({ legend, options, value, onChange }: { legend: string; options: readonly ChoiceOption[]; value: readonly string[]; onChange: (next: string[]) => void }) {
  return (
    <Checks>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
          />
          {option.label}
        </label>
      ))}
    </Checks>
  );
}

function CrudForm<Row>({ open, onOpenChange, row, onSaved, page }: { open: boolean; onOpenChange: (open: boolean) => void; row?: Row; onSaved: () => void; page: CrudPageProps<Row> }) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [draft, setDraft] = useState<Draft>(page.emptyDraft);
  const [errors, setErrors] = useState<Record<string, MessageDescriptor | string>>({});
  const [saving, setSaving] = useState(false);
  const { emptyDraft, toDraft } = page;

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setDraft(row ? toDraft(row) : emptyDraft);
  }, [open, row, toDraft, emptyDraft]);

  const visible = page.fields.filter((field) => !(row && field.createOnly));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, MessageDescriptor> = {};
    for (const field of visible) {
      const value = draft[field.key];
      if (typeof value !== 'string') continue;
      if (field.required && !value.trim()) found[field.key] = messages.required;
      else if (value.trim() && field.validate) {
        const problem = field.validate(field.kind === 'password' ? value : value.trim());
        if (problem) found[field.key] = problem;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = page.toBody(draft, row);
      const fields = visible.map((field) => field.key);
      if (row) await client.put(page.baseUrl, body, { fields });
      else await client.post(page.baseUrl, body, { fields });
      notify({ type: 'success', message: intl.formatMessage(messages.saved), variant: 'message' });
      onOpenChange(false);
      onSaved();
    } catch (failure) {
      // A refusal about one field goes under it; anything else the request layer has shown. The dialog stays open.
      const onField = fieldErrorOf(failure, visible.map((field) => field.key));
      if (onField) setErrors((previous) => ({ ...previous, [onField.field]: onField.message }));
    } finally {
      setSaving(false);
    }
  }

  const set = (key: string, value: string | string[]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      const { [key]: _dropped, ...rest } = previous;
      return rest;
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(row ? page.editLabel : page.addLabel)}
      saving={saving}
      onSubmit={submit}
    >
      <FormGrid>
        {visible.map((field) => {
          const label = intl.formatMessage(field.label);
          const value = draft[field.key];
          const error = errors[field.key];
          if (field.kind === 'checks') {
            return <CheckList key={field.key} legend={label} options={field.options ?? []} value={Array.isArray(value) ? value : []} onChange={(next) => set(field.key, next)} />;
          }
          const text = typeof value === 'string' ? value : '';
          const disabled = Boolean(row && field.readOnlyOnEdit);
          return (
            <FormField key={field.key} label={label} required={field.required ?? false} {...(error ? { error: typeof error === 'string' ? error : intl.formatMessage(error) } : {})}>
              {field.kind === 'textarea' ? (
                <Textarea value={text} maxLength={field.maxLength} rows={3} onChange={(event) => set(field.key, event.target.value)} />
              ) : field.kind === 'select' ? (
                <Select value={text} options={field.options ?? []} onValueChange={(next) => set(field.key, next)} disabled={disabled} />
              ) : (
                <Input
                  type={field.kind === 'password' ? 'password' : 'text'}
                  autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
                  value={text}
                  maxLength={field.maxLength}
                  disabled={disabled}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              )}
            </FormField>
          );
        })}
      </FormGrid>
    </FormDialog>
  );
}

/**
 * A list page of one `registerCrud` resource of the API: search, sortable columns (`sortKey`, sent as
 * `orderByColumn`/`isAsc`, back to page 1), pagination 10/20/30/50, add/edit dialog with field messages, delete with
 * confirmation; every control behind `HasPermi` of `perm`.
 */
export function CrudPage<Row>(page: CrudPageProps<Row>) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const list = usePagedList<Row>(page.listUrl, page.fixedFilters ?? {});
  const blankSearch = Object.fromEntries(page.searchFields.map((field) => [field.key, '']));
  const [search, setSearch] = useState<Record<string, string>>(blankSearch);
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);

  const remove = async (row: Row) => {
    try {
      await client.delete(`${page.baseUrl}/${page.rowId(row)}`);
      notify({ type: 'success', message: intl.formatMessage(messages.removed), variant: 'message' });
      list.reload();
    } catch {
      // Already reported by the request layer (a built-in key, your own account...).
    }
  };

  const columns: SortableColumn<Row>[] = [
    ...page.columns,
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      render: (row) => (
        <RowActions>
          <HasPermi any={[`${page.perm}:edit`]}>
            <Button size="small" variant="text" onClick={() => setEditing({ row })}>
              {intl.formatMessage(messages.edit)}
            </Button>
          </HasPermi>
          {page.rowActionsExtra?.(row, list)}
          {(page.canRemove?.(row) ?? true) && (
            <HasPermi any={[`${page.perm}:remove`]}>
              <Button size="small" variant="text" onClick={() => setRemoving(row)}>
                {intl.formatMessage(messages.remove)}
              </Button>
            </HasPermi>
          )}
        </RowActions>
      ),
    },
  ];

  const filters = (values: Record<string, string>): QueryParams => {
    const out: QueryParams = { ...(page.fixedFilters ?? {}) };
    for (const [key, value] of Object.entries(values)) if (value.trim()) out[key] = value.trim();
    return out;
  };

  return (
    <Panel aria-labelledby={page.headingId}>
      <h2 id={page.headingId}>{page.title}</h2>
      <Toolbar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          list.search(filters(search));
        }}
      >
        {page.searchFields.map((field) => (
          <FormField key={field.key} label={intl.formatMessage(field.label)}>
            <Input value={search[field.key] ?? ''} onChange={(event) => setSearch({ ...search, [field.key]: event.target.value })} />
          </FormField>
        ))}
        {page.searchFields.length > 0 && (
          <>
            <Button type="submit" variant="primary">
              {intl.formatMessage(messages.search)}
            </Button>
            <Button
              type="button"
              onClick={() => {
                setSearch(blankSearch);
                list.search(filters({}));
              }}
            >
              {intl.formatMessage(messages.reset)}
            </Button>
          </>
        )}
        <span className="grow" />
        {page.toolbarExtra}
        <HasPermi any={[`${page.perm}:add`]}>
          <Button type="button" variant="primary" onClick={() => setEditing({})}>
            {intl.formatMessage(page.addLabel)}
          </Button>
        </HasPermi>
      </Toolbar>
      <Table
        aria-labelledby={page.headingId}
        {...tableSort(columns, list)}
        rows={list.rows}
        rowKey={(row) => String(page.rowId(row))}
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
      <CrudForm
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        {...(editing?.row ? { row: editing.row } : {})}
        onSaved={list.reload}
        page={page}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        title={intl.formatMessage(page.removeLabel ?? messages.removeTitle)}
        description={intl.formatMessage(messages.removeConfirm, { name: removing ? page.rowName(removing) : '' })}
        confirmLabel={intl.formatMessage(messages.remove)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Panel>
  );
}

/** Status options '0' normal / '1' disabled (dictionary sys_normal_disable). */
export function useStatusOptions(): ChoiceOption[] {
  const intl = useIntl();
  return [
    { value: '0', label: intl.formatMessage(messages.statusNormal) },
    { value: '1', label: intl.formatMessage(messages.statusDisabled) },
  ];
}

export const KEY_PATTERN = /^[A-Za-z0-9_.:-]+$/;
