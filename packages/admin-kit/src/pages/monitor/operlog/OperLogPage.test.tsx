import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, listResponder, paths } from '../../../test/pageHelpers';
import { brandEditDetail, brandEditLine } from './OperLogDetailDialog.fixtures';
import OperLogPage from './index';

beforeAll(installResizeObserver);

const respond = listResponder({ '/monitor/operlog/list': [brandEditLine] }, { '/monitor/operlog/41': brandEditDetail });

describe('Operation log page', { timeout: 20_000 }, () => {
  it('names modules and operations in words, filters through the URL and hides what the user may not do', async () => {
    const { calls } = renderPage(<OperLogPage />, { permissions: ['monitor:operlog:list'], respond });
    const row = (await screen.findByRole('rowheader', { name: 'Acme Labels' })).closest('tr')!;
    expect(within(row).getByText('Brands')).toBeInTheDocument();
    expect(within(row).getByText('Edit')).toBeInTheDocument();
    expect(within(row).getByText('Succeeded')).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /api-v1.0/monitor/operlog/list?pageNum=1&pageSize=20');
    for (const name of ['Details', 'Delete', 'Clear log'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    const u = userEvent.setup();
    const search = within(screen.getByRole('search'));
    await u.type(search.getByRole('textbox', { name: 'Operator' }), 'adm');
    fireEvent.change(search.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paths(calls)).toContain(
        'GET /api-v1.0/monitor/operlog/list?pageNum=1&pageSize=20&operName=adm&beginTime=2026-03-01',
      ),
    );
  });

  it('shows one operation with its record before and after, changed fields marked', async () => {
    const { calls } = renderPage(<OperLogPage />, {
      permissions: ['monitor:operlog:list', 'monitor:operlog:query'],
      respond,
    });
    await screen.findByRole('rowheader', { name: 'Acme Labels' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operation details' });
    expect(paths(calls)).toContain('GET /api-v1.0/monitor/operlog/41');
    expect(within(dialog).getByText('Brands · Edit')).toBeInTheDocument();
    expect(within(dialog).getByText('PUT /api-v1.0/site/brand')).toBeInTheDocument();
    expect(within(dialog).getByText('Changes — 3 fields changed')).toBeInTheDocument();
    const changed = within(dialog)
      .getAllByRole('row')
      .filter((tr) => tr.getAttribute('data-changed') === 'true')
      .map((tr) => within(tr).getByRole('rowheader').firstChild?.textContent);
    expect(changed).toEqual(['name', 'website', 'sort']);
    const website = within(dialog)
      .getByRole('rowheader', { name: /website/ })
      .closest('tr')!;
    expect(within(website).getByText('(empty)').tagName).toBe('DEL');
    expect(within(website).getByText('https://acme.example').tagName).toBe('INS');
  });

  it('deletes selected lines and clears the log only after confirming', async () => {
    const { calls } = renderPage(<OperLogPage />, {
      permissions: ['monitor:operlog:list', 'monitor:operlog:remove'],
      respond,
    });
    await screen.findByRole('rowheader', { name: 'Acme Labels' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('checkbox', { name: /Acme Labels/ }));
    await u.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete the selected rows?' });
    expect(within(confirm).getByText(/Acme Labels/)).toBeInTheDocument();
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/monitor/operlog/41'));

    await u.click(screen.getByRole('button', { name: 'Clear log' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Clear the whole log?' });
    expect(paths(calls)).not.toContain('DELETE /api-v1.0/monitor/operlog/clean');
    await u.click(within(confirm).getByRole('button', { name: 'Clear log' }));
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/monitor/operlog/clean'));
  });
});
