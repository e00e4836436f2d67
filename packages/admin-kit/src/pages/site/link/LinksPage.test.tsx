import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { deleteAfterConfirming, installResizeObserver, listResponder, paths } from '../../../test/pageHelpers';
import LinksPage from './index';

beforeAll(installResizeObserver);

const digest = 'ab'.repeat(32);
const row = {
  linkId: 2,
  key: 'LabelwiseSetup_Win64',
  url: '/api-v1.0/common/download/resource?resource=x.exe',
  label: 'Windows 64-bit',
  version: '3.10.0',
  sha256: digest,
  sort: 2,
};
const respond = listResponder({ '/site/link/list': [row] });
const all = ['site:link:list', 'site:link:add', 'site:link:edit', 'site:link:remove'];

describe('Download links page', { timeout: 20_000 }, () => {
  it('lists 20 a page, explains dataConfig.json, searches by key, and hides add/edit/delete without the permissions', async () => {
    const { calls } = renderPage(<LinksPage />, { permissions: ['site:link:list'], respond });
    expect(await screen.findByRole('rowheader', { name: 'LabelwiseSetup_Win64' })).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /api-v1.0/site/link/list?pageNum=1&pageSize=20');
    expect(
      screen.getByText(/public site’s \/resources\/dataConfig\.json\. Changes show there without rebuilding the site/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open dataConfig.json' })).toHaveAttribute(
      'href',
      '/resources/dataConfig.json',
    );
    expect(screen.getByText(`${digest.slice(0, 12)}…`)).toHaveAttribute('title', digest);
    for (const name of ['Add download link', 'Edit', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    const u = userEvent.setup();
    await u.type(within(screen.getByRole('search')).getByRole('textbox', { name: 'Key' }), 'Win');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(paths(calls)).toContain('GET /api-v1.0/site/link/list?pageNum=1&pageSize=20&key=Win'));
  });

  it('add checks key, URL, version and SHA-256 before sending, then posts exactly the form', async () => {
    const { calls } = renderPage(<LinksPage />, { permissions: all, respond });
    await screen.findByRole('rowheader', { name: 'LabelwiseSetup_Win64' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Add download link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add download link' });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Please input')).toHaveLength(2);

    const field = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
    await u.type(field(/Key/), 'Labelwise Setup');
    await u.type(field(/Link \(URL\)/), 'javascript:alert(1)');
    await u.type(field('Version'), '3.11;0');
    await u.type(field('SHA-256'), 'XYZ');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Letters, digits and . _ - : only')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter an http(s) URL, a site path starting with /, or a SHA-256 digest'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Letters, digits and . _ + - only')).toBeInTheDocument();
    expect(within(dialog).getByText('64 lower-case hexadecimal characters (0-9, a-f)')).toBeInTheDocument();
    expect(paths(calls).some((p) => p.startsWith('POST'))).toBe(false);

    for (const [name, value] of [
      [/Key/, 'LabelwiseSetup_Linux'],
      [/Link \(URL\)/, 'https://downloads.example.com/labelwise-3.11.0.deb'],
      ['Version', '3.11.0'],
      ['SHA-256', 'cd'.repeat(32)],
    ] as const) {
      await u.clear(field(name));
      await u.type(field(name), value);
    }
    await u.type(field('Label'), 'Linux (deb)');
    await u.clear(field('Order'));
    await u.type(field('Order'), '9');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/site/link'));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}')).toEqual({
      key: 'LabelwiseSetup_Linux',
      url: 'https://downloads.example.com/labelwise-3.11.0.deb',
      label: 'Linux (deb)',
      version: '3.11.0',
      sha256: 'cd'.repeat(32),
      sort: 9,
    });
  });

  it('edit puts the link id and the whole form', async () => {
    const { calls } = renderPage(<LinksPage />, { permissions: all, respond });
    await screen.findByRole('rowheader', { name: 'LabelwiseSetup_Win64' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit download link' });
    const version = within(dialog).getByRole('textbox', { name: 'Version' });
    await u.clear(version);
    await u.type(version, '3.10.1');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('PUT /api-v1.0/site/link'));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}')).toEqual({ ...row, version: '3.10.1' });
  });

  it('delete asks first and deletes on confirm', async () => {
    const { calls } = renderPage(<LinksPage />, { permissions: all, respond });
    await screen.findByRole('rowheader', { name: 'LabelwiseSetup_Win64' });
    const u = userEvent.setup();
    await deleteAfterConfirming(u, calls, /LabelwiseSetup_Win64/);
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/site/link/2'));
  });
});
