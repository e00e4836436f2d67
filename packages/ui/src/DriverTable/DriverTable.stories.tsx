import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import * as tableStories from '../internal/fixtures/tableStories';
import { DriverTable } from './DriverTable';
import { drivers, manyDrivers } from './DriverTable.fixtures';

const meta = {
  title: 'Components/DriverTable',
  component: DriverTable,
  args: { caption: 'Drivers for PM-241-BT', drivers, loading: false, onDownload: fn() },
  argTypes: { drivers: { control: 'object' }, caption: { control: 'text' }, emptyText: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'Driver downloads for the Printers page. Dates and sizes follow the locale; the checksum is ' +
          'abbreviated on screen, read in full by screen readers, expandable and copyable. Below 992 px each driver ' +
          'becomes a labelled card.',
      },
    },
  },
  // Its links would otherwise start real downloads.
  beforeEach: ({ canvasElement }) => tableStories.blockNavigation(canvasElement),
} satisfies Meta<typeof DriverTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Download Labelwise Driver for Windows 3\.10\.0 \(64-bit\)/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://downloads.labelwise.com/drivers/LabelwiseDriver-3.10.0-x64.exe',
    );
    await expect(link).toHaveAttribute('download', 'LabelwiseDriver-3.10.0-x64.exe');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'win64-3.10.0' }));
  },
};

export const KeyboardDownload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Download PM-241-BT Firmware 1\.2\.8/ });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'fw-pm241-1.2.8' }));
    await expect(link).toHaveAttribute('download', 'pm-241-bt-1.2.8.bin');
  },
};

export const ChecksumExpandedAndCopied: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    const row = canvas.getByRole('rowheader', { name: /macOS 2\.6\.1/ }).closest('tr')!;
    const expand = within(row).getByRole('button', { name: 'Show full checksum' });
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'Copy checksum' }));
    await expect(writeText).toHaveBeenCalledWith('7fd5ddb63e16066e7fbf257eec7e69203c59155ae21f652c5de3170179452917');
    await expect(within(row).getByRole('status')).toHaveTextContent('Copied to clipboard');
    writeText.mockRestore();
  },
};

const tableStates = tableStories.emptyAndLoadingStories('drivers');
export const Empty: Story = tableStates.Empty;
export const Loading: Story = tableStates.Loading;

export const ManyRows: Story = tableStories.manyRowsStory({ drivers: manyDrivers(20) });

export const Mobile: Story = tableStories.mobileTableStory(/Windows 3\.10\.0 \(64-bit\)/, 'Release date');

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: {
    caption: 'PM-241-BT 驱动程序',
    drivers: drivers.map((driver) => ({
      ...driver,
      title: driver.title
        .replace('Labelwise Driver for Windows', 'Labelwise Windows 驱动程序')
        .replace('Labelwise Driver for macOS', 'Labelwise macOS 驱动程序')
        .replace('Labelwise CUPS Driver for Linux', 'Labelwise Linux CUPS 驱动程序')
        .replace('(64-bit)', '（64 位）')
        .replace('(32-bit)', '（32 位）')
        .replace('(macOS 10.14 or later)', '（macOS 10.14 或更高版本）')
        .replace('Firmware', '固件'),
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '发布日期' })).toBeVisible();
    await expect(canvas.getAllByText('2026年3月12日')).toHaveLength(2);
  },
};

export const ChineseSimplifiedEmpty: Story = {
  globals: { locale: 'zh-cn' },
  args: { caption: 'PM-241-BT 驱动程序', drivers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};
