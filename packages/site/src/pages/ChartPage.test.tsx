import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';

const slow = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => vi.unstubAllGlobals());

const row = (printerModel: string) => ({
  chartId: 1,
  printerModel,
  driverWindows: true,
  driverLinux: false,
  driverMac: true,
  softwareSupport: true,
  firmwareVersion: 'V1.0.1',
  labelPrinter: 'Thermal label printer',
});

describe('compatibility chart (/chart)', { timeout: 30_000 }, () => {
  it('shows the catalog rows before the API answers, then the API rows', async () => {
    let answer: ((r: Response) => void) | undefined;
    mockFetch((url) => {
      if (url.pathname.endsWith('/public/chart')) return new Promise<Response>((resolve) => (answer = resolve));
      return json({ code: 404, msg: 'not found' }, 404);
    });
    renderSite('/chart');
    const table = await screen.findByRole('table', {}, slow);
    expect(within(table).getByText('PM-241-BT')).toBeInTheDocument();
    expect(within(table).getByText('D520BT')).toBeInTheDocument();

    // The request may start after the catalog rows paint (a lazy chunk under load), so answer only once it has.
    await waitFor(() => expect(answer).toBeDefined(), slow);
    answer?.(json({ code: 200, msg: 'ok', rows: [row('Brand-new X1')], total: 1 }));
    await waitFor(() => expect(within(table).getByText('Brand-new X1')).toBeInTheDocument(), slow);
    expect(within(table).queryByText('PM-241-BT')).toBeNull();
  });

  it('keeps the catalog rows and says so when the API fails', async () => {
    mockFetch(() => json({ code: 500, msg: 'boom' }, 500));
    renderSite('/chart');
    const table = await screen.findByRole('table', {}, slow);
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument(), slow);
    expect(within(table).getByText('PM-241-BT')).toBeInTheDocument();
  });
});
