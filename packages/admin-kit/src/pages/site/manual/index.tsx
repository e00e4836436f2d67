import { useIntl } from 'react-intl';
import { CrudPage, draftText, type Draft, type FormDeclaration } from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { downloadBody, downloadColumns, downloadDraft, useModelChoices } from '../../shared/catalog-file';
import {
  initialStatus,
  installerHint,
  mayChange,
  publishStatusField,
  publishStatusOf,
  uploadableTypes,
  usePublishRights,
} from '../../shared/publish';
import { emptyManualDraft, MANUAL_FILE_TYPES, manualFields, type AdminManual } from './manual-form';

const toDraft = (row: AdminManual): Draft => ({
  ...downloadDraft(row),
  description: row.description,
  status: row.status ?? '0',
});
const toBody = (draft: Draft, row?: AdminManual) => ({
  ...(row ? { manualId: row.manualId } : {}),
  ...downloadBody(draft),
  description: draftText(draft, 'description'),
  status: publishStatusOf(draft),
});

const filters = [{ key: 'title', label: messages.title }] as const;

/**
 * Manuals (site:manual:*): search, paginate, add and edit with the file upload, delete with confirmation; installer
 * types and publishing only for those the contract's effects table lets.
 */
export default function ManualsPage() {
  const intl = useIntl();
  const rights = usePublishRights('manualSlot');
  const form: FormDeclaration<AdminManual> = {
    formId: 'lw-admin-manual-form',
    width: 600,
    fields: manualFields(useModelChoices(), {
      accept: uploadableTypes(MANUAL_FILE_TYPES, rights),
      fileHint: installerHint(intl, rights),
      status: publishStatusField(intl, rights),
    }),
    emptyDraft: { ...emptyManualDraft, status: initialStatus(rights) },
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
      canRemove={(row) => mayChange(row, rights)}
      canEdit={(row) => mayChange(row, rights)}
    />
  );
}
