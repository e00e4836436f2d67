import { postShape, posts, inputMaxLength, type RowOf } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import {
  CrudPage,
  draftText,
  type ColumnOf,
  type Draft,
  type FieldDef,
  type FilterOf,
  type ResourceFormDeclaration,
} from '../../../crud';
import { statusColumn, statusField, statusFilter, statusOf } from '../../shared/status';
import { messages as m } from './post.messages';
import { seededName } from '../shared/seededNames';

const fields: readonly FieldDef[] = [
  {
    key: 'postCode',
    label: m.postCode,
    kind: 'text',
    required: true,
    contract: { schema: postShape.postCode, invalid: m.codeFormat },
  },
  {
    key: 'postName',
    label: m.postName,
    kind: 'text',
    required: true,
    contract: { schema: postShape.postName, invalid: m.nameFormat },
  },
  {
    key: 'postSort',
    label: m.postSort,
    kind: 'text',
    maxLength: 6,
    contract: { schema: postShape.postSort, invalid: m.wholeNumber },
  },
  statusField,
  { key: 'remark', label: m.remark, kind: 'textarea', maxLength: inputMaxLength(postShape.remark) },
];

type Post = RowOf<typeof posts>;

const form: ResourceFormDeclaration<typeof posts> = {
  formId: 'lw-admin-post-form',
  fields,
  emptyDraft: { postCode: '', postName: '', postSort: '0', status: '0', remark: '' },
  toDraft: (row) => ({
    postCode: row.postCode,
    postName: row.postName,
    postSort: String(row.postSort),
    status: row.status,
    remark: row.remark,
  }),
  toBody: (draft: Draft, row?: Post) => ({
    ...(row ? { postId: row.postId } : {}),
    postCode: draftText(draft, 'postCode'),
    postName: draftText(draft, 'postName'),
    postSort: draftText(draft, 'postSort') ? Number(draftText(draft, 'postSort')) : 0,
    status: statusOf(draft),
    remark: draftText(draft, 'remark'),
  }),
  addLabel: m.add,
  editLabel: m.edit,
};

const filters: readonly FilterOf<typeof posts>[] = [
  { key: 'postCode', label: m.postCode },
  { key: 'postName', label: m.postName },
  statusFilter,
];

/** Posts (system:post:*): RuoYi's job posts, searched by code, name and status. */
export default function PostsPage() {
  const intl = useIntl();
  const columns: ColumnOf<typeof posts>[] = [
    { key: 'postCode', sortKey: 'postCode', header: intl.formatMessage(m.postCode) },
    {
      key: 'postName',
      sortKey: 'postName',
      header: intl.formatMessage(m.postName),
      rowHeader: true,
      render: (row) => seededName(intl, 'post', row.postCode, row.postName),
    },
    { key: 'postSort', sortKey: 'postSort', header: intl.formatMessage(m.postSort), align: 'right' },
    statusColumn<Post>(intl),
    {
      key: 'createdAt',
      sortKey: 'createdAt',
      header: intl.formatMessage(m.created),
      render: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium' }),
    },
  ];
  return (
    <CrudPage
      resource={posts}
      headingId="lw-admin-posts"
      title={intl.formatMessage(m.title)}
      rowName={(row) => row.postName}
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={m.removeTitle}
    />
  );
}
