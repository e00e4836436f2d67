import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Choose your printer model to see its drivers and manuals.' },
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Choose your printer model/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('14px');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: Firmware 2.4 is ready to install.
        </Text>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: Labels print at 203 dpi.
        </Text>
      ))}
    </div>
  ),
};

export const Truncated: Story = {
  args: { truncate: true, style: { width: 240 } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Choose your printer model/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { children: '选择打印机型号，查看其驱动程序和说明书。' },
};

const checksum = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** A checksum as code: the monospace family, broken anywhere so it never overflows its column. */
export const CodeValue: Story = {
  args: { as: 'code', size: 'sm', wrap: 'anywhere', children: checksum, style: { display: 'block', width: 240 } },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText(checksum);
    await expect(code.tagName).toBe('CODE');
    await expect(getComputedStyle(code).fontFamily).toMatch(/mono/i);
    await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth);
  },
};
