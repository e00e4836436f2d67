import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, paths } from '../../../test/pageHelpers';
import { deptFixtures } from './fixtures';
import DeptsPage from './index';

beforeAll(installResizeObserver);

const respond = (request: Request) => {
  if (request.method === 'GET') return json({ code: 200, msg: 'ok', data: deptFixtures });
  return json({ code: 200, msg: 'ok', data: { deptId: 10 } });
};

describe('Departments page', { timeout: 30_000 }, () => {
  it('shows the tree, collapses a branch, and hides what the user may not do', async () => {
    renderPage(<DeptsPage />, { permissions: ['system:dept:list'], respond });
    const table = await screen.findByRole('table');
    await within(table).findByText('Engineering');
    expect(screen.queryByRole('button', { name: 'Add department' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Add child' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Collapse Head office' }));
    expect(within(table).queryByText('Engineering')).not.toBeInTheDocument();
    expect(within(table).getByText('Sales')).toBeInTheDocument();
  });

  it('adds a child under a row, and a department with children is not sent for deletion', async () => {
    const { calls, notices } = renderPage(<DeptsPage />, {
      permissions: ['system:dept:list', 'system:dept:add', 'system:dept:remove'],
      respond,
    });
    const u = userEvent.setup();
    const table = await screen.findByRole('table');
    const branch = (await within(table).findByText('Europe branch')).closest('tr')!;
    await u.click(within(branch).getByRole('button', { name: 'Add child' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add department' });
    await u.type(within(dialog).getByRole('textbox', { name: /Department name/ }), 'Logistics');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/system/dept'));
    expect(JSON.parse(calls.find((call) => call.method === 'POST')!.body)).toMatchObject({
      parentId: 7,
      deptName: 'Logistics',
      status: '0',
    });

    await u.click(within(branch).getByRole('button', { name: 'Delete' }));
    expect(notices.some((notice) => notice.type === 'warning' && /Europe branch/.test(String(notice.message)))).toBe(
      true,
    );
    expect(paths(calls).some((path) => path.startsWith('DELETE'))).toBe(false);
  });
});
