import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { installSelectShims, listResponder, paths } from '../../../test/pageHelpers';
import ModelsPage from './index';

beforeAll(installSelectShims);

const model = {
  modelId: 5,
  brandId: 1,
  brandName: 'Phomemo',
  name: 'PM-241-BT',
  guidePath: '/pm241',
  connections: ['usb', 'bluetooth'],
  btSerialPrefixes: ['Q332'],
  pairing: [],
  printResolution: null,
  description: '4-inch shipping label printer',
  sort: 5,
  status: '0',
};
const respond = listResponder({ '/site/model/list': [model], '/site/brand/list': [{ brandId: 1, name: 'Phomemo' }] });
const all = ['site:model:list', 'site:model:add', 'site:model:edit', 'site:model:remove', 'site:brand:list'];

describe('Printer models page: connections and Bluetooth serial prefixes', { timeout: 20_000 }, () => {
  it('edits connections and prefixes, naming a prefix the API would refuse before anything is sent', async () => {
    const { calls } = renderPage(<ModelsPage />, { permissions: all, respond });
    await screen.findByText('PM-241-BT');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit/ });
    const group = within(dialog).getByRole('group', { name: 'Connections' });
    expect(within(group).getByRole('checkbox', { name: 'USB' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Bluetooth' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Wi-Fi' })).not.toBeChecked();
    const prefixes = within(dialog).getByRole('textbox', { name: /Bluetooth serial prefixes/ });
    expect(prefixes).toHaveValue('Q332');

    await u.clear(prefixes);
    await u.type(prefixes, 'q332, Q-103');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('“Q-103” is not a prefix: use 1 to 10 capital letters or digits'),
    ).toBeInTheDocument();
    expect(paths(calls).some((p) => p.startsWith('PUT'))).toBe(false);

    await u.clear(prefixes);
    await u.type(prefixes, 'q332 Q103, Q233');
    await u.click(within(group).getByRole('checkbox', { name: 'Wi-Fi' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toMatchObject({
      modelId: 5,
      connections: ['usb', 'bluetooth', 'wifi'],
      btSerialPrefixes: ['Q332', 'Q103', 'Q233'],
    });
  });

  it('hides the prefixes for a model without Bluetooth and sends none', async () => {
    const { calls } = renderPage(<ModelsPage />, { permissions: all, respond });
    await screen.findByText('PM-241-BT');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit/ });
    await u.click(within(dialog).getByRole('checkbox', { name: 'Bluetooth' }));
    expect(within(dialog).queryByRole('textbox', { name: /Bluetooth serial prefixes/ })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toMatchObject({
      connections: ['usb'],
      btSerialPrefixes: [],
    });
  });

  it('offers Delete on a model with published drivers only to who may withdraw them', async () => {
    const served = listResponder({
      '/site/model/list': [
        { ...model, published: { drivers: true, manuals: false } },
        { ...model, modelId: 6, name: 'OPW-900', published: { drivers: false, manuals: false } },
      ],
      '/site/brand/list': [{ brandId: 1, name: 'Phomemo' }],
    });
    renderPage(<ModelsPage />, { permissions: all, respond: served });
    await screen.findByText('OPW-900');
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(rowOf('PM-241-BT')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(rowOf('OPW-900')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    cleanup();

    renderPage(<ModelsPage />, { permissions: [...all, 'site:driver:edit'], respond: served });
    await screen.findByText('OPW-900');
    expect(within(rowOf('PM-241-BT')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('records the print resolution from a select whose first choice is Unknown, and lists it', async () => {
    const recorded = listResponder({
      '/site/model/list': [model, { ...model, modelId: 6, name: 'OPW-900', printResolution: 300 }],
      '/site/brand/list': [{ brandId: 1, name: 'Phomemo' }],
    });
    const { calls } = renderPage(<ModelsPage />, { permissions: all, respond: recorded });
    await screen.findByText('OPW-900');
    expect(screen.getByRole('columnheader', { name: 'Print resolution' })).toBeInTheDocument();
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(rowOf('PM-241-BT')).getByText('Unknown')).toBeInTheDocument();
    expect(within(rowOf('OPW-900')).getByText('300 dpi')).toBeInTheDocument();

    const u = userEvent.setup();
    await u.click(within(rowOf('PM-241-BT')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit/ });
    const select = within(dialog).getByRole('combobox', { name: 'Print resolution' });
    expect(select).toHaveTextContent('Unknown');
    await u.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unknown', '203 dpi', '300 dpi']);
    await u.click(within(listbox).getByRole('option', { name: '203 dpi' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toMatchObject({ modelId: 5, printResolution: 203 });
  });

  it('sends null, not a guess, for a model left Unknown', async () => {
    const { calls } = renderPage(<ModelsPage />, { permissions: all, respond });
    await screen.findByText('PM-241-BT');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit/ });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toMatchObject({ printResolution: null });
  });
});
