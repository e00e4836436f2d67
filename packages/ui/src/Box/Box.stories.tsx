import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, boxBackgrounds, boxElements, boxRadii, boxShadows, spaceSteps } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: {
    padding: 6,
    background: 'surfaceMuted',
    radius: 'lg',
    bordered: true,
    children: 'Labels print at 203 dpi on the D30.',
  },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaceSteps },
    paddingX: { control: 'select', options: spaceSteps },
    paddingY: { control: 'select', options: spaceSteps },
    background: { control: 'inline-radio', options: boxBackgrounds },
    radius: { control: 'inline-radio', options: boxRadii },
    shadow: { control: 'inline-radio', options: boxShadows },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Labels print at 203 dpi on the D30.');
    await expect(getComputedStyle(box).padding).toBe('24px');
  },
};

/** `paddingX` and `paddingY` override `padding` on their sides, in logical directions (they follow `dir="rtl"`). */
export const AxisPadding: Story = {
  args: { padding: 2, paddingX: 7, children: 'Axis padding' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByText('Axis padding'));
    await expect(style.paddingTop).toBe('8px');
    await expect(style.paddingInlineStart).toBe('32px');
  },
};

export const Surfaces: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, 1fr)' }}>
      {boxBackgrounds.map((background) => (
        <Box key={background} {...args} background={background}>
          {background}
        </Box>
      ))}
    </div>
  ),
};

/** Elevations from the theme: a card lifted off the page (`sm`), and surfaces that float over it. */
export const Shadows: Story = {
  args: { background: 'surface', padding: 5 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(3, 1fr)', padding: 16 }}>
      {boxShadows.map((shadow) => (
        <Box key={shadow} {...args} shadow={shadow}>
          {shadow}
        </Box>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('lg')).boxShadow).not.toBe('none');
  },
};
