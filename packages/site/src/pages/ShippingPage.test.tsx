import { SHIPPING_PLATFORM_TEXTS } from '@labelwise/contract/shipping';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { secondMistake } from './ShippingParts';

const slow = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  mockFetch(() => json({ code: 404, msg: 'not found' }, 404));
});
afterEach(() => vi.unstubAllGlobals());

describe('shipping-platform set-ups', { timeout: 30_000 }, () => {
  it('list every platform on /shipping, each linking to its page', async () => {
    renderSite('/shipping');
    const list = await screen.findByRole('region', { name: 'Shipping platforms' }, slow);
    expect(within(list).getByRole('link', { name: 'ShipStation' })).toHaveAttribute('href', '/shipping/shipstation');
    expect(within(list).getAllByRole('link')).toHaveLength(10);
  });

  it('show Amazon’s path, both resolutions and its two own mistakes, in German under /de', async () => {
    renderSite('/de/shipping/amazon');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Amazon Buy Shipping: 4×6-Etiketten auf dem Thermodrucker' },
      slow,
    );
    expect(screen.getByText(SHIPPING_PLATFORM_TEXTS.amazon.path['de-de'])).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Drucker mit 203 dpi' })).toBeInTheDocument();
    expect(screen.getByText(/mindestens 1200 Pixel breit/)).toBeInTheDocument();
    const mistakes = screen.getByRole('region', { name: 'Fehler, die zur falschen Größe führen' });
    expect(within(mistakes).getByText(SHIPPING_PLATFORM_TEXTS.amazon.mistake2['de-de'])).toBeInTheDocument();
    expect(within(mistakes).getAllByRole('listitem')).toHaveLength(5);
  });

  it('show a second mistake exactly for the platforms that have one', () => {
    const withTwo = Object.entries(SHIPPING_PLATFORM_TEXTS)
      .filter(([, texts]) => 'mistake2' in texts)
      .map(([slug]) => slug);
    expect([...secondMistake].sort()).toEqual(withTwo.sort());
  });
});

describe('settings for the printer the visitor chose', { timeout: 30_000 }, () => {
  const model = { modelId: 1, brandId: 1, brandName: 'Phomemo', connections: ['usb', 'bluetooth'] };
  /** The catalogue as `GET /public/models?keyword=` answers: the D520BT with `dpi` recorded, and a look-alike. */
  const catalogue = (dpi: number | null) =>
    mockFetch((url) =>
      url.pathname.endsWith('/public/models')
        ? json({
            code: 200,
            msg: 'Operation successful',
            rows: [
              { ...model, modelId: 9, name: 'D520BT Pro', guidePath: '', printResolution: 300 },
              { ...model, name: 'D520BT', guidePath: '/d520', printResolution: dpi },
            ],
            total: 2,
          })
        : json({ code: 404, msg: 'not found' }, 404),
    );
  const families = () =>
    within(screen.getByRole('region', { name: /resolution|Auflösung/i }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);

  it('shows only the recorded resolution’s settings and says so', async () => {
    const fetch = catalogue(203);
    renderSite('/shipping/ebay?model=d520');
    const status = await screen.findByTestId('shipping-printer-resolution', {}, slow);
    await waitFor(() => expect(status).toHaveTextContent('Your Phomemo D520BT prints at 203 dpi'), slow);
    expect(families()).toEqual(['203 dpi printers']);
    expect(screen.getByRole('combobox', { name: 'Your printer' })).toHaveValue('d520');
    const asked = fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(asked.some((u) => u.includes('/public/models?') && u.includes('keyword=D520BT'))).toBe(true);
  });

  it('keeps both resolutions and says how to find it when none is recorded', async () => {
    catalogue(null);
    renderSite('/de/shipping/ebay?model=d520');
    const status = await screen.findByTestId('shipping-printer-resolution', {}, slow);
    await waitFor(() => expect(status).toHaveTextContent(/ob der Phomemo D520BT mit 203 oder 300 dpi druckt/), slow);
    expect(status).toHaveTextContent(/Typenschild/);
    expect(families()).toEqual(['Drucker mit 203 dpi', 'Drucker mit 300 dpi']);
  });

  it('asks again when the visitor picks a printer, and puts it in the address', async () => {
    catalogue(300);
    const user = userEvent.setup();
    renderSite('/shipping/ebay');
    const select = await screen.findByRole('combobox', { name: 'Your printer' }, slow);
    expect(families()).toEqual(['203 dpi printers', '300 dpi printers']);
    await user.selectOptions(select, 'd520');
    await waitFor(() => expect(families()).toEqual(['300 dpi printers']), slow);
    expect(screen.getByTestId('location')).toHaveTextContent('/shipping/ebay?model=d520');
    await user.selectOptions(select, '');
    await waitFor(() => expect(families()).toEqual(['203 dpi printers', '300 dpi printers']), slow);
  });
});
