import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'Please enter your message', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'medium', 'small', 'mini'] },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    autosize: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'My D520 prints blank labels.');
    await expect(textarea).toHaveValue('My D520 prints blank labels.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Autosize: Story = {
  args: { autosize: { minRows: 2, maxRows: 6 } },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    const before = textarea.getBoundingClientRect().height;
    await userEvent.type(
      textarea,
      'Hello,{enter}my PM-241-BT stops after the first label.{enter}The paper does not load automatically.{enter}Thanks!',
    );
    const after = textarea.getBoundingClientRect().height;
    await expect(after).toBeGreaterThan(before);
    await expect(textarea.style.overflowY).toBe('hidden');
  },
};

export const AutosizeCapped: Story = {
  args: {
    autosize: { minRows: 2, maxRows: 3 },
    defaultValue: 'Line one\nLine two\nLine three\nLine four\nLine five\nLine six',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await expect(textarea.style.overflowY).toBe('auto');
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 12 March 2026.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
