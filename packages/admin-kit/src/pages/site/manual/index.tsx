import { useIntl } from 'react-intl';
import { manuals } from '@labelwise/contract';
import { CrudPage, draftText, type BodyOf, type Draft, type ResourceFormDeclaration } from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { downloadBody, downloadColumns, downloadDraft, useModelChoices } from '../../shared/catalogFile';
import {
  initialStatus,
  installerHint,
  mayChange,
  publishStatusField,
  publishStatusOf,
  uploadableTypes,
  usePublishRights,
} from '../../shared/publish';
import {
  DESCRIPTION_TRANSLATIONS,
  emptyManualDraft,
  MANUAL_FILE_TYPES,
  manualFields,
  TITLE_TRANSLATIONS,
  type AdminManual,
} from './manualForm';
import { translationsBody, translationsDraft } from '../../shared/translations';

const toDraft = (row: AdminManual): Draft => ({
  ...downloadDraft(row),
  description: row.description,
  ...translationsDraft(TITLE_TRANSLATIONS, row.titleI18n),
  ...translationsDraft(DESCRIPTION_TRANSLATIONS, row.descriptionI18n),
  status: row.status ?? '0',
});
const toBody = (draft: Draft, row?: AdminManual): BodyOf<typeof manuals> => ({
  ...(row ? { manualId: row.manualId } : {}),
  ...downloadBody(draft),
  description: draftText(draft, 'description'),
  titleI18n: translationsBody(TITLE_TRANSLATIONS, draft),
  descriptionI18n: translationsBody(DESCRIPTION_TRANSLATIONS, draft),
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
  const form: ResourceFormDeclaration<typeof manuals> = {
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
    <CrudPage
      resource={manuals}
      headingId="lw-admin-manuals"
      title={intl.formatMessage(messages.manuals)}
      rowName={(row) => row.title}
      columns={downloadColumns<AdminManual>(intl)}
      filters={filters}
      form={form}
      removeLabel={confirm.removeManual}
      canRemove={(row) => mayChange(row, rights)}
      canEdit={(row) => mayChange(row, rights)}
    />
  );
}
