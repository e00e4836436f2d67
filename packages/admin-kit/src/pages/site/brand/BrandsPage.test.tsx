import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, paths } from '../../../test/pageHelpers';
import BrandsPage from './index';

beforeAll(installResizeObserver);

describe('Brands page', { timeout: 30_000 }, () => {
  it('a taken name (the API\'s 409 "name: already exists") shows under the name, in the user\'s words, without a toast', async () => {
    const { calls, notices } = renderPage(<BrandsPage />, {
      permissions: ['site:brand:list', 'site:brand:add'],
      respond: (request: Request) => {
        if (request.method === 'GET') return json({ code: 200, msg: 'ok', rows: [], total: 0 });
        return json({ code: 409, msg: 'name: already exists' }, 409);
      },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add brand' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await u.type(name, 'Phomemo');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/site/brand'));
    expect(await within(dialog).findByText('This value is already in use; choose another.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(notices.filter((notice) => notice.type === 'error')).toEqual([]);
    // Editing the name clears the refusal.
    await u.type(name, ' 2');
    expect(within(dialog).queryByText('This value is already in use; choose another.')).not.toBeInTheDocument();
  });
});
