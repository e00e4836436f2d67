import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Table, type TableAlign, type TableColumn } from './Table';
import type { TableSort, TableSortDirection } from './tableSort';
import { printers, type PrinterRow } from './Table.fixtures';

const columns: Array<TableColumn<PrinterRow>> = [
  { key: 'model', header: 'Model', rowHeader: true },
  { key: 'connection', header: 'Connection' },
  { key: 'resolutionDpi', header: 'Resolution', align: 'right', render: (row) => `${row.resolutionDpi} dpi` },
];

type ModelRow = { model: string };
const drivers = { key: 'drivers', header: 'Drivers' };

/** The compatibility chart's shape: one D520 row under grouped columns. */
function renderD520Row(
  columns: TableColumn<ModelRow>[],
  sorting: { sort?: TableSort; onSortChange?: (sort: TableSort | null) => void } = {},
) {
  return renderWithProviders(
    <Table
      aria-label="Compatibility"
      rowKey={(row: ModelRow) => row.model}
      rows={[{ model: 'D520' }]}
      columns={columns}
      {...sorting}
    />,
  );
}

describe('Table', () => {
  it('renders a semantic table with caption, column headers, row headers and cells', () => {
    renderWithProviders(<Table caption="Printers" columns={columns} rows={printers} rowKey={(row) => row.model} />);
    const table = screen.getByRole('table', { name: 'Printers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Model', 'Connection', 'Resolution']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + printers.length);
    const first = rows[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('PM-241-BT');
    expect(within(first).getByRole('rowheader')).toHaveAttribute('scope', 'row');
    const cells = within(first).getAllByRole('cell');
    // Each cell also holds its header for the stacked phone layout, hidden from assistive technology.
    expect(cells[0]).toHaveTextContent('ConnectionUSB, Bluetooth');
    expect(within(cells[0]!).getByText('Connection').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(cells[1]).toHaveTextContent('203 dpi');
    expect(cells[1]).toHaveAttribute('data-align', 'right');
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('labels a column whose header is a control with its cell label on phones, not a copy of the control', () => {
    renderWithProviders(
      <Table
        caption="Printers"
        columns={[
          {
            key: 'pick',
            header: <input type="checkbox" aria-label="Select all" />,
            cellLabel: 'Select',
            render: (row) => <input type="checkbox" aria-label={`Select ${row.model}`} />,
          },
          ...columns,
        ]}
        rows={printers}
        rowKey={(row) => row.model}
      />,
    );
    expect(screen.getAllByRole('checkbox', { name: 'Select all' })).toHaveLength(1);
    const cell = screen.getByRole('checkbox', { name: 'Select PM-241-BT' }).closest('td')!;
    expect(within(cell).getByText('Select').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows "No data" across all columns when there are no rows', () => {
    renderWithProviders(<Table aria-label="Printers" columns={columns} rows={[]} rowKey={(row) => row.model} />);
    const cell = screen.getByText('No data').closest('td');
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('shows a custom empty text and translates the default one', () => {
    const { unmount } = renderWithProviders(
      <Table
        aria-label="Printers"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.model}
        emptyText="No printers match D999"
      />,
    );
    expect(screen.getByText('No printers match D999')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Table aria-label="打印机" columns={columns} rows={[]} rowKey={(row) => row.model} />, {
      locale: 'zh-cn',
    });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('marks loading with aria-busy, announces it and shows skeleton rows instead of "No data"', () => {
    renderWithProviders(
      <Table aria-label="Printers" columns={columns} rows={[]} rowKey={(row) => row.model} loading />,
    );
    const table = screen.getByRole('table', { name: 'Printers' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No data')).toBeNull();
    expect(table.querySelectorAll('tr[data-skeleton][aria-hidden="true"]')).toHaveLength(3);
  });

  it('keeps rows visible under a spinner while reloading', () => {
    const { rerender } = renderWithProviders(
      <Table aria-label="Printers" columns={columns} rows={printers} rowKey={(row) => row.model} />,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<Table aria-label="Printers" columns={columns} rows={printers} rowKey={(row) => row.model} loading />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getAllByRole('row')).toHaveLength(1 + printers.length);
  });

  it('spans a group header over adjacent grouped columns', () => {
    renderD520Row([
      { key: 'model', header: 'Printer model', rowHeader: true },
      { key: 'windows', header: 'Windows', group: drivers, render: () => 'Yes' },
      { key: 'linux', header: 'Linux', group: drivers, render: () => 'No' },
      { key: 'mac', header: 'Mac', group: drivers, render: () => 'Yes' },
      { key: 'firmware', header: 'Firmware version', render: () => '1.2.0' },
    ]);
    const group = screen.getByRole('columnheader', { name: 'Drivers' });
    expect(group).toHaveAttribute('colspan', '3');
    expect(group).toHaveAttribute('scope', 'colgroup');
    expect(screen.getByRole('columnheader', { name: 'Printer model' })).toHaveAttribute('rowspan', '2');
    expect(screen.getByRole('columnheader', { name: 'Windows' })).toHaveAttribute('scope', 'col');
    expect(document.querySelectorAll('colgroup')).toHaveLength(3);
    // The phone layout labels a grouped cell with both headers.
    expect(screen.getAllByRole('cell')[0]).toHaveTextContent('DriversWindowsYes');
  });

  it('throws labelled errors for bad columns', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const key = (row: PrinterRow) => row.model;
    expect(() => renderWithProviders(<Table aria-label="x" columns={[]} rows={printers} rowKey={key} />)).toThrow(
      '[labelwise/ui: Table] columns must be a non-empty array.',
    );
    expect(() =>
      renderWithProviders(
        <Table aria-label="x" columns={[...columns, { key: 'model', header: 'Again' }]} rows={printers} rowKey={key} />,
      ),
    ).toThrow("[labelwise/ui: Table] column keys must be unique; 'model' appears twice.");
    expect(() =>
      renderWithProviders(
        <Table
          aria-label="x"
          columns={[{ key: 'model', header: 'Model', align: 'middle' as TableAlign }]}
          rows={printers}
          rowKey={key}
        />,
      ),
    ).toThrow("[labelwise/ui: Table] column 'model' align must be one of left, center, right; received 'middle'.");
    const g = { key: 'g', header: 'G' };
    expect(() =>
      renderWithProviders(
        <Table
          aria-label="x"
          columns={[
            { key: 'a', header: 'A', group: g },
            { key: 'b', header: 'B' },
            { key: 'c', header: 'C', group: g },
          ]}
          rows={printers}
          rowKey={key}
        />,
      ),
    ).toThrow("[labelwise/ui: Table] columns of group 'g' must be adjacent.");
  });

  describe('sorting', () => {
    const sortableColumns: Array<TableColumn<PrinterRow>> = [
      { key: 'model', header: 'Model', rowHeader: true, sortable: true },
      { key: 'connection', header: 'Connection' },
      {
        key: 'resolutionDpi',
        header: 'Resolution',
        align: 'right',
        sortable: true,
        render: (row) => `${row.resolutionDpi} dpi`,
      },
    ];

    function Sorted({
      initial = null,
      onSortChange,
    }: {
      initial?: TableSort | null;
      onSortChange?: (sort: TableSort | null) => void;
    }) {
      const [sort, setSort] = useState<TableSort | null>(initial);
      return (
        <Table
          aria-label="Printers"
          columns={sortableColumns}
          rows={printers}
          rowKey={(row) => row.model}
          sort={sort}
          onSortChange={(next) => {
            onSortChange?.(next);
            setSort(next);
          }}
        />
      );
    }

    it('renders a button inside each sortable header and leaves the others as text', () => {
      renderWithProviders(<Sorted />);
      const model = screen.getByRole('columnheader', { name: 'Model' });
      expect(within(model).getByRole('button', { name: 'Model' })).toHaveAttribute('type', 'button');
      expect(model).not.toHaveAttribute('aria-sort');
      expect(within(screen.getByRole('columnheader', { name: 'Connection' })).queryByRole('button')).toBeNull();
      expect(screen.getAllByRole('button')).toHaveLength(2);
      // The arrows are decorative: aria-sort carries the state.
      expect(model.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });

    it('cycles ascending → descending → none on click, with aria-sort and the next action as description', async () => {
      const onSortChange = vi.fn();
      renderWithProviders(<Sorted onSortChange={onSortChange} />);
      const header = () => screen.getByRole('columnheader', { name: 'Model' });
      const button = () => screen.getByRole('button', { name: 'Model' });
      expect(button()).toHaveAccessibleDescription('Sort ascending');

      await userEvent.click(button());
      expect(onSortChange).toHaveBeenLastCalledWith({ key: 'model', direction: 'ascending' });
      expect(header()).toHaveAttribute('aria-sort', 'ascending');
      expect(button()).toHaveAccessibleDescription('Sort descending');

      await userEvent.click(button());
      expect(onSortChange).toHaveBeenLastCalledWith({ key: 'model', direction: 'descending' });
      expect(header()).toHaveAttribute('aria-sort', 'descending');
      expect(button()).toHaveAccessibleDescription('Remove sorting');

      await userEvent.click(button());
      expect(onSortChange).toHaveBeenLastCalledWith(null);
      expect(header()).not.toHaveAttribute('aria-sort');
    });

    it('starts another column at ascending and moves aria-sort to it', async () => {
      renderWithProviders(<Sorted initial={{ key: 'model', direction: 'descending' }} />);
      await userEvent.click(screen.getByRole('button', { name: 'Resolution' }));
      expect(screen.getByRole('columnheader', { name: 'Resolution' })).toHaveAttribute('aria-sort', 'ascending');
      expect(screen.getByRole('columnheader', { name: 'Model' })).not.toHaveAttribute('aria-sort');
      expect(document.querySelectorAll('th[aria-sort]')).toHaveLength(1);
    });

    it('is keyboard operable: Tab to the header, Enter and Space sort', async () => {
      const onSortChange = vi.fn();
      renderWithProviders(<Sorted onSortChange={onSortChange} />);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Model' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onSortChange).toHaveBeenLastCalledWith({ key: 'model', direction: 'ascending' });
      await userEvent.keyboard(' ');
      expect(onSortChange).toHaveBeenLastCalledWith({ key: 'model', direction: 'descending' });
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Resolution' })).toHaveFocus();
    });

    it('does not reorder rows itself (the consumer sorts or fetches them)', () => {
      renderWithProviders(<Sorted initial={{ key: 'model', direction: 'ascending' }} />);
      expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(printers.map((row) => row.model));
    });

    it('translates the descriptions', () => {
      renderWithProviders(<Sorted initial={{ key: 'model', direction: 'ascending' }} />, { locale: 'zh-cn' });
      expect(screen.getByRole('button', { name: 'Model' })).toHaveAccessibleDescription('降序排列');
      expect(screen.getByRole('button', { name: 'Resolution' })).toHaveAccessibleDescription('升序排列');
    });

    it('renders sortable grouped columns in the second header row', () => {
      const onSortChange = vi.fn();
      renderD520Row(
        [
          { key: 'model', header: 'Printer model', rowHeader: true, sortable: true },
          { key: 'windows', header: 'Windows', group: drivers, sortable: true, render: () => 'Yes' },
          { key: 'linux', header: 'Linux', group: drivers, render: () => 'No' },
        ],
        { sort: { key: 'windows', direction: 'descending' }, onSortChange },
      );
      expect(screen.getByRole('columnheader', { name: 'Printer model' })).toHaveAttribute('rowspan', '2');
      expect(screen.getByRole('columnheader', { name: 'Windows' })).toHaveAttribute('aria-sort', 'descending');
      fireEvent.click(screen.getByRole('button', { name: 'Windows' }));
      expect(onSortChange).toHaveBeenCalledWith(null);
    });

    it('throws labelled errors for a bad sort', () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const key = (row: PrinterRow) => row.model;
      expect(() =>
        renderWithProviders(<Table aria-label="x" columns={sortableColumns} rows={printers} rowKey={key} />),
      ).toThrow('[labelwise/ui: Table] onSortChange is required when a column is sortable (the sort is controlled).');
      const renderSorted = (sort: TableSort) =>
        renderWithProviders(
          <Table
            aria-label="x"
            columns={sortableColumns}
            rows={printers}
            rowKey={key}
            onSortChange={() => undefined}
            sort={sort}
          />,
        );
      expect(() => renderSorted({ key: 'connection', direction: 'ascending' })).toThrow(
        "[labelwise/ui: Table] sort.key must be the key of a sortable column; received 'connection'.",
      );
      expect(() => renderSorted({ key: 'model', direction: 'up' as TableSortDirection })).toThrow(
        "[labelwise/ui: Table] sort.direction must be one of ascending, descending; received 'up'.",
      );
    });
  });
});
