import { BRAND_NAME_MAX, brandShape, brands, inputMaxLength, URL_MAX, type AdminBrand } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import {
  CrudPage,
  draftText,
  type Draft,
  type FieldDef,
  type ResourceColumn,
  type ResourceFilter,
  type ResourceFormDeclaration,
} from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { statusColumn, statusField, statusOf } from '../../shared/status';
import {
  TranslatedText,
  translationFields,
  translationsBody,
  translationsDraft,
  type TranslatedField,
} from '../../shared/translations';

/** The brand's name in the other site languages (a generic brand's; a maker's name is its own everywhere). */
const NAME_TRANSLATIONS: TranslatedField = {
  key: 'nameI18n',
  english: 'name',
  label: messages.name,
  schema: brandShape.name,
  maxLength: BRAND_NAME_MAX,
};

const fields: readonly FieldDef[] = [
  { key: 'name', label: messages.name, kind: 'text', required: true, maxLength: BRAND_NAME_MAX },
  { key: 'website', label: messages.website, kind: 'url', maxLength: URL_MAX },
  {
    key: 'description',
    label: messages.description,
    kind: 'textarea',
    maxLength: inputMaxLength(brandShape.description),
  },
  statusField,
  ...translationFields(NAME_TRANSLATIONS),
];

const form: ResourceFormDeclaration<typeof brands> = {
  formId: 'lw-admin-brand-form',
  fields,
  emptyDraft: { name: '', website: '', description: '', status: '0' },
  toDraft: (row) => ({
    name: row.name,
    ...translationsDraft(NAME_TRANSLATIONS, row.nameI18n),
    website: row.website,
    description: row.description,
    status: row.status ?? '0',
  }),
  toBody: (draft: Draft, row?: AdminBrand) => ({
    ...(row ? { brandId: row.brandId } : {}),
    name: draftText(draft, 'name'),
    nameI18n: translationsBody(NAME_TRANSLATIONS, draft),
    website: draftText(draft, 'website'),
    description: draftText(draft, 'description'),
    status: statusOf(draft),
  }),
  addLabel: messages.addBrand,
  editLabel: messages.editBrand,
};

const filters: readonly ResourceFilter<'name'>[] = [{ key: 'name', label: messages.name }];

/** Brands (site:brand:*): search by name, paginate, add/edit, delete with confirmation. */
export default function BrandsPage() {
  const intl = useIntl();
  const columns: ResourceColumn<AdminBrand, (typeof brands.sortable)[number]>[] = [
    {
      key: 'name',
      sortKey: 'name',
      header: intl.formatMessage(messages.name),
      rowHeader: true,
      render: (row) => <TranslatedText english={row.name} texts={row.nameI18n} properName />,
    },
    { key: 'website', header: intl.formatMessage(messages.website) },
    statusColumn<AdminBrand>(intl),
  ];
  return (
    <CrudPage
      resource={brands}
      headingId="lw-admin-brands"
      title={intl.formatMessage(messages.brands)}
      rowName={(row) => row.name}
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={confirm.removeBrand}
    />
  );
}
