import {
  brands as brandResource,
  inputMaxLength,
  MODEL_NAME_MAX,
  models,
  modelShape,
  PRINT_RESOLUTIONS,
  type RowOf,
} from '@labelwise/contract';
import { useIntl, type IntlShape } from 'react-intl';
import { CrudPage, draftList, draftText, useChoices } from '../../../crud';
import type {
  BodyOf,
  ColumnOf,
  Draft,
  FieldDef,
  FilterOf,
  ImportDeclaration,
  ResourceFormDeclaration,
} from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { statusColumn, statusField, statusOf } from '../../shared/status';
import { useEffectAllowed } from '../../../permissions';
import {
  orderedConnections,
  parseSerialPrefixes,
  resolutionBody,
  resolutionDraft,
  RESOLUTION_VALUES,
  UNKNOWN_RESOLUTION,
} from './modelForm';
import {
  TranslatedText,
  translationFields,
  translationImportColumns,
  translationsBody,
  translationsDraft,
  type TranslatedField,
} from '../../shared/translations';

/** The model's description in the other site languages. */
const DESCRIPTION_TRANSLATIONS: TranslatedField = {
  key: 'descriptionI18n',
  english: 'description',
  label: messages.description,
  maxLength: inputMaxLength(modelShape.description) ?? 2000,
  multiline: true,
};

/** The import template's columns: the brand by its name, lists separated by commas, words for the codes. */
const importer: ImportDeclaration = {
  columns: [
    { key: 'brandName', header: messages.brand },
    { key: 'name', header: messages.name },
    { key: 'guidePath', header: messages.guidePath },
    {
      key: 'connections',
      header: messages.connections,
      labels: { usb: messages.connectionUsb, bluetooth: messages.connectionBluetooth, wifi: messages.connectionWifi },
    },
    { key: 'btSerialPrefixes', header: messages.serialPrefixes },
    // Read the same in every language ("203 dpi"); an empty cell leaves the resolution unknown.
    {
      key: 'printResolution',
      header: messages.printResolution,
      labels: Object.fromEntries(PRINT_RESOLUTIONS.map((dpi) => [String(dpi), `${dpi} dpi`])),
    },
    { key: 'description', header: messages.description },
    ...translationImportColumns(DESCRIPTION_TRANSLATIONS),
    { key: 'status', header: messages.status, labels: { '0': messages.statusNormal, '1': messages.statusDisabled } },
  ],
};

/** A printer model as `/site/model/list` sends it. `status` '0' is normal, '1' disabled. */
type AdminModel = RowOf<typeof models>;

const bluetooth = (draft: Draft) => draftList(draft, 'connections').includes('bluetooth');

/** "Unknown", "203 dpi", "300 dpi" in the operator's language. */
function resolutionLabel(intl: IntlShape, value: string): string {
  return value === UNKNOWN_RESOLUTION
    ? intl.formatMessage(messages.printResolutionUnknown)
    : intl.formatMessage(messages.printResolutionDpi, { dpi: value });
}

function modelFields(brands: FieldDef['options'], intl: IntlShape): FieldDef[] {
  return [
    {
      key: 'brandId',
      label: messages.brand,
      kind: 'select',
      required: true,
      requiredMessage: messages.chooseModel,
      placeholder: messages.chooseModel,
      options: brands ?? [],
    },
    { key: 'name', label: messages.name, kind: 'text', required: true, maxLength: MODEL_NAME_MAX },
    {
      key: 'guidePath',
      label: messages.guidePath,
      kind: 'text',
      maxLength: inputMaxLength(modelShape.guidePath),
      hint: messages.guidePathHint,
    },
    {
      key: 'connections',
      label: messages.connections,
      kind: 'checks',
      options: [
        { value: 'usb', label: messages.connectionUsb },
        { value: 'bluetooth', label: messages.connectionBluetooth },
        { value: 'wifi', label: messages.connectionWifi },
      ],
    },
    {
      key: 'serialPrefixes',
      serverField: 'btSerialPrefixes',
      label: messages.serialPrefixes,
      kind: 'text',
      maxLength: 200,
      hint: messages.serialPrefixesHint,
      when: bluetooth,
      validate: (value) => {
        const parsed = parseSerialPrefixes(value);
        return parsed.ok ? undefined : { message: messages.serialPrefixInvalid, values: { prefix: parsed.invalid } };
      },
    },
    {
      key: 'printResolution',
      label: messages.printResolution,
      kind: 'select',
      options: RESOLUTION_VALUES.map((value) => ({ value, label: resolutionLabel(intl, value) })),
      hint: messages.printResolutionHint,
    },
    {
      key: 'description',
      label: messages.description,
      kind: 'textarea',
      maxLength: inputMaxLength(modelShape.description),
    },
    statusField,
    ...translationFields(DESCRIPTION_TRANSLATIONS),
  ];
}

const draftOf = (row: AdminModel): Draft => ({
  brandId: String(row.brandId),
  name: row.name,
  guidePath: row.guidePath,
  connections: row.connections ?? [],
  serialPrefixes: (row.btSerialPrefixes ?? []).join(', '),
  printResolution: resolutionDraft(row.printResolution),
  description: row.description,
  ...translationsDraft(DESCRIPTION_TRANSLATIONS, row.descriptionI18n),
  status: row.status,
});

function modelBody(draft: Draft, row?: AdminModel): BodyOf<typeof models> {
  const prefixes = parseSerialPrefixes(draftText(draft, 'serialPrefixes'));
  return {
    ...(row ? { modelId: row.modelId } : {}),
    brandId: Number(draftText(draft, 'brandId')),
    name: draftText(draft, 'name'),
    guidePath: draftText(draft, 'guidePath'),
    connections: orderedConnections(draftList(draft, 'connections')),
    // Prefixes only mean something for a Bluetooth model; the API keeps pairing rules as they are.
    btSerialPrefixes: bluetooth(draft) && prefixes.ok ? prefixes.prefixes : [],
    printResolution: resolutionBody(draftText(draft, 'printResolution')),
    description: draftText(draft, 'description'),
    descriptionI18n: translationsBody(DESCRIPTION_TRANSLATIONS, draft),
    status: statusOf(draft),
  };
}

const emptyDraft: Draft = {
  brandId: '',
  name: '',
  guidePath: '',
  connections: ['usb'],
  serialPrefixes: '',
  printResolution: UNKNOWN_RESOLUTION,
  description: '',
  status: '0',
};

/** Printer models (site:model:*): search by name and brand, paginate, add/edit, delete with confirmation. */
export default function ModelsPage() {
  const intl = useIntl();
  // Deleting a model deletes its drivers and manuals: offered only when the published ones may be withdrawn too.
  const withdraw = { drivers: useEffectAllowed('driverSlot'), manuals: useEffectAllowed('manualSlot') };
  const removable = (row: AdminModel) =>
    (!row.published?.drivers || withdraw.drivers) && (!row.published?.manuals || withdraw.manuals);
  // Brand choices for the filter and the form.
  const brands = useChoices<RowOf<typeof brandResource>>(`${brandResource.path}/list`, (brand) => ({
    value: String(brand.brandId),
    label: brand.name,
  }));
  const form: ResourceFormDeclaration<typeof models> = {
    formId: 'lw-admin-model-form',
    fields: modelFields(brands, intl),
    emptyDraft,
    toDraft: draftOf,
    toBody: modelBody,
    addLabel: messages.addModel,
    editLabel: messages.editModel,
  };
  const filters: FilterOf<typeof models>[] = [
    { key: 'name', label: messages.name },
    { key: 'brandId', label: messages.brand, kind: 'select', anyLabel: messages.anyBrand, options: brands },
  ];
  const columns: ColumnOf<typeof models>[] = [
    { key: 'name', sortKey: 'name', header: intl.formatMessage(messages.name), rowHeader: true },
    {
      key: 'brandName',
      sortKey: 'brandName',
      header: intl.formatMessage(messages.brand),
      render: (row) => <TranslatedText english={row.brandName} texts={row.brandNameI18n} properName />,
    },
    { key: 'guidePath', header: intl.formatMessage(messages.guidePath) },
    {
      key: 'printResolution',
      header: intl.formatMessage(messages.printResolution),
      render: (row) => resolutionLabel(intl, resolutionDraft(row.printResolution)),
    },
    statusColumn(intl),
  ];
  return (
    <CrudPage
      resource={models}
      headingId="lw-admin-models"
      title={intl.formatMessage(messages.models)}
      rowName={(row) => row.name}
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={confirm.removeModel}
      canRemove={removable}
      importer={importer}
    />
  );
}
