import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import ReleasesPage from './index';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const release = {
  releaseId: 4,
  driverId: 7,
  modelId: 1,
  modelName: 'D520BT',
  driverTitle: 'D520BT Windows driver',
  os: 'windows',
  version: '1.2.2',
  releaseDate: '2023-08-17',
  notes: { 'en-us': 'First release.', 'de-de': 'Erste Version.' },
  knownIssues: {},
  fileName: 'resources/drivers/d520bt-windows-1.2.2.zip',
  fileSize: 2048,
  sha256: 'b'.repeat(64),
  url: '/x',
  current: false,
  status: '0',
};

function respond(request: Request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/site/release/list')) return json({ code: 200, msg: 'ok', rows: [release], total: 1 });
  if (url.pathname.endsWith('/site/driver/list'))
    return json({
      code: 200,
      msg: 'ok',
      rows: [{ driverId: 7, modelName: 'D520BT', title: 'D520BT Windows driver' }],
      total: 1,
    });
  if (request.method === 'PUT') return json({ code: 200, msg: 'ok' });
  return json({ code: 404, msg: 'no' }, 404);
}

describe('Driver versions page', { timeout: 30_000 }, () => {
  it('edits notes per language, English marked as the fallback, and sends only languages with text', async () => {
    const { calls } = renderPage(<ReleasesPage />, {
      permissions: ['site:driver:list', 'site:driver:edit'],
      respond,
    });
    expect(await screen.findByText('D520BT Windows driver')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const english = within(dialog).getByRole('textbox', { name: /Release notes — English \(fallback\)/ });
    expect(english).toHaveValue('First release.');
    expect(within(dialog).getAllByText(/read this English text/)).toHaveLength(2);
    const french = within(dialog).getByRole('textbox', { name: /Release notes — French/ });
    expect(french).toHaveValue('');
    expect(within(dialog).getAllByText(/Empty: visitors of this language read the English text/).length).toBe(10);
    await user.type(french, 'Première version.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = JSON.parse(calls.find((c) => c.method === 'PUT')!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      releaseId: 4,
      driverId: 7,
      version: '1.2.2',
      status: '0',
      notes: { 'en-us': 'First release.', 'de-de': 'Erste Version.', 'fr-fr': 'Première version.' },
      knownIssues: { 'en-us': '' },
    });
    expect(Object.keys(body.notes as object).sort()).toEqual(['de-de', 'en-us', 'fr-fr']);
  });
});
