import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_RESOURCE_PREFIX } from '@labelwise/contract/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeFetch';
import { renderPage } from '../../../test/renderPage';
import { driverFixture } from '../../../test/pageHelpers';
import DriversPage from './index';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const driver = driverFixture;

function respond(request: Request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/site/driver/list')) return json({ code: 200, msg: 'ok', rows: [driver], total: 1 });
  if (url.pathname.endsWith('/site/model/list'))
    return json({ code: 200, msg: 'ok', rows: [{ modelId: 3, name: 'D520BT' }], total: 1 });
  if (url.pathname.endsWith('/common/upload/limits')) return json({ code: 200, msg: 'ok', data: { maxSizeMb: 1 } });
  if (request.method === 'DELETE') return json({ code: 200, msg: 'ok' });
  return json({ code: 404, msg: 'no' }, 404);
}

const paths = (calls: ReadonlyArray<{ method: string; url: string }>) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname}${new URL(call.url).search}`);

describe('Drivers page', { timeout: 20_000 }, () => {
  it('lists with the default page size 20 and shows no edit controls without the permissions', async () => {
    const { calls } = renderPage(<DriversPage />, { permissions: ['site:driver:list'], respond });
    expect(await screen.findByText('D520BT Windows driver')).toBeInTheDocument();
    expect(paths(calls)).toContain('GET /api-v1.0/site/driver/list?pageNum=1&pageSize=20');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add driver' })).not.toBeInTheDocument();
  });

  it('searches by the trimmed title from page 1', async () => {
    const { calls } = renderPage(<DriversPage />, { permissions: ['site:driver:list'], respond });
    await screen.findByText('D520BT Windows driver');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  D520 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paths(calls)).toContain('GET /api-v1.0/site/driver/list?pageNum=1&pageSize=20&title=D520'),
    );
  });

  it('delete asks first: cancel sends nothing, confirm deletes and reloads', async () => {
    const { calls } = renderPage(<DriversPage />, {
      permissions: ['site:driver:list', 'site:driver:edit', 'site:driver:remove'],
      respond,
    });
    await screen.findByText('D520BT Windows driver');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/D520BT Windows driver/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(paths(calls).some((path) => path.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/site/driver/7'));
    await waitFor(() =>
      expect(paths(calls).filter((path) => path.startsWith('GET /api-v1.0/site/driver/list'))).toHaveLength(2),
    );
  });

  it('offers an editor only what it may do: no installer types, Hidden as the only status', async () => {
    renderPage(<DriversPage />, {
      permissions: ['site:driver:list', 'site:driver:add', 'site:model:list', 'common:file:upload'],
      respond,
    });
    await screen.findByText('D520BT Windows driver');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept.split(',')).not.toEqual(expect.arrayContaining(['.exe']));
    expect(input.accept).not.toMatch(/zip|exe|gz|deb|pkg/);
    expect(input.accept).toMatch(/pdf/);
    expect(within(dialog).getByText(/need the permission site:driver:edit/)).toBeInTheDocument();
    const status = within(dialog).getByRole('combobox', { name: /Status/ });
    expect(status).toHaveTextContent('Hidden (draft)');
    // The select's native twin lists what can be chosen.
    const choices = [...dialog.querySelectorAll('select option')].map((option) => option.textContent);
    expect(choices).toContain('Hidden (draft)');
    expect(choices).not.toContain('Published');
  });

  it('offers installers and publishing to a role that holds site:driver:edit', async () => {
    renderPage(<DriversPage />, {
      permissions: ['site:driver:list', 'site:driver:add', 'site:driver:edit', 'site:model:list'],
      respond,
    });
    await screen.findByText('D520BT Windows driver');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector<HTMLInputElement>('input[type="file"]')!.accept).toMatch(/exe/);
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toHaveTextContent('Published');
  });

  it('names and applies the configured upload limit: a 2 MB file is refused before it is sent', async () => {
    renderPage(<DriversPage />, {
      permissions: ['site:driver:list', 'site:driver:add', 'site:driver:edit', 'common:file:upload'],
      respond,
    });
    await screen.findByText('D520BT Windows driver');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/under 1 MB each/)).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'driver.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await within(dialog).findByText('The file size cannot exceed 1 MB')).toBeInTheDocument();
  });

  it('a German operator enters the German title, saves it, and the list shows it in German', async () => {
    const rows: Array<typeof driver & { titleI18n: Record<string, string> }> = [
      { ...driver, titleI18n: {} },
      {
        ...driver,
        driverId: 8,
        title: 'D520BT macOS driver',
        os: 'macos',
        fileName: `${DEMO_RESOURCE_PREFIX}drivers/d520bt-macos.zip`,
        titleI18n: { 'de-de': 'D520BT macOS-Treiber' },
      },
    ];
    const stateful = (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/site/driver/list')) return json({ code: 200, msg: 'ok', rows, total: rows.length });
      if (request.method === 'PUT')
        return request.json().then((body: { driverId: number; titleI18n: Record<string, string> }) => {
          const row = rows.find((r) => r.driverId === body.driverId)!;
          row.titleI18n = body.titleI18n;
          return json({ code: 200, msg: 'ok' });
        });
      return respond(request);
    };
    const { calls } = renderPage(<DriversPage />, {
      permissions: ['site:driver:list', 'site:driver:edit', 'site:model:list'],
      respond: stateful,
      locale: 'de-de',
    });
    // In German: a translated title as is, an untranslated one in English and marked; a demo file is marked.
    const translated = (await screen.findByText('D520BT macOS-Treiber')).closest('tr')!;
    expect(within(translated).getByText('Demodatei')).toBeInTheDocument();
    const english = screen.getByText('D520BT Windows driver').closest('tr')!;
    expect(within(english).getByText('Englisch')).toBeInTheDocument();
    expect(within(english).queryByText('Demodatei')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(english).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Treiber bearbeiten' });
    expect(within(dialog).getByText('Titel in anderen Sprachen')).toBeInTheDocument();
    const german = within(dialog).getByRole('textbox', { name: 'Deutsch (Titel)' });
    // Empty: the English title shows as its placeholder and the field says it uses English.
    expect(german).toHaveAttribute('placeholder', 'D520BT Windows driver');
    expect(german).toHaveAccessibleDescription('Verwendet Englisch');
    expect(within(dialog).getByRole('textbox', { name: '简体中文 (Titel)' })).toHaveValue('');
    await user.type(german, 'D520BT Windows-Treiber');
    expect(german).not.toHaveAccessibleDescription('Verwendet Englisch');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(put.body)).toMatchObject({
      driverId: 7,
      titleI18n: { 'de-de': 'D520BT Windows-Treiber' },
    });
    const saved = (await screen.findByText('D520BT Windows-Treiber')).closest('tr')!;
    expect(within(saved).queryByText('Englisch')).not.toBeInTheDocument();
  });

  it('refuses an over-long translation under its language before sending anything', async () => {
    const { calls } = renderPage(<DriversPage />, {
      permissions: ['site:driver:list', 'site:driver:edit', 'site:model:list'],
      respond: (request) =>
        new URL(request.url).pathname.endsWith('/site/driver/list')
          ? json({ code: 200, msg: 'ok', rows: [{ ...driver, titleI18n: {} }], total: 1 })
          : respond(request),
    });
    await screen.findByText('D520BT Windows driver');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const french = within(dialog).getByRole('textbox', { name: 'Français (Title)' });
    await user.click(french);
    await user.paste('x'.repeat(121));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Too long: at most 120 characters/)).toBeInTheDocument();
    expect(french).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
