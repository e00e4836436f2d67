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
import { ALL, FormGrid, Panel, RowActions, Toolbar } from '../../shared/parts';
import { FormDialog } from '../../shared/FormDialog';
import { CheckList } from '../../system/shared/CrudPage';
import { orderedConnections, parseSerialPrefixes } from './model-form';
import { PAGE_SIZES, tableSort, usePagedList, type SortableColumn } from '../../shared/use-page';
import { messages as confirm } from '../../confirm.messages';

/** A printer model as `/site/model/list` sends it. `status` '0' is normal, '1' disabled. */
interface AdminModel {
  modelId: number;
  brandId: number;
  brandName?: string;
  name: string;
  guidePath: string;
  connections: string[];
  btSerialPrefixes: string[];
  description: string;
  status: '0' | '1';
}

interface ModelDraft {
  brandId: string;
  name: string;
  guidePath: string;
  connections: string[];
  /** As typed: comma-separated prefixes, checked on save. */
  serialPrefixes: string;
  description: string;
  status: '0' | '1';
}

type BrandOption = { brandId: number; name: string };

const emptyDraft: ModelDraft = { brandId: '', name: '', guidePath: '', connections: ['usb'], serialPrefixes: '', description: '', status: '0' };

function ModelForm({
  open,
  onOpenChange,
  model,
  brands,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  model?: AdminModel;
  brands: readonly BrandOption[];
  onSaved: () => void;
}) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const [draft, setDraft] = useState<ModelDraft>(emptyDraft);
  const [nameMissing, setNameMissing] = useState(false);
  const [brandMissing, setBrandMissing] = useState(false);
  const [badPrefix, setBadPrefix] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setNameMissing(false);
    setBrandMissing(false);
    setBadPrefix(null);
    setDraft(
      model
        ? {
            brandId: String(model.brandId),
            name: model.name,
            guidePath: model.guidePath,
            connections: model.connections ?? [],
            serialPrefixes: (model.btSerialPrefixes ?? []).join(', '),
            description: model.description,
            status: model.status,
          }
        : emptyDraft,
    );
  }, [open, model]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNameMissing(!draft.name.trim());
    setBrandMissing(!draft.brandId);
    const prefixes = parseSerialPrefixes(draft.serialPrefixes);
    setBadPrefix(prefixes.ok ? null : prefixes.invalid);
    if (!draft.name.trim() || !draft.brandId || !prefixes.ok) return;
    const body = {
      brandId: Number(draft.brandId),
      name: draft.name.trim(),
      guidePath: draft.guidePath.trim(),
      connections: orderedConnections(draft.connections),
      // Prefixes only mean something for a Bluetooth model; the API keeps pairing rules as they are.
      btSerialPrefixes: draft.connections.includes('bluetooth') ? prefixes.prefixes : [],
      description: draft.description.trim(),
      status: draft.status,
    };
    setSaving(true);
    try {
      if (model) await client.put('/site/model', { modelId: model.modelId, ...body });
      else await client.post('/site/model', body);
      notify({ type: 'success', message: intl.formatMessage(messages.saved), variant: 'message' });
      onOpenChange(false);
      onSaved();
    } catch {
      // The request layer has shown the server's message; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      formId="lw-admin-model-form"
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(model ? messages.editModel : messages.addModel)}
      saving={saving}
      onSubmit={submit}
    >
      <FormGrid>
        <FormField label={intl.formatMessage(messages.brand)} required error={brandMissing ? intl.formatMessage(messages.chooseModel) : undefined}>
          <Select
            value={draft.brandId}
            placeholder={intl.formatMessage(messages.chooseModel)}
            onValueChange={(value) => {
              setDraft({ ...draft, brandId: value });
              setBrandMissing(false);
            }}
            options={brands.map((brand) => ({ value: String(brand.brandId), label: brand.name }))}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.name)} required error={nameMissing ? intl.formatMessage(messages.required) : undefined}>
          <Input
            value={draft.name}
            maxLength={60}
            onChange={(event) => {
              setDraft({ ...draft, name: event.target.value });
              setNameMissing(false);
            }}
          />
        </FormField>
        <FormField label={intl.formatMessage(messages.guidePath)} hint={intl.formatMessage(messages.guidePathHint)}>
          <Input value={draft.guidePath} maxLength={100} onChange={(event) => setDraft({ ...draft, guidePath: event.target.value })} />
        </FormField>
        <CheckList
          legend={intl.formatMessage(messages.connections)}
          options={[
            { value: 'usb', label: intl.formatMessage(messages.connectionUsb) },
            { value: 'bluetooth', label: intl.formatMessage(messages.connectionBluetooth) },
            { value: 'wifi', label: intl.formatMessage(messages.connectionWifi) },
          ]}
          value={draft.connections}
          onChange={(connections) => setDraft({ ...draft, connections })}
        />
        {draft.connections.includes('bluetooth') ? (
          <FormField
            label={intl.formatMessage(messages.serialPrefixes)}
            hint={intl.formatMessage(messages.serialPrefixesHint)}
            error={badPrefix !== null ? intl.formatMessage(messages.serialPrefixInvalid, { prefix: badPrefix }) : undefined}
          >
            <Input
              value={draft.serialPrefixes}
              maxLength={200}
              onChange={(event) => {
                setDraft({ ...draft, serialPrefixes: event.target.value });
                setBadPrefix(null);
              }}
            />
          </FormField>
        ) : null}
        <FormField label={intl.formatMessage(messages.description)}>
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

/** Printer models (site:model:*): search by name and brand, paginate, add/edit, delete with confirmation. */
export default function ModelsPage() {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const list = usePagedList<AdminModel>('/site/model/list');
  const [name, setName] = useState('');
  const [brandId, setBrandId] = useState('');
  const [brands, setBrands] = useState<BrandOption[]>([]);

  useEffect(() => {
    // Brand choices for the filter and the form; 50 is the API's largest page.
    client
      .page<BrandOption>('/site/brand/list', { pageNum: 1, pageSize: 50 })
      .then((page) => setBrands(page.rows))
      .catch(() => undefined);
  }, [client]);
  const [editing, setEditing] = useState<{ model?: AdminModel } | null>(null);
  const [removing, setRemoving] = useState<AdminModel | null>(null);

  const remove = async (model: AdminModel) => {
    try {
      await client.delete(`/site/model/${model.modelId}`);
      notify({ type: 'success', message: intl.formatMessage(messages.removed), variant: 'message' });
      list.reload();
    } catch {
      // Already reported by the request layer.
    }
  };

  const columns: SortableColumn<AdminModel>[] = [
    { key: 'name', sortKey: 'name', header: intl.formatMessage(messages.name), rowHeader: true },
    { key: 'brandName', sortKey: 'brandName', header: intl.formatMessage(messages.brand) },
    { key: 'guidePath', header: intl.formatMessage(messages.guidePath) },
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
          <HasPermi any={['site:model:edit']}>
            <Button size="small" variant="text" onClick={() => setEditing({ model: row })}>
              {intl.formatMessage(messages.edit)}
            </Button>
          </HasPermi>
          <HasPermi any={['site:model:remove']}>
            <Button size="small" variant="text" onClick={() => setRemoving(row)}>
              {intl.formatMessage(messages.remove)}
            </Button>
          </HasPermi>
        </RowActions>
      ),
    },
  ];

  return (
    <Panel aria-labelledby="lw-admin-models">
      <h2 id="lw-admin-models">{intl.formatMessage(messages.models)}</h2>
      <Toolbar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          list.search({ name: name.trim(), brandId });
        }}
      >
        <FormField label={intl.formatMessage(messages.name)}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={intl.formatMessage(messages.brand)}>
          <Select
            value={brandId || ALL}
            onValueChange={(value) => setBrandId(value === ALL ? '' : value)}
            options={[{ value: ALL, label: intl.formatMessage(messages.anyBrand) }, ...brands.map((brand) => ({ value: String(brand.brandId), label: brand.name }))]}
          />
        </FormField>
        <Button type="submit" variant="primary">
          {intl.formatMessage(messages.search)}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setName('');
            setBrandId('');
            list.search({});
          }}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
        <span className="grow" />
        <HasPermi any={['site:model:add']}>
          <Button type="button" variant="primary" onClick={() => setEditing({})}>
            {intl.formatMessage(messages.addModel)}
          </Button>
        </HasPermi>
      </Toolbar>
      <Table aria-labelledby="lw-admin-models" {...tableSort(columns, list)} rows={list.rows} rowKey={(row) => String(row.modelId)} loading={list.loading} />
      <Pagination
        page={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        pageSizes={PAGE_SIZES}
        onPageChange={list.setPageNum}
        onPageSizeChange={list.setPageSize}
      />
      <ModelForm
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        {...(editing?.model ? { model: editing.model } : {})}
        brands={brands}
        onSaved={list.reload}
      />
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        title={intl.formatMessage(confirm.removeModel)}
        description={intl.formatMessage(messages.removeConfirm, { name: removing?.name ?? '' })}
        confirmLabel={intl.formatMessage(messages.remove)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </Panel>
  );
}
