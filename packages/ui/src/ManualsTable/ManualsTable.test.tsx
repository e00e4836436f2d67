import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { ManualsTable, type Manual } from './ManualsTable';
import { manuals } from './ManualsTable.fixtures';

const [guide, , local, untyped] = manuals as [Manual, Manual, Manual, Manual];

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: title }).closest('tr')!;
}

describe('ManualsTable', () => {
  it('has the manual columns: title, description, release date (version), file (size), view', () => {
    renderWithProviders(<ManualsTable caption="Manuals" manuals={manuals} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Title',
      'Description',
      'Release date (version)',
      'File (size)',
      'View',
    ]);
  });

  it('shows the date with its version, and the file type with its size', () => {
    renderWithProviders(<ManualsTable aria-label="Manuals" manuals={[guide]} />);
    const row = rowOf('PM-241-BT Quick Start Guide');
    expect(within(row).getByText('Feb 17, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Version 2.1')).toBeInTheDocument();
    expect(within(row).getByText('2.4 MB')).toBeInTheDocument();
    const file = within(row).getByRole('link', { name: /^Download PDF:\s*PM-241-BT Quick Start Guide/ });
    expect(file).toHaveAttribute('href', guide.fileUrl);
    expect(file).toHaveAttribute('download');
  });

  it('opens manuals from the view link and reports it', async () => {
    const onView = vi.fn();
    renderWithProviders(<ManualsTable aria-label="Manuals" manuals={[guide, local]} onView={onView} />);
    const external = screen.getByRole('link', {
      name: /^View\s*PM-241-BT Quick Start Guide\s*\(opens in a new tab\)$/,
    });
    expect(external).toHaveAttribute('target', '_blank');
    const internal = screen.getByRole('link', { name: /^View\s*D520 Firmware Upgrade Guide$/ });
    internal.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(internal);
    expect(onView).toHaveBeenCalledWith(local);
  });

  it('views a manual at its own address while the file column still downloads it', () => {
    const inline = { ...local, viewUrl: `${local.fileUrl}?disposition=inline` };
    renderWithProviders(<ManualsTable aria-label="Manuals" manuals={[inline]} />);
    const row = rowOf(inline.title);
    const view = within(row).getByRole('link', { name: /^View\s*D520 Firmware Upgrade Guide$/ });
    expect(view).toHaveAttribute('href', inline.viewUrl);
    expect(view).not.toHaveAttribute('download');
    const links = within(row).getAllByRole('link');
    expect(links.find((a) => a.hasAttribute('download'))).toHaveAttribute('href', local.fileUrl);
  });

  it('copes with a manual that has no description, version, size or file extension', () => {
    renderWithProviders(<ManualsTable aria-label="Manuals" manuals={[untyped]} />);
    const row = rowOf('ChromeOS Setup Guide');
    expect(within(row).getByText('Not available')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^Download\s*ChromeOS Setup Guide/ })).toBeInTheDocument();
    expect(within(row).queryByText(/Version/)).toBeNull();
  });

  it('translates headers and formats for the locale', () => {
    renderWithProviders(<ManualsTable aria-label="说明书" manuals={[guide]} />, { locale: 'zh-cn' });
    expect(screen.getByRole('columnheader', { name: '发布日期（版本）' })).toBeInTheDocument();
    expect(screen.getByText('2026年2月17日')).toBeInTheDocument();
    expect(screen.getByText('版本 2.1')).toBeInTheDocument();
  });

  it('shows "No data" when empty', () => {
    renderWithProviders(<ManualsTable aria-label="Manuals" manuals={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('throws labelled errors for bad manuals', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(<ManualsTable aria-label="x" manuals={[{ ...guide, releaseDate: 'soon' }]} />),
    ).toThrow("[labelwise/ui: ManualsTable] releaseDate must be an ISO date such as 2026-03-12; received 'soon'.");
    expect(() => renderWithProviders(<ManualsTable aria-label="x" manuals={[{ ...guide, fileUrl: '' }]} />)).toThrow(
      "[labelwise/ui: ManualsTable] manual 'pm241bt-qsg' needs a fileUrl.",
    );
  });
});
