import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { CompatibilityChart, type CompatibilityRow } from './CompatibilityChart';
import { compatibilityRows } from './CompatibilityChart.fixtures';

function cellsOf(model: string): HTMLElement[] {
  const row = screen.getByRole('rowheader', { name: model }).closest('tr')!;
  return within(row).getAllByRole('cell');
}

/** A cell's text without the column label that only phones show. */
function valueOf(cell: HTMLElement): string {
  const clone = cell.cloneNode(true) as HTMLElement;
  clone.querySelector('[aria-hidden="true"]')?.remove();
  return clone.textContent ?? '';
}

describe('CompatibilityChart', () => {
  it('has the chart columns with Drivers as a grouped header and the product in the software header', () => {
    renderWithProviders(
      <CompatibilityChart caption="Compatibility" productName="Labelwise" rows={compatibilityRows} />,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Printer model',
      'Drivers',
      'Labelwise software',
      'Firmware version',
      'Label printer',
      'Windows',
      'Linux',
      'Mac',
    ]);
    const drivers = screen.getByRole('columnheader', { name: 'Drivers' });
    expect(drivers).toHaveAttribute('colspan', '3');
    expect(drivers).toHaveAttribute('scope', 'colgroup');
  });

  it('says supported or not supported in text, and shows notes such as minimum versions as text', () => {
    renderWithProviders(
      <CompatibilityChart aria-label="Compatibility" productName="Labelwise" rows={compatibilityRows} />,
    );
    expect(cellsOf('D520BT').map(valueOf)).toEqual([
      'Supported',
      'Not supported',
      'Supported',
      '3.8.0+',
      '1.0.6',
      'iTari',
    ]);
    expect(cellsOf('PM-344-WF').map(valueOf).slice(0, 3)).toEqual(['Supported', 'Supported', 'macOS 10.14+']);
    expect(cellsOf('D550 Pro').map(valueOf).at(-2)).toBe('—Not available');
  });

  it('labels each value with its full header on phones (group and column)', () => {
    renderWithProviders(
      <CompatibilityChart aria-label="Compatibility" productName="Labelwise" rows={compatibilityRows} />,
    );
    const [windows] = cellsOf('A64M');
    expect(windows!.querySelector('[aria-hidden="true"]')).toHaveTextContent('DriversWindows');
  });

  it('translates headers and support text', () => {
    renderWithProviders(<CompatibilityChart aria-label="兼容性" productName="Labelwise" rows={compatibilityRows} />, {
      locale: 'zh-cn',
    });
    expect(screen.getByRole('columnheader', { name: 'Labelwise 软件' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '驱动程序' })).toBeInTheDocument();
    expect(cellsOf('A64M').map(valueOf).slice(0, 4)).toEqual(['支持', '支持', '不支持', '不支持']);
  });

  it('shows "No data" when empty', () => {
    renderWithProviders(<CompatibilityChart aria-label="Compatibility" productName="Labelwise" rows={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('throws labelled errors for bad props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const row = compatibilityRows[0]!;
    expect(() => renderWithProviders(<CompatibilityChart aria-label="x" productName=" " rows={[row]} />)).toThrow(
      '[labelwise/ui: CompatibilityChart] productName must be a non-empty string (it names the software column).',
    );
    expect(() =>
      renderWithProviders(<CompatibilityChart aria-label="x" productName="Labelwise" rows={[row, row]} />),
    ).toThrow("[labelwise/ui: CompatibilityChart] each printer model must appear once; 'PM-241-BT' repeats.");
    const bad = { ...row, drivers: { ...row.drivers, linux: undefined } } as unknown as CompatibilityRow;
    expect(() =>
      renderWithProviders(<CompatibilityChart aria-label="x" productName="Labelwise" rows={[bad]} />),
    ).toThrow(
      "[labelwise/ui: CompatibilityChart] 'PM-241-BT' linux must be true, false or a note string; received undefined.",
    );
  });
});
