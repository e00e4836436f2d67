import { cacheMonitor, serverMonitor } from '@labelwise/contract';
import {
  AlertDialog,
  Button,
  DescriptionList,
  DescriptionListItem,
  EmptyState,
  Inline,
  Table,
  type TableColumn,
} from '@labelwise/ui';
import type { CacheInfo, ServerInfo, ServiceState } from '@labelwise/contract';
import { useCallback, useEffect, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { HasPermi } from '../../../permissions/gates';
import { useHasPermi } from '../../../permissions/PermissionsProvider';
import { useAdminRuntime } from '../../../runtime/adminRuntime';
import { Panel } from '../../../crud/pageParts';
import { messages } from './server.messages';

const megabytes = (intl: IntlShape, bytes: number) =>
  intl.formatNumber(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

const stateText = (intl: IntlShape, state: ServiceState) =>
  intl.formatMessage(state === 'ok' ? messages.ok : state === 'down' ? messages.down : messages.notConfigured);

interface ServiceRow {
  name: string;
  detail: string;
  state: ServiceState;
  latencyMs: number | null;
}

/** Formats a message of this page (a shorter name for the many labels below). */
function useWords() {
  const intl = useIntl();
  return { intl, f: (d: MessageDescriptor, v?: Record<string, string | number>) => intl.formatMessage(d, v) };
}

function ProcessAndHost({ server }: { server: ServerInfo }) {
  const { intl, f } = useWords();
  const { process: p, host } = server;
  return (
    <>
      <h3>{f(messages.process)}</h3>
      <DescriptionList termWidth="lg">
        <DescriptionListItem term={f(messages.nodeVersion)}>{p.nodeVersion}</DescriptionListItem>
        <DescriptionListItem term={f(messages.pid)}>{p.pid}</DescriptionListItem>
        <DescriptionListItem term={f(messages.uptime)}>
          {f(messages.uptimeValue, {
            hours: Math.floor(p.uptimeSeconds / 3600),
            minutes: Math.floor((p.uptimeSeconds % 3600) / 60),
          })}
        </DescriptionListItem>
        <DescriptionListItem term={f(messages.rss)}>{megabytes(intl, p.rssBytes)}</DescriptionListItem>
        <DescriptionListItem term={f(messages.heap)}>
          {f(messages.usedOf, { used: megabytes(intl, p.heapUsedBytes), total: megabytes(intl, p.heapTotalBytes) })}
        </DescriptionListItem>
        <DescriptionListItem term={f(messages.cpuTime)}>
          {intl.formatNumber(p.cpuMs / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 })}
        </DescriptionListItem>
      </DescriptionList>
      <h3>{f(messages.host)}</h3>
      <DescriptionList termWidth="lg">
        <DescriptionListItem term={f(messages.system)}>{`${host.platform} ${host.arch}`}</DescriptionListItem>
        <DescriptionListItem term={f(messages.cpus)}>{intl.formatNumber(host.cpus)}</DescriptionListItem>
        <DescriptionListItem term={f(messages.load)}>
          {intl.formatList(host.loadAverage.map((l) => intl.formatNumber(l, { maximumFractionDigits: 2 })))}
        </DescriptionListItem>
        <DescriptionListItem term={f(messages.memory)}>
          {f(messages.usedOf, {
            used: megabytes(intl, host.freeMemoryBytes),
            total: megabytes(intl, host.totalMemoryBytes),
          })}
        </DescriptionListItem>
      </DescriptionList>
    </>
  );
}

function Services({ server }: { server: ServerInfo }) {
  const { intl, f } = useWords();
  const { database, storage, redis } = server;
  const rows: ServiceRow[] = [
    {
      name: f(messages.database),
      detail: database.version ?? database.engine,
      state: database.state,
      latencyMs: database.latencyMs,
    },
    {
      name: f(messages.storage),
      detail: f(storage.kind === 's3' ? messages.s3 : messages.localDisk),
      state: storage.state,
      latencyMs: storage.latencyMs,
    },
    {
      name: f(messages.redis),
      detail:
        redis.usedMemoryBytes === null ? '' : f(messages.redisMemory, { size: megabytes(intl, redis.usedMemoryBytes) }),
      state: redis.state,
      latencyMs: redis.latencyMs,
    },
    { name: f(messages.cacheBus), detail: '', state: server.cacheBus, latencyMs: null },
  ];
  const columns: TableColumn<ServiceRow>[] = [
    { key: 'name', header: f(messages.service), rowHeader: true },
    { key: 'detail', header: f(messages.detail) },
    { key: 'state', header: f(messages.state), render: (r) => stateText(intl, r.state) },
    {
      key: 'latencyMs',
      header: f(messages.latency),
      render: (r) =>
        r.latencyMs === null
          ? ''
          : intl.formatNumber(r.latencyMs, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 1 }),
    },
  ];
  return (
    <>
      <h3 id="lw-admin-services">{f(messages.services)}</h3>
      <Table aria-labelledby="lw-admin-services" columns={columns} rows={rows} rowKey={(r) => r.name} />
    </>
  );
}

function Caches({ caches, onClear }: { caches: CacheInfo; onClear: () => void }) {
  const { intl, f } = useWords();
  return (
    <Panel aria-labelledby="lw-admin-caches">
      <Inline gap={3} justify="between">
        <h2 id="lw-admin-caches">{f(messages.caches)}</h2>
        <HasPermi any={[`${cacheMonitor.perm}:remove`]}>
          <Button type="button" variant="danger" onClick={onClear}>
            {f(messages.clear)}
          </Button>
        </HasPermi>
      </Inline>
      <p>{f(messages.cachesIntro)}</p>
      <DescriptionList termWidth="lg">
        <DescriptionListItem term={f(messages.responses)}>
          {f(messages.responsesValue, {
            entries: caches.responses.entries,
            max: caches.responses.maxEntries,
            seconds: caches.responses.ttlMs / 1000,
          })}
        </DescriptionListItem>
        <DescriptionListItem term={f(messages.redisKeys)}>
          {caches.redisKeys === null ? f(messages.notConfigured) : intl.formatNumber(caches.redisKeys)}
        </DescriptionListItem>
      </DescriptionList>
    </Panel>
  );
}

/**
 * Monitor → Server and cache (monitor:server:list): the API process, its host and services as the process that
 * answered sees them; with monitor:cache:list its caches, and with monitor:cache:remove clearing them everywhere.
 */
export default function ServerMonitorPage() {
  const { f } = useWords();
  const { client, notify } = useAdminRuntime();
  const canSeeCaches = useHasPermi([`${cacheMonitor.perm}:list`]);
  const [server, setServer] = useState<ServerInfo | null | 'failed'>(null);
  const [caches, setCaches] = useState<CacheInfo | null>(null);
  const [clearing, setClearing] = useState(false);

  const load = useCallback(() => {
    client.get<ServerInfo>(serverMonitor.path).then(setServer, () => setServer('failed'));
    if (canSeeCaches) client.get<CacheInfo>(cacheMonitor.path).then(setCaches, () => setCaches(null));
  }, [client, canSeeCaches]);
  useEffect(load, [load]);

  const clear = async () => {
    try {
      await client.delete(cacheMonitor.path);
      notify({ type: 'success', message: f(messages.cleared), variant: 'message' });
      load();
    } catch {
      // Reported by the request layer.
    }
  };

  return (
    <>
      <Panel aria-labelledby="lw-admin-server">
        <Inline gap={3} justify="between">
          <h2 id="lw-admin-server">{f(messages.title)}</h2>
          <Button type="button" onClick={load}>
            {f(messages.refresh)}
          </Button>
        </Inline>
        <p>{f(messages.intro)}</p>
        {server === 'failed' ? <EmptyState title={f(messages.loadFailed)} /> : null}
        {server && server !== 'failed' ? (
          <>
            <ProcessAndHost server={server} />
            <Services server={server} />
          </>
        ) : null}
      </Panel>
      {canSeeCaches && caches ? <Caches caches={caches} onClear={() => setClearing(true)} /> : null}
      <AlertDialog
        open={clearing}
        onOpenChange={setClearing}
        tone="danger"
        title={f(messages.clearTitle)}
        description={f(messages.clearText)}
        confirmLabel={f(messages.clear)}
        onConfirm={() => void clear()}
      />
    </>
  );
}
