import { BRAND_NAME_MAX, brandShape, inputMaxLength, URL_MAX, type Brand } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import { CrudPage, draftText, type Draft, type FieldDef, type FormDeclaration } from '../../../crud';
import { messages as confirm } from '../../confirm.messages';
import { messages } from '../../pages.messages';
import { statusColumn, statusField, statusOf } from '../../shared/status';
import type { SortableColumn } from '../../shared/use-page';

/** A brand as `/site/brand/list` sends it. */
type AdminBrand = Brand;

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
];

const form: FormDeclaration<AdminBrand> = {
  formId: 'lw-admin-brand-form',
  fields,
  emptyDraft: { name: '', website: '', description: '', status: '0' },
  toDraft: (row) => ({ name: row.name, website: row.website, description: row.description, status: row.status ?? '0' }),
  toBody: (draft: Draft, row?: AdminBrand) => ({
    ...(row ? { brandId: row.brandId } : {}),
    name: draftText(draft, 'name'),
    website: draftText(draft, 'website'),
    description: draftText(draft, 'description'),
    status: statusOf(draft),
  }),
  addLabel: messages.addBrand,
  editLabel: messages.editBrand,
};

const filters = [{ key: 'name', label: messages.name }] as const;

/** Brands (site:brand:*): search by name, paginate, add/edit, delete with confirmation. */
export default function BrandsPage() {
  const intl = useIntl();
  const columns: SortableColumn<AdminBrand>[] = [
    { key: 'name', sortKey: 'name', header: intl.formatMessage(messages.name), rowHeader: true },
    { key: 'website', header: intl.formatMessage(messages.website) },
    statusColumn<AdminBrand>(intl),
  ];
  return (
    <CrudPage<AdminBrand>
      headingId="lw-admin-brands"
      title={intl.formatMessage(messages.brands)}
      listUrl="/site/brand/list"
      baseUrl="/site/brand"
      rowId={(row) => row.brandId}
      rowName={(row) => row.name}
      perm="site:brand"
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={confirm.removeBrand}
    />
  );
}
