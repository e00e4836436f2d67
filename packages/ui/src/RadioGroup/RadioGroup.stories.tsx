import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, RadioGroupItem, radioGroupOrientations } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Paper size', defaultValue: 'a4', orientation: 'vertical', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="a4" label="A4" />
      <RadioGroupItem value="letter" label="Letter" />
      <RadioGroupItem value="4x6" label="4 × 6 in shipping label" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Paper size' })).toBeVisible();
    await userEvent.click(canvas.getByText('Letter'));
    await expect(canvas.getByRole('radio', { name: 'Letter' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('letter');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'A4' })).toHaveFocus();
    // Held down like a real key press: Radix moves focus after the keydown and selects only while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    const letter = canvas.getByRole('radio', { name: 'Letter' });
    await expect(letter).toHaveFocus();
    // Radix selects the option that arrow-key focus lands on, from its focus handler.
    await waitFor(() => expect(letter).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
};

export const DisabledOption: Story = {
  render: (args) => (
    <RadioGroup {...args} label="Connection" defaultValue="usb">
      <RadioGroupItem value="usb" label="USB" />
      <RadioGroupItem value="bluetooth" label="Bluetooth" />
      <RadioGroupItem value="wifi" label="Wi-Fi (not on this model)" disabled />
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Wi-Fi (not on this model)' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: undefined },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  render: (args) => (
    <RadioGroup {...args} label="纸张尺寸">
      <RadioGroupItem value="a4" label="A4" />
      <RadioGroupItem value="letter" label="信纸" />
    </RadioGroup>
  ),
};
