import {
  AlertDialog,
  Button,
  FormField,
  Input,
  Pagination,
  Select,
  Table,
  Textarea,
  type TableColumn,
} from '@labelwise/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { HasPermi } from '../../../permissions/gates';
import { useAdminRuntime } from '../../../shell/runtime';
import { messages } from '../../pages.messages';
import { FormGrid, Panel, RowActions, Toolbar } from '../../shared/parts';
import { FormDialog } from '../../shared/FormDialog';
import { PAGE_SIZES, tableSort, usePagedList, type SortableColumn } from '../../shared/use-page';
import { messages as confirm } from '../../confirm.messages';
import { fieldErrorOf } from '../../../request/http-error';

/** A brand as `/site/brand/list` sends it. `status` '0' is normal, '1' disabled (dictionary sys_normal_disable). */
interface AdminBrand {
  brandId: number;
  name: string;
  slug: string;
  website: string;
  logo: string;
  description: string;
  sort: number;
  status: '0' | '1';
}

interface BrandDraft {
  name: string;
  website: string;
  description: string;
  status: '0' | '1';
}

const emptyDraft: BrandDraft = { name: '', website: '', description: '', status: '0' };

/** The body's fields: the API names them in its refusals. */
const BRAND_FIELDS = ['name', 'website', 'description', 'status'] as const;

function BrandForm({ open, onOpenChange, brand, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; brand?: AdminBrand; onSaved: () => void }) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [draft, setDraft] = useState<BrandDraft>(emptyDraft);
  const [nameMissing, setNameMissing] = useState(false);
  /** What the API refused, by field, already in the user's language (a taken name: 409). */
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setNameMissing(false);
    setRefused({});
    setDraft(brand ? { name: brand.name, website: brand.website, description: brand.description, status: brand.status } : emptyDraft);
  }, [open, brand]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.name.trim()) {
      setNameMissing(true);
      return;
    }
    const body = { name: draft.name.trim(), website: draft.website.trim(), description: draft.description.trim(), status: draft.status };
    setSaving(true);
    try {
      setRefused({});
      if (brand) await client.put('/site/brand', { brandId: brand.brandId, ...body }, { fields: BRAND_FIELDS });
      else await client.post('/site/brand', body, { fields: BRAND_FIELDS });
      notify({ type: 'success', message: intl.formatMessage(messages.saved), variant: 'message' });
      onOpenChange(false);
      onSaved();
    } catch (failure) {
      // A refusal about one field goes under it; anything else the request layer has shown. The dialog stays open.
      const onField = fieldErrorOf(failure, BRAND_FIELDS);
      if (onField) setRefused({ [onField.field]: onField.message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      formId="lw-admin-brand-form"
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(brand ? messages.editBrand : messages.addBrand)}
      saving={saving}
      onSubmit={submit}
    >
      <FormGrid>
        <FormField label={intl.formatMessage(messages.name)} required error={nameMissing ? intl.formatMessage(messages.required) : refused.name}>
          <Input
            value={draft.name}
            maxLength={60}
            onChange={(event) => {
              setDraft({ ...draft, name: event.target.value });
              setNameMissing(false);
              setRefused(({ name: _cleared, ...rest }) => rest);
            }}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.website)} error={refused.website}>
          <Input type="url" value={draft.website} maxLength={500} onChange={(event) => setDraft({ ...draft, website: event.target.value })} />
        </FormField>
        <FormField label={intl.formatMessage(messages.description)} error={refused.description}>
          <Textarea value={draft.description} maxLength={1000} rows={3} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
        </FormField>
        <FormField label={intl.formatMessage(messages.status)}>
          <Select
            value={draft.status}
            onValueChange={(value) => setDraft({ ...draft, status: value === '1' ? '1' : '0' })}
            options={[
              { value: '0', label: intl.formatMessage(messages.statusNormal) },
              { value: '1', label: intl.formatMessage(messages.statusDisabled) },
            ]}
          />
        </FormField>
      </FormGrid>
    </FormDialog>
  );
}

/** Brands (site:brand:*): search by name, paginate, add/edit, delete with confirmation. */
export default function BrandsPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const list = usePagedList<AdminBrand>('/site/brand/list');
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ brand?: AdminBrand } | null>(null);
  const [removing, setRemoving] = useState<AdminBrand | null>(null);

  const remove = async (brand: AdminBrand) => {
    try {
      await client.delete(`/site/brand/${brand.brandId}`);
      notify({ type: 'success', message: intl.formatMessage(messages.removed), variant: 'message' });
      list.reload();
    } catch {
      // Already reported by the request layer (a brand with models cannot go).
    }
  };

  const columns: SortableColumn<AdminBrand>[] = [
    { key: 'name', sortKey: 'name', header: intl.formatMessage(messages.name), rowHeader: true },
    { key: 'website', header: intl.formatMessage(messages.website) },
    {
      key: 'status',
      sortKey: 'status',
      header: intl.formatMessage(messages.status),
      render: (row) => intl.formatMessage(row.status === '1' ? messages.statusDisabled : messages.statusNormal),
    },
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      render: (row) => (
        <RowActions>
          <HasPermi any={['site:brand:edit']}>
            <Button size="small" variant="text" onClick={() => setEditing({ brand: row })}>
              {intl.formatMessage(messages.edit)}
            </Button>
          </HasPermi>
          <HasPermi any={['site:brand:remove']}>
            <Button size="small" variant="text" onClick={() => setRemoving(row)}>
              {intl.formatMessage(messages.remove)}
            </Button>
          </HasPermi>
        </RowActions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="lw-admin-brands">
      <h2 id="lw-admin-brands">{intl.formatMessage(messages.brands)}</h2>
      <Toolbar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          list.search({ name: name.trim() });
        }}
      >
        <FormField label={intl.formatMessage(messages.name)}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <Button type="submit" variant="primary">
          {intl.formatMessage(messages.search)}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setName('');
            list.search({});
          }}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
        <span className="grow" />
        <HasPermi any={['site:brand:add']}>
          <Button type="button" variant="primary" onClick={() => setEditing({})}>
            {intl.formatMessage(messages.addBrand)}
          </Button>
        </HasPermi>
      </Toolbar>
      <Table aria-labelledby="lw-admin-brands" {...tableSort(columns, list)} rows={list.rows} rowKey={(row) => String(row.brandId)} loading={list.loading} />
      <Pagination
        page={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        pageSizes={PAGE_SIZES}
        onPageChange={list.setPageNum}
        onPageSizeChange={list.setPageSize}
      />
      <BrandForm
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        {...(editing?.brand ? { brand: editing.brand } : {})}
        onSaved={list.reload}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        title={intl.formatMessage(confirm.removeBrand)}
        description={intl.formatMessage(messages.removeConfirm, { name: removing?.name ?? '' })}
        confirmLabel={intl.formatMessage(messages.remove)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Panel>
  );
}
