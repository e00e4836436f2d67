import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, listResponder, paths } from '../../../test/pageHelpers';
import LoginLogPage from './index';

beforeAll(installResizeObserver);

const line = (infoId: number, userName: string, status: '0' | '1', msg: string) => ({
  infoId,
  userName,
  ipaddr: '198.51.100.4',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  status,
  msg,
  loginTime: '2026-03-14T09:26:53.000Z',
});
const respond = listResponder({
  '/monitor/logininfor/list': [
    line(3, 'editor', '0', 'loginSuccess'),
    line(2, 'editor', '1', 'badPassword'),
    line(1, 'mallory', '1', 'locked'),
  ],
});

describe('Login log page', { timeout: 20_000 }, () => {
  it('words each event, filters by user, IP and result, and hides deleting without the permission', async () => {
    const { calls } = renderPage(<LoginLogPage />, { permissions: ['monitor:logininfor:list'], respond });
    const mallory = (await screen.findByRole('rowheader', { name: 'mallory' })).closest('tr')!;
    expect(within(mallory).getByText('Too many attempts: locked for a while')).toBeInTheDocument();
    expect(within(mallory).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Wrong user name or password')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /mallory/ })).not.toBeInTheDocument();

    const u = userEvent.setup();
    const search = within(screen.getByRole('search'));
    await u.type(search.getByRole('textbox', { name: 'User name' }), 'mal');
    await u.type(search.getByRole('textbox', { name: 'IP address' }), '198.51');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paths(calls)).toContain(
        'GET /api-v1.0/monitor/logininfor/list?pageNum=1&pageSize=20&userName=mal&ipaddr=198.51',
      ),
    );
  });

  it("unlocks a failed attempt's name and address, with the permission only", async () => {
    const { calls, notices } = renderPage(<LoginLogPage />, {
      permissions: ['monitor:logininfor:list', 'monitor:logininfor:unlock'],
      respond,
    });
    const mallory = (await screen.findByRole('rowheader', { name: 'mallory' })).closest('tr')!;
    const signedIn = screen.getByText('Signed in').closest('tr')!;
    expect(within(signedIn).queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(mallory).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/monitor/logininfor/unlock'));
    expect(JSON.parse(calls.find((c) => c.url.endsWith('/unlock'))!.body)).toEqual({
      userName: 'mallory',
      ipaddr: '198.51.100.4',
    });
    await waitFor(() =>
      expect(notices.map((n) => n.message)).toContain('mallory can sign in from 198.51.100.4 again without waiting.'),
    );
  });
});
