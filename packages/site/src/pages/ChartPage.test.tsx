import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';

const slow = { timeout: 20_000 };
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = (table: HTMLElement, model: string) =>
  within(table).getByRole('rowheader', { name: model }).closest('tr') as HTMLElement;

describe('compatibility chart (/chart)', { timeout: 40_000 }, () => {
  it('answers for the system in the URL at first paint, with links to guide and drivers', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderSite('/chart?os=macos-15&cpu=arm');
    const table = await screen.findByRole('table', { name: 'Compatibility on macOS 15 Sequoia · Apple silicon' }, slow);
    expect(screen.getByRole('combobox', { name: 'System' })).toHaveValue('macos-15');
    expect(screen.getByRole('combobox', { name: 'Processor' })).toHaveValue('arm');
    expect(screen.getByText('31 printers on macOS 15 Sequoia · Apple silicon')).toBeInTheDocument();
    const pm241 = rowOf(table, 'PM-241-BT');
    expect(within(pm241).getAllByText('Expected to work')).toHaveLength(2);
    expect(within(pm241).getAllByText(/Rosetta 2/)[0]).toBeInTheDocument();
    expect(within(pm241).getByRole('link', { name: 'PM-241-BT' })).toHaveAttribute('href', '/pm241');
    expect(within(pm241).getByRole('link', { name: /^Drivers\s*for PM-241-BT$/ })).toHaveAttribute(
      'href',
      '/printers?model=5&os=macos',
    );
    const ds50 = rowOf(table, 'DS-50P');
    expect(within(ds50).getByText('Not supported')).toBeInTheDocument();
    expect(within(ds50).getByText('No macOS driver is published for this model.')).toBeInTheDocument();
  });

  it('filters by connection and system in the URL, and shows the API answer once it comes', async () => {
    let answer: ((r: Response) => void) | undefined;
    mockFetch((url) => {
      if (url.pathname.endsWith('/public/compat') && url.searchParams.get('system') === 'ubuntu')
        return new Promise<Response>((resolve) => (answer = resolve));
      return new Promise<Response>(() => undefined);
    });
    const user = userEvent.setup();
    renderSite('/chart');
    await screen.findByRole('table', { name: 'Compatibility on Windows 11 · x64 (Intel or AMD)' }, slow);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection' }), 'wifi');
    await waitFor(() => expect(location()).toBe('/chart?os=windows-11&cpu=x64&conn=wifi'));
    expect(screen.getByText('5 printers on Windows 11 · x64 (Intel or AMD)')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'System' }), 'ubuntu');
    await waitFor(() => expect(location()).toBe('/chart?os=ubuntu&conn=wifi'));
    expect(screen.getByRole('combobox', { name: 'Processor' })).toBeDisabled();
    const table = screen.getByRole('table', { name: 'Compatibility on Ubuntu' });
    expect(within(rowOf(table, 'PM-344-WF')).getByText(/^Verified on/)).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined(), slow);
    answer?.(
      json({
        code: 200,
        msg: 'ok',
        data: [
          {
            cellId: 1,
            modelId: 99,
            modelName: 'New WF-1',
            guidePath: '',
            connections: ['usb', 'wifi'],
            system: 'ubuntu',
            cpu: 'any',
            component: 'driver',
            support: 'expected',
            verifiedOn: null,
            note: { 'en-us': 'Beta driver.' },
          },
        ],
      }),
    );
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'New WF-1' })).toBeInTheDocument(), slow);
    expect(within(table).queryByRole('rowheader', { name: 'PM-344-WF' })).toBeNull();
  });

  it('shows German catalog text on /de/chart', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderSite('/de/chart?os=windows-11');
    const table = await screen.findByRole(
      'table',
      { name: 'Kompatibilität unter Windows 11 · x64 (Intel oder AMD)' },
      slow,
    );
    const d520 = rowOf(table, 'D520BT');
    expect(within(d520).getByText('Thermo-Etikettendrucker')).toBeInTheDocument();
    expect(within(d520).getAllByText(/^Geprüft am/)).toHaveLength(2);
    expect(within(rowOf(table, 'PM-344-WF')).getByText('WLAN-Versandetikettendrucker')).toBeInTheDocument();
  });

  it('says a driver the API does not publish is not available yet, and offers no drivers link for it', async () => {
    // As a production API answers before any driver is uploaded: the operator claimed one, none is published.
    const cell = (modelId: number, modelName: string, component: string, support: string) => ({
      cellId: modelId * 10 + (component === 'driver' ? 1 : 2),
      modelId,
      modelName,
      guidePath: `/${modelName.toLowerCase()}`,
      connections: ['usb'],
      system: 'windows-11',
      cpu: 'x64',
      component,
      support,
      verifiedOn: support === 'verified' ? '2024-02-01' : null,
      note: {},
    });
    mockFetch((url) =>
      url.pathname.endsWith('/public/compat')
        ? json({
            code: 200,
            msg: 'ok',
            data: [
              cell(1, 'D520BT', 'driver', 'unpublished'),
              cell(1, 'D520BT', 'app', 'verified'),
              cell(2, 'PM-241-BT', 'driver', 'verified'),
              cell(2, 'PM-241-BT', 'app', 'verified'),
            ],
          })
        : new Promise<Response>(() => undefined),
    );
    renderSite('/chart');
    const table = await screen.findByRole('table', { name: 'Compatibility on Windows 11 · x64 (Intel or AMD)' }, slow);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), slow);
    const d520 = rowOf(table, 'D520BT');
    expect(within(d520).getByText('Driver not available yet')).toBeInTheDocument();
    // Only the app is verified: one "Verified", in the app's column.
    expect(within(d520).getAllByText(/^Verified on/)).toHaveLength(1);
    expect(within(d520).queryByRole('link', { name: /^Drivers/ })).toBeNull();
    const pm241 = rowOf(table, 'PM-241-BT');
    expect(within(pm241).getAllByText(/^Verified on/)).toHaveLength(2);
    expect(within(pm241).getByRole('link', { name: /^Drivers\s*for PM-241-BT$/ })).toHaveAttribute(
      'href',
      '/printers?model=2&os=windows',
    );
  });
});
