import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Table, type TableColumn, type TableProps } from './Table';
import type { TableSort } from './tableSort';
import { manyPrinters, printers, type PrinterRow } from './Table.fixtures';

const columns: Array<TableColumn<PrinterRow>> = [
  { key: 'model', header: 'Model', rowHeader: true, width: 180 },
  { key: 'connection', header: 'Connection' },
  { key: 'platforms', header: 'Platforms' },
  { key: 'maxWidthMm', header: 'Max. label width', align: 'right', render: (row) => `${row.maxWidthMm} mm` },
  { key: 'resolutionDpi', header: 'Resolution', align: 'right', render: (row) => `${row.resolutionDpi} dpi` },
];

/** Storybook's `Meta` cannot infer a generic component, so the stories pin `Row` to the demo printer rows. */
const PrinterTable = (props: TableProps<PrinterRow>) => <Table<PrinterRow> {...props} />;

const meta = {
  title: 'Primitives/Table',
  component: PrinterTable,
  args: {
    caption: 'Supported printers',
    columns,
    rows: printers,
    rowKey: (row: PrinterRow) => row.model,
    loading: false,
  },
  argTypes: {
    columns: { control: false },
    rows: { control: 'object' },
    rowKey: { control: false },
    caption: { control: 'text' },
    emptyText: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A semantic table. Below 992 px every row stacks into a card and each value is labelled with its column ' +
          'header (hidden from screen readers, which get the header from the table itself); explicit ARIA table roles ' +
          'keep the semantics when the cells are re-laid out as blocks.',
      },
    },
  },
} satisfies Meta<typeof PrinterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Supported printers' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + printers.length);
    await expect(within(table).getByRole('rowheader', { name: 'PM-344-WF' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const EmptyWithCustomText: Story = {
  args: { rows: [], emptyText: 'No printers match “D999”' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No printers match “D999”')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('No data')).toBeNull();
  },
};

export const Reloading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('rowheader', { name: 'PM-241-BT' })).toBeInTheDocument();
  },
};

/** Sixteen rows: as many as fit the 800 px screenshot viewport. Longer lists pair the table with Pagination. */
export const ManyRows: Story = {
  args: { rows: manyPrinters(16) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(17);
  },
};

export const GroupedHeaders: Story = {
  render: () => {
    const drivers = { key: 'drivers', header: 'Drivers' };
    const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
    return (
      <Table
        caption="Driver availability"
        rows={printers}
        rowKey={(row) => row.model}
        columns={[
          { key: 'model', header: 'Printer model', rowHeader: true },
          { key: 'windows', header: 'Windows', group: drivers, align: 'center', render: () => yesNo(true) },
          {
            key: 'linux',
            header: 'Linux',
            group: drivers,
            align: 'center',
            render: (row) => yesNo(row.platforms.includes('Linux')),
          },
          {
            key: 'mac',
            header: 'Mac',
            group: drivers,
            align: 'center',
            render: (row) => yesNo(row.platforms.includes('macOS')),
          },
          { key: 'resolutionDpi', header: 'Resolution', align: 'right', render: (row) => `${row.resolutionDpi} dpi` },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('columnheader', { name: 'Drivers' });
    await expect(group).toHaveAttribute('colspan', '3');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { rows: printers.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still a table for assistive technology, with visible per-cell labels for sighted phone users.
    const table = canvas.getByRole('table', { name: 'Supported printers' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(columns.length);
    const firstCard = within(table).getAllByRole('row')[1]!;
    await expect(within(firstCard).getByText('Connection')).toBeVisible();
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

export const MobileEmpty: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

const chineseColumns: Array<TableColumn<PrinterRow>> = [
  { key: 'model', header: '型号', rowHeader: true, width: 180 },
  { key: 'connection', header: '连接方式', render: (row) => row.connection.replace('Bluetooth', '蓝牙') },
  { key: 'maxWidthMm', header: '最大标签宽度', align: 'right', render: (row) => `${row.maxWidthMm} 毫米` },
  { key: 'resolutionDpi', header: '分辨率', align: 'right', render: (row) => `${row.resolutionDpi} dpi` },
];

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { caption: '支持的打印机', columns: chineseColumns },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '支持的打印机' })).toBeVisible();
  },
};

export const ChineseSimplifiedEmpty: Story = {
  globals: { locale: 'zh-cn' },
  args: { caption: '支持的打印机', columns: chineseColumns, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

const sortableColumns: Array<TableColumn<PrinterRow>> = [
  { key: 'model', header: 'Model', rowHeader: true, width: 180, sortable: true },
  { key: 'connection', header: 'Connection' },
  { key: 'platforms', header: 'Platforms' },
  {
    key: 'maxWidthMm',
    header: 'Max. label width',
    align: 'right',
    sortable: true,
    render: (row) => `${row.maxWidthMm} mm`,
  },
  {
    key: 'resolutionDpi',
    header: 'Resolution',
    align: 'right',
    sortable: true,
    render: (row) => `${row.resolutionDpi} dpi`,
  },
];

/** The consumer owns the sort: here the rows are sorted in memory; admin pages send it to the API instead. */
function SortablePrinters({ initial = null, rows = printers }: { initial?: TableSort | null; rows?: PrinterRow[] }) {
  const [sort, setSort] = useState<TableSort | null>(initial);
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const key = sort.key as keyof PrinterRow;
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        return sort.direction === 'ascending' ? order : -order;
      })
    : rows;
  return (
    <Table
      caption="Supported printers"
      columns={sortableColumns}
      rows={sorted}
      rowKey={(row) => row.model}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

/**
 * Sortable columns: the header is a button inside the `<th>`, which carries `aria-sort`. Each activation cycles
 * ascending → descending → unsorted; another column starts at ascending. The table only reports the next sort.
 */
export const Sortable: Story = {
  render: () => <SortablePrinters initial={{ key: 'resolutionDpi', direction: 'descending' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const model = canvas.getByRole('columnheader', { name: 'Model' });
    const resolution = canvas.getByRole('columnheader', { name: 'Resolution' });
    await expect(resolution).toHaveAttribute('aria-sort', 'descending');
    await expect(model).not.toHaveAttribute('aria-sort');
    await expect(within(canvas.getByRole('columnheader', { name: 'Connection' })).queryByRole('button')).toBeNull();

    const modelButton = within(model).getByRole('button', { name: 'Model' });
    await userEvent.click(modelButton);
    await expect(model).toHaveAttribute('aria-sort', 'ascending');
    await expect(resolution).not.toHaveAttribute('aria-sort');
    const names = () => canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(names()).toEqual(printers.map((row) => row.model).sort());

    await userEvent.keyboard('{Enter}');
    await expect(model).toHaveAttribute('aria-sort', 'descending');
    await expect(names()).toEqual(
      printers
        .map((row) => row.model)
        .sort()
        .reverse(),
    );

    await userEvent.keyboard(' ');
    await expect(model).not.toHaveAttribute('aria-sort');
    await expect(names()).toEqual(printers.map((row) => row.model));

    // Back to the state of the screenshot: resolution descending, focus off the headers.
    const resolutionButton = within(resolution).getByRole('button', { name: 'Resolution' });
    await userEvent.click(resolutionButton);
    await userEvent.click(resolutionButton);
    await expect(resolution).toHaveAttribute('aria-sort', 'descending');
    resolutionButton.blur();
  },
};

/** On phones the sort buttons stay visible as a row of chips above the cards. */
export const SortableMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <SortablePrinters initial={{ key: 'model', direction: 'ascending' }} rows={printers.slice(0, 3)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Model' });
    await expect(button).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Model' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('table').getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
