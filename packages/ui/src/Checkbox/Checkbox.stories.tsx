import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Checkbox, type CheckedState } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Email me when a new driver is out', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email me when a new driver is out'));
    await expect(canvas.getByRole('checkbox', { name: 'Email me when a new driver is out' })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" defaultChecked="indeterminate" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="Invalid" aria-invalid />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Indeterminate' })).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** A parent checkbox shows "some" while part of its group is checked, and checks or clears them all. */
export const Indeterminate: Story = {
  render: () => {
    const models = ['D30', 'M110', 'M220'];
    function Group() {
      const [checked, setChecked] = useState<string[]>(['D30']);
      const all: CheckedState =
        checked.length === models.length ? true : checked.length === 0 ? false : 'indeterminate';
      return (
        <div style={{ display: 'grid', gap: 8 }}>
          <Checkbox
            label="All models"
            checked={all}
            onCheckedChange={(next) => setChecked(next === true ? models : [])}
          />
          <div style={{ display: 'grid', gap: 8, paddingInlineStart: 24 }}>
            {models.map((model) => (
              <Checkbox
                key={model}
                label={model}
                checked={checked.includes(model)}
                onCheckedChange={(next) =>
                  setChecked((current) =>
                    next === true ? [...current, model] : current.filter((item) => item !== model),
                  )
                }
              />
            ))}
          </div>
        </div>
      );
    }
    return <Group />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'All models' });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(parent);
    await expect(canvas.getByRole('checkbox', { name: 'M220' })).toBeChecked();
    await expect(parent).toHaveAttribute('aria-checked', 'true');
  },
};

export const InFormField: Story = {
  render: () => (
    <FormField label="I accept the terms of use" error="Please accept the terms to continue" required>
      <Checkbox />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms of use' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { label: '新驱动发布时给我发邮件' },
};
