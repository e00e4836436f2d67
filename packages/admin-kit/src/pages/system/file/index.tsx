import { files } from '@labelwise/contract';
import { FileSize } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { CrudPage, type ColumnOf, type FilterOf } from '../../../crud';
import { messages as m } from './file.messages';

const filters: readonly FilterOf<typeof files>[] = [
  { key: 'originalName', label: m.originalName },
  { key: 'ext', label: m.ext },
];

/**
 * Uploaded files (system:file:*): what the uploads stored, newest first. Deleting one that a driver, manual, link
 * or content item still uses is refused by the API, which names why.
 */
export default function FilesPage() {
  const intl = useIntl();
  const columns: ColumnOf<typeof files>[] = [
    { key: 'originalName', sortKey: 'originalName', header: intl.formatMessage(m.originalName), rowHeader: true },
    { key: 'ext', header: intl.formatMessage(m.ext) },
    {
      key: 'size',
      sortKey: 'size',
      header: intl.formatMessage(m.size),
      align: 'right',
      render: (row) => <FileSize bytes={row.size} />,
    },
    { key: 'uploadedBy', header: intl.formatMessage(m.uploadedBy) },
    {
      key: 'createdAt',
      sortKey: 'createdAt',
      header: intl.formatMessage(m.uploaded),
      render: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return (
    <CrudPage
      resource={files}
      headingId="lw-admin-files"
      title={intl.formatMessage(m.title)}
      rowName={(row) => row.originalName}
      columns={columns}
      filters={filters}
      removeLabel={m.removeTitle}
    />
  );
}
