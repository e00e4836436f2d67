import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Verified' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Verified');
    await expect(badge.tagName).toBe('SPAN');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(getComputedStyle(badge).fontSize).toBe('13px');
  },
};

const words = {
  neutral: 'Not published',
  info: 'Latest',
  success: 'Verified',
  warning: 'Demo file — not a real driver',
  danger: 'Not supported',
} as const;

/** Every tone, each with words that say the same as its colour. */
export const Tones: Story = {
  render: () => (
    <Inline gap={2}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {words[tone]}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const backgrounds = badgeTones.map(
      (tone) => getComputedStyle(within(canvasElement).getByText(words[tone])).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(badgeTones.length);
  },
};

/** Beside a line of text, as a driver's version carries its status. */
export const InText: Story = {
  render: () => (
    <p>
      Windows driver 3.2.1 <Badge tone="info">Latest</Badge>
    </p>
  ),
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { tone: 'warning', children: '演示文件——并非真正的驱动程序' },
};
