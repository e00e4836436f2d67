import { Link, Text } from '@labelwise/ui';
import { linkShape, links, type DownloadLink, type LinkCreate, type LinkUpdate } from '@labelwise/contract';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Note, NotedPage } from '../../../crud/pageParts';
import {
  CrudPage,
  type Draft,
  type FieldDef,
  type ResourceColumn,
  type ResourceFilter,
  type ResourceFormDeclaration,
} from '../../../crud';
import { messages as m } from './link.messages';
import { messages as confirm } from '../../confirm.messages';

/** A download link as `/site/link/list` sends it: one key of the public dataConfig.json. */
export type AdminLink = DownloadLink;

/** Where the public site reads the link set (served by the API at the site root). */
export const DATA_CONFIG_PATH = '/resources/dataConfig.json';

/** Each field is checked with the API's own rule from the contract before anything is sent. */
const fields: readonly FieldDef[] = [
  { key: 'key', label: m.key, kind: 'text', required: true, contract: { schema: linkShape.key, invalid: m.keyFormat } },
  { key: 'url', label: m.url, kind: 'text', required: true, contract: { schema: linkShape.url, invalid: m.urlFormat } },
  { key: 'label', label: m.label, kind: 'text', contract: { schema: linkShape.label, invalid: m.textFormat } },
  { key: 'version', label: m.version, kind: 'text', contract: { schema: linkShape.version, invalid: m.versionFormat } },
  {
    key: 'sha256',
    label: m.sha256,
    kind: 'text',
    maxLength: 64,
    contract: { schema: linkShape.sha256, invalid: m.sha256Format },
  },
  {
    key: 'sort',
    label: m.sort,
    kind: 'text',
    maxLength: 6,
    contract: { schema: linkShape.sort, invalid: m.wholeNumber },
  },
];

const emptyDraft: Draft = { key: '', url: '', label: '', version: '', sha256: '', sort: '0' };
const toDraft = (row: AdminLink): Draft => ({
  key: row.key,
  url: row.url,
  label: row.label,
  version: row.version,
  sha256: row.sha256,
  sort: String(row.sort),
});

/** The POST (no row) or PUT body. */
export function linkBody(draft: Draft, row?: AdminLink): LinkCreate | LinkUpdate {
  const text = (key: string) => String(draft[key] ?? '').trim();
  return {
    ...(row ? { linkId: row.linkId } : {}),
    key: text('key'),
    url: text('url'),
    label: text('label'),
    version: text('version'),
    sha256: text('sha256'),
    sort: text('sort') ? Number(text('sort')) : 0,
  };
}

const filters: readonly ResourceFilter<'key'>[] = [{ key: 'key', label: m.key }];

const form: ResourceFormDeclaration<typeof links> = {
  fields,
  emptyDraft,
  toDraft,
  toBody: linkBody,
  addLabel: m.add,
  editLabel: m.edit,
};

const Url = styled.span`
  word-break: break-all;
`;

/** Download links (site:link:*), the keys of the public dataConfig.json: search by key, paginate, add/edit, delete. */
export default function LinksPage() {
  const intl = useIntl();
  const columns: ResourceColumn<AdminLink, (typeof links.sortable)[number]>[] = [
    { key: 'key', sortKey: 'key', header: intl.formatMessage(m.key), rowHeader: true },
    { key: 'label', sortKey: 'label', header: intl.formatMessage(m.label) },
    { key: 'version', sortKey: 'version', header: intl.formatMessage(m.version) },
    { key: 'url', header: intl.formatMessage(m.url), render: (row) => <Url>{row.url}</Url> },
    {
      key: 'sha256',
      header: intl.formatMessage(m.sha256),
      render: (row) =>
        row.sha256 ? <Text as="code" size="sm" title={row.sha256}>{`${row.sha256.slice(0, 12)}…`}</Text> : '',
    },
    { key: 'sort', sortKey: 'sort', header: intl.formatMessage(m.sort), align: 'right' },
  ];

  return (
    <NotedPage>
      <Note>
        <Text size="sm">{intl.formatMessage(m.hint)}</Text>
        <Text size="sm">
          <Link href={DATA_CONFIG_PATH} target="_blank" rel="noopener">
            {intl.formatMessage(m.openFile)}
          </Link>
        </Text>
      </Note>
      <CrudPage
        resource={links}
        headingId="lw-admin-links"
        title={intl.formatMessage(m.title)}
        rowName={(row) => row.key}
        columns={columns}
        filters={filters}
        form={form}
        removeLabel={confirm.removeLink}
      />
    </NotedPage>
  );
}
