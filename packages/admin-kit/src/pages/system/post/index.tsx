import { postShape, inputMaxLength, type Post } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import { CrudPage, draftText, type Draft, type FieldDef, type FilterDef, type FormDeclaration } from '../../../crud';
import { statusColumn, statusField, statusFilter, statusOf } from '../../shared/status';
import type { SortableColumn } from '../../shared/use-page';
import { messages as m } from './post.messages';

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

const form: FormDeclaration<Post> = {
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

const filters: readonly FilterDef[] = [
  { key: 'postCode', label: m.postCode },
  { key: 'postName', label: m.postName },
  statusFilter,
];

/** Posts (system:post:*): RuoYi's job posts, searched by code, name and status. */
export default function PostsPage() {
  const intl = useIntl();
  const columns: SortableColumn<Post>[] = [
    { key: 'postCode', sortKey: 'postCode', header: intl.formatMessage(m.postCode) },
    { key: 'postName', sortKey: 'postName', header: intl.formatMessage(m.postName), rowHeader: true },
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
    <CrudPage<Post>
      headingId="lw-admin-posts"
      title={intl.formatMessage(m.title)}
      listUrl="/system/post/list"
      baseUrl="/system/post"
      rowId={(row) => row.postId}
      rowName={(row) => row.postName}
      perm="system:post"
      columns={columns}
      filters={filters}
      form={form}
      removeLabel={m.removeTitle}
    />
  );
}
