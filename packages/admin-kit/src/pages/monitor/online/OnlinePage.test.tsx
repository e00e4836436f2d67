import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnlineSession } from '@labelwise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, listResponder, paths } from '../../../test/pageHelpers';
import OnlinePage from './index';

beforeAll(installResizeObserver);

const session = (n: number, userName: string, current = false): OnlineSession => ({
  tokenId: String(n).repeat(64),
  userName,
  nickName: userName === 'admin' ? 'Administrator' : 'Editor',
  deptName: null,
  ipaddr: `198.51.100.${n}`,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  loginTime: '2026-11-28T09:26:53.000Z',
  lastAccessTime: '2026-11-28T10:01:00.000Z',
  expireTime: '2026-11-28T22:01:00.000Z',
  current,
});
const respond = listResponder({ '/monitor/online/list': [session(1, 'admin', true), session(2, 'editor')] });

describe('Online users page', { timeout: 20_000 }, () => {
  it('marks the own session, and ends another after a confirmation naming it', async () => {
    const { calls } = renderPage(<OnlinePage />, {
      permissions: ['monitor:online:list', 'monitor:online:forceLogout'],
      respond,
    });
    const mine = (await screen.findByRole('rowheader', { name: 'admin' })).closest('tr')!;
    expect(within(mine).getByText('This session')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Force sign-out' })).not.toBeInTheDocument();

    const u = userEvent.setup();
    const editor = screen.getByRole('rowheader', { name: 'editor' }).closest('tr')!;
    await u.click(within(editor).getByRole('button', { name: 'Force sign-out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('editor (198.51.100.2) is signed out at once');
    await u.click(within(dialog).getByRole('button', { name: 'Force sign-out' }));
    await waitFor(() => expect(paths(calls)).toContain(`DELETE /api-v1.0/monitor/online/${'2'.repeat(64)}`));
  });

  it('offers no force sign-out to an operator who may only look', async () => {
    renderPage(<OnlinePage />, { permissions: ['monitor:online:list'], respond });
    await screen.findByRole('rowheader', { name: 'editor' });
    expect(screen.queryByRole('button', { name: 'Force sign-out' })).not.toBeInTheDocument();
  });
});
