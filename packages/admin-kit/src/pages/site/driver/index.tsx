import { useIntl } from 'react-intl';
import { drivers, type DriverOs } from '@labelwise/contract';
import {
  CrudPage,
  draftText,
  type BodyOf,
  type Draft,
  type FilterOf,
  type ImportDeclaration,
  type ResourceFormDeclaration,
} from '../../../crud';
import { messages as publishMessages } from '../../shared/publish.messages';
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
  canRemoveDriver,
  driverFields,
  DRIVER_FILE_TYPES,
  emptyDriverDraft,
  osLabel,
  OS_CHOICES,
  TITLE_TRANSLATIONS,
  type AdminDriver,
} from './driverForm';
import { translationImportColumns, translationsBody, translationsDraft } from '../../shared/translations';

const toDraft = (row: AdminDriver): Draft => ({
  ...downloadDraft(row),
  ...translationsDraft(TITLE_TRANSLATIONS, row.titleI18n),
  os: row.os,
  status: row.status ?? '0',
});
const toBody = (draft: Draft, row?: AdminDriver): BodyOf<typeof drivers> => ({
  ...(row ? { driverId: row.driverId } : {}),
  ...downloadBody(draft),
  titleI18n: translationsBody(TITLE_TRANSLATIONS, draft),
  // A required select of DRIVER_OS, checked before the body is built.
  os: draftText(draft, 'os') as DriverOs,
  status: publishStatusOf(draft),
});

const filters: readonly FilterOf<typeof drivers>[] = [
  { key: 'title', label: messages.title },
  { key: 'os', label: messages.os, kind: 'select', anyLabel: messages.anyOs, options: OS_CHOICES },
];

/**
 * The import template: the metadata of drivers whose files are already uploaded, the model by its name, the file by
 * the name the upload gave it.
 */
const importer: ImportDeclaration = {
  columns: [
    { key: 'modelName', header: messages.model },
    { key: 'title', header: messages.title },
    ...translationImportColumns(TITLE_TRANSLATIONS),
    { key: 'os', header: messages.os, labels: osLabel },
    { key: 'version', header: messages.version },
    { key: 'releaseDate', header: messages.releaseDate },
    { key: 'fileName', header: messages.file },
    { key: 'status', header: messages.status, labels: { '0': publishMessages.published, '1': publishMessages.hidden } },
  ],
};

/**
 * Drivers (site:driver:*): search, paginate, add and edit with the file upload, delete with confirmation. Only what
 * the contract's effects table lets the user do is offered: installer types, publishing, changing a published one.
 */
export default function DriversPage() {
  const intl = useIntl();
  const rights = usePublishRights('driverSlot');
  const form: ResourceFormDeclaration<typeof drivers> = {
    formId: 'lw-admin-driver-form',
    width: 600,
    fields: driverFields(useModelChoices(), {
      accept: uploadableTypes(DRIVER_FILE_TYPES, rights),
      fileHint: installerHint(intl, rights),
      status: publishStatusField(intl, rights),
    }),
    emptyDraft: { ...emptyDriverDraft, status: initialStatus(rights) },
    toDraft,
    toBody,
    addLabel: messages.addDriver,
    editLabel: messages.editDriver,
  };
  const os = {
    key: 'os',
    sortKey: 'os' as const,
    header: intl.formatMessage(messages.os),
    render: (row: AdminDriver) => osLabel[row.os] ?? row.os,
    exportLabels: osLabel,
  };
  return (
    <CrudPage
      resource={drivers}
      headingId="lw-admin-drivers"
      title={intl.formatMessage(messages.drivers)}
      rowName={(row) => row.title}
      columns={downloadColumns(intl, [os])}
      filters={filters}
      form={form}
      removeLabel={confirm.removeDriver}
      canRemove={canRemoveDriver}
      importer={importer}
      canEdit={(row) => mayChange(row, rights)}
    />
  );
}
