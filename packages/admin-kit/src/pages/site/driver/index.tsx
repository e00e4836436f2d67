import { useIntl } from 'react-intl';
import { CrudPage, draftText, type Draft, type FilterDef, type FormDeclaration } from '../../../crud';
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
import {
  canRemoveDriver,
  driverFields,
  DRIVER_FILE_TYPES,
  emptyDriverDraft,
  osLabel,
  OS_CHOICES,
  type AdminDriver,
} from './driver-form';

const toDraft = (row: AdminDriver): Draft => ({ ...downloadDraft(row), os: row.os, status: row.status ?? '0' });
const toBody = (draft: Draft, row?: AdminDriver) => ({
  ...(row ? { driverId: row.driverId } : {}),
  ...downloadBody(draft),
  os: draftText(draft, 'os'),
  status: publishStatusOf(draft),
});

const filters: readonly FilterDef[] = [
  { key: 'title', label: messages.title },
  { key: 'os', label: messages.os, kind: 'select', anyLabel: messages.anyOs, options: OS_CHOICES },
];

/**
 * Drivers (site:driver:*): search, paginate, add and edit with the file upload, delete with confirmation. Only what
 * the contract's effects table lets the user do is offered: installer types, publishing, changing a published one.
 */
export default function DriversPage() {
  const intl = useIntl();
  const rights = usePublishRights('driverSlot');
  const form: FormDeclaration<AdminDriver> = {
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
    sortKey: 'os',
    header: intl.formatMessage(messages.os),
    render: (row: AdminDriver) => osLabel[row.os] ?? row.os,
    exportLabels: osLabel,
  };
  return (
    <CrudPage<AdminDriver>
      headingId="lw-admin-drivers"
      title={intl.formatMessage(messages.drivers)}
      listUrl="/site/driver/list"
      baseUrl="/site/driver"
      rowId={(row) => row.driverId}
      rowName={(row) => row.title}
      perm="site:driver"
      columns={downloadColumns<AdminDriver>(intl, [os])}
      filters={filters}
      form={form}
      removeLabel={confirm.removeDriver}
      canRemove={canRemoveDriver}
      canEdit={(row) => mayChange(row, rights)}
    />
  );
}
