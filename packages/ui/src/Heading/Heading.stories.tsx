import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, headingSizes, headingWeights } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Printer drivers' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    mobileSize: { control: 'inline-radio', options: headingSizes },
    weight: { control: 'inline-radio', options: headingWeights },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Printer drivers' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};

/** A card title can be small and still sit at the right place in the outline. */
export const SizeApartFromLevel: Story = {
  args: { level: 3, size: 'display', children: 'D30 label maker' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(getComputedStyle(heading).fontSize).toBe('36px');
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { level: 1, children: '打印机驱动程序' },
};

/** A marketing page's title in the bold weight, smaller on a phone so a long title does not fill the screen. */
export const BoldTitleOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    level: 1,
    size: 'display',
    mobileSize: 'xxl',
    weight: 'bold',
    children: 'Set up your label printer in five minutes',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
    await expect(getComputedStyle(heading).fontWeight).toBe('700');
  },
};
