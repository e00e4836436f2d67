import { forwarderShape, forwarders, inputMaxLength, type RowOf } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import {
  CrudPage,
  exportWords,
  draftText,
  type BodyOf,
  type ColumnOf,
  type Draft,
  type FieldDef,
  type FilterOf,
  type ResourceFormDeclaration,
} from '../../../crud';
import { messages as common } from '../../pages.messages';
import { statusOf } from '../../shared/status';
import { messages as m } from '../logistics.messages';
import { placeholderValues } from '../shared';

const activeChoices = [
  { value: '0', label: m.active },
  { value: '1', label: m.retired },
];

function forwarderFields(templateHint: string): FieldDef[] {
  return [
    {
      key: 'name',
      label: common.name,
      kind: 'text',
      required: true,
      contract: { schema: forwarderShape.name, invalid: m.nameFormat },
    },
    {
      key: 'code',
      label: m.code,
      kind: 'text',
      required: true,
      contract: { schema: forwarderShape.code, invalid: m.codeFormat },
    },
    {
      key: 'trackingUrl',
      label: m.trackingUrl,
      kind: 'url',
      required: true,
      hint: () => templateHint,
      // The refusal names the placeholder as a value, so no translation can mangle it.
      validate: (value) =>
        forwarderShape.trackingUrl.safeParse(value).success
          ? undefined
          : { message: m.templateFormat, values: placeholderValues },
      maxLength: inputMaxLength(forwarderShape.trackingUrl),
    },
    {
      key: 'website',
      label: common.website,
      kind: 'url',
      contract: { schema: forwarderShape.website, invalid: m.websiteFormat },
    },
    {
      key: 'sort',
      label: m.sort,
      kind: 'text',
      maxLength: 6,
      contract: { schema: forwarderShape.sort, invalid: m.wholeNumber },
    },
    { key: 'status', label: common.status, kind: 'select', options: activeChoices },
    { key: 'remark', label: m.remark, kind: 'textarea', maxLength: inputMaxLength(forwarderShape.remark) },
  ];
}

type Forwarder = RowOf<typeof forwarders>;

const toBody = (draft: Draft, row?: Forwarder): BodyOf<typeof forwarders> => ({
  ...(row ? { forwarderId: row.forwarderId } : {}),
  name: draftText(draft, 'name'),
  code: draftText(draft, 'code'),
  trackingUrl: draftText(draft, 'trackingUrl'),
  website: draftText(draft, 'website'),
  sort: draftText(draft, 'sort') ? Number(draftText(draft, 'sort')) : 0,
  status: statusOf(draft),
  remark: draftText(draft, 'remark'),
});

const filters: readonly FilterOf<typeof forwarders>[] = [
  { key: 'name', label: common.name },
  { key: 'code', label: m.code },
  { key: 'status', label: common.status, kind: 'select', anyLabel: m.anyState, options: activeChoices },
];

/** Forwarders (logistics:forwarder:*): the carriers parcels go with, each with its tracking page template. */
export default function ForwardersPage() {
  const intl = useIntl();
  const templateHint = intl.formatMessage(m.trackingUrlHint, placeholderValues);
  const form: ResourceFormDeclaration<typeof forwarders> = {
    formId: 'lw-admin-forwarder-form',
    fields: forwarderFields(templateHint),
    emptyDraft: { name: '', code: '', trackingUrl: '', website: '', sort: '0', status: '0', remark: '' },
    toDraft: (row) => ({
      name: row.name,
      code: row.code,
      trackingUrl: row.trackingUrl,
      website: row.website,
      sort: String(row.sort),
      status: row.status,
      remark: row.remark,
    }),
    toBody,
    addLabel: m.addForwarder,
    editLabel: m.editForwarder,
  };
  const columns: ColumnOf<typeof forwarders>[] = [
    { key: 'name', sortKey: 'name', header: intl.formatMessage(common.name), rowHeader: true },
    { key: 'code', sortKey: 'code', header: intl.formatMessage(m.code) },
    { key: 'trackingUrl', header: intl.formatMessage(m.trackingUrl) },
    { key: 'parcelCount', header: intl.formatMessage(m.parcelCount), align: 'right' },
    { key: 'sort', sortKey: 'sort', header: intl.formatMessage(m.sort), align: 'right' },
    {
      key: 'status',
      sortKey: 'status',
      header: intl.formatMessage(common.status),
      render: (row) => intl.formatMessage(row.status === '1' ? m.retired : m.active),
      exportLabels: exportWords(intl, { '0': m.active, '1': m.retired }),
    },
  ];
  return (
    <CrudPage
      resource={forwarders}
      headingId="lw-admin-forwarders"
      title={intl.formatMessage(m.forwarders)}
      rowName={(row) => row.name}
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={m.removeForwarder}
      // A forwarder with parcels stays (the API refuses too): retire it instead.
      canRemove={(row, can) => can.remove && row.parcelCount === 0}
    />
  );
}
