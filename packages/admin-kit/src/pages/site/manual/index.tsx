import { FileSize } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { CrudPage, draftText, useChoices, type Draft, type FormDeclaration } from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { fileNameOf, fileOf } from '../../shared/catalog-file';
import type { SortableColumn } from '../../shared/use-page';
import { emptyManualDraft, manualFields, type AdminManual } from './manual-form';

const toDraft = (row: AdminManual): Draft => ({
  modelId: String(row.modelId),
  title: row.title,
  description: row.description,
  version: row.version,
  releaseDate: row.releaseDate.slice(0, 10),
  file: fileOf(row),
});

const toBody = (draft: Draft, row?: AdminManual) => ({
  ...(row ? { manualId: row.manualId } : {}),
  modelId: Number(draftText(draft, 'modelId')),
  title: draftText(draft, 'title'),
  description: draftText(draft, 'description'),
  version: draftText(draft, 'version'),
  releaseDate: draftText(draft, 'releaseDate'),
  fileName: fileNameOf(draft.file),
});

const filters = [{ key: 'title', label: messages.title }] as const;

/** Manuals (site:manual:*): search, paginate, add and edit with the file upload, delete with confirmation. */
export default function ManualsPage() {
  const intl = useIntl();
  // The model picker of the form.
  const models = useChoices<{ modelId: number; name: string }>('/site/model/list', (model) => ({
    value: String(model.modelId),
    label: model.name,
  }));
  const form: FormDeclaration<AdminManual> = {
    formId: 'lw-admin-manual-form',
    width: 600,
    fields: manualFields(models),
    emptyDraft: emptyManualDraft,
    toDraft,
    toBody,
    addLabel: messages.addManual,
    editLabel: messages.editManual,
  };
  const columns: SortableColumn<AdminManual>[] = [
    { key: 'title', sortKey: 'title', header: intl.formatMessage(messages.title), rowHeader: true },
    { key: 'modelName', sortKey: 'modelName', header: intl.formatMessage(messages.model) },
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
    <CrudPage<AdminManual>
      headingId="lw-admin-manuals"
      title={intl.formatMessage(messages.manuals)}
      listUrl="/site/manual/list"
      baseUrl="/site/manual"
      rowId={(row) => row.manualId}
      rowName={(row) => row.title}
      perm="site:manual"
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={confirm.removeManual}
    />
  );
}
