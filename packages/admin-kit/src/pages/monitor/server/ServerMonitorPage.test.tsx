import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { paths } from '../../../test/pageHelpers';
import { caches, server } from './ServerMonitorPage.fixtures';
import ServerMonitorPage from './index';

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
