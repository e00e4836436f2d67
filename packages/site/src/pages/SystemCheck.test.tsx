import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';

const slow = { timeout: 20_000 };
const cell = (modelId: number, component: string, support: string) => ({
  cellId: modelId * 10 + (component === 'app' ? 1 : 0),
  modelId,
  modelName: `M${modelId}`,
  guidePath: '',
  connections: ['usb'],
  system: 'macos-15',
  cpu: 'arm',
  component,
  support,
  verifiedOn: support === 'verified' ? '2026-01-01' : null,
  note: {},
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { userAgentData?: unknown }).userAgentData;
});

describe('/download system check', { timeout: 30_000 }, () => {
  it('warns on macOS 15 with Apple silicon (from client hints) that it is not verified, and links the chart', async () => {
    Object.defineProperty(navigator, 'userAgentData', {
      configurable: true,
      value: {
        platform: 'macOS',
        getHighEntropyValues: async () => ({ platformVersion: '15.2.0', architecture: 'arm' }),
      },
    });
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname.endsWith('/public/compat')) {
        asked.push(url.search);
        return json({
          code: 200,
          msg: 'ok',
          data: [
            cell(1, 'driver', 'expected'),
            cell(1, 'app', 'expected'),
            cell(2, 'driver', 'verified'),
            cell(2, 'app', 'expected'),
          ],
        });
      }
      return json({ code: 404, msg: 'not found' }, 404);
    });
    renderSite('/download');
    const check = await screen.findByRole('note', {}, slow);
    expect(asked).toEqual(['?system=macos-15&cpu=arm']);
    expect(check).toHaveTextContent('Your system: macOS 15 Sequoia · Apple silicon');
    expect(check).toHaveTextContent('The Labelwise app is not yet verified on this system; it is expected to work.');
    expect(check).toHaveTextContent('1 of 2 printers have a driver verified on this system.');
    expect(screen.getByRole('link', { name: 'See what works on this system' })).toHaveAttribute(
      'href',
      '/chart?os=macos-15&cpu=arm',
    );
  });
});
