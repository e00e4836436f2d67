import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import CompatPage from './index';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const cell = {
  cellId: 3,
  modelId: 5,
  modelName: 'PM-241-BT',
  system: 'macos-15',
  cpu: 'arm',
  component: 'driver',
  support: 'expected',
  verifiedOn: null,
  note: { 'en-us': 'Not yet verified on Apple silicon.' },
};

function respond(request: Request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/site/compat/list')) return json({ code: 200, msg: 'ok', rows: [cell], total: 1 });
  if (url.pathname.endsWith('/site/model/list'))
    return json({ code: 200, msg: 'ok', rows: [{ modelId: 5, name: 'PM-241-BT' }], total: 1 });
  if (request.method === 'PUT') return json({ code: 200, msg: 'ok' });
  return json({ code: 404, msg: 'no' }, 404);
}

describe('Compatibility by system page', { timeout: 30_000 }, () => {
  it('edits a note per language, English marked as the fallback; only languages with text are sent', async () => {
    const { calls } = renderPage(<CompatPage />, { permissions: ['site:chart:list', 'site:chart:edit'], respond });
    expect(await screen.findByRole('rowheader', { name: 'PM-241-BT' })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'PM-241-BT' }).closest('tr')!;
    expect(within(row).getByText('Expected')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Note — English \(fallback\)/ })).toHaveValue(
      'Not yet verified on Apple silicon.',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /Note — English/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note — German/ }),
      'Auf einem MacBook Air M3 geprüft.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Note — English/ }), 'Checked on a MacBook Air M3.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toEqual({
      cellId: 3,
      modelId: 5,
      system: 'macos-15',
      cpu: 'arm',
      component: 'driver',
      support: 'expected',
      verifiedOn: null,
      note: { 'en-us': 'Checked on a MacBook Air M3.', 'de-de': 'Auf einem MacBook Air M3 geprüft.' },
    });
  });
});
