import { parcels, parcelShape, inputMaxLength, type Forwarder, type RowOf } from '@labelwise/contract';
import { Button } from '@labelwise/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CrudPage, exportWords, draftText, useChoices } from '../../../crud';
import type { BodyOf, ColumnOf, Draft, FieldDef, FilterOf, ResourceFormDeclaration } from '../../../crud';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { messages as m } from '../logistics.messages';
import { statusChoices, statusLabel } from '../shared';
import { ParcelHistoryDialog } from './ParcelHistoryDialog';

function parcelFields(forwarders: FieldDef['options']): FieldDef[] {
  const text = (key: 'reference' | 'recipient' | 'destination', label: FieldDef['label']): FieldDef => ({
    key,
    label,
    kind: 'text',
    contract: { schema: parcelShape[key], invalid: m.textFormat },
  });
  return [
    {
      key: 'forwarderId',
      label: m.forwarder,
      kind: 'select',
      required: true,
      requiredMessage: m.chooseForwarder,
      placeholder: m.chooseForwarder,
      options: forwarders ?? [],
    },
    {
      key: 'trackingNumber',
      label: m.trackingNumber,
      kind: 'text',
      required: true,
      contract: { schema: parcelShape.trackingNumber, invalid: m.numberFormat },
    },
    text('reference', m.reference),
    text('recipient', m.recipient),
    text('destination', m.destination),
    {
      key: 'shippedAt',
      label: m.shippedAt,
      kind: 'date',
      contract: { schema: parcelShape.shippedAt, invalid: m.dateFormat },
    },
    { key: 'remark', label: m.remark, kind: 'textarea', maxLength: inputMaxLength(parcelShape.remark) },
  ];
}

const EMPTY: Draft = {
  forwarderId: '',
  trackingNumber: '',
  reference: '',
  recipient: '',
  destination: '',
  shippedAt: '',
  remark: '',
};
const TEXT_KEYS = ['trackingNumber', 'reference', 'recipient', 'destination', 'shippedAt', 'remark'] as const;

/** A parcel as the admin list sends it (`/logistics/tracking/list`). */
type Parcel = RowOf<typeof parcels>;

const toBody = (draft: Draft, row?: Parcel): BodyOf<typeof parcels> => ({
  ...(row ? { parcelId: row.parcelId } : {}),
  forwarderId: Number(draftText(draft, 'forwarderId')),
  trackingNumber: draftText(draft, 'trackingNumber'),
  reference: draftText(draft, 'reference'),
  recipient: draftText(draft, 'recipient'),
  destination: draftText(draft, 'destination'),
  shippedAt: draftText(draft, 'shippedAt'),
  remark: draftText(draft, 'remark'),
});

const toDraft = (row: Parcel): Draft => ({
  forwarderId: String(row.forwarderId),
  ...Object.fromEntries(TEXT_KEYS.map((key) => [key, row[key]])),
});

/** Tracked parcels (logistics:tracking:*): search by number, forwarder, status and shipping days; the history. */
export default function TrackingPage() {
  const intl = useIntl();
  const [open, setOpen] = useState<Parcel | null>(null);
  const canQuery = useHasPermi(['logistics:tracking:query']);
  const canEdit = useHasPermi(['logistics:tracking:edit']);
  const forwarders = useChoices<Forwarder>(
    '/logistics/forwarder/list',
    (row) => ({ value: String(row.forwarderId), label: row.name }),
    useHasPermi(['logistics:forwarder:list']),
  );
  const filters: FilterOf<typeof parcels>[] = [
    { key: 'trackingNumber', label: m.trackingNumber },
    { key: 'forwarderId', label: m.forwarder, kind: 'select', anyLabel: m.anyForwarder, options: forwarders },
    { key: 'status', label: m.status, kind: 'select', anyLabel: m.anyStatus, options: statusChoices },
    { key: 'beginTime', label: m.shippedFrom, kind: 'date' },
    { key: 'endTime', label: m.shippedTo, kind: 'date' },
  ];
  const form: ResourceFormDeclaration<typeof parcels> = {
    formId: 'lw-admin-parcel-form',
    fields: parcelFields(forwarders),
    emptyDraft: EMPTY,
    toDraft,
    toBody,
    addLabel: m.addParcel,
    editLabel: m.editParcel,
  };
  const columns: ColumnOf<typeof parcels>[] = [
    { key: 'trackingNumber', sortKey: 'trackingNumber', header: intl.formatMessage(m.trackingNumber), rowHeader: true },
    { key: 'forwarderName', sortKey: 'forwarderName', header: intl.formatMessage(m.forwarder) },
    {
      key: 'status',
      sortKey: 'status',
      header: intl.formatMessage(m.status),
      render: (row) => intl.formatMessage(statusLabel[row.status]),
      exportLabels: exportWords(intl, statusLabel),
    },
    { key: 'destination', header: intl.formatMessage(m.destination) },
    {
      key: 'shippedAt',
      sortKey: 'shippedAt',
      header: intl.formatMessage(m.shippedAt),
      render: (row) =>
        row.shippedAt ? intl.formatDate(`${row.shippedAt}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : '',
    },
    {
      key: 'lastEventAt',
      sortKey: 'lastEventAt',
      header: intl.formatMessage(m.lastEvent),
      render: (row) =>
        row.lastEventAt ? intl.formatDate(row.lastEventAt, { dateStyle: 'medium', timeStyle: 'short' }) : '',
    },
  ];
  return (
    <CrudPage
      resource={parcels}
      headingId="lw-admin-tracking"
      title={intl.formatMessage(m.tracking)}
      rowName={(row) => row.trackingNumber}
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={m.removeParcel}
      rowActionsExtra={(row) =>
        canQuery ? (
          <Button size="small" variant="text" onClick={() => setOpen(row)}>
            {intl.formatMessage(m.history)}
          </Button>
        ) : null
      }
    >
      {(list) => (
        <ParcelHistoryDialog parcel={open} canEdit={canEdit} onClose={() => setOpen(null)} onChanged={list.reload} />
      )}
    </CrudPage>
  );
}
