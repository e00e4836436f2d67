import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Print label' },
  render: (args) => (
    <button type="button">
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <rect x="3" y="6" width="10" height="6" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Print label' });
    await expect(button).toBeVisible();
    const hidden = within(canvasElement).getByText('Print label');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
