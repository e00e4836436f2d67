import { FileSize } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { CrudPage, draftText, useChoices, type Draft, type FilterDef, type FormDeclaration } from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { fileNameOf, fileOf } from '../../shared/catalog-file';
import type { SortableColumn } from '../../shared/use-page';
import { canRemoveDriver, driverFields, emptyDriverDraft, osLabel, OS_CHOICES, type AdminDriver } from './driver-form';

const toDraft = (row: AdminDriver): Draft => ({
  modelId: String(row.modelId),
  title: row.title,
  os: row.os,
  version: row.version,
  releaseDate: row.releaseDate.slice(0, 10),
  file: fileOf(row),
});

const toBody = (draft: Draft, row?: AdminDriver) => ({
  ...(row ? { driverId: row.driverId } : {}),
  modelId: Number(draftText(draft, 'modelId')),
  title: draftText(draft, 'title'),
  os: draftText(draft, 'os'),
  version: draftText(draft, 'version'),
  releaseDate: draftText(draft, 'releaseDate'),
  fileName: fileNameOf(draft.file),
});

const filters: readonly FilterDef[] = [
  { key: 'title', label: messages.title },
  { key: 'os', label: messages.os, kind: 'select', anyLabel: messages.anyOs, options: OS_CHOICES },
];

/** Drivers (site:driver:*): search, paginate, add and edit with the file upload, delete with confirmation. */
export default function DriversPage() {
  const intl = useIntl();
  // The model picker of the form.
  const models = useChoices<{ modelId: number; name: string }>('/site/model/list', (model) => ({
    value: String(model.modelId),
    label: model.name,
  }));
  const form: FormDeclaration<AdminDriver> = {
    formId: 'lw-admin-driver-form',
    width: 600,
    fields: driverFields(models),
    emptyDraft: emptyDriverDraft,
    toDraft,
    toBody,
    addLabel: messages.addDriver,
    editLabel: messages.editDriver,
  };
  const columns: SortableColumn<AdminDriver>[] = [
    { key: 'title', sortKey: 'title', header: intl.formatMessage(messages.title), rowHeader: true },
    { key: 'modelName', sortKey: 'modelName', header: intl.formatMessage(messages.model) },
    { key: 'os', sortKey: 'os', header: intl.formatMessage(messages.os), render: (row) => osLabel[row.os] ?? row.os },
    { key: 'version', sortKey: 'version', header: intl.formatMessage(messages.version) },
    {
      key: 'releaseDate',
      sortKey: 'releaseDate',
      header: intl.formatMessage(messages.releaseDate),
      render: (row) => row.releaseDate.slice(0, 10),
    },
    {
      key: 'fileSize',
      sortKey: 'fileSize',
      header: intl.formatMessage(messages.size),
      align: 'right',
      render: (row) => <FileSize bytes={row.fileSize} />,
    },
  ];
  return (
    <CrudPage<AdminDriver>
      headingId="lw-admin-drivers"
      title={intl.formatMessage(messages.drivers)}
      listUrl="/site/driver/list"
      baseUrl="/site/driver"
      rowId={(row) => row.driverId}
      rowName={(row) => row.title}
      perm="site:driver"
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={confirm.removeDriver}
      canRemove={canRemoveDriver}
    />
  );
}
