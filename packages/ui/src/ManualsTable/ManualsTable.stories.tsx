import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as tableStories from '../internal/fixtures/tableStories';
import { ManualsTable } from './ManualsTable';
import { manuals, manyManuals } from './ManualsTable.fixtures';

const meta = {
  title: 'Components/ManualsTable',
  component: ManualsTable,
  args: { caption: 'Manuals for PM-241-BT', manuals, loading: false, onView: fn() },
  argTypes: { manuals: { control: 'object' }, caption: { control: 'text' }, emptyText: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'Manuals: title, description, release date (version), file (size) and view. External files ' +
          'open in a new tab; the file link downloads. Below 992 px each manual becomes a labelled card.',
      },
    },
  },
  // Its links would otherwise start real downloads.
  beforeEach: ({ canvasElement }) => tableStories.blockNavigation(canvasElement),
} satisfies Meta<typeof ManualsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const view = canvas.getByRole('link', { name: 'View PM-241-BT User Manual (opens in a new tab)' });
    await expect(view).toHaveAttribute(
      'href',
      'https://downloads.labelwise.com/manuals/pm-241-bt-user-manual-v3.0.pdf',
    );
    await userEvent.click(view);
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm241bt-user' }));
    const file = canvas.getByRole('link', { name: /^Download PDF\s*:\s*PM-241-BT User Manual/ });
    await expect(file).toHaveAttribute('download');
  },
};

const tableStates = tableStories.emptyAndLoadingStories('manuals');
export const Empty: Story = tableStates.Empty;
export const Loading: Story = tableStates.Loading;

export const ManyRows: Story = tableStories.manyRowsStory({ manuals: manyManuals(20) });

export const Mobile: Story = tableStories.mobileTableStory('PM-241-BT Quick Start Guide', 'File (size)');

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: {
    caption: 'PM-241-BT 说明书',
    manuals: [
      {
        ...manuals[0]!,
        title: 'PM-241-BT 快速入门指南',
        description: '开箱、装入 4×6 折叠标签纸、蓝牙配对并完成首次打印。',
      },
      {
        ...manuals[1]!,
        title: 'PM-241-BT 用户手册',
        description: '完整参考：打印机设置、标签校准、空白打印与打印不完整的排查。',
      },
      {
        ...manuals[2]!,
        title: 'D520 固件升级指南',
        description: '在 Windows 上通过 USB 升级固件（序列号以 Q505 开头）。',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '文件（大小）' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^下载 PDF\s*：\s*PM-241-BT 快速入门指南/ })).toBeVisible();
  },
};
