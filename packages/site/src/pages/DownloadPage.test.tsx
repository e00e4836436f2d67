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

  it('says the downloads could not be loaded, and offers no download, when dataConfig.json fails', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderSite('/download');
    const suggested = await screen.findByRole('region', { name: 'Recommended for your device' }, slow);
    await waitFor(() => expect(within(suggested).getByText(/^The downloads could not be loaded/)).toBeVisible(), slow);
    expect(within(suggested).queryByRole('link')).not.toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'All platforms' });
    expect(within(others).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('marks demo stand-ins, installers and store links, and not a real link the operator set', async () => {
    const demoWin64 = `/api-v1.0/common/download/resource?resource=${encodeURIComponent(
      'resources/demo/software/LabelwiseSetup_Win64_3.10.0.exe',
    )}`;
    mockFetch((url) =>
      url.pathname === '/api-v1.0/resources/dataConfig.json'
        ? json({
            LabelwiseSetup_Win64: demoWin64,
            LabelwiseSetup_Win64_sha256: 'c'.repeat(64),
            LabelwiseSetup_Win32:
              '/api-v1.0/common/download/resource?resource=upload%2FLabelwiseSetup_Win32_3.11.0.exe',
            LabelwiseSetup_chrome: 'https://chromewebstore.google.com/detail/labelwise',
            LabelwiseSetup_Android: 'https://play.google.com/store/apps/details?id=com.labelwise.app',
            LabelwiseSetup_IOS: 'https://apps.apple.com/app/labelwise/id1234567890',
          })
        : json({ code: 404, msg: 'x' }, 404),
    );
    renderSite('/download');
    const others = await screen.findByRole('region', { name: 'All platforms' }, slow);
    const card = (name: string) =>
      within(others).getByRole('heading', { name }).closest('[data-platform]') as HTMLElement;
    await waitFor(() => expect(card('Windows 64-bit')).toHaveAttribute('data-state', 'published'), slow);
    expect(within(card('Windows 64-bit')).getByText(/^Demo file — not a real installer/)).toBeVisible();
    expect(within(card('Windows 64-bit')).getByRole('link', { name: 'Download' })).toHaveAttribute('href', demoWin64);
    expect(within(card('Windows 32-bit')).getByText(/^Demo file/)).not.toBeVisible();
    expect(within(card('Windows 32-bit')).getByText('Version 3.11.0')).toBeVisible();
    for (const name of ['Chrome extension', 'Android'])
      expect(within(card(name)).getByText(/^Demo: this store link is a stand-in/), name).toBeVisible();
    expect(within(card('iOS and iPadOS')).getByText(/^Demo:/)).not.toBeVisible();
    // The Mac installer is not in the config: said plainly, no button, the finder offered instead.
    const mac = card('macOS');
    expect(mac).toHaveAttribute('data-state', 'unpublished');
    expect(within(mac).getByText(/^This installer is not published yet/)).toBeVisible();
    expect(within(mac).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(mac).getByRole('link', { name: 'Find your printer’s drivers and manuals' })).toHaveAttribute(
      'href',
      '/printers',
    );
    // The visitor's own system (a Mac) is suggested, and the suggestion says the same.
    const suggested = screen.getByRole('region', { name: 'Recommended for your device' });
    expect(within(suggested).getByText('Not published yet')).toBeVisible();
    expect(within(suggested).queryByRole('link')).not.toBeInTheDocument();
  });

  it('with nothing published (a new production site), offers no download button anywhere', async () => {
    mockFetch((url) =>
      url.pathname === '/api-v1.0/resources/dataConfig.json' ? json({}) : json({ code: 404, msg: 'x' }, 404),
    );
    renderSite('/download');
    const others = await screen.findByRole('region', { name: 'All platforms' }, slow);
    await waitFor(() => expect(others.querySelectorAll('[data-state="unpublished"]')).toHaveLength(6), slow);
    expect(within(others).getAllByText(/^This installer is not published yet/)).toHaveLength(3);
    expect(within(others).getAllByText('Not available in this store yet.')).toHaveLength(3);
    for (const name of ['Download', 'Add to Chrome', 'Get it on Google Play', 'Download on the App Store'])
      expect(within(others).queryByRole('link', { name }), name).not.toBeInTheDocument();
    for (const mark of screen.queryAllByText(/^Demo/)) expect(mark).not.toBeVisible();
  });
});
