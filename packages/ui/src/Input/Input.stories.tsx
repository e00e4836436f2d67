import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './Input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Model number', placeholder: 'Please enter the model number', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Model number' });
    await userEvent.type(input, 'PM-241-BT');
    await expect(input).toHaveValue('PM-241-BT');
    await expect(args.onChange).toHaveBeenCalledTimes(9);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['default', 'medium', 'small', 'mini'] as const).map((size) => (
        <Input key={size} {...args} size={size} aria-label={`Model number (${size})`} placeholder={size} />
      ))}
    </div>
  ),
};

export const Filled: Story = {
  args: { defaultValue: 'D520BT' },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'not-an-email', 'aria-label': 'Email', type: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'PM-241-BT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
