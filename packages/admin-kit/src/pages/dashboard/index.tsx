import { Stack, Table, Text, type TableColumn } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { HasPermi } from '../../permissions/gates';
import { useHasPermi } from '../../permissions/PermissionsProvider';
import { messages } from '../pages.messages';
import { statusMessage, type ContactMessage } from '../shared/contact';
import { Panel } from '../../crud/pageParts';
import { useAdminLoad } from '../../runtime/useAdminLoad';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** The total of a list endpoint (one small page is enough: the envelope carries `total`). */
function useTotal(url: string, params: Record<string, string> = {}, enabled = true): number | undefined {
  const { data } = useAdminLoad(
    enabled ? async (client) => (await client.page(url, { pageNum: 1, pageSize: 10, ...params })).total : null,
    [url, JSON.stringify(params)],
  );
  return data ?? undefined;
}

function CountCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Panel aria-busy={value === undefined}>
      <Stack gap={1}>
        <Text as="span" size="xxl" tone="primary" weight="bold">
          {value ?? '–'}
        </Text>
        <Text as="span" tone="muted">
          {label}
        </Text>
      </Stack>
    </Panel>
  );
}

function LatestMessages() {
  const intl = useIntl();
  const { data } = useAdminLoad(
    async (client) => (await client.page<ContactMessage>('/site/contact/list', { pageNum: 1, pageSize: 10 })).rows,
    [],
  );
  const rows = data === null ? [] : data?.slice(0, 5);
  const columns: TableColumn<ContactMessage>[] = [
    { key: 'name', header: intl.formatMessage(messages.name), rowHeader: true },
    { key: 'email', header: intl.formatMessage(messages.email) },
    {
      key: 'status',
      header: intl.formatMessage(messages.status),
      render: (row) => intl.formatMessage(statusMessage[row.status]),
    },
    {
      key: 'createdAt',
      header: intl.formatMessage(messages.received),
      render: (row) => intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return (
    <Panel aria-labelledby="lw-admin-latest">
      <h2 id="lw-admin-latest">{intl.formatMessage(messages.latestMessages)}</h2>
      <Table
        aria-labelledby="lw-admin-latest"
        columns={columns}
        rows={rows ?? []}
        rowKey={(row) => String(row.contactId)}
        loading={rows === undefined}
      />
    </Panel>
  );
}

/** The dashboard: new contact messages, drivers and models, and the latest messages. */
export default function Dashboard() {
  const intl = useIntl();
  const canContacts = useHasPermi(['site:contact:list']);
  const canDrivers = useHasPermi(['site:driver:list']);
  const canModels = useHasPermi(['site:model:list']);
  const newMessages = useTotal('/site/contact/list', { status: 'new' }, canContacts);
  const drivers = useTotal('/site/driver/list', {}, canDrivers);
  const models = useTotal('/site/model/list', {}, canModels);
  return (
    <Stack gap={4}>
      <Cards>
        <HasPermi any={['site:contact:list']}>
          <CountCard label={intl.formatMessage(messages.newMessages)} value={newMessages} />
        </HasPermi>
        <HasPermi any={['site:driver:list']}>
          <CountCard label={intl.formatMessage(messages.drivers)} value={drivers} />
        </HasPermi>
        <HasPermi any={['site:model:list']}>
          <CountCard label={intl.formatMessage(messages.models)} value={models} />
        </HasPermi>
      </Cards>
      <HasPermi any={['site:contact:list']}>
        <LatestMessages />
      </HasPermi>
    </Stack>
  );
}
