import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CacheInfo, ServerInfo } from '@labelwise/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { renderPage } from '../../../test/render-page';
import { paths } from '../../system/shared/test-helpers';
import ServerMonitorPage from './index';

const server: ServerInfo = {
  process: {
    nodeVersion: 'v24.21.0',
    pid: 4242,
    uptimeSeconds: 3 * 3600 + 25 * 60,
    rssBytes: 180 * 1024 * 1024,
    heapUsedBytes: 60 * 1024 * 1024,
    heapTotalBytes: 90 * 1024 * 1024,
    externalBytes: 4 * 1024 * 1024,
    cpuMs: 12_500,
  },
  host: {
    platform: 'linux',
    arch: 'x64',
    cpus: 2,
    loadAverage: [0.5, 0.75, 1],
    totalMemoryBytes: 24 * 1024 ** 3,
    freeMemoryBytes: 12 * 1024 ** 3,
  },
  database: { engine: 'postgres', state: 'ok', latencyMs: 1.2, version: 'PostgreSQL 15.19' },
  storage: { kind: 's3', state: 'ok', latencyMs: 8.4 },
  redis: { state: 'down', latencyMs: null, usedMemoryBytes: null },
  cacheBus: 'ok',
};
const caches: CacheInfo = { responses: { entries: 12, maxEntries: 2000, ttlMs: 10_000 }, redisKeys: null };
const respond = (request: Request) => {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/monitor/server')) return json({ code: 200, msg: 'ok', data: server });
  if (path.endsWith('/monitor/cache') && request.method === 'GET') return json({ code: 200, msg: 'ok', data: caches });
  return json({ code: 200, msg: 'ok' });
};

describe('Server and cache page', { timeout: 20_000 }, () => {
  it('shows the process, its host and each service’s state in words', async () => {
    renderPage(<ServerMonitorPage />, { permissions: ['monitor:server:list'], respond });
    expect(await screen.findByText('v24.21.0')).toBeInTheDocument();
    expect(screen.getByText('3 h 25 min')).toBeInTheDocument();
    const services = screen.getByRole('table', { name: 'Services' });
    const redis = within(services).getByRole('rowheader', { name: 'Redis (shared limits)' }).closest('tr')!;
    expect(within(redis).getByText('Not answering')).toBeInTheDocument();
    expect(within(services).getByText('S3-compatible object store')).toBeInTheDocument();
    expect(within(services).getByText('PostgreSQL 15.19')).toBeInTheDocument();
    // Without monitor:cache:list the caches are not asked for nor shown.
    expect(screen.queryByRole('heading', { name: 'Caches' })).not.toBeInTheDocument();
  });

  it('clears the caches after a confirmation, with the permission', async () => {
    const { calls, notices } = renderPage(<ServerMonitorPage />, {
      permissions: ['monitor:server:list', 'monitor:cache:list', 'monitor:cache:remove'],
      respond,
    });
    expect(await screen.findByText('12 of at most 2,000, each for 10 s')).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Clear caches' }));
    const dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Clear caches' }));
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/monitor/cache'));
    await waitFor(() => expect(notices.map((n) => n.message)).toContain('Caches cleared in every process.'));
  });
});
