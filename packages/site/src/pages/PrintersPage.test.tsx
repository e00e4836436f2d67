import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';

const slow = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;

const pm241 = {
  modelId: 5,
  brandId: 1,
  brandName: 'Phomemo',
  name: 'PM-241-BT',
  guidePath: '/pm241',
  connections: ['usb', 'bluetooth'],
};
const pm246 = { ...pm241, modelId: 6, name: 'PM-246S', guidePath: '/pm246s' };
const driver = {
  driverId: 9,
  modelId: 5,
  title: 'PM-241-BT Windows driver',
  os: 'windows',
  version: '2.1.0',
  releaseDate: '2026-03-12',
  fileName: 'PM-241-BT_Windows_2.1.0.zip',
  fileSize: 2_400_000,
  sha256: 'a'.repeat(64),
  url: '/api-v1.0/common/download/resource?resource=PM-241-BT_Windows_2.1.0.zip',
};
const page = (rows: unknown[]) => json({ code: 200, msg: 'Operation successful', rows, total: rows.length });

/** The API of packages/api/src/routes/public.ts, in memory. */
function mockCatalog(files: { drivers?: unknown[]; manuals?: unknown[] } = {}) {
  return mockFetch((url) => {
    const path = url.pathname.replace('/api-v1.0', '');
    if (path === '/public/brands') return page([{ brandId: 1, name: 'Phomemo', slug: 'phomemo', website: '' }]);
    if (path === '/public/brands/1/models') return page([pm241]);
    if (path === '/public/models') {
      const key = (url.searchParams.get('keyword') ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
      const os = url.searchParams.get('os');
      if (os)
        return json({
          code: 200,
          msg: 'ok',
          rows: os === 'windows' && 'pm241bt'.includes(key) ? [pm241] : [],
          total: os === 'windows' && 'pm241bt'.includes(key) ? 1 : 0,
        });
      if (!key) return json({ code: 200, msg: 'ok', rows: [pm241], total: 31 });
      const found = key === 'pm' ? [pm241, pm246] : 'pm241bt'.includes(key) ? [pm241] : [];
      return page(found);
    }
    if (path === '/public/models/5') return json({ code: 200, msg: 'ok', data: pm241 });
    if (path === '/public/models/5/drivers') return page(files.drivers ?? [driver]);
    if (path === '/public/models/5/manuals') return page(files.manuals ?? []);
    return json({ code: 404, msg: 'not found' }, 404);
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => vi.unstubAllGlobals());

describe('driver finder (/printers)', { timeout: 30_000 }, () => {
  it('finds PM-241-BT from "pm241" as you type, puts the choice in the URL and lists its drivers and manuals', async () => {
    const fetchMock = mockCatalog();
    const user = userEvent.setup();
    renderSite('/printers');
    const search = await screen.findByRole('searchbox', { name: 'Search by model' }, slow);
    await user.type(search, 'pm241');
    const result = await screen.findByRole('button', { name: 'PM-241-BT · Phomemo' }, slow);
    expect(screen.getByText('1 printer matches')).toBeInTheDocument();
    // Debounced: one search request for the whole word, not one per keystroke.
    const searches = fetchMock.mock.calls.filter(([req]) => String((req as Request).url).includes('/public/models?'));
    expect(searches).toHaveLength(1);
    expect(new URL((searches[0]![0] as Request).url).searchParams.get('keyword')).toBe('pm241');

    await user.click(result);
    await waitFor(() => expect(location()).toBe('/printers?brand=1&model=5'), slow);
    const drivers = await screen.findByRole('table', { name: 'Drivers for PM-241-BT' }, slow);
    await waitFor(
      () => expect(within(drivers).getAllByText('PM-241-BT Windows driver').length).toBeGreaterThan(0),
      slow,
    );
    const download = within(drivers).getByRole('link', { name: /download/i });
    expect(download).toHaveAttribute('href', driver.url);
    const manuals = screen.getByRole('table', { name: 'Manuals for PM-241-BT' });
    await waitFor(() => expect(within(manuals).getByText('No data')).toBeInTheDocument(), slow);
    expect(screen.getByRole('link', { name: 'Read the PM-241-BT setup guide' })).toHaveAttribute('href', '/pm241');
  });

  it('marks demo stand-ins in the driver and manual tables, and says what they are', async () => {
    const demoUrl = (name: string) => `/api-v1.0/common/download/resource?resource=${encodeURIComponent(name)}`;
    const demoDriver = {
      ...driver,
      driverId: 10,
      title: 'PM-241-BT macOS driver',
      os: 'macos',
      fileName: 'resources/demo/drivers/pm241bt-macos-1.3.1.zip',
      url: demoUrl('resources/demo/drivers/pm241bt-macos-1.3.1.zip'),
    };
    const demoManual = {
      manualId: 3,
      modelId: 5,
      title: 'PM-241-BT user manual',
      titleI18n: {},
      description: '',
      descriptionI18n: {},
      version: '1.0',
      releaseDate: '2024-02-01',
      fileName: 'resources/demo/manuals/pm241bt-user-manual.pdf',
      fileSize: 900,
      url: demoUrl('resources/demo/manuals/pm241bt-user-manual.pdf'),
      viewUrl: `${demoUrl('resources/demo/manuals/pm241bt-user-manual.pdf')}&disposition=inline`,
    };
    mockCatalog({ drivers: [driver, demoDriver], manuals: [demoManual] });
    renderSite('/printers?model=5');
    const drivers = await screen.findByRole('table', { name: 'Drivers for PM-241-BT' }, slow);
    await waitFor(
      () => expect(within(drivers).getAllByText('PM-241-BT macOS driver (demo file)').length).toBeGreaterThan(0),
      slow,
    );
    // The real driver keeps its own title.
    expect(within(drivers).getAllByText('PM-241-BT Windows driver').length).toBeGreaterThan(0);
    const manuals = screen.getByRole('table', { name: 'Manuals for PM-241-BT' });
    await waitFor(
      () => expect(within(manuals).getAllByText('PM-241-BT user manual (demo file)').length).toBeGreaterThan(0),
      slow,
    );
    expect(screen.getByText(/^Files marked “demo file” are stand-ins of the demo site/)).toBeInTheDocument();
  });

  it('says nothing of demo files when every file is real', async () => {
    mockCatalog();
    renderSite('/printers?model=5');
    const drivers = await screen.findByRole('table', { name: 'Drivers for PM-241-BT' }, slow);
    await waitFor(
      () => expect(within(drivers).getAllByText('PM-241-BT Windows driver').length).toBeGreaterThan(0),
      slow,
    );
    expect(screen.queryByText(/demo file/i)).not.toBeInTheDocument();
  });

  it('restores a shared link: ?model= shows the drivers and selects the brand', async () => {
    mockCatalog();
    renderSite('/printers?model=5');
    const drivers = await screen.findByRole('table', { name: 'Drivers for PM-241-BT' }, slow);
    await waitFor(
      () => expect(within(drivers).getAllByText('PM-241-BT Windows driver').length).toBeGreaterThan(0),
      slow,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Phomemo'), slow);
  });

  it('says once, with what to try, when no printer matches', async () => {
    mockCatalog();
    const user = userEvent.setup();
    renderSite('/printers');
    await user.type(await screen.findByRole('searchbox', { name: 'Search by model' }, slow), 'zz-999');
    expect(await screen.findByText('No printer matches “zz-999”', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/type only part of it/)).toBeInTheDocument();
    // One message: neither a "0 printers" count nor the "choose a brand and model" prompt beside it.
    expect(screen.queryByText(/No printers match|No data/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Choose a brand and model/)).not.toBeInTheDocument();
  });

  it.each([
    ['?q=PM-241-BT', '/printers?q=PM-241-BT'],
    ['?q=%20pm%20241%20bt', '/printers?q=%20pm%20241%20bt'],
  ])('a search naming one printer (%s) lists its drivers without another click', async (query, url) => {
    mockCatalog();
    renderSite(url);
    const drivers = await screen.findByRole('table', { name: 'Drivers for PM-241-BT' }, slow);
    await waitFor(
      () => expect(within(drivers).getAllByText('PM-241-BT Windows driver').length).toBeGreaterThan(0),
      slow,
    );
    expect(screen.getByRole('table', { name: 'Manuals for PM-241-BT' })).toBeInTheDocument();
    expect(screen.queryByText(/Choose a brand and model/)).not.toBeInTheDocument();
    expect(location()).toBe(`/printers${query}`);
  });

  it('leaves the choice to the visitor when a search finds several printers and none exactly', async () => {
    mockCatalog();
    renderSite('/printers?q=pm');
    expect(await screen.findByRole('button', { name: 'PM-246S · Phomemo' }, slow)).toBeInTheDocument();
    expect(screen.getByText('2 printers match')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Drivers for/ })).not.toBeInTheDocument();
  });

  it('?os= says how many printers have a driver for that system and keeps to them', async () => {
    mockCatalog();
    renderSite('/printers?os=windows');
    expect(await screen.findByText('1 of 31 printers has Windows drivers', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show drivers for every system' })).toHaveAttribute('href', '/printers');
    await userEvent.setup().click(screen.getByRole('button', { name: 'PM-241-BT · Phomemo' }));
    const drivers = await screen.findByRole('table', { name: 'Drivers for PM-241-BT' }, slow);
    await waitFor(
      () => expect(within(drivers).getAllByText('PM-241-BT Windows driver').length).toBeGreaterThan(0),
      slow,
    );
  });

  it('?os= hides the drivers of other systems and says when the printer has none for it', async () => {
    mockCatalog();
    renderSite('/printers?os=linux&model=5');
    expect(await screen.findByText('There is no Linux driver for PM-241-BT.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('PM-241-BT Windows driver')).not.toBeInTheDocument();
    expect(await screen.findByText('0 of 31 printers have Linux drivers', {}, slow)).toBeInTheDocument();
  });

  it('shows the network error text when the API cannot be reached', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderSite('/printers');
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.', {}, slow),
    ).toBeInTheDocument();
  });

  it('draws the brand select as a stand-in until first press, then opens the real list', async () => {
    mockCatalog();
    const user = userEvent.setup();
    renderSite('/printers');
    const brand = await screen.findByRole('combobox', { name: 'Brand' }, slow);
    expect(brand).toHaveAttribute('aria-expanded', 'false');
    await user.click(brand);
    const option = await screen.findByRole('option', { name: 'Phomemo' }, slow);
    await user.click(option);
    await waitFor(() => expect(location()).toContain('brand=1'), slow);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Phomemo'), slow);
  });
});
