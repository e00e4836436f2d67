import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { DriverTable, type Driver, type DriverOs } from './DriverTable';
import { drivers } from './DriverTable.fixtures';

const [win64, , mac, linux, firmware] = drivers as [Driver, Driver, Driver, Driver, Driver];

function rowOf(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}

describe('DriverTable', () => {
  it('has the driver columns plus size and checksum', () => {
    renderWithProviders(<DriverTable caption="Drivers" drivers={drivers} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Release date',
      'Size',
      'SHA-256 checksum',
      'Download',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(1 + drivers.length);
  });

  it('shows OS, version, a locale date and a size in kB or MB', () => {
    renderWithProviders(<DriverTable aria-label="Drivers" drivers={[win64, linux]} />);
    const row = rowOf('Windows 3.10.0');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('WindowsVersion 3.10.0');
    expect(within(row).getByText('Mar 12, 2026').closest('time')).toHaveAttribute('datetime', '2026-03-12');
    expect(within(row).getByText('24.6 MB')).toBeInTheDocument();
    expect(within(rowOf('Linux')).getByText('845.3 kB')).toBeInTheDocument();
  });

  it('formats dates and sizes for the locale', () => {
    renderWithProviders(<DriverTable aria-label="Treiber" drivers={[win64]} />, { locale: 'de-de' });
    expect(screen.getByText('12. März 2026')).toBeInTheDocument();
    expect(screen.getByText('24,6 MB')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Veröffentlichungsdatum' })).toBeInTheDocument();
  });

  it('links each download to its file with a download attribute and a name that says which file', async () => {
    const onDownload = vi.fn();
    renderWithProviders(<DriverTable aria-label="Drivers" drivers={[win64, firmware]} onDownload={onDownload} />);
    const external = screen.getByRole('link', {
      name: /^Download\s*Labelwise Driver for Windows 3\.10\.0 \(64-bit\)\s*\(opens in a new tab\)$/,
    });
    expect(external).toHaveAttribute('href', win64.fileUrl);
    expect(external).toHaveAttribute('download', 'LabelwiseDriver-3.10.0-x64.exe');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const local = screen.getByRole('link', { name: /^Download\s*PM-241-BT Firmware 1\.2\.8$/ });
    expect(local).toHaveAttribute('href', '/files/firmware/pm-241-bt-1.2.8.bin');
    expect(local).not.toHaveAttribute('target');
    local.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(local);
    expect(onDownload).toHaveBeenCalledWith(firmware);
  });

  it('offers release notes from a driver row when it has them, named after its driver', () => {
    const [first, second] = drivers as [Driver, Driver];
    renderWithProviders(
      <DriverTable aria-label="Drivers" drivers={[{ ...first, releaseNotesHref: '#notes-1' }, second]} />,
    );
    const row = rowOf('Windows 3.10.0 \\(64-bit\\)');
    const link = within(row).getByRole('link', { name: /^Release notes\s*of Labelwise Driver for Windows/ });
    expect(link).toHaveAttribute('href', '#notes-1');
    expect(screen.getAllByRole('link', { name: /^Release notes/ })).toHaveLength(1);
  });

  it('abbreviates the checksum on screen but gives screen readers all of it, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<DriverTable aria-label="Drivers" drivers={[mac]} />);
    const row = rowOf('macOS');
    const code = row.querySelector('code')!;
    expect(code.textContent?.replace('…', '')).toBe(mac.sha256);
    const expand = within(row).getByRole('button', { name: 'Show full checksum' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand).toHaveAttribute('aria-controls', code.id);
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(row).getByRole('button', { name: 'Copy checksum' }));
    expect(writeText).toHaveBeenCalledWith(mac.sha256);
    expect(within(row).getByRole('status')).toHaveTextContent('Copied to clipboard');
  });

  it('reports a failed copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<DriverTable aria-label="Drivers" drivers={[mac]} />);
    await user.click(screen.getByRole('button', { name: 'Copy checksum' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it('says "Not available" to screen readers for a missing checksum or size', () => {
    renderWithProviders(<DriverTable aria-label="Drivers" drivers={[{ ...firmware, sizeBytes: undefined }]} />);
    expect(screen.getAllByText('Not available')).toHaveLength(2);
  });

  it('shows "No data" when empty and skeleton rows while loading', () => {
    const { rerender } = renderWithProviders(<DriverTable aria-label="Drivers" drivers={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(<DriverTable aria-label="Drivers" drivers={[]} loading />);
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('throws labelled errors for bad drivers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(<DriverTable aria-label="x" drivers={[{ ...win64, os: 'android' as DriverOs }]} />),
    ).toThrow(
      "[labelwise/ui: DriverTable] driver 'win64-3.10.0' os must be one of windows, macos, linux; received 'android'.",
    );
    expect(() =>
      renderWithProviders(<DriverTable aria-label="x" drivers={[{ ...win64, releaseDate: '12/03/2026' }]} />),
    ).toThrow("[labelwise/ui: DriverTable] releaseDate must be an ISO date such as 2026-03-12; received '12/03/2026'.");
    expect(() => renderWithProviders(<DriverTable aria-label="x" drivers={[{ ...win64, sha256: 'abc' }]} />)).toThrow(
      "[labelwise/ui: DriverTable] sha256 must be 64 hexadecimal characters; received 'abc'.",
    );
    expect(() => renderWithProviders(<DriverTable aria-label="x" drivers={[{ ...win64, fileUrl: '' }]} />)).toThrow(
      "[labelwise/ui: DriverTable] driver 'win64-3.10.0' needs a fileUrl.",
    );
  });
});
