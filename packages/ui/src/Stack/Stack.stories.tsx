import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceSteps } from '../Box';
import { Button } from '../Button';
import { Inline } from './Inline';
import { Stack, stackAligns, stackJustifies } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 3, align: 'stretch', justify: 'start', padding: 4 },
  argTypes: {
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
  },
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Set-up steps">
      <li>Install the driver</li>
      <li>Connect the printer by USB</li>
      <li>Print a test label</li>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Set-up steps' });
    await expect(getComputedStyle(list).rowGap).toBe('12px');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WideGap: Story = {
  args: { gap: 7, align: 'start' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(Math.round(gap)).toBe(32);
  },
};

/** Inline: a row that wraps onto the next line when there is no room, keeping the gap in both directions. */
export const InlineRow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <Inline gap={args.gap} justify={args.justify} aria-label="Actions" role="group">
        <Button variant="primary">Download driver</Button>
        <Button>Read the manual</Button>
        <Button>Contact support</Button>
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [first, , third] = within(canvasElement).getAllByRole('button');
    // Three buttons do not fit in 360 px: the third wraps to a second line.
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  render: (args) => (
    <Stack {...args} as="ul" aria-label="安装步骤">
      <li>安装驱动程序</li>
      <li>用 USB 连接打印机</li>
      <li>打印测试标签</li>
    </Stack>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Stack {...args}>
      <Inline gap={2} role="group" aria-label="Actions">
        <Button variant="primary">Download driver</Button>
        <Button>Read the manual</Button>
        <Button>Contact support</Button>
      </Inline>
      <p style={{ margin: 0 }}>The buttons wrap on a narrow screen.</p>
    </Stack>
  ),
};
