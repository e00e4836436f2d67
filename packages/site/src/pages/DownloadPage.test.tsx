import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { resetDownloadSuggestion } from './DownloadPage';

const slow = { timeout: 10_000 };
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MAC_UA);
  resetDownloadSuggestion();
});
afterEach(() => vi.unstubAllGlobals());

describe('Download page', { timeout: 30_000 }, () => {
  it('suggests the visitor OS first, keeps every platform, and applies dataConfig.json', async () => {
    mockFetch((url) =>
      url.pathname === '/api-v1.0/resources/dataConfig.json'
        ? json({
            LabelwiseSetup_Mac:
              '/api-v1.0/common/download/resource?resource=resources%2Fsoftware%2FLabelwiseSetup_Mac_3.11.0.pkg',
          })
        : json({ code: 404, msg: 'x' }, 404),
    );
    renderSite('/download');
    const suggested = await screen.findByRole('region', { name: 'Recommended for your device' }, slow);
    expect(within(suggested).getByRole('heading', { name: 'macOS' })).toBeInTheDocument();
    await waitFor(() => expect(within(suggested).getByText('Version 3.11.0')).toBeInTheDocument(), slow);
    expect(within(suggested).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'LabelwiseSetup_Mac_3.11.0.pkg',
    );

    // The full list never changes with the suggestion, so filling the suggestion in moves nothing.
    const others = screen.getByRole('region', { name: 'All platforms' });
    for (const name of ['Windows 64-bit', 'Windows 32-bit', 'macOS', 'Chrome extension', 'Android', 'iOS and iPadOS']) {
      expect(within(others).getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('keeps the built-in 3.10.0 links when dataConfig.json fails', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderSite('/download');
    const suggested = await screen.findByRole('region', { name: 'Recommended for your device' }, slow);
    expect(within(suggested).getByText('Version 3.10.0')).toBeInTheDocument();
  });

  it('marks the stand-in store links as demo, and not a real one the operator set', async () => {
    mockFetch((url) =>
      url.pathname === '/api-v1.0/resources/dataConfig.json'
        ? json({ LabelwiseSetup_IOS: 'https://apps.apple.com/app/labelwise/id1234567890' })
        : json({ code: 404, msg: 'x' }, 404),
    );
    renderSite('/download');
    const others = await screen.findByRole('region', { name: 'All platforms' }, slow);
    const card = (name: string) =>
      within(others).getByRole('heading', { name }).closest('[data-platform]') as HTMLElement;
    expect(within(card('Chrome extension')).getByText(/^Demo: this store link is a stand-in/)).toBeInTheDocument();
    await waitFor(() => expect(within(card('iOS and iPadOS')).queryByText(/^Demo:/)).not.toBeInTheDocument(), slow);
    expect(within(card('Android')).queryByText(/^Demo:/)).not.toBeInTheDocument();
  });
});
