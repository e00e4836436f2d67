import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeFetch';
import { renderPage } from '../../test/renderPage';
import ContactMessagesPage from '../site/contact/index';
import DriversPage from '../site/driver/index';
import { driverFixture, installResizeObserver, paths, userFixture } from '../../test/pageHelpers';
import UsersPage from '../system/user/index';

const saved = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../request/saveFile', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

beforeAll(installResizeObserver);

/** Lists of 45 rows in total (three pages of 20), answering with the rows given whatever the page. */
function pagedResponder(lists: Record<string, unknown[]>) {
  return (request: Request) => {
    const url = new URL(request.url);
    for (const [suffix, rows] of Object.entries(lists))
      if (url.pathname.endsWith(suffix)) return json({ code: 200, msg: 'ok', rows, total: 45 });
    return json({ code: 404, msg: 'no' }, 404);
  };
}

const lastList = (calls: ReadonlyArray<{ method: string; url: string }>, path: string) =>
  paths(calls)
    .filter((p) => p.startsWith(`GET /api-v1.0${path}?`))
    .at(-1);

describe('sortable list pages', { timeout: 20_000 }, () => {
  it('CrudPage (users): a header click sends orderByColumn/isAsc from page 1 and shows aria-sort; third click clears', async () => {
    const user = { ...userFixture, roleIds: [], roles: [] };
    const { calls } = renderPage(<UsersPage />, {
      permissions: ['system:user:list'],
      respond: pagedResponder({ '/system/user/list': [user], '/system/role/list': [] }),
    });
    await screen.findByText('editor2');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(lastList(calls, '/system/user/list')).toBe('GET /api-v1.0/system/user/list?pageNum=2&pageSize=20'),
    );

    const header = screen.getByRole('columnheader', { name: 'User name' });
    expect(header).not.toHaveAttribute('aria-sort');
    await u.click(within(header).getByRole('button', { name: 'User name' }));
    await waitFor(() =>
      expect(lastList(calls, '/system/user/list')).toBe(
        'GET /api-v1.0/system/user/list?pageNum=1&pageSize=20&orderByColumn=userName&isAsc=ascending',
      ),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await u.click(within(header).getByRole('button', { name: 'User name' }));
    await waitFor(() =>
      expect(lastList(calls, '/system/user/list')).toBe(
        'GET /api-v1.0/system/user/list?pageNum=1&pageSize=20&orderByColumn=userName&isAsc=descending',
      ),
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');

    // The sort is kept while paging.
    await u.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(lastList(calls, '/system/user/list')).toBe(
        'GET /api-v1.0/system/user/list?pageNum=3&pageSize=20&orderByColumn=userName&isAsc=descending',
      ),
    );

    await u.click(within(header).getByRole('button', { name: 'User name' }));
    await waitFor(() =>
      expect(lastList(calls, '/system/user/list')).toBe('GET /api-v1.0/system/user/list?pageNum=1&pageSize=20'),
    );
    expect(header).not.toHaveAttribute('aria-sort');

    // Columns without a sortKey stay plain headers.
    expect(within(screen.getByRole('columnheader', { name: 'Email' })).queryByRole('button')).toBeNull();
  });

  it('own-table page (drivers): sorting by release date keeps the search filters', async () => {
    const driver = driverFixture;
    const { calls } = renderPage(<DriversPage />, {
      permissions: ['site:driver:list'],
      respond: pagedResponder({ '/site/driver/list': [driver], '/site/model/list': [] }),
    });
    await screen.findByText('D520BT Windows driver');
    const u = userEvent.setup();
    await u.type(screen.getByRole('textbox', { name: 'Title' }), 'D520');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(calls, '/site/driver/list')).toContain('title=D520'));

    const header = screen.getByRole('columnheader', { name: 'Release date' });
    await u.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastList(calls, '/site/driver/list')).toMatch(
        /pageNum=1&pageSize=20&.*title=D520.*&orderByColumn=releaseDate&isAsc=ascending$/,
      ),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Another column starts ascending and takes aria-sort over.
    const size = screen.getByRole('columnheader', { name: 'Size' });
    await u.click(within(size).getByRole('button'));
    await waitFor(() =>
      expect(lastList(calls, '/site/driver/list')).toMatch(/orderByColumn=fileSize&isAsc=ascending$/),
    );
    expect(size).toHaveAttribute('aria-sort', 'ascending');
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('contact messages: sorting by received date descending, and the CSV export uses the same order', async () => {
    const message = {
      contactId: 1,
      name: 'Ann',
      email: 'ann@example.com',
      phone: '',
      message: 'Hi',
      role: 'personal',
      os: 'windows',
      status: 'new',
      createdAt: '2026-01-10T10:00:00Z',
      readAt: null,
      handledAt: null,
      handledBy: null,
      ip: '',
    };
    const { calls } = renderPage(<ContactMessagesPage />, {
      permissions: ['site:contact:list'],
      respond: pagedResponder({ '/site/contact/list': [message] }),
    });
    await screen.findByText('Ann');
    const u = userEvent.setup();
    const header = screen.getByRole('columnheader', { name: 'Received' });
    await u.click(within(header).getByRole('button'));
    await u.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastList(calls, '/site/contact/list')).toBe(
        'GET /api-v1.0/site/contact/list?pageNum=1&pageSize=20&orderByColumn=createdAt&isAsc=descending',
      ),
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(paths(calls)).toContain(
      'GET /api-v1.0/site/contact/list?pageNum=1&pageSize=50&orderByColumn=createdAt&isAsc=descending',
    );
  });
});
