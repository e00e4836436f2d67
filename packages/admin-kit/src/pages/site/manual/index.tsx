import { useIntl } from 'react-intl';
import { CrudPage, draftText, type Draft, type FormDeclaration } from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { downloadBody, downloadColumns, downloadDraft, useModelChoices } from '../../shared/catalog-file';
import { emptyManualDraft, manualFields, type AdminManual } from './manual-form';

const toDraft = (row: AdminManual): Draft => ({ ...downloadDraft(row), description: row.description });
const toBody = (draft: Draft, row?: AdminManual) => ({
  ...(row ? { manualId: row.manualId } : {}),
  ...downloadBody(draft),
  description: draftText(draft, 'description'),
});

const filters = [{ key: 'title', label: messages.title }] as const;

/** Manuals (site:manual:*): search, paginate, add and edit with the file upload, delete with confirmation. */
export default function ManualsPage() {
  const intl = useIntl();
  const form: FormDeclaration<AdminManual> = {
    formId: 'lw-admin-manual-form',
    width: 600,
    fields: manualFields(useModelChoices()),
    emptyDraft: emptyManualDraft,
    toDraft,
    toBody,
    addLabel: messages.addManual,
    editLabel: messages.editManual,
  };
  return (
    <CrudPage<AdminManual>
      headingId="lw-admin-manuals"
      title={intl.formatMessage(messages.manuals)}
      listUrl="/site/manual/list"
      baseUrl="/site/manual"
      rowId={(row) => row.manualId}
      rowName={(row) => row.title}
      perm="site:manual"
      columns={downloadColumns<AdminManual>(intl)}
      filters={filters}
      form={form}
      removeLabel={confirm.removeManual}
    />
  );
}
