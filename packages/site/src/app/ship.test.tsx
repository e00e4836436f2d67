import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { readConfig } from './config';

const slow = { timeout: 10_000 };
const config = readConfig({
  VITE_SHIP_URL: 'https://ship.example/login',
  VITE_SHIP_EVENT_URL: 'https://collect.example/event',
  VITE_APP_VERSION: '3.10.0',
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => vi.unstubAllGlobals());

describe('Ship button', { timeout: 30_000 }, () => {
  it('is English-only, opens the configured login in a new tab and fires the usage event', async () => {
    const events: Array<{ url: string; body: string; headers: Headers }> = [];
    mockFetch(async (url, request) => {
      if (url.host === 'collect.example')
        events.push({ url: url.href, body: await request.clone().text(), headers: request.headers });
      return json({ code: 200, msg: 'ok', rows: [], total: 0 });
    });
    const user = userEvent.setup();
    renderSite('/aboutUs', { config });
    const ship = await screen.findByRole('link', { name: /^Ship/ }, slow);
    expect(ship).toHaveAttribute('href', 'https://ship.example/login');
    expect(ship).toHaveAttribute('target', '_blank');
    await user.click(ship);
    await waitFor(() => expect(events).toHaveLength(1));
    const body = new URLSearchParams(events[0]!.body);
    expect(Object.fromEntries(body)).toEqual({ code: 'sw_website_upright', systemType: 'Web', id: '0', model: '' });
    expect(events[0]!.headers.get('lang')).toBe('en-us');
    expect(events[0]!.headers.get('versionName')).toBe('3.10.0');
    expect(events[0]!.headers.get('device')).toBe('desktop');
  });

  it('is absent in other languages and when no URL is configured', async () => {
    mockFetch(() => json({ code: 200, msg: 'ok', rows: [], total: 0 }));
    const { unmount } = renderSite('/de/aboutUs', { config });
    await screen.findByRole('heading', { level: 1, name: 'Über Labelwise' }, slow);
    expect(screen.queryByRole('link', { name: /^Ship/ })).not.toBeInTheDocument();
    unmount();
    renderSite('/aboutUs');
    await screen.findByRole('heading', { level: 1, name: 'About Labelwise' }, slow);
    expect(screen.queryByRole('link', { name: /^Ship/ })).not.toBeInTheDocument();
  });
});
