import { SHIPPING_PLATFORM_TEXTS } from '@labelwise/contract/shipping';
import { screen, within } from '@testing-library/react';
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
