import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { installResizeObserver, listResponder, paths } from '../../../test/pageHelpers';
import FilesPage from './index';

beforeAll(installResizeObserver);

const file = (fileId: number, originalName: string, uploadedBy: string) => ({
  fileId,
  fileName: `upload/2026/03/14/${fileId}.pdf`,
  originalName,
  ext: 'pdf',
  mime: 'application/pdf',
  size: 2_500_000,
  uploadedBy,
  createdAt: '2026-03-14T09:26:53.000Z',
});
const respond = listResponder({
  '/system/file/list': [file(7, 'PM-241 manual.pdf', 'editor'), file(6, 'Old leaflet.pdf', '')],
});

describe('Uploaded files page', { timeout: 20_000 }, () => {
  it('lists uploads with size and uploader, sorts and filters through the API, and offers no Add', async () => {
    const { calls } = renderPage(<FilesPage />, { permissions: ['system:file:list'], respond });
    const manual = (await screen.findByRole('rowheader', { name: 'PM-241 manual.pdf' })).closest('tr')!;
    expect(within(manual).getByText('editor')).toBeInTheDocument();
    expect(within(manual).getByText(/2\.4 MB|2\.5 MB/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(within(manual).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(paths(calls).some((p) => p.includes('orderByColumn=size'))).toBe(true));
    await u.type(within(screen.getByRole('search')).getByRole('textbox', { name: 'Type' }), 'pdf');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(paths(calls).some((p) => p.includes('ext=pdf'))).toBe(true));
  });

  it('deletes a file after confirming, with the remove permission', async () => {
    const { calls } = renderPage(<FilesPage />, {
      permissions: ['system:file:list', 'system:file:remove'],
      respond,
    });
    const leaflet = (await screen.findByRole('rowheader', { name: 'Old leaflet.pdf' })).closest('tr')!;
    const u = userEvent.setup();
    await u.click(within(leaflet).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete file?' });
    expect(paths(calls)).not.toContain('DELETE /api-v1.0/system/file/6');
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/system/file/6'));
  });
});
