import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { deleteAfterConfirming, installSelectShims, listResponder, paths } from '../../../test/pageHelpers';
import ChartPage from './index';

beforeAll(installSelectShims);

const row = {
  chartId: 7,
  modelId: 3,
  printerModel: 'PM-241-BT',
  driverWindows: true,
  driverLinux: false,
  driverMac: true,
  softwareSupport: true,
  firmwareVersion: 'V1.0.8',
  labelPrinter: 'Thermal label printer',
  labelPrinterI18n: { 'de-de': 'Thermo-Etikettendrucker' },
  sort: 4,
};
const respond = listResponder({
  '/site/chart/list': [row],
  '/site/model/list': [
    { modelId: 3, name: 'PM-241-BT' },
    { modelId: 9, name: 'D520BT' },
  ],
});
const all = ['site:chart:list', 'site:chart:add', 'site:chart:edit', 'site:chart:remove', 'site:model:list'];
const body = (calls: ReadonlyArray<{ method: string; body: string }>, method: string) =>
  JSON.parse(calls.find((c) => c.method === method)?.body ?? '{}') as unknown;

describe('Compatibility chart page', { timeout: 20_000 }, () => {
  it('lists 20 a page with driver columns, searches by printer model, and hides add/edit/delete without the permissions', async () => {
    const { calls } = renderPage(<ChartPage />, { permissions: ['site:chart:list'], respond });
    const cell = await screen.findByRole('rowheader', { name: 'PM-241-BT' });
    expect(paths(calls)).toContain('GET /api-v1.0/site/chart/list?pageNum=1&pageSize=20');
    expect(screen.getByRole('columnheader', { name: 'Drivers' })).toBeInTheDocument();
    const cells = within(cell.closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.lastElementChild?.textContent);
    expect(cells.slice(0, 5)).toEqual(['Yes', 'No', 'Yes', 'Yes', 'V1.0.8']);
    for (const name of ['Add chart row', 'Edit', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // no model picker without site:model:list, so no model list call either
    expect(paths(calls).some((p) => p.includes('/site/model/list'))).toBe(false);
    expect(screen.getByText('Rows appear on the public compatibility chart in this order.')).toBeInTheDocument();

    const u = userEvent.setup();
    await u.type(within(screen.getByRole('search')).getByRole('textbox', { name: 'Printer model' }), ' PM-241 ');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(paths(calls)).toContain('GET /api-v1.0/site/chart/list?pageNum=1&pageSize=20&printerModel=PM-241'),
    );
  });

  it('add checks the fields before sending, then posts exactly the form', async () => {
    const { calls } = renderPage(<ChartPage />, { permissions: all, respond });
    await screen.findByRole('rowheader', { name: 'PM-241-BT' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Add chart row' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please input')).toBeInTheDocument();

    await u.type(within(dialog).getByRole('textbox', { name: /Printer model/ }), 'D520;BT');
    await u.type(within(dialog).getByRole('textbox', { name: 'Firmware version' }), 'V2/0');
    const sort = within(dialog).getByRole('textbox', { name: 'Order' });
    await u.clear(sort);
    await u.type(sort, 'first');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Letters, digits, spaces and . _ + - / ( ) # & , only')).toBeInTheDocument();
    expect(within(dialog).getByText('Letters, digits, spaces and . _ + - only')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a whole number from 0 to 100000')).toBeInTheDocument();
    expect(paths(calls).some((p) => p.startsWith('POST'))).toBe(false);

    const name = within(dialog).getByRole('textbox', { name: /Printer model/ });
    await u.clear(name);
    await u.type(name, ' D520BT ');
    const firmware = within(dialog).getByRole('textbox', { name: 'Firmware version' });
    await u.clear(firmware);
    await u.type(firmware, 'V2.0.1');
    await u.clear(sort);
    await u.type(sort, '12');
    await u.type(within(dialog).getByRole('textbox', { name: 'Label printer' }), 'Shipping label printer');
    const spanish = within(dialog).getByRole('textbox', { name: 'Español (Label printer)' });
    expect(spanish).toHaveAttribute('placeholder', 'Shipping label printer');
    await u.type(spanish, 'Impresora de etiquetas de envío');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Linux' }));
    await u.click(within(dialog).getByRole('combobox', { name: 'Linked catalog model' }));
    await u.click(await screen.findByRole('option', { name: 'D520BT' }));
    await u.click(within(dialog).getByRole('combobox', { name: 'Software support' }));
    await u.click(await screen.findByRole('option', { name: 'No' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /api-v1.0/site/chart'));
    expect(body(calls, 'POST')).toEqual({
      printerModel: 'D520BT',
      modelId: 9,
      driverWindows: true,
      driverLinux: true,
      driverMac: false,
      softwareSupport: false,
      firmwareVersion: 'V2.0.1',
      labelPrinter: 'Shipping label printer',
      labelPrinterI18n: { 'es-es': 'Impresora de etiquetas de envío' },
      sort: 12,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edit puts the row id with the changed fields', async () => {
    const { calls } = renderPage(<ChartPage />, { permissions: all, respond });
    await screen.findByRole('rowheader', { name: 'PM-241-BT' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit chart row' });
    expect(within(dialog).getByRole('checkbox', { name: 'Mac' })).toBeChecked();
    await u.click(within(dialog).getByRole('checkbox', { name: 'Mac' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paths(calls)).toContain('PUT /api-v1.0/site/chart'));
    expect(body(calls, 'PUT')).toEqual({ ...row, driverMac: false });
  });

  it('delete asks first and deletes on confirm', async () => {
    const { calls } = renderPage(<ChartPage />, { permissions: all, respond });
    await screen.findByRole('rowheader', { name: 'PM-241-BT' });
    const u = userEvent.setup();
    await deleteAfterConfirming(u, calls, /PM-241-BT/);
    await waitFor(() => expect(paths(calls)).toContain('DELETE /api-v1.0/site/chart/7'));
  });
});
