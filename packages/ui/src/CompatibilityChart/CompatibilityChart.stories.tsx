import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyAndLoadingStories } from '../internal/fixtures/tableStories';
import { CompatibilityChart } from './CompatibilityChart';
import { compatibilityRows, manyCompatibilityRows } from './CompatibilityChart.fixtures';

const meta = {
  title: 'Components/CompatibilityChart',
  component: CompatibilityChart,
  args: { caption: 'Printer compatibility', productName: 'Labelwise', rows: compatibilityRows, loading: false },
  argTypes: { rows: { control: 'object' }, caption: { control: 'text' }, productName: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'The compatibility chart. Driver support sits under one "Drivers" header spanning Windows, ' +
          'Linux and Mac; support is a check or a cross plus screen-reader text, never colour alone, and notes such ' +
          'as minimum versions show as text.\n\n' +
          '**On phones the rows stack into cards** rather than keeping a sticky first column with horizontal ' +
          'scrolling: with seven columns a 390 px screen shows only two or three at a time, so visitors would scroll ' +
          'sideways and lose the headers. A card shows every value of a printer at once, each labelled with its ' +
          'full header ("Drivers · Windows"), and needs no scrollable region (which would also have to be made ' +
          'keyboard-focusable). The table semantics are unchanged for screen readers.',
      },
    },
  },
} satisfies Meta<typeof CompatibilityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Drivers' })).toHaveAttribute('colspan', '3');
    await expect(canvas.getByRole('columnheader', { name: 'Labelwise software' })).toBeVisible();
    const row = canvas.getByRole('rowheader', { name: 'D520BT' }).closest('tr')!;
    await expect(within(row).getByText('Not supported')).toBeInTheDocument();
    await expect(within(row).getByText('3.8.0+')).toBeVisible();
  },
};

export const PartnerProduct: Story = {
  args: { productName: 'Phomemo', caption: 'Phomemo printer compatibility' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Phomemo software' })).toBeVisible();
  },
};

const tableStates = emptyAndLoadingStories('rows');
export const Empty: Story = tableStates.Empty;
export const Loading: Story = tableStates.Loading;

export const ManyRows: Story = {
  args: { rows: manyCompatibilityRows(30) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(30);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('rowheader', { name: 'PM-344-WF' }).closest('tr')!;
    await expect(within(row).getByText('macOS 10.14+')).toBeVisible();
    await expect(within(row).getByText('Firmware version')).toBeVisible();
    await expect(canvas.getByRole('table').getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { caption: '打印机兼容性' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Labelwise 软件' })).toBeVisible();
    await expect(canvas.getAllByText('不支持').length).toBeGreaterThan(0);
  },
};

export const ChineseSimplifiedMobile: Story = {
  globals: { locale: 'zh-cn', viewport: { value: 'mobile', isRotated: false } },
  args: { caption: '打印机兼容性' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '打印机兼容性' })).toBeVisible();
  },
};
